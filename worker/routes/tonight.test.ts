import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueItem } from '../contract/menu';
import type { ServiceStatus } from '../contract/service';
import type { TonightMenu } from '../contract/tonight';
import { type Caller, callAs as call, CALLERS, resetWithNewCallers, uidOf } from '../test/callers';

// Tonight's service as staff run it (routes/tonight.ts) and as guests meet it: the public status answer and the
// checkout's refusal of a dish sold out. The restaurant's clock is fixed where the rule depends on it: Tuesday
// 24 November 2026, 8:00 PM in Chattogram (UTC+6), within the seed's hours (Mon – Thu 11:00 AM – 10:00 PM).
const TUESDAY_8PM = new Date('2026-11-24T14:00:00Z');
const WEDNESDAY_OPENS = new Date('2026-11-25T05:00:00Z');

let dishes: CatalogueItem[] = [];
let dish: CatalogueItem;
let other: CatalogueItem;
beforeAll(async () => {
  dishes = (await (await env.ASSETS.fetch(new Request('https://assets.local/catalogue.json'))).json<{ items: CatalogueItem[] }>()).items;
  [dish, other] = dishes.filter((item) => item.available) as [CatalogueItem, CatalogueItem];
});

beforeEach(() => resetWithNewCallers('sold_out_dishes', 'kitchen_pause', 'order_lines', 'orders'));
afterEach(() => vi.useRealTimers());

/** The restaurant's clock at `at`, for the Worker's `new Date()` (Date alone: D1 and the runtime's timers run as ever). */
const clockAt = (at: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
};

const order = (items: CatalogueItem[]) =>
  call('userA', 'POST', '/order/create-order', {
    userId: uidOf('userA'),
    name: 'Ayesha Siddiqua',
    items: items.map((item) => ({ id: item.id, quantity: 1 })),
    total: items.reduce((sum, item) => sum + item.price, 0),
    estimatedDeliveryTime: Math.max(...items.map((item) => item.eta)),
    delivery: { area: 'agrabad', address: 'House 12, Road 3, Khulshi', phone: '01711000001' },
    paymentMethod: 'cod',
  });

const status = async () => (await exports.default.fetch(new Request('http://127.0.0.1/api/service/status'))).json<ServiceStatus>();
const menu = async () => {
  const response = await call('admin', 'GET', '/admin/service/menu');
  expect(response.status).toBe(200);
  return response.json<TonightMenu>();
};

describe('who may run tonight\u2019s service', () => {
  it.each([
    ['GET menu', 'GET', '/admin/service/menu', undefined],
    ['PUT a dish sold out', 'PUT', '/admin/service/dishes/1', { soldOut: true, until: 'switched-on' }],
    ['PUT the pause', 'PUT', '/admin/service/pause', { minutes: 30 }],
    ['DELETE the pause', 'DELETE', '/admin/service/pause', undefined],
  ] as const)('%s: staff and admins only', async (_name, method, path, body) => {
    const expected: Record<Caller, number> = { anonymous: 401, userA: 403, userB: 403, staff: 200, admin: 200 };
    for (const caller of CALLERS) expect((await call(caller, method, path, body)).status, caller).toBe(expected[caller]);
  });

  it('refuses a dish not on the menu by its id, and a switch or pause it cannot read by the field', async () => {
    const unknown = await call('admin', 'PUT', '/admin/service/dishes/99999', { soldOut: false });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'There is no dish 99999 on the menu', issues: [{ path: ['id'] }] });
    const until = await call('admin', 'PUT', `/admin/service/dishes/${dish.id}`, { soldOut: true, until: 'tomorrow' });
    expect(until.status).toBe(400);
    expect(await until.json()).toMatchObject({ issues: [{ path: ['until'] }] });
    const minutes = await call('admin', 'PUT', '/admin/service/pause', { minutes: 45 });
    expect(minutes.status).toBe(400);
    expect(await minutes.json()).toMatchObject({ error: 'minutes must be 15, 30, 60 or null', issues: [{ path: ['minutes'] }] });
    expect(await env.DB.prepare('SELECT (SELECT count(*) FROM sold_out_dishes) + (SELECT count(*) FROM kitchen_pause) AS n').first('n')).toBe(0);
  });
});

describe('a dish sold out tonight', () => {
  it('is refused at checkout in its name until the next service day opens, and shows in the status at once', async () => {
    clockAt(TUESDAY_8PM);
    expect((await status()).soldOut).toEqual([]);
    const switched = await call('admin', 'PUT', `/admin/service/dishes/${dish.id}`, { soldOut: true, until: 'next-service-day' });
    expect(await switched.json()).toEqual({ id: dish.id, soldOut: { until: WEDNESDAY_OPENS.toISOString() } });
    // The edge's copy was forgotten: the switch is in the very next answer.
    expect((await status()).soldOut).toEqual([dish.id]);
    expect((await menu()).dishes.find((item) => item.id === dish.id)?.soldOut).toEqual({ until: WEDNESDAY_OPENS.toISOString() });
    expect(await env.DB.prepare('SELECT switched_by FROM sold_out_dishes').first('switched_by')).toBe(uidOf('admin'));

    const refused = await order([other, dish]);
    expect(refused.status).toBe(409);
    const message = `${dish.name} is sold out tonight. Please remove it from your order.`;
    expect(await refused.json()).toEqual({ error: message, issues: [{ path: ['items', 1, 'id'], message }] });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM orders').first('n')).toBe(0);
    expect((await order([other])).status).toBe(201);

    // Wednesday, half an hour after opening: it is back by itself.
    clockAt(new Date(WEDNESDAY_OPENS.getTime() + 30 * 60_000));
    expect((await order([dish])).status).toBe(201);
    await caches.open('service-status').then((edge) => edge.delete('http://127.0.0.1/api/service/status'));
    expect((await status()).soldOut).toEqual([]);
  });

  it('switched off until switched on stays off the next day, and comes back when staff switch it on', async () => {
    clockAt(TUESDAY_8PM);
    await call('admin', 'PUT', `/admin/service/dishes/${dish.id}`, { soldOut: true, until: 'switched-on' });
    clockAt(new Date(WEDNESDAY_OPENS.getTime() + 30 * 60_000));
    expect((await order([dish])).status).toBe(409);
    const on = await call('admin', 'PUT', `/admin/service/dishes/${dish.id}`, { soldOut: false });
    expect(await on.json()).toEqual({ id: dish.id, soldOut: null });
    expect((await status()).soldOut).toEqual([]);
    expect((await order([dish])).status).toBe(201);
  });

  it('a dish the catalogue marks unavailable stays unavailable, whatever the switch says', async () => {
    const off = dishes.find((item) => !item.available) as CatalogueItem;
    await call('admin', 'PUT', `/admin/service/dishes/${off.id}`, { soldOut: false });
    expect((await menu()).dishes.find((item) => item.id === off.id)).toMatchObject({ available: false, soldOut: null });
    const refused = await order([off]);
    expect(refused.status).toBe(400);
    expect((await refused.json<{ error: string }>()).error).toBe(`${off.name} is currently unavailable`);
  });
});

describe('the pause', () => {
  it('stops nothing but shows in the status until it ends by itself', async () => {
    clockAt(TUESDAY_8PM);
    const paused = await call('admin', 'PUT', '/admin/service/pause', { minutes: 15 });
    const until = new Date(TUESDAY_8PM.getTime() + 15 * 60_000).toISOString();
    expect(await paused.json()).toEqual({ paused: { until } });
    expect(await status()).toMatchObject({ open: false, paused: { until }, nextOpening: until });
    expect((await menu()).paused).toEqual({ until });
    expect(await env.DB.prepare('SELECT paused_by FROM kitchen_pause').first('paused_by')).toBe(uidOf('admin'));

    clockAt(new Date(TUESDAY_8PM.getTime() + 16 * 60_000));
    await caches.open('service-status').then((edge) => edge.delete('http://127.0.0.1/api/service/status'));
    expect(await status()).toMatchObject({ open: true, paused: null, nextOpening: null });
    expect((await menu()).paused).toBeNull();
  });

  it('until turned back: replaced by a longer one, and resumed by staff', async () => {
    clockAt(TUESDAY_8PM);
    await call('admin', 'PUT', '/admin/service/pause', { minutes: 30 });
    await call('admin', 'PUT', '/admin/service/pause', { minutes: null });
    expect(await status()).toMatchObject({ open: false, paused: { until: null } });
    clockAt(new Date(TUESDAY_8PM.getTime() + 90 * 60_000));
    expect((await menu()).paused).toEqual({ until: null });
    expect(await (await call('admin', 'DELETE', '/admin/service/pause')).json()).toEqual({ paused: null });
    expect(await status()).toMatchObject({ paused: null });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM kitchen_pause').first('n')).toBe(0);
  });
});
