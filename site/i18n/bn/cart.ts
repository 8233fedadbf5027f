import type en from '../en/cart';
import menu from './menu';

const bn: typeof en = {
  page: {
    title: 'আপনার অর্ডার',
    description: 'কর্ণফুলীতে আপনার অর্ডার: বেছে নেওয়া পদ, ডেলিভারি ও পরিশোধ।',
    eyebrow: 'ডেলিভারি',
  },
  signedOutWhat: 'আপনার কার্ট ও অর্ডার',
  loading: 'আপনার কার্ট খোলা হচ্ছে',
  emptyTitle: 'আপনার কার্ট খালি',
  emptyText: 'কার্টে এখনো কিছু যোগ করেননি। আমাদের মেনু ঘুরে দেখুন, মন ভরানো পদ খুঁজে নিন!',
  browseMenu: 'মেনু দেখুন',
  addMoreDishes: 'আরও পদ যোগ করুন',
  soldOutTonight: 'আজ রাতের মতো শেষ',
  unavailable: 'এখন পাওয়া যাচ্ছে না',
  soldOutOne: '{name} আজ রাতের মতো শেষ হয়ে গেছে। অনুগ্রহ করে অর্ডার থেকে এটি সরিয়ে দিন।',
  blockedSoldOut: 'কিছু পদ আজ রাতের মতো শেষ, অথবা আর পাওয়া যাচ্ছে না। এগোতে হলে সেগুলো সরিয়ে দিন।',
  blockedUnavailable: 'কিছু পদ আজ আর পাওয়া যাচ্ছে না। এগোতে হলে সেগুলো সরিয়ে দিন।',
  priceChanged: 'যোগ করার পর দাম বদলেছে (আগে ছিল {price})',
  quantityOf: '{name}: পরিমাণ',
  decrease: '{name} একটি কমান',
  increase: '{name} একটি বাড়ান',
  removeDish: '{name} সরিয়ে দিন',
  remove: 'সরান',
  contains: 'এতে আছে {allergens}',
  allergens: menu.allergens,
};
export default bn;
