import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order, TrackedOrder } from '../contract/order';
import type { OrderPage } from '../contract/order-history';
import type { PayLinkOrder } from '../contract/payment';
import type { AdminOrderPage } from '../contract/admin';
import { newId } from '../ids';
import { orderIn, trackedIn } from '../ordering/names';
import { callAs as call, resetWithNewCallers, uidOf } from '../test/callers';

// An order keeps the English names of its dishes and its delivery area, as priced; a guest's own screens in Bangla
// ask with ?lang=bn and read them by id as the Bangla menu (/bn/catalogue.json, the built site's, as ASSETS) names
// them (docs/decisions/0028-the-guests-language.md). A dish that menu does not list keeps its English; an answer
// asked without lang, or with lang=en, is byte for byte what it always was.

type Named = { id: string; name: string };
const published = async (path: string) => (await env.ASSETS.fetch(new Request(`https://assets.local${path}`))).json<{ items: Named[]; areas: Named[] }>();

/** A dish of both menus: its English name and its Bangla one. */
let dish: { id: string; en: string; bn: string };
let area: { id: string; en: string; bn: string };
/** A dish no longer on either menu: the order keeps its name. */
const GONE = { id: '999999', name: 'Retired Tiffin Box' };
const KEY = 'aB3_dE6-gH9jK2mN5pQ8rS1tU4vW7xY0';

beforeAll(async () => {
  const [english, bangla] = await Promise.all([published('/catalogue.json'), published('/bn/catalogue.json')]);
  const en = english.items[0] as Named;
  dish = { id: en.id, en: en.name, bn: bangla.items.find((item) => item.id === en.id)?.name ?? '' };
  const place = english.areas.find((one) => one.id === 'khulshi') as Named;
  area = { id: place.id, en: place.name, bn: bangla.areas.find((one) => one.id === place.id)?.name ?? '' };
  // The build's Bangla menu names both in Bengali script, else these tests would prove nothing.
  expect(dish.bn).toMatch(/[\u0980-\u09ff]/);
  expect(area.bn).toMatch(/[\u0980-\u09ff]/);
  expect(bangla.items.some((item) => item.id === GONE.id)).toBe(false);
});

beforeEach(() => resetWithNewCallers('payments', 'mail_outbox', 'status_events', 'order_lines', 'orders'));

/** userA's delivery to Khulshi, written straight to D1 as it was priced: a dish of the menu and one since removed. */
async function placed(change: { paymentMethod?: string; paymentStatus?: string; payKey?: string } = {}): Promise<string> {
  const id = newId();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO orders (id, user_id, name, total, estimated_delivery_time, fulfilment, delivery_area, delivery_area_name, delivery_address, delivery_phone, payment_method, payment_status, pay_key, lang, created_at)
       VALUES (?1, ?2, 'Nusrat Jahan', 2600, 45, 'delivery', ?3, ?4, 'House 12, Road 3', '01711000001', ?5, ?6, ?7, 'bn', ?8)`,
    ).bind(id, uidOf('userA'), area.id, area.en, change.paymentMethod ?? 'cod', change.paymentStatus ?? 'cod', change.payKey ?? null, Date.now()),
    env.DB.prepare('INSERT INTO order_lines (order_id, position, dish_id, name, quantity, price) VALUES (?1, 0, ?2, ?3, 2, 950), (?1, 1, ?4, ?5, 1, 700)').bind(id, dish.id, dish.en, GONE.id, GONE.name),
  ]);
  return id;
}

/** The answer in English asked two ways (without lang, and with lang=en), and in Bangla. */
async function inEachLanguage(caller: 'anonymous' | 'userA' | 'staff', path: string): Promise<{ english: string; bangla: string }> {
  const join = path.includes('?') ? '&' : '?';
  const [plain, en, bn] = await Promise.all([call(caller, 'GET', path), call(caller, 'GET', `${path}${join}lang=en`), call(caller, 'GET', `${path}${join}lang=bn`)]);
  for (const response of [plain, en, bn]) expect(response.status, await response.clone().text()).toBe(200);
  const english = await plain.text();
  // Asked in English, the answer is the one it always was: the order as stored.
  expect(await en.text()).toBe(english);
  return { english, bangla: await bn.text() };
}

/** The Bangla answer with its Bangla names put back: what is left must be the English answer, byte for byte. */
const backToEnglish = (bangla: string) => bangla.replaceAll(`"${dish.bn}"`, `"${dish.en}"`).replaceAll(`"${area.bn}"`, `"${area.en}"`);

const lines = (items: { name: string }[]) => items.map((item) => item.name);

describe('a guest’s own order read in Bangla', () => {
  it('the history: each dish the Bangla menu lists, and the area, by their Bangla names; a dish it does not list keeps its English', async () => {
    await placed();
    const { english, bangla } = await inEachLanguage('userA', `/order/fetch-user-orders/${uidOf('userA')}`);
    const [stored] = (JSON.parse(english) as OrderPage).orders as [Order];
    expect(lines(stored.items)).toEqual([dish.en, GONE.name]);
    expect(stored.delivery.area).toEqual({ id: area.id, name: area.en });
    const [read] = (JSON.parse(bangla) as OrderPage).orders as [Order];
    expect(lines(read.items)).toEqual([dish.bn, GONE.name]);
    expect(read.delivery.area).toEqual({ id: area.id, name: area.bn });
    expect(backToEnglish(bangla)).toBe(english);
    // With the other query parameters, as the island asks for a later page.
    const paged = await call('userA', 'GET', `/order/fetch-user-orders/${uidOf('userA')}?limit=5&lang=bn`);
    expect(lines((await paged.json<OrderPage>()).orders[0]?.items ?? [])).toEqual([dish.bn, GONE.name]);
  });

  it('one order (the guest’s invoice): the same; staff reading it without lang read the English', async () => {
    const id = await placed();
    const { english, bangla } = await inEachLanguage('userA', `/order/fetch-order/${id}`);
    const read = (JSON.parse(bangla) as { order: Order }).order;
    expect(lines(read.items)).toEqual([dish.bn, GONE.name]);
    expect(read.delivery.area?.name).toBe(area.bn);
    expect(backToEnglish(bangla)).toBe(english);
    const ticket = await (await call('staff', 'GET', `/order/fetch-order/${id}`)).text();
    expect(ticket).toBe(english);
  });

  it('tracking: the dishes and the area in Bangla, nothing else changed', async () => {
    const id = await placed();
    const { english, bangla } = await inEachLanguage('anonymous', `/track/order/${id}`);
    const stored = (JSON.parse(english) as { order: TrackedOrder }).order;
    expect([lines(stored.items), stored.area]).toEqual([[dish.en, GONE.name], area.en]);
    // The answer carries no more than it did: the area's id was only read to find its name.
    expect(Object.keys(stored)).not.toContain('areaId');
    const read = (JSON.parse(bangla) as { order: TrackedOrder }).order;
    expect([lines(read.items), read.area]).toEqual([[dish.bn, GONE.name], area.bn]);
    expect(backToEnglish(bangla)).toBe(english);
  });

  it('a payment link’s bill: its dishes in Bangla', async () => {
    const id = await placed({ paymentMethod: 'bkash', paymentStatus: 'awaiting', payKey: KEY });
    const { english, bangla } = await inEachLanguage('anonymous', `/payment/link/${id}?key=${KEY}`);
    expect(lines((JSON.parse(english) as PayLinkOrder).items)).toEqual([dish.en, GONE.name]);
    expect(lines((JSON.parse(bangla) as PayLinkOrder).items)).toEqual([dish.bn, GONE.name]);
    expect(backToEnglish(bangla)).toBe(english);
  });

  it('refuses a language it does not speak, naming lang, on each read', async () => {
    const id = await placed({ paymentMethod: 'bkash', paymentStatus: 'awaiting', payKey: KEY });
    const refused = { error: 'lang must be en or bn', issues: [{ path: ['lang'], message: 'lang must be en or bn' }] };
    for (const [caller, path] of [
      ['userA', `/order/fetch-user-orders/${uidOf('userA')}?lang=fr`],
      ['userA', `/order/fetch-order/${id}?lang=fr`],
      ['anonymous', `/track/order/${id}?lang=fr`],
      ['anonymous', `/payment/link/${id}?key=${KEY}&lang=fr`],
    ] as const) {
      const response = await call(caller, 'GET', path);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toMatchObject(refused);
    }
  });

  it('leaves staff’s screens in English: the dashboard’s list and the kitchen’s board read the names the order keeps', async () => {
    await placed();
    const list = await (await call('staff', 'GET', '/order/fetch-all-orders')).json<AdminOrderPage>();
    expect(lines(list.orders[0]?.items ?? [])).toEqual([dish.en, GONE.name]);
    const board = await (await call('staff', 'GET', '/kitchen/tickets')).text();
    expect(board).toContain(JSON.stringify(dish.en));
    expect(board).not.toContain(dish.bn);
  });
});

describe('with no Bangla names to read', () => {
  it('answers the order itself: no Bangla menu published (names undefined), or one that lists neither the dish nor the area', async () => {
    const id = await placed();
    const { order } = await (await call('userA', 'GET', `/order/fetch-order/${id}`)).json<{ order: Order }>();
    expect(orderIn(order, undefined)).toBe(order);
    const none = { dishes: new Map<string, string>(), areas: new Map<string, string>() };
    expect(orderIn(order, none)).toEqual(order);
    const tracked = (await (await call('anonymous', 'GET', `/track/order/${id}`)).json<{ order: TrackedOrder }>()).order;
    expect(trackedIn(tracked, area.id, undefined)).toBe(tracked);
    expect(trackedIn(tracked, area.id, none)).toEqual(tracked);
    // An order from before areas had ids keeps its area's name.
    expect(trackedIn(tracked, null, { dishes: new Map(), areas: new Map([[area.id, area.bn]]) }).area).toBe(area.en);
  });
});
