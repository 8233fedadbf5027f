// menu: the English words. The Bangla beside it (../bn/menu.ts) has every key of this one.
export default {};
