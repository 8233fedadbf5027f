import type en from '../en/cart';

const bn: typeof en = {};
export default bn;
