// shared: the English words. The Bangla beside it (../bn/shared.ts) has every key of this one.
export default {};
