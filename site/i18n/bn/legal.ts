import type en from '../en/legal';

const bn: typeof en = {};
export default bn;
