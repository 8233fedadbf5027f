import { describe, expect, it } from 'vitest';
import { smsSize } from './segments';
import { renderSms, SMS_KINDS, type SmsKind, type SmsLanguage, type SmsPayloads } from './templates';

// Every message with the longest values it can realistically carry: the longest site address we would deploy
// on, the longest weekday and month in each language, a late time, a full table, a large bill, a payment link's
// key at its full length. English must fit one part (160 GSM-7), Bangla two (2 × 67 UCS-2).

const CONTEXT = {
  en: { house: 'Karnaphuli', phone: '+880 1713-550142', siteUrl: 'https://www.karnaphuli.com.bd' },
  bn: { house: 'কর্ণফুলী', phone: '+880 1713-550142', siteUrl: 'https://www.karnaphuli.com.bd' },
};
const ID = 'WXYZ7890ABCD';
const PAY_KEY = 'k'.repeat(32);
// Wednesday and September in English; বৃহস্পতিবার (Thursday) and সেপ্টেম্বর in Bangla.
const LONG_DAY = { en: '2026-09-30', bn: '2026-09-24' };

function longest(kind: SmsKind, language: SmsLanguage): SmsPayloads[SmsKind][] {
  const day = { date: LONG_DAY[language], time: '22:30', guests: 12 };
  switch (kind) {
    case 'phone-code':
      return [{ code: '987654' }];
    case 'order-placed':
      return [{ orderId: ID }];
    case 'order-status':
      return [
        { orderId: ID, status: 'ready', fulfilment: 'delivery' },
        { orderId: ID, status: 'ready', fulfilment: 'pickup' },
        { orderId: ID, status: 'cancelled', refund: true },
        { orderId: ID, status: 'cancelled' },
      ];
    case 'reservation-confirmed':
    case 'reservation-reminder':
    case 'reservation-cancelled':
      return [{ reservationId: ID, ...day }];
    case 'payment-link':
      return [{ orderId: ID, amount: 1_234_567, key: PAY_KEY }];
    case 'waitlist-offer':
      return [{ ...day, token: 'ABCDEFGHJKMNPQRS', minutes: 15 }];
  }
}

describe('every text message fits its parts with the longest realistic values', () => {
  for (const kind of SMS_KINDS) {
    it(`${kind}: one GSM-7 part in English, at most two UCS-2 parts in Bangla`, () => {
      for (const payload of longest(kind, 'en')) {
        const text = renderSms(kind, payload as never, CONTEXT.en, 'en');
        expect(smsSize(text), text).toMatchObject({ encoding: 'GSM-7', parts: 1 });
      }
      for (const payload of longest(kind, 'bn')) {
        const text = renderSms(kind, payload as never, CONTEXT.bn, 'bn');
        const size = smsSize(text);
        expect(size.encoding, text).toBe('UCS-2');
        expect(size.parts, `${text} (${size.length} code units)`).toBeLessThanOrEqual(2);
      }
    });
  }
});

describe('the words', () => {
  it('quotes the code, the order and the short tracking link', () => {
    expect(renderSms('phone-code', { code: '042917' }, CONTEXT.en)).toBe('Karnaphuli: 042917 is your code to confirm this number. It expires in 10 minutes. Please do not share it.');
    expect(renderSms('order-placed', { orderId: ID }, CONTEXT.en)).toContain(`https://www.karnaphuli.com.bd/t/${ID}`);
    expect(renderSms('order-status', { orderId: ID, status: 'ready', fulfilment: 'pickup' }, CONTEXT.en)).toContain('is ready to collect');
    expect(renderSms('order-status', { orderId: ID, status: 'ready' }, CONTEXT.en)).toContain('is on its way');
  });

  it('says the refund only when the order was paid', () => {
    expect(renderSms('order-status', { orderId: ID, status: 'cancelled', refund: true }, CONTEXT.en)).toContain('refunded within 3-5 business days');
    expect(renderSms('order-status', { orderId: ID, status: 'cancelled' }, CONTEXT.en)).not.toContain('refund');
    expect(renderSms('order-status', { orderId: ID, status: 'cancelled', refund: true }, CONTEXT.bn, 'bn')).toContain('ফেরত');
  });

  it('writes Bangla with Bengali digits, the day and the part of the day; a code and a phone number in ASCII digits', () => {
    expect(renderSms('phone-code', { code: '042917' }, CONTEXT.bn, 'bn')).toContain('যাচাই কোড 042917।');
    expect(renderSms('order-status', { orderId: ID, status: 'cancelled' }, CONTEXT.bn, 'bn')).toContain('ফোন করুন +880 1713-550142');
    const text = renderSms('reservation-confirmed', { reservationId: ID, date: '2026-11-28', time: '19:30', guests: 4 }, CONTEXT.bn, 'bn');
    expect(text).toContain('শনিবার, ২৮ নভেম্বর, সন্ধ্যা ৭:৩০-এ ৪ জনের টেবিল নিশ্চিত');
    expect(renderSms('payment-link', { orderId: ID, amount: 123450, key: PAY_KEY }, CONTEXT.bn, 'bn')).toContain('৳১,২৩,৪৫০');
    expect(renderSms('payment-link', { orderId: ID, amount: 12345, key: PAY_KEY }, CONTEXT.en)).toContain('Tk 12,345');
  });

  it('links a Bangla text to the Bangla pages, an English one to the English', () => {
    expect(renderSms('order-placed', { orderId: ID }, CONTEXT.bn, 'bn')).toContain(`https://www.karnaphuli.com.bd/bn/t/${ID}`);
    expect(renderSms('reservation-confirmed', { reservationId: ID, date: '2026-11-28', time: '19:30', guests: 4 }, CONTEXT.bn, 'bn')).toContain(`/bn/r/${ID}`);
    expect(renderSms('reservation-cancelled', { reservationId: ID, date: '2026-11-28', time: '19:30', guests: 4 }, CONTEXT.bn, 'bn')).toContain('https://www.karnaphuli.com.bd/bn/reservations');
    expect(renderSms('payment-link', { orderId: ID, amount: 12345, key: PAY_KEY }, CONTEXT.bn, 'bn')).toContain(`/bn/p/${ID}/${PAY_KEY}`);
    expect(renderSms('waitlist-offer', { date: '2026-11-28', time: '19:30', guests: 4, token: 'ABCDEFGHJKMNPQRS', minutes: 15 }, CONTEXT.bn, 'bn')).toContain('/bn/w/ABCDEFGHJKMNPQRS');
    expect(renderSms('order-placed', { orderId: ID }, CONTEXT.en)).not.toContain('/bn/');
  });
});
