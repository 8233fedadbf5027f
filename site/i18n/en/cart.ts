// cart: the English words. The Bangla beside it (../bn/cart.ts) has every key of this one.
export default {};
