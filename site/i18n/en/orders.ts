// orders: the English words. The Bangla beside it (../bn/orders.ts) has every key of this one.
export default {};
