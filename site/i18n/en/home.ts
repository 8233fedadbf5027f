// home: the English words. The Bangla beside it (../bn/home.ts) has every key of this one.
export default {};
