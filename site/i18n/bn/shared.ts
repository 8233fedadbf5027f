import type en from '../en/shared';

const bn: typeof en = {};
export default bn;
