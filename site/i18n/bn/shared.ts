import type en from '../en/shared';

// The shared components' words in Bangla. A text is a খুদে বার্তা, a verification code a যাচাই কোড (docs/glossary.md).
const bn: typeof en = {
  loginRequired: { title: 'অনুগ্রহ করে লগ ইন করুন', text: '{what} দেখতে লগ ইন করুন।', login: 'লগ ইন' },
  accessDenied: {
    title: 'প্রবেশাধিকার নেই',
    text: 'দুঃখিত, এই পাতাটি দেখার অনুমতি আপনার নেই। ভুল হয়েছে মনে হলে একজন ব্যবস্থাপকের সঙ্গে যোগাযোগ করুন।',
    goBack: 'ফিরে যান',
    home: 'প্রথম পাতায় ফিরুন',
  },
  sound: { on: 'শব্দ চালু', off: 'শব্দ বন্ধ', resume: 'শব্দ চালু করুন', hint: 'নতুন অর্ডারের ঘণ্টি বাজানোর আগে আপনার ব্রাউজার একবার ক্লিক চায়।' },
  invoice: {
    number: 'কর চালান {number}',
    vat: 'ভ্যাট {rate} সহ, {amount}',
    view: 'চালানটি দেখুন বা প্রিন্ট করুন',
    viewLabel: 'চালানটি দেখুন বা প্রিন্ট করুন: {number}',
  },
  verifyEmail: { title: 'আপনার ই-মেইল ঠিকানা', sent: '{address} ঠিকানায় একটি লিংক পাঠিয়েছি। লিংকটি খুলে এখানে ফিরে আসুন।' },
  failure: {
    offline: 'রেস্তোরাঁর সঙ্গে যোগাযোগ করা গেল না। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    signedOut: 'চালিয়ে যেতে লগ ইন করুন।',
  },
};
export default bn;
