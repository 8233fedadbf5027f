import type en from '../en/contact';

const bn: typeof en = {
  metaTitle: 'যোগাযোগ',
  metaDescription: '{name}: আমাদের লিখুন, {phone} নম্বরে ফোন করুন, অথবা চলে আসুন {street}, {locality}।',
  eyebrow: 'যোগাযোগ করুন',
  title: 'যোগাযোগ',
  lede: 'একান্ত নৈশভোজ, বিশেষ কোনো উপলক্ষ, কিংবা মেনু নিয়ে কোনো প্রশ্ন — আমাদের লিখুন, এক দিনের মধ্যেই আমাদের দল উত্তর দেবে।',
  formTitle: 'আমাদের বার্তা পাঠান',
  fields: { name: 'নাম', email: 'ই-মেইল', subject: 'বিষয়', message: 'বার্তা' },
  send: 'বার্তা পাঠান',
  sending: 'পাঠানো হচ্ছে...',
  detailsTitle: 'আমাদের ঠিকানা, সময় ও মানচিত্র',
};
export default bn;
