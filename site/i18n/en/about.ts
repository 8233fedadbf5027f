// about: the English words. The Bangla beside it (../bn/about.ts) has every key of this one.
export default {};
