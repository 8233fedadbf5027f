// invoice: the English words. The Bangla beside it (../bn/invoice.ts) has every key of this one.
export default {};
