// pay: the English words. The Bangla beside it (../bn/pay.ts) has every key of this one.
export default {};
