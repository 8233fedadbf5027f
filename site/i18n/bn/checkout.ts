import type en from '../en/checkout';

const bn: typeof en = {};
export default bn;
