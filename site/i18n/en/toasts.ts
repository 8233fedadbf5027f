// toasts: the English words. The Bangla beside it (../bn/toasts.ts) has every key of this one.
export default {};
