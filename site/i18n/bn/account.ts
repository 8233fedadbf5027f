import type en from '../en/account';

const bn: typeof en = {};
export default bn;
