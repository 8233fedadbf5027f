import { env, exports } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FLOOR_PLAN } from '../contract/floor-plan';
import type { MailKind } from '../contract/mail';
import type { CatalogueItem } from '../contract/menu';
import { config } from '../env';
import { newId } from '../ids';
import { deliverDueTexts } from '../sms/outbox';
import { bookingBody, tomorrow } from '../test/bookings';
import { parseCalendar } from '../test/calendar';
import { callAs, callAsUid, resetWithNewCallers, uidOf } from '../test/callers';
import { compose } from './deliver';
import { renderMail } from './templates';

// A guest's language remembered (docs/decisions/0028-the-guests-language.md): an account, an order, a booking and a
// waitlist place keep theirs; every mail and text about them is written in it; an English one is as it always was.

const house = { name: 'Karnaphuli', email: 'table@karnaphuli.com.bd', phone: '+880 1713-550142', address: '14 Strand Road, Sadarghat, Chattogram 4000, Bangladesh', eveningService: '5 PM to 10 PM', service: { week: Array.from({ length: 7 }, () => ({ opens: 660, closes: 1320 })), lastOrdersMinutes: 30, leadMinutes: 30 } };
const bangla = { house: { ...house, name: 'কর্ণফুলী', address: '১৪ স্ট্র্যান্ড রোড, সদরঘাট, চট্টগ্রাম ৪০০০' }, siteUrl: 'https://karnaphuli.com.bd', lang: 'bn' as const, now: new Date('2026-11-27T04:00:00.000Z') };
const english = { house, siteUrl: 'https://karnaphuli.com.bd', now: new Date('2026-11-27T04:00:00.000Z') };

/** Latin letters left in a Bangla text, other than ids, links, addresses, the phone, the brand names and the guest's own words. */
const latinWords = (text: string, allowed: string[]) =>
  allowed
    .reduce((rest, word) => rest.split(word).join(' '), text)
    .replace(/https?:\/\/\S+/g, ' ')
    .match(/[A-Za-z]{2,}/g) ?? [];

describe('a Bangla receipt', () => {
  const order = {
    orderId: 'K7QM2XW9PD4A',
    name: 'Nusrat Jahan',
    items: [
      { id: '1', name: 'Smoked Hilsa Mousse', quantity: 2, price: 950 },
      { id: '6', name: 'Mezban Beef, Slow Braised', quantity: 60, price: 1850 },
    ],
    total: 112900,
    deliveryFee: 100,
    serviceCharge: 11290,
    tax: { vatRate: 500, serviceChargeRate: 1000, vat: 591143, bin: '004512378-0101' },
    invoice: { year: '2026-27', serial: 42, issuedAt: Date.parse('2026-11-26T13:00:00.000Z') },
    fulfilment: 'delivery' as const,
    area: 'Khulshi',
    areaId: 'khulshi',
    paymentMethod: 'bkash' as const,
    paid: true,
    address: 'House 12, Road 3, Khulshi',
    phone: '01711000001',
    instructions: 'Ring twice',
    estimatedDeliveryTime: 45,
    placedAt: '2026-11-26T13:00:00.000Z',
  };
  const names = { dishes: new Map([['1', 'স্মোকড ইলিশের মুস']]), areas: new Map([['khulshi', 'খুলশী']]) };
  const receipt = renderMail('order-placed', order, { ...bangla, names });

  it('is in Bangla: subject, text and HTML, with Bengali digits and the taka in the lakh grouping', () => {
    expect(receipt.subject).toBe('আপনার অর্ডার K7QM2XW9PD4A — কর্ণফুলী');
    for (const part of [receipt.text, receipt.html]) {
      expect(part).toContain('ধন্যবাদ, Nusrat Jahan');
      expect(part).toContain('আপনার অর্ডার আমরা পেয়েছি');
      // ৳1,12,900 of dishes, ৳11,290 of service charge, ৳100 of delivery: ৳1,24,290.
      expect(part).toContain('৳১,১২,৯০০.০০');
      expect(part).toContain('৳১,২৪,২৯০.০০');
      expect(part).toContain('২ × স্মোকড ইলিশের মুস');
      // A dish the Bangla menu does not name keeps the name it was ordered by.
      expect(part).toContain('৬০ × Mezban Beef, Slow Braised');
      expect(part).toContain('৳১,১১,০০০.০০');
      expect(part).toContain('সেবা মূল্য (১০%)');
      expect(part).toContain('অন্তর্ভুক্ত ভ্যাট (৫%)');
      expect(part).toContain('ডেলিভারি ফি (খুলশী)');
      expect(part).toContain('bKash, পরিশোধিত');
      expect(part).toContain('৪৫ মিনিট');
      // The invoice's number, the BIN, the phone and the order's id keep their ASCII digits; its time is Bangla.
      expect(part).toContain('2026-27/00042, ২৬ নভেম্বর, ২০২৬, ১৯:০০');
      expect(part).toContain('004512378-0101');
      expect(part).toContain('01711000001');
      // Its link is the Bangla page's.
      expect(part).toContain('https://karnaphuli.com.bd/bn/track-order/K7QM2XW9PD4A');
      expect(part).not.toContain('https://karnaphuli.com.bd/track-order/');
    }
    expect(receipt.html).toContain('<html lang="bn">');
    expect(receipt.text).toContain('অর্ডারের খোঁজ রাখুন: https://karnaphuli.com.bd/bn/track-order/K7QM2XW9PD4A');
  });

  it('leaves no English word but the guest’s own, the brands and the dishes the Bangla menu does not name', () => {
    const allowed = ['Nusrat Jahan', 'House 12, Road 3, Khulshi', 'Ring twice', 'Mezban Beef, Slow Braised', 'bKash', 'K7QM2XW9PD4A'];
    expect(latinWords(receipt.text, allowed)).toEqual(['table', 'karnaphuli', 'com', 'bd']);
    expect(latinWords(receipt.subject, allowed)).toEqual([]);
  });

  it('of an English order is as it always was', () => {
    const same = renderMail('order-placed', order, english);
    expect(same.subject).toBe('Your order K7QM2XW9PD4A — Karnaphuli');
    expect(same.text).toContain('2 × Smoked Hilsa Mousse');
    expect(same.text).toContain('৳1,24,290.00');
    expect(same.text).toContain('Bkash, paid');
    expect(same.html).toContain('<html lang="en">');
    expect(same.text).toContain('https://karnaphuli.com.bd/track-order/K7QM2XW9PD4A');
  });
});

describe('Bangla news of an order', () => {
  it('its status, and the refund of a paid one', () => {
    const cancelled = renderMail('order-status', { orderId: 'K7QM2XW9PD4A', name: 'Nusrat', status: 'cancelled', total: 3700, deliveryFee: 100, serviceCharge: 370, fulfilment: 'delivery', refund: true }, bangla);
    expect(cancelled.subject).toBe('অর্ডার K7QM2XW9PD4A: বাতিল');
    for (const part of [cancelled.text, cancelled.html]) {
      expect(part).toContain('প্রিয় Nusrat,');
      expect(part).toContain('৳৪,১৭০.০০ (ডেলিভারি ফি সহ)');
      expect(part).toContain('অনলাইনে পরিশোধ করা ৳৪,১৭০.০০');
      expect(part).toContain('৩-৫ কর্মদিবস');
    }
    const ready = renderMail('order-status', { orderId: 'K7QM2XW9PD4A', name: 'Nusrat', status: 'ready', total: 3700, deliveryFee: 0, serviceCharge: 370, fulfilment: 'pickup' }, bangla);
    expect(ready.subject).toBe('অর্ডার K7QM2XW9PD4A: তৈরি, এসে নিয়ে যান');
    expect(ready.text).toContain('৳৪,০৭০.০০');
  });
});

describe('a Bangla booking', () => {
  const booking = { reservationId: 'K7QM2XW9PD4A', name: 'Nusrat Jahan', date: '2026-11-28', time: '19:30', guests: 4, table: 12 };

  it('is confirmed in Bangla, with the sitting’s calendar file in Bangla', () => {
    const confirmed = renderMail('reservation-confirmed', booking, bangla);
    expect(confirmed.subject).toBe('আপনার টেবিল নিশ্চিত হয়েছে — শনিবার, ২৮ নভেম্বর, ২০২৬, সন্ধ্যা ৭:৩০');
    for (const part of [confirmed.text, confirmed.html]) {
      expect(part).toContain('আপনার টেবিল নিশ্চিত হয়েছে। আপনাকে স্বাগত জানানোর অপেক্ষায় রইলাম।');
      expect(part).toContain('৪ জন');
      // Table 12 is by a window (the floor plan).
      expect(FLOOR_PLAN.find((entry) => entry.table === 12)?.kind).toBe('Window');
      expect(part).toContain('টেবিল ১২ · জানালার ধারে');
      expect(part).toContain('https://karnaphuli.com.bd/bn/track-reservation/K7QM2XW9PD4A');
    }
    const [file] = confirmed.attachments;
    const ics = new TextDecoder().decode(Uint8Array.from(atob(file?.base64 ?? ''), (char) => char.charCodeAt(0)));
    const { event } = parseCalendar(ics);
    expect(event).toMatchObject({
      SUMMARY: 'কর্ণফুলী: টেবিল ১২, ৪ জন',
      LOCATION: 'কর্ণফুলী, ১৪ স্ট্র্যান্ড রোড, সদরঘাট, চট্টগ্রাম ৪০০০',
      URL: 'https://karnaphuli.com.bd/bn/track-reservation/K7QM2XW9PD4A',
      DTSTART: '20261128T133000Z',
    });
    expect(event['DESCRIPTION']).toContain('বুকিং K7QM2XW9PD4A: টেবিল ১২, ৪ জন।');
    expect(event['DESCRIPTION']).toContain('১০ মিনিট আগে');
    expect(event['DESCRIPTION']).toContain('ফোন করুন +880 1713-550142');
    expect(ics).toMatch(/^SUMMARY;LANGUAGE=bn:/m);
  });

  it('its reminder, its cancellation and a table offered from the waitlist', () => {
    expect(renderMail('reservation-reminder', booking, bangla).text).toContain('আপনার টেবিলের কথা মনে করিয়ে দিচ্ছি: কর্ণফুলী আপনার অপেক্ষায় থাকবে।');
    const cancelled = renderMail('reservation-cancelled', { ...booking, byGuest: true }, bangla);
    expect(cancelled.subject).toBe('আপনার বুকিং বাতিল হয়েছে — শনিবার, ২৮ নভেম্বর, ২০২৬, সন্ধ্যা ৭:৩০');
    expect(cancelled.text).toContain('আপনার অনুরোধে বুকিংটি বাতিল করা হয়েছে।');
    const offer = renderMail('waitlist-offer', { entryId: 'E', name: 'Nusrat', date: '2026-11-28', time: '19:30', guests: 4, table: 12, token: 'ABCDEFGHJKMNPQRS', expiresAt: '2026-11-28T13:15:00.000Z' }, bangla);
    expect(offer.subject).toBe('আপনার জন্য একটি টেবিল খালি হলো — শনিবার, ২৮ নভেম্বর, ২০২৬, সন্ধ্যা ৭:৩০');
    expect(offer.text).toContain('সন্ধ্যা ৭:১৫ পর্যন্ত');
    expect(offer.text).toContain('টেবিলটি নিন: https://karnaphuli.com.bd/bn/w/ABCDEFGHJKMNPQRS');
  });

  it('of an English booking: the calendar file as it always was', () => {
    const confirmed = renderMail('reservation-confirmed', booking, english);
    expect(confirmed.subject).toBe('Your table is confirmed — Saturday, 28 November 2026, 7:30 PM');
    const ics = new TextDecoder().decode(Uint8Array.from(atob(confirmed.attachments[0]?.base64 ?? ''), (char) => char.charCodeAt(0)));
    expect(parseCalendar(ics).event['SUMMARY']).toBe('Dinner at Karnaphuli, table 12, 4 guests');
    expect(ics).not.toContain('LANGUAGE=');
  });
});

let dish: CatalogueItem;
beforeAll(async () => {
  const { items } = await (await env.ASSETS.fetch(new Request('https://assets.local/catalogue.json'))).json<{ items: CatalogueItem[] }>();
  dish = items.find((item) => item.available) as CatalogueItem;
});
beforeEach(() => resetWithNewCallers('sms_outbox', 'waitlist', 'mail_outbox', 'status_events', 'order_lines', 'orders', 'reservations'));

const orderBody = (uid: string, lang?: string) => ({
  userId: uid,
  name: 'Nusrat Jahan',
  items: [{ id: dish.id, quantity: 1 }],
  total: dish.price,
  estimatedDeliveryTime: dish.eta,
  fulfilment: 'pickup',
  delivery: { phone: '01711000001' },
  paymentMethod: 'cod',
  ...(lang ? { lang } : {}),
});
const langOf = (table: string, id: string) => env.DB.prepare(`SELECT lang FROM ${table} WHERE id = ?1`).bind(id).first<string>('lang');
const mailOf = (subject: string) => env.DB.prepare('SELECT id, kind, recipient, recipient_name, reply_to, reply_to_name, payload, lang FROM mail_outbox WHERE subject_id = ?1').bind(subject).first<{ id: string; kind: MailKind; recipient: string; recipient_name: string; reply_to: string | null; reply_to_name: string | null; payload: string; lang: string }>();

describe('the language remembered', () => {
  it('an order placed from a Bangla page is Bangla, and so is its receipt, as the outbox writes and sends it', async () => {
    const response = await callAs('userA', 'POST', '/order/create-order', orderBody(uidOf('userA'), 'bn'));
    expect(response.status, await response.clone().text()).toBe(201);
    const { order } = await response.json<{ order: { id: string } }>();
    expect(await langOf('orders', order.id)).toBe('bn');
    const mail = await mailOf(order.id);
    expect(mail?.lang).toBe('bn');
    const composed = await compose(mail as NonNullable<typeof mail>, config(env), env.ASSETS);
    expect(composed.headers['Subject']).toMatch(/^=\?UTF-8\?B\?/);
    expect(composed.text).toContain('আপনার অর্ডার আমরা পেয়েছি');
    expect(composed.text).toMatch(new RegExp(`^অর্ডার: +${order.id}$`, 'm'));
    expect(composed.text).toContain(`/bn/track-order/${order.id}`);
    expect(composed.html).toContain('<html lang="bn">');
    // The account keeps its own language: an order says only its own.
    expect(await env.DB.prepare('SELECT lang FROM users WHERE user_id = ?1').bind(uidOf('userA')).first('lang')).toBe('en');
  });

  it('an order that names no language takes the account’s; staff’s order for a Bangla guest stays English unless staff say', async () => {
    await env.DB.prepare("UPDATE users SET lang = 'bn' WHERE user_id = ?1").bind(uidOf('userA')).run();
    const own = await (await callAs('userA', 'POST', '/order/create-order', orderBody(uidOf('userA')))).json<{ order: { id: string } }>();
    expect(await langOf('orders', own.order.id)).toBe('bn');
    const english = await (await callAs('userB', 'POST', '/order/create-order', orderBody(uidOf('userB')))).json<{ order: { id: string } }>();
    expect(await langOf('orders', english.order.id)).toBe('en');
    expect((await mailOf(english.order.id))?.lang).toBe('en');

    const staffBody = { source: 'phone', guestId: uidOf('userA'), name: 'Nusrat Jahan', items: [{ id: dish.id, quantity: 1 }], total: dish.price, estimatedDeliveryTime: dish.eta, paymentMethod: 'cod', fulfilment: 'pickup', delivery: { phone: '01711000001' } };
    const taken = await (await callAs('staff', 'POST', '/staff/orders', staffBody, { 'Idempotency-Key': crypto.randomUUID() })).json<{ order: { id: string } }>();
    expect(await langOf('orders', taken.order.id)).toBe('en');
    const inBangla = await (await callAs('staff', 'POST', '/staff/orders', { ...staffBody, lang: 'bn' }, { 'Idempotency-Key': crypto.randomUUID() })).json<{ order: { id: string } }>();
    expect(await langOf('orders', inBangla.order.id)).toBe('bn');
    expect((await mailOf(inBangla.order.id))?.lang).toBe('bn');
  });

  it('a booking from a Bangla page is Bangla, its mail too; one that names none takes the account’s', async () => {
    const response = await callAs('userA', 'POST', '/reservation/create-reservation', bookingBody(uidOf('userA'), { lang: 'bn' }));
    expect(response.status, await response.clone().text()).toBe(201);
    const { reservation } = await response.json<{ reservation: { id: string } }>();
    expect(await langOf('reservations', reservation.id)).toBe('bn');
    const mail = await mailOf(reservation.id);
    expect(mail?.lang).toBe('bn');
    expect((await compose(mail as NonNullable<typeof mail>, config(env), env.ASSETS)).text).toContain('বুকিংয়ের অনুরোধ পেয়েছি');

    await env.DB.prepare("UPDATE users SET lang = 'bn' WHERE user_id = ?1").bind(uidOf('userB')).run();
    const plain = await (await callAs('userB', 'POST', '/reservation/create-reservation', bookingBody(uidOf('userB'), { time: '20:00', table: 16 }))).json<{ reservation: { id: string } }>();
    expect(await langOf('reservations', plain.reservation.id)).toBe('bn');
    // Staff confirming it write the confirmation in the booking's language, whoever they are.
    expect((await callAs('staff', 'PUT', `/reservation/update-reservation/${plain.reservation.id}`, { status: 'confirmed' })).status).toBe(200);
    const confirmation = await env.DB.prepare("SELECT lang FROM mail_outbox WHERE subject_id = ?1 AND kind = 'reservation-confirmed'").bind(plain.reservation.id).first('lang');
    expect(confirmation).toBe('bn');
  });

  it('a place on the waitlist joined from a Bangla page is Bangla, and its offer is written in Bangla', async () => {
    const uid = uidOf('userA');
    const joined = await callAsUid(uid, 'POST', '/waitlist', { userId: uid, name: 'Nusrat Jahan', email: `${uid}@example.com`, phone: '01711000111', date: tomorrow, guests: 2, fromTime: '19:00', toTime: '20:00', lang: 'bn' });
    expect(joined.status, await joined.clone().text()).toBe(201);
    const { entry } = await joined.json<{ entry: { id: string } }>();
    expect(await langOf('waitlist', entry.id)).toBe('bn');
    // A table was free already: offered at once, in the place's language.
    expect(await env.DB.prepare("SELECT lang FROM mail_outbox WHERE kind = 'waitlist-offer' AND subject_id = ?1").bind(entry.id).first('lang')).toBe('bn');
  });

  it('refuses a language the site does not speak, naming the field', async () => {
    const response = await callAs('userA', 'POST', '/order/create-order', orderBody(uidOf('userA'), 'fr'));
    expect(response.status).toBe(400);
    expect((await response.json<{ issues: { path: string[] }[] }>()).issues.map((issue) => issue.path)).toEqual([['lang']]);
  });
});

describe('texts in the guest’s language', () => {
  const freshNumber = () => `018${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const sentTo = async (mobile: string) => (await fetch(`${env.TEST_BULKSMSBD_URL}/__control/sent?to=88${mobile}`)).json<{ message: string }[]>();

  it('a Bangla order’s text is the Bangla one, its link to the Bangla page', async () => {
    const mobile = freshNumber();
    await env.DB.prepare('UPDATE users SET verified_phone = ?2 WHERE user_id = ?1').bind(uidOf('userA'), mobile).run();
    const { order } = await (await callAs('userA', 'POST', '/order/create-order', orderBody(uidOf('userA'), 'bn'))).json<{ order: { id: string } }>();
    expect(await env.DB.prepare("SELECT lang FROM sms_outbox WHERE kind = 'order-placed' AND subject_id = ?1").bind(order.id).first('lang')).toBe('bn');
    let sent: { message: string }[] = [];
    for (let attempt = 0; attempt < 40 && sent.length === 0; attempt++) {
      await deliverDueTexts(env);
      sent = await sentTo(mobile);
    }
    expect(sent[0]?.message).toContain(`আপনার অর্ডার ${order.id} পেয়েছি`);
    expect(sent[0]?.message).toContain(`/bn/t/${order.id}`);
  });

  it('a code asked for from a Bangla page comes in Bangla', async () => {
    const mobile = freshNumber();
    expect((await callAs('userB', 'POST', '/user/phone/code', { phone: mobile, lang: 'bn' })).status).toBe(202);
    expect(await env.DB.prepare("SELECT lang FROM sms_outbox WHERE kind = 'phone-code' AND user_id = ?1").bind(uidOf('userB')).first('lang')).toBe('bn');
  });
});

describe('the Bangla short links', () => {
  const follow = (path: string) => exports.default.fetch(new Request(`http://127.0.0.1${path}`, { redirect: 'manual' }));

  it('lead to the Bangla pages', async () => {
    const id = newId();
    expect((await follow(`/bn/t/${id}`)).headers.get('Location')).toBe(`/bn/track-order/${id}`);
    expect((await follow(`/bn/r/${id}`)).headers.get('Location')).toBe(`/bn/track-reservation/${id}`);
    expect((await follow(`/bn/w/ABCDEFGHJKMNPQRS`)).headers.get('Location')).toBe('/bn/waitlist#offer=ABCDEFGHJKMNPQRS');
    expect((await follow(`/t/${id}`)).headers.get('Location')).toBe(`/track-order/${id}`);
    const page = await follow(`/bn/track-order/${id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('lang="bn"');
  });
});
