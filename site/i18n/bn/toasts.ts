import type en from '../en/toasts';

// The toasts in Bangla: a dish is a পদ (./menu.ts), an order অর্ডার, a booking বুকিং.
const bn: typeof en = {
  orderNotFound: 'অর্ডারটি পাওয়া যায়নি। অর্ডার আইডি মিলিয়ে দেখে আবার চেষ্টা করুন।',
  profileUpdated: 'আপনার প্রোফাইল হালনাগাদ হয়েছে',
  reservationNotFound: 'বুকিংটি পাওয়া যায়নি। বুকিং আইডি মিলিয়ে দেখে আবার চেষ্টা করুন।',
  itemAdded: 'পদটি আপনার অর্ডারে যোগ হয়েছে',
  loginToAdd: 'অর্ডারে পদ যোগ করতে অনুগ্রহ করে লগ ইন করুন',
  orderDeleted: 'অর্ডারটি মুছে ফেলা হয়েছে',
  reservationDeleted: 'বুকিংটি মুছে ফেলা হয়েছে',
  orderUpdated: 'অর্ডারটি হালনাগাদ হয়েছে',
  reservationUpdated: 'বুকিংটি হালনাগাদ হয়েছে',
  paymentSuccessful: 'পরিশোধ সম্পন্ন হয়েছে, আপনার অর্ডার আসছে!',
  orderIdCopied: 'অর্ডার আইডি কপি হয়েছে',
  reservationIdCopied: 'বুকিং আইডি কপি হয়েছে',
  reservationCancelled: 'আপনার বুকিং বাতিল হয়েছে',
  messageSent: 'আপনার বার্তা পাঠানো হয়েছে!',
  messageFailed: 'বার্তাটি পাঠানো যায়নি',
  profileFailed: 'প্রোফাইল হালনাগাদ করা যায়নি। আবার চেষ্টা করুন',
  orderDeleteFailed: 'অর্ডারটি মুছে ফেলা যায়নি।',
  reservationDeleteFailed: 'বুকিংটি মুছে ফেলা যায়নি।',
  reservationFailed: 'বুকিং করা যায়নি। আবার চেষ্টা করুন।',
  unavailable: 'এই মুহূর্তে পাওয়া যাচ্ছে না',
};
export default bn;
