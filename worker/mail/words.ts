import type { TableKind } from '../contract/floor-plan';
import type { Lang } from '../contract/lang';
import * as ORDER from '../contract/messages/order';
import * as RESERVATION from '../contract/messages/reservation';
import { ORDER_STATUS_LABELS, READY_FOR_PICKUP, type OrderStatus, type PaymentMethod } from '../contract/order-rules';
import { paymentLabel } from '../contract/order-sources';

// The words of the guest mails (./templates.ts) and of the booking's calendar file (./calendar.ts), in English and
// in Bangla (docs/decisions/0028-the-guests-language.md). The English is the spec's and the house's, as it always
// was; the Bangla is written as a Bangladeshi writer would for a fine restaurant, in the words of docs/glossary.md,
// addressing the guest as আপনি. Numbers inside a Bangla sentence come in already written in Bengali digits (the
// templates use formatsFor(lang)); ids, codes, links and phone numbers stay ASCII.

export interface MailWords {
  dear: (name: string) => string;
  thankYou: (name: string) => string;
  minutes: (count: string) => string;
  guests: (count: number, digits: (value: number) => string) => string;
  table: (table: string, kind: TableKind | undefined) => string;
  status: Record<OrderStatus, string>;
  readyForPickup: string;
  payment: (method: PaymentMethod) => string;
  paid: (method: string) => string;
  order: {
    received: string;
    subject: (id: string, house: string) => string;
    preheader: (id: string, due: string, when: string | null, minutes: string) => string;
    scheduledFor: (when: string) => string;
    labels: {
      order: string;
      placed: string;
      pickupAt: string;
      deliveryAt: string;
      readyIn: string;
      estimatedTime: string;
      payment: string;
      collectFrom: string;
      area: string;
      deliverTo: string;
      phone: string;
      taxInvoice: string;
      bin: string;
      status: string;
      total: string;
    };
    issued: (number: string, at: string) => string;
    subtotal: string;
    serviceCharge: (percent: string) => string;
    deliveryFee: (area: string | null | undefined) => string;
    total: string;
    withoutVat: string;
    vatIncluded: (percent: string) => string;
    track: string;
    pickupNote: string;
    deliveryInstructions: string;
    withDelivery: (amount: string) => string;
    statusSubject: (id: string, label: string) => string;
    statusWords: Partial<Record<OrderStatus, { heading: string; message: string }>>;
    readyToCollect: { heading: string; message: string };
    refund: (amount: string) => string;
  };
  booking: {
    when: (date: string, time: string) => string;
    preheader: (when: string, guests: string, message: string) => string;
    kinds: Record<'reservation-received' | 'reservation-confirmed' | 'reservation-cancelled' | 'reservation-reminder', { subject: string; heading: string; message: string; status: string }>;
    cancelledByGuest: string;
    reminder: (house: string) => string;
    calendarFile: (filename: string) => string;
    labels: { reservation: string; date: string; time: string; guests: string; table: string; status: string };
    track: string;
  };
  offer: {
    message: (until: string) => string;
    subject: (date: string, time: string) => string;
    preheader: (guests: string, time: string, until: string) => string;
    heading: string;
    heldUntil: string;
    take: string;
  };
  calendar: {
    summary: (house: string, table: string, party: string) => string;
    description: (id: string, table: string, party: string, tracking: string, phone: string) => string;
  };
}

/** The Terms' sentence (the Terms page in the Studio), which the reminder and the calendar entry repeat. */
export const ARRIVE_EARLY = 'Please arrive 10 minutes early for your reservation.';

const EN: MailWords = {
  dear: (name) => `Dear ${name},`,
  thankYou: (name) => `Thank you, ${name}`,
  minutes: (count) => `${count} minutes`,
  guests: (count) => `${count} ${count === 1 ? 'guest' : 'guests'}`,
  table: (table, kind) => (kind ? `Table ${table} · ${kind}` : `Table ${table}`),
  status: ORDER_STATUS_LABELS,
  readyForPickup: READY_FOR_PICKUP,
  payment: paymentLabel,
  paid: (method) => `${method}, paid`,
  order: {
    received: ORDER.received,
    subject: (id, house) => `Your order ${id} — ${house}`,
    preheader: (id, due, when, minutes) => `Order ${id}: ${due}, ${when ? `scheduled for ${when}` : `about ${minutes} minutes`}.`,
    scheduledFor: (when) => `Scheduled for ${when}`,
    labels: {
      order: 'Order',
      placed: 'Placed',
      pickupAt: 'Pickup',
      deliveryAt: 'Delivery',
      readyIn: 'Ready in',
      estimatedTime: 'Estimated time',
      payment: 'Payment',
      collectFrom: 'Collect from',
      area: 'Area',
      deliverTo: 'Deliver to',
      phone: 'Phone',
      taxInvoice: 'Tax invoice',
      bin: 'BIN',
      status: 'Status',
      total: 'Total',
    },
    issued: (number, at) => `${number}, issued ${at}`,
    subtotal: 'Subtotal',
    serviceCharge: (percent) => `Service charge (${percent})`,
    deliveryFee: (area) => (area ? `Delivery fee (${area})` : 'Delivery fee'),
    total: 'Total',
    withoutVat: 'Value without VAT',
    vatIncluded: (percent) => `VAT included (${percent})`,
    track: 'Track your order',
    pickupNote: 'Your note for the kitchen',
    deliveryInstructions: 'Your delivery instructions',
    withDelivery: (amount) => `${amount} (with delivery)`,
    statusSubject: (id, label) => `Order ${id}: ${label}`,
    statusWords: {
      preparing: { heading: 'In the kitchen', message: ORDER.preparing },
      ready: { heading: 'On its way', message: ORDER.ready },
      delivered: { heading: 'Delivered', message: ORDER.delivered },
      collected: { heading: 'Collected', message: ORDER.collected },
      cancelled: { heading: 'Order cancelled', message: ORDER.orderCancelled },
    },
    readyToCollect: { heading: 'Ready to collect', message: ORDER.readyForPickup },
    refund: (amount) => `The ${amount} you paid online is on its way back to the card or bKash account you paid with: it arrives within 3-5 business days.`,
  },
  booking: {
    when: (date, time) => `${date} at ${time}`,
    preheader: (when, guests, message) => `${when}, ${guests}. ${message}`,
    kinds: {
      'reservation-received': { subject: 'We have your booking request', heading: 'Booking received', message: RESERVATION.pending, status: 'Pending' },
      'reservation-confirmed': { subject: 'Your table is confirmed', heading: 'Your table is confirmed', message: RESERVATION.confirmed, status: 'Confirmed' },
      'reservation-cancelled': { subject: 'Your booking is cancelled', heading: 'Booking cancelled', message: RESERVATION.cancelled, status: 'Cancelled' },
      'reservation-reminder': { subject: 'A reminder of your table', heading: 'We look forward to seeing you', message: '', status: 'Confirmed' },
    },
    cancelledByGuest: `As you asked, we have cancelled your booking. ${RESERVATION.cancelled}`,
    reminder: (house) => `A reminder of your table at ${house}. ${ARRIVE_EARLY}`,
    calendarFile: (filename) => `The attached calendar file (${filename}) adds the evening to your calendar.`,
    labels: { reservation: 'Reservation', date: 'Date', time: 'Time', guests: 'Guests', table: 'Table', status: 'Status' },
    track: 'Track your reservation',
  },
  offer: {
    message: (until) => `A table has come free on the evening you asked for, and we are holding it for you until ${until}. Take it with the button below; after that it goes to the next guest waiting.`,
    subject: (date, time) => `A table is free for you — ${date}, ${time}`,
    preheader: (guests, time, until) => `${guests} at ${time}: held for you until ${until}.`,
    heading: 'A table is free for you',
    heldUntil: 'Held until',
    take: 'Take the table',
  },
  calendar: {
    summary: (house, table, party) => `Dinner at ${house}, table ${table}, ${party}`,
    description: (id, table, party, tracking, phone) => `Reservation ${id}: table ${table}, ${party}.\n${ARRIVE_EARLY}\nTrack your reservation: ${tracking}\nTo change it, call us on ${phone}.`,
  },
};

// The Bangla of the spec's status words (./messages/order.ts and ./messages/reservation.ts), for the mails.
const BN_ORDER = {
  received: 'ধন্যবাদ, আপনার অর্ডার আমরা পেয়েছি। রান্নাঘরে এটি যেমন এগোবে, আমরা আপনাকে জানাতে থাকব।',
  preparing: 'আপনার অর্ডার এখন রান্নাঘরে: আমাদের রাঁধুনিরা যত্ন নিয়ে তৈরি করছেন।',
  ready: 'আপনার অর্ডার তৈরি, আপনার কাছে রওনা হয়েছে।',
  delivered: 'আপনার অর্ডার পৌঁছে গেছে। খাবার উপভোগ করুন!',
  collected: 'আপনি অর্ডারটি নিয়ে গেছেন। খাবার উপভোগ করুন, আর আসার জন্য ধন্যবাদ।',
  cancelled: 'অর্ডারটি বাতিল হয়েছে। টাকা ৩-৫ কর্মদিবসের মধ্যে ফেরত যাবে।',
  readyForPickup: 'আপনার অর্ডার তৈরি, এসে নিয়ে যান। ততক্ষণ আমরা খাবার গরম রাখছি।',
};
const BN_RESERVATION = {
  pending: 'আপনার বুকিং নিশ্চিত হওয়ার অপেক্ষায় আছে। নিশ্চিত হলেই আমরা ই-মেইলে জানাব।',
  confirmed: 'আপনার টেবিল নিশ্চিত হয়েছে। আপনাকে স্বাগত জানানোর অপেক্ষায় রইলাম।',
  cancelled: 'বুকিংটি বাতিল হয়েছে। আবার বুক করতে অন্য একটি সময় বেছে নিন, অথবা আমাদের ফোন করুন।',
};
/** The Terms' sentence of ./calendar's ARRIVE_EARLY. */
const BN_ARRIVE_EARLY = 'অনুগ্রহ করে বুকিংয়ের সময়ের ১০ মিনিট আগে চলে আসবেন।';

const BN_TABLE_KINDS: Record<TableKind, string> = { Window: 'জানালার ধারে', Booth: 'কেবিন', Center: 'মাঝখানে', Corner: 'কোণে', 'Roof Top': 'ছাদে' };

const BN_PAYMENT: Record<PaymentMethod, string> = {
  'credit-card': 'কার্ড',
  bkash: 'bKash',
  cod: 'হাতে পেয়ে নগদে পরিশোধ',
  'counter-cash': 'কাউন্টারে নগদে পরিশোধিত',
  'counter-card': 'কাউন্টারে কার্ড মেশিনে পরিশোধিত',
};

const BN: MailWords = {
  dear: (name) => `প্রিয় ${name},`,
  thankYou: (name) => `ধন্যবাদ, ${name}`,
  minutes: (count) => `${count} মিনিট`,
  guests: (count, digits) => `${digits(count)} জন`,
  table: (table, kind) => (kind ? `টেবিল ${table} · ${BN_TABLE_KINDS[kind]}` : `টেবিল ${table}`),
  status: { pending: 'অপেক্ষমাণ', preparing: 'রান্না হচ্ছে', ready: 'রওনা হয়েছে', delivered: 'পৌঁছে গেছে', collected: 'নিয়ে গেছেন', cancelled: 'বাতিল' },
  readyForPickup: 'তৈরি, এসে নিয়ে যান',
  payment: (method) => BN_PAYMENT[method],
  paid: (method) => `${method}, পরিশোধিত`,
  order: {
    received: BN_ORDER.received,
    subject: (id, house) => `আপনার অর্ডার ${id} — ${house}`,
    preheader: (id, due, when, minutes) => `অর্ডার ${id}: ${due}, ${when ? `নির্ধারিত সময় ${when}` : `আনুমানিক ${minutes} মিনিট`}।`,
    scheduledFor: (when) => when,
    labels: {
      order: 'অর্ডার',
      placed: 'অর্ডারের সময়',
      pickupAt: 'নিয়ে যাওয়ার সময়',
      deliveryAt: 'পৌঁছানোর সময়',
      readyIn: 'তৈরি হতে লাগবে',
      estimatedTime: 'আনুমানিক সময়',
      payment: 'পরিশোধ',
      collectFrom: 'যেখান থেকে নেবেন',
      area: 'এলাকা',
      deliverTo: 'ঠিকানা',
      phone: 'ফোন',
      taxInvoice: 'কর চালানপত্র',
      bin: 'বিআইএন',
      status: 'অবস্থা',
      total: 'মোট',
    },
    issued: (number, at) => `${number}, ${at}`,
    subtotal: 'উপমোট',
    serviceCharge: (percent) => `সেবা মূল্য (${percent})`,
    deliveryFee: (area) => (area ? `ডেলিভারি ফি (${area})` : 'ডেলিভারি ফি'),
    total: 'মোট',
    withoutVat: 'ভ্যাট ছাড়া মূল্য',
    vatIncluded: (percent) => `অন্তর্ভুক্ত ভ্যাট (${percent})`,
    track: 'অর্ডারের খোঁজ রাখুন',
    pickupNote: 'রান্নাঘরের জন্য আপনার নোট',
    deliveryInstructions: 'ডেলিভারির জন্য আপনার নির্দেশনা',
    withDelivery: (amount) => `${amount} (ডেলিভারি ফি সহ)`,
    statusSubject: (id, label) => `অর্ডার ${id}: ${label}`,
    statusWords: {
      preparing: { heading: 'রান্নাঘরে', message: BN_ORDER.preparing },
      ready: { heading: 'রওনা হয়েছে', message: BN_ORDER.ready },
      delivered: { heading: 'পৌঁছে গেছে', message: BN_ORDER.delivered },
      collected: { heading: 'নিয়ে গেছেন', message: BN_ORDER.collected },
      cancelled: { heading: 'অর্ডার বাতিল', message: BN_ORDER.cancelled },
    },
    readyToCollect: { heading: 'তৈরি, এসে নিয়ে যান', message: BN_ORDER.readyForPickup },
    refund: (amount) => `অনলাইনে পরিশোধ করা ${amount} যে কার্ড বা bKash অ্যাকাউন্ট থেকে দিয়েছিলেন, সেখানেই ফেরত যাচ্ছে: টাকা ৩-৫ কর্মদিবসের মধ্যে পৌঁছে যাবে।`,
  },
  booking: {
    when: (date, time) => `${date}, ${time}`,
    preheader: (when, guests, message) => `${when}, ${guests}। ${message}`,
    kinds: {
      'reservation-received': { subject: 'আপনার বুকিংয়ের অনুরোধ পেয়েছি', heading: 'বুকিংয়ের অনুরোধ পেয়েছি', message: BN_RESERVATION.pending, status: 'অপেক্ষমাণ' },
      'reservation-confirmed': { subject: 'আপনার টেবিল নিশ্চিত হয়েছে', heading: 'আপনার টেবিল নিশ্চিত হয়েছে', message: BN_RESERVATION.confirmed, status: 'নিশ্চিত' },
      'reservation-cancelled': { subject: 'আপনার বুকিং বাতিল হয়েছে', heading: 'বুকিং বাতিল', message: BN_RESERVATION.cancelled, status: 'বাতিল' },
      'reservation-reminder': { subject: 'আপনার টেবিলের কথা মনে করিয়ে দিচ্ছি', heading: 'আপনার অপেক্ষায় রইলাম', message: '', status: 'নিশ্চিত' },
    },
    cancelledByGuest: `আপনার অনুরোধে বুকিংটি বাতিল করা হয়েছে। ${BN_RESERVATION.cancelled}`,
    // The restaurant's name is never given a case ending (-এ, -এর): it may be written in either script.
    reminder: (house) => `আপনার টেবিলের কথা মনে করিয়ে দিচ্ছি: ${house} আপনার অপেক্ষায় থাকবে। ${BN_ARRIVE_EARLY}`,
    calendarFile: (filename) => `সঙ্গের ক্যালেন্ডার ফাইলটি (${filename}) খুললেই সন্ধ্যাটি আপনার ক্যালেন্ডারে উঠে যাবে।`,
    labels: { reservation: 'বুকিং', date: 'তারিখ', time: 'সময়', guests: 'অতিথি', table: 'টেবিল', status: 'অবস্থা' },
    track: 'বুকিংয়ের খোঁজ রাখুন',
  },
  offer: {
    message: (until) => `আপনি যে সন্ধ্যার জন্য অপেক্ষায় ছিলেন, সেদিন একটি টেবিল খালি হলো। ${until} পর্যন্ত টেবিলটি আমরা আপনার জন্য রেখে দিচ্ছি: নিচের বোতাম থেকে নিয়ে নিন। এরপর এটি অপেক্ষার তালিকার পরের অতিথির কাছে যাবে।`,
    subject: (date, time) => `আপনার জন্য একটি টেবিল খালি হলো — ${date}, ${time}`,
    preheader: (guests, time, until) => `${guests}, ${time}: ${until} পর্যন্ত আপনার জন্য রাখা আছে।`,
    heading: 'আপনার জন্য একটি টেবিল খালি হলো',
    heldUntil: 'রাখা আছে',
    take: 'টেবিলটি নিন',
  },
  calendar: {
    summary: (house, table, party) => `${house}: টেবিল ${table}, ${party}`,
    description: (id, table, party, tracking, phone) => `বুকিং ${id}: টেবিল ${table}, ${party}।\n${BN_ARRIVE_EARLY}\nবুকিংয়ের খোঁজ রাখুন: ${tracking}\nবদলাতে চাইলে আমাদের ফোন করুন ${phone}।`,
  },
};

const WORDS: Record<Lang, MailWords> = { en: EN, bn: BN };

/** The mails' words in a language. */
export const mailWords = (lang: Lang): MailWords => WORDS[lang];
