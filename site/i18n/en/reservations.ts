// reservations: the English words. The Bangla beside it (../bn/reservations.ts) has every key of this one.
export default {};
