// legal: the English words. The Bangla beside it (../bn/legal.ts) has every key of this one.
export default {};
