// contact: the English words. The Bangla beside it (../bn/contact.ts) has every key of this one.
export default {};
