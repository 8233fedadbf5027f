import type en from '../en/home';

const bn: typeof en = {
  bookTable: 'টেবিল বুকিং করুন',
  viewMenu: 'মেনু দেখুন',
  popularEyebrow: 'রান্নাঘর থেকে',
  popularTitle: 'অতিথিদের প্রিয় পদ',
  seeMenu: 'পুরো মেনু দেখুন',
  chefsEyebrow: 'আমাদের রান্নাঘরের দল',
  chefsTitle: 'আমাদের গুণী শেফরা',
  eveningService: 'সন্ধ্যার আয়োজন · {hours}',
  eveningHours: '{from} থেকে {to}',
  testimonialsEyebrow: 'অতিথিরা বলেন',
  findUsEyebrow: 'চলে আসুন',
  findUsTitle: 'আমাদের খুঁজে নিন',
  testimonials: {
    label: 'অতিথিদের মতামত',
    slide: '{count}টির মধ্যে {index} নম্বর',
    rated: '৫-এর মধ্যে {rating} রেটিং',
    show: '{index} নম্বর মতামত দেখুন: {author}',
  },
};
export default bn;
