import type en from '../en/about';

const bn: typeof en = {};
export default bn;
