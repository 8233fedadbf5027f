// validation: the English words. The Bangla beside it (../bn/validation.ts) has every key of this one.
export default {};
