import type en from '../en/about';

const bn: typeof en = {
  metaTitle: 'আমাদের কথা',
  metaDescription: 'কর্ণফুলীর গল্প, চট্টগ্রামে নদীর তীরে {year} সাল থেকে: আমাদের পথচলা, আমাদের দল, আমাদের মূল্যবোধ আর আমাদের স্বীকৃতি।',
  established: 'প্রতিষ্ঠা {year}',
  title: 'আমাদের কথা',
  lede: 'নদীর তীরে একটি রেস্তোরাঁ, সেই নদীকে ঘিরে গড়ে ওঠা শহরের জন্য।',
  since: '{year} সাল থেকে',
  milestones: 'মাইলফলক',
  journey: 'আমাদের পথচলা',
  teamEyebrow: 'অতিথিসেবা আর রান্নাঘর',
  team: 'আমাদের দলের সঙ্গে পরিচিত হোন',
  valuesEyebrow: 'যা আমরা মেনে চলি',
  values: 'আমাদের মূল্যবোধ',
  recognition: 'স্বীকৃতি',
  achievements: 'আমাদের অর্জন',
  awardKinds: { michelin: 'খাদ্য নির্দেশিকা', 'chef-association': 'রান্নাঘর', wine: 'পানীয়ের ভান্ডার', 'travel-guide': 'ভ্রমণ' },
};
export default bn;
