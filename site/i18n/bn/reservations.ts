import type en from '../en/reservations';

const bn: typeof en = {};
export default bn;
