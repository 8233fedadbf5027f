import { shortDate, writtenTime } from '../contract/format';

// The words of each text message, in English and in Bangla. Short by design: one part in English (160 GSM-7
// characters, so no taka sign, no curly quote) and at most two in Bangla (UCS-2, 67 a part), with the longest
// realistic values (templates.test.ts measures every one). A link is the site's short form (/t/ an order, /r/ a
// booking, /w/ a table offered), which the Worker sends on to the page (routes/pages.ts); a Bangla text's links start
// /bn and lead to the Bangla pages. A text goes in the language of its order, booking or waitlist place (the
// account's for a code: docs/decisions/0028-the-guests-language.md), and the words follow docs/glossary.md. A code
// and a phone number stay in ASCII digits in a Bangla text: phones offer to fill in a code, and to call a number,
// only when they are.

export const SMS_KINDS = ['phone-code', 'order-placed', 'order-status', 'reservation-confirmed', 'reservation-reminder', 'reservation-cancelled', 'payment-link', 'waitlist-offer'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];
export type SmsLanguage = 'en' | 'bn';

export interface SmsPayloads {
  'phone-code': { code: string };
  'order-placed': { orderId: string };
  /** Only 'ready' (on its way, or ready to collect) and 'cancelled' are texted. */
  'order-status': { orderId: string; status: 'ready' | 'cancelled'; fulfilment?: 'delivery' | 'pickup'; refund?: boolean };
  'reservation-confirmed': { reservationId: string; date: string; time: string; guests: number };
  'reservation-reminder': { reservationId: string; date: string; time: string; guests: number };
  'reservation-cancelled': { reservationId: string; date: string; time: string; guests: number };
  /** `amount` in taka; `key` the order's payment key (the link's secret). */
  'payment-link': { orderId: string; amount: number; key: string };
  /** `token` the offer's key; the guest has OFFER_MINUTES to take it. */
  'waitlist-offer': { date: string; time: string; guests: number; token: string; minutes: number };
}

export interface SmsContext {
  /** The restaurant's name as the guest knows it, in the message's language. */
  house: string;
  /** The restaurant's phone, for a guest with a question. */
  phone: string;
  siteUrl: string;
}

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';
const bnDigits = (text: string) => text.replace(/[0-9]/g, (digit) => BANGLA_DIGITS[Number(digit)] ?? digit);
const BN_WEEKDAYS = ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'];
const BN_MONTHS = ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'];

/** 2026-11-28 → শনিবার, ২৮ নভেম্বর (the restaurant's calendar date, as written). */
function bnDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${BN_WEEKDAYS[day.getUTCDay()]}, ${bnDigits(String(day.getUTCDate()))} ${BN_MONTHS[day.getUTCMonth()]}`;
}

/** 2026-11-28 → ২৮ নভেম্বর: an offer is for a day the guest chose, so its weekday is left out to fit two parts. */
function bnDayMonth(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${bnDigits(String(day.getUTCDate()))} ${BN_MONTHS[day.getUTCMonth()]}`;
}

/** 19:30 → সন্ধ্যা ৭:৩০, as a Bangladeshi says a time of day: the part of the day first. */
function bnTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const part = hours < 12 ? 'সকাল' : hours < 15 ? 'দুপুর' : hours < 18 ? 'বিকেল' : hours < 20 ? 'সন্ধ্যা' : 'রাত';
  const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}`;
  return `${part} ${bnDigits(clock)}`;
}

/** Taka for a text: 'Tk 1,234' in English (GSM-7 has no taka sign), ৳১,২৩৪ in Bangla (lakh grouping). */
function taka(amount: number, language: SmsLanguage): string {
  const whole = Math.round(amount);
  if (language === 'en') return `Tk ${whole.toLocaleString('en-US')}`;
  const digits = String(whole);
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `৳${bnDigits(rest ? `${rest},${last3}` : last3)}`;
}

/** The site's address in a language: the Bangla pages are under /bn. */
export const siteIn = (siteUrl: string, language: SmsLanguage = 'en') => (language === 'bn' ? `${siteUrl}/bn` : siteUrl);

export const shortOrderLink = (siteUrl: string, orderId: string, language: SmsLanguage = 'en') => `${siteIn(siteUrl, language)}/t/${orderId}`;
export const shortBookingLink = (siteUrl: string, reservationId: string, language: SmsLanguage = 'en') => `${siteIn(siteUrl, language)}/r/${reservationId}`;
export const offerLink = (siteUrl: string, token: string, language: SmsLanguage = 'en') => `${siteIn(siteUrl, language)}/w/${token}`;
export const shortPayLink = (siteUrl: string, orderId: string, key: string, language: SmsLanguage = 'en') => `${siteIn(siteUrl, language)}/p/${orderId}/${key}`;

type Template<K extends SmsKind> = (payload: SmsPayloads[K], context: SmsContext) => string;
type Templates = { [K in SmsKind]: Template<K> };

const en: Templates = {
  'phone-code': ({ code }, { house }) => `${house}: ${code} is your code to confirm this number. It expires in 10 minutes. Please do not share it.`,
  'order-placed': ({ orderId }, { house, siteUrl }) => `${house}: we have your order ${orderId} and the kitchen is on it. Follow it here: ${shortOrderLink(siteUrl, orderId)}`,
  'order-status': ({ orderId, status, fulfilment, refund }, { house, siteUrl, phone }) => {
    if (status === 'cancelled') {
      const money = refund ? ' Your payment will be refunded within 3-5 business days.' : '';
      return `${house}: your order ${orderId} has been cancelled.${money} Questions? Call ${phone}`;
    }
    if (fulfilment === 'pickup') return `${house}: your order ${orderId} is ready to collect. We look forward to seeing you.`;
    return `${house}: your order ${orderId} is on its way to you. Follow it here: ${shortOrderLink(siteUrl, orderId)}`;
  },
  'reservation-confirmed': ({ reservationId, date, time, guests }, { house, siteUrl }) =>
    `${house}: your table for ${guests} on ${shortDate(date)} at ${writtenTime(time)} is confirmed. Details: ${shortBookingLink(siteUrl, reservationId)}`,
  'reservation-reminder': ({ reservationId, date, time, guests }, { house, siteUrl }) =>
    `${house}: a reminder of your table for ${guests} on ${shortDate(date)} at ${writtenTime(time)}. We look forward to welcoming you. ${shortBookingLink(siteUrl, reservationId)}`,
  'reservation-cancelled': ({ date, time }, { house, siteUrl }) => `${house}: your booking for ${shortDate(date)} at ${writtenTime(time)} has been cancelled. To book again: ${siteUrl}/reservations`,
  'payment-link': ({ orderId, amount, key }, { house, siteUrl }) => `${house}: to pay ${taka(amount, 'en')} for order ${orderId}, open ${shortPayLink(siteUrl, orderId, key)}`,
  'waitlist-offer': ({ date, time, guests, token, minutes }, { house, siteUrl }) =>
    `${house}: a table for ${guests} is free on ${shortDate(date)} at ${writtenTime(time)}. It is yours if you take it within ${minutes} minutes: ${offerLink(siteUrl, token)}`,
};

const bn: Templates = {
  'phone-code': ({ code }, { house }) => `${house}: আপনার যাচাই কোড ${code}। ১০ মিনিটের মধ্যে ব্যবহার করুন, কাউকে জানাবেন না।`,
  'order-placed': ({ orderId }, { house, siteUrl }) => `${house}: আপনার অর্ডার ${orderId} পেয়েছি, রান্নাঘরে কাজ শুরু হয়েছে। খোঁজ রাখুন: ${shortOrderLink(siteUrl, orderId, 'bn')}`,
  'order-status': ({ orderId, status, fulfilment, refund }, { house, siteUrl, phone }) => {
    if (status === 'cancelled') {
      const money = refund ? ' টাকা ৩-৫ কর্মদিবসের মধ্যে ফেরত যাবে।' : '';
      return `${house}: আপনার অর্ডার ${orderId} বাতিল হয়েছে।${money} কিছু জানতে ফোন করুন ${phone}`;
    }
    if (fulfilment === 'pickup') return `${house}: আপনার অর্ডার ${orderId} তৈরি, এসে নিয়ে যান। আপনার অপেক্ষায় রইলাম।`;
    return `${house}: আপনার অর্ডার ${orderId} রওনা হয়েছে, শিগগিরই পৌঁছে যাবে। খোঁজ রাখুন: ${shortOrderLink(siteUrl, orderId, 'bn')}`;
  },
  'reservation-confirmed': ({ reservationId, date, time, guests }, { house, siteUrl }) =>
    `${house}: ${bnDate(date)}, ${bnTime(time)}-এ ${bnDigits(String(guests))} জনের টেবিল নিশ্চিত। বিস্তারিত: ${shortBookingLink(siteUrl, reservationId, 'bn')}`,
  'reservation-reminder': ({ date, time, guests }, { house }) =>
    `${house}: মনে করিয়ে দিচ্ছি, ${bnDate(date)}, ${bnTime(time)}-এ ${bnDigits(String(guests))} জনের টেবিল আপনার অপেক্ষায় থাকবে।`,
  'reservation-cancelled': ({ date, time }, { house, siteUrl }) => `${house}: ${bnDate(date)}, ${bnTime(time)}-এর বুকিং বাতিল হয়েছে। আবার বুক করতে: ${siteUrl}/bn/reservations`,
  'payment-link': ({ orderId, amount, key }, { house, siteUrl }) => `${house}: আপনার অর্ডারের ${taka(amount, 'bn')} পরিশোধ করুন: ${shortPayLink(siteUrl, orderId, key, 'bn')}`,
  'waitlist-offer': ({ date, time, guests, token, minutes }, { house, siteUrl }) =>
    `${house}: ${bnDayMonth(date)}, ${bnTime(time)}-এ ${bnDigits(String(guests))} জনের টেবিল খালি হলো। ${bnDigits(String(minutes))} মিনিটের মধ্যে নিন: ${offerLink(siteUrl, token, 'bn')}`,
};

const TEMPLATES: Record<SmsLanguage, Templates> = { en, bn };

/** A message's words. */
export function renderSms<K extends SmsKind>(kind: K, payload: SmsPayloads[K], context: SmsContext, language: SmsLanguage = 'en'): string {
  const template = TEMPLATES[language][kind] as Template<K>;
  return template(payload, context);
}
