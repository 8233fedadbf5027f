import type en from '../en/waitlist';

const bn: typeof en = {};
export default bn;
