import type en from '../en/home';

const bn: typeof en = {};
export default bn;
