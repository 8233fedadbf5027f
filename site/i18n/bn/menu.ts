import type en from '../en/menu';

const bn: typeof en = {};
export default bn;
