import type en from '../en/toasts';

const bn: typeof en = {};
export default bn;
