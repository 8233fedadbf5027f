import type en from '../en/validation';

const bn: typeof en = {};
export default bn;
