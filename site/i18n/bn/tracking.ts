import type en from '../en/tracking';

const bn: typeof en = {};
export default bn;
