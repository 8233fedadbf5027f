import type en from '../en/pay';

const bn: typeof en = {};
export default bn;
