// tracking: the English words. The Bangla beside it (../bn/tracking.ts) has every key of this one.
export default {};
