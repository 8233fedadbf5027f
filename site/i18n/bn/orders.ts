import type en from '../en/orders';

const bn: typeof en = {};
export default bn;
