// waitlist: the English words. The Bangla beside it (../bn/waitlist.ts) has every key of this one.
export default {};
