// checkout: the English words. The Bangla beside it (../bn/checkout.ts) has every key of this one.
export default {};
