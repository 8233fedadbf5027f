// account: the English words. The Bangla beside it (../bn/account.ts) has every key of this one.
export default {};
