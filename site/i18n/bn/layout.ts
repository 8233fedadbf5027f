import type en from '../en/layout';

const bn: typeof en = {
  skipLink: 'মূল অংশে যান',
  nav: { menu: 'মেনু', about: 'আমাদের কথা', contact: 'যোগাযোগ', reservations: 'বুকিং', orders: 'অর্ডার' },
  mainNav: 'প্রধান',
  languages: 'ভাষা',
};
export default bn;
