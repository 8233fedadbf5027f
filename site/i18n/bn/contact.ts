import type en from '../en/contact';

const bn: typeof en = {};
export default bn;
