import type en from '../en/invoice';

const bn: typeof en = {};
export default bn;
