import type en from '../en/legal';

const bn: typeof en = {
  eyebrow: 'নিয়মকানুন',
  lastUpdated: 'সর্বশেষ হালনাগাদ',
  termsDescription: 'চট্টগ্রামের কর্ণফুলীতে বুকিং, ডেলিভারি অর্ডার, বাতিল ও টাকা ফেরতের শর্তাবলি।',
  privacyDescription: 'কর্ণফুলী কীভাবে অতিথিদের ব্যক্তিগত তথ্য সংগ্রহ, ব্যবহার ও সুরক্ষা করে।',
};
export default bn;
