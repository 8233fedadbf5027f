import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueItem } from '../contract/menu';
import type { Order, TrackedOrder } from '../contract/order';
import type { ServiceStatus } from '../contract/service';
import { callAs as call, resetWithNewCallers, uidOf } from '../test/callers';
import { at, setRestaurantClock } from '../test/service-clock';

let dishes: CatalogueItem[] = [];
beforeAll(async () => {
  dishes = (await (await env.ASSETS.fetch(new Request('https://assets.local/catalogue.json'))).json<{ items: CatalogueItem[] }>()).items.filter((dish) => dish.available);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the clock of a Worker test', () => {
  it('moves the Date the Worker reads: the tests and the Worker share one isolate', async () => {
    const now = setRestaurantClock('2026-11-26T03:00');
    await caches.open('service-status').then((edge) => edge.delete('http://127.0.0.1/api/service/status'));
    const response = await exports.default.fetch(new Request('http://127.0.0.1/api/service/status'));
    const status = await response.json<ServiceStatus>();
    expect(status.at).toBe(now.toISOString());
    expect(status.open).toBe(false);
  });
});

/** A cash order of one dish for user A, with the figures the server computes, for now or for `scheduledFor`. */
function orderBody(scheduledFor?: string | null) {
  const [dish] = dishes as [CatalogueItem];
  return {
    userId: uidOf('userA'),
    name: 'Ayesha Siddiqua',
    items: [{ id: dish.id, quantity: 1 }],
    total: dish.price,
    estimatedDeliveryTime: dish.eta,
    delivery: { area: 'agrabad', address: 'House 12, Road 3, Khulshi', phone: '01711000001' },
    paymentMethod: 'cod',
    ...(scheduledFor === undefined ? {} : { scheduledFor }),
  };
}

/** An order judged by the published hours (no cookie for the tests' kitchen that never closes), unless `headers` say otherwise. */
const order = (scheduledFor?: string | null, headers: Record<string, string> = {}) => call('userA', 'POST', '/order/create-order', orderBody(scheduledFor), { Cookie: '', ...headers });
const refusal = async (response: Response) => ({ status: response.status, ...(await response.json<{ error: string; issues?: { path: string[]; message: string }[] }>()) });
const pause = (until: Date | null) => env.DB.prepare('INSERT INTO kitchen_pause (id, until, paused_by) VALUES (1, ?, ?)').bind(until?.getTime() ?? null, 'admin').run();

describe('ordering hours at create-order (Chattogram time; Thursday 26 and Friday 27 November 2026)', () => {
  beforeEach(() => resetWithNewCallers('order_lines', 'orders', 'kitchen_pause'));

  it('refuses an order for now at 3 a.m., saying when the kitchen opens, and takes it for 11:30', async () => {
    setRestaurantClock('2026-11-26T03:00');
    const closed = await refusal(await order());
    expect(closed).toEqual({
      status: 409,
      error: 'The kitchen is closed now. It takes delivery orders again at 11:00 AM today. Please schedule your order.',
      issues: [{ path: ['scheduledFor'], message: closed.error }],
    });
    const response = await order(at('2026-11-26T11:30').toISOString());
    expect(response.status).toBe(201);
    expect((await response.json<{ order: Order }>()).order.scheduledFor).toBe('2026-11-26T05:30:00.000Z');
  });

  it('says "tomorrow" after closing', async () => {
    setRestaurantClock('2026-11-26T22:15');
    expect((await refusal(await order())).error).toBe('The kitchen is closed now. It takes delivery orders again at 11:00 AM tomorrow. Please schedule your order.');
  });

  it('takes the last orders until 30 minutes before closing: 9:29 PM on a Thursday, 10:29 PM on a Friday', async () => {
    setRestaurantClock('2026-11-26T21:29');
    expect((await order()).status).toBe(201);
    setRestaurantClock('2026-11-26T21:30');
    expect((await refusal(await order())).status).toBe(409);
    setRestaurantClock('2026-11-27T22:29');
    expect((await order()).status).toBe(201);
  });

  it('refuses a time the kitchen does not deliver at, or one that is not a time, naming scheduledFor', async () => {
    setRestaurantClock('2026-11-26T03:00');
    for (const slot of [at('2026-11-26T10:30'), at('2026-11-26T11:40'), at('2026-11-26T22:45'), at('2026-11-29T12:00')]) {
      expect(await refusal(await order(slot.toISOString())), slot.toISOString()).toEqual({
        status: 400,
        error: 'Choose a delivery time when the kitchen is open',
        code: 'chooseOpenSlot',
        issues: [{ path: ['scheduledFor'], message: 'Choose a delivery time when the kitchen is open', code: 'chooseOpenSlot' }],
      });
    }
    const malformed = await refusal(await order('tomorrow at noon'));
    expect(malformed.status).toBe(400);
    expect(malformed.issues?.map((issue) => issue.path)).toEqual([['scheduledFor']]);
  });

  it('refuses orders for now while paused, in the minutes left, and takes a time after the pause ends', async () => {
    const now = setRestaurantClock('2026-11-26T19:00');
    await pause(new Date(now.getTime() + 19.5 * 60_000));
    expect(await refusal(await order())).toMatchObject({
      status: 409,
      error: 'The kitchen is not taking delivery orders for the next 20 minutes. Please schedule your order for later.',
      issues: [{ path: ['scheduledFor'] }],
    });
    // The pause ends at 7:19:30. The kitchen would start a 7:45 PM delivery at 7:15, inside it; an 8:00 one at 7:30, after it.
    expect((await refusal(await order(at('2026-11-26T19:45').toISOString()))).status).toBe(409);
    expect((await order(at('2026-11-26T20:00').toISOString())).status).toBe(201);
  });

  it('holds a pause without an end until the next opening: tonight is refused, tomorrow is taken', async () => {
    setRestaurantClock('2026-11-26T19:00');
    await pause(null);
    expect((await refusal(await order())).error).toBe('The kitchen is not taking delivery orders for now. Please schedule your order for later.');
    expect((await refusal(await order(at('2026-11-26T21:00').toISOString()))).status).toBe(409);
    expect((await order(at('2026-11-27T11:30').toISOString())).status).toBe(201);
  });

  it('carries the scheduled time to the admin list, the history, tracking, the payment answer and the receipt', async () => {
    setRestaurantClock('2026-11-26T03:00');
    const placed = (await (await order('2026-11-26T11:30:00+06:00')).json<{ order: Order }>()).order;
    const scheduledFor = '2026-11-26T05:30:00.000Z';
    const admin = await (await call('admin', 'GET', '/order/fetch-all-orders')).json<{ orders: Order[] }>();
    expect(admin.orders.find((found) => found.id === placed.id)?.scheduledFor).toBe(scheduledFor);
    const history = await (await call('userA', 'GET', `/order/fetch-user-orders/${uidOf('userA')}`)).json<{ orders: Order[] }>();
    expect(history.orders.map((found) => found.scheduledFor)).toEqual([scheduledFor]);
    const tracked = await (await call('anonymous', 'GET', `/track/order/${placed.id}`)).json<{ order: TrackedOrder }>();
    expect(tracked.order.scheduledFor).toBe(scheduledFor);
    // The success view after an online payment reads it from the order's payment.
    const payment = await (await call('userA', 'GET', `/payment/order/${placed.id}`)).json<{ scheduledFor: string | null }>();
    expect(payment.scheduledFor).toBe(scheduledFor);
    // And the receipt, written with the order, says when it comes.
    const receipt = await env.DB.prepare("SELECT payload FROM mail_outbox WHERE kind = 'order-placed' AND subject_id = ?").bind(placed.id).first<{ payload: string }>();
    expect(JSON.parse(receipt?.payload ?? '{}')).toMatchObject({ scheduledFor });
  });

  it('makes a retry the same order only for the same delivery time', async () => {
    setRestaurantClock('2026-11-26T03:00');
    const key = { 'Idempotency-Key': 'scheduled-1' };
    const first = await order(at('2026-11-26T11:30').toISOString(), key);
    expect(first.status).toBe(201);
    // The same instant written with the restaurant's offset is the same order; another time is another order.
    const retry = await order('2026-11-26T11:30:00+06:00', key);
    expect(retry.status).toBe(200);
    expect((await retry.json<{ order: Order }>()).order.id).toBe((await first.json<{ order: Order }>()).order.id);
    expect((await order(at('2026-11-26T11:45').toISOString(), key)).status).toBe(422);
    expect((await order(null, key)).status).toBe(422);
  });
});

describe("the end-to-end tests' kitchen that never closes", () => {
  beforeEach(() => resetWithNewCallers('order_lines', 'orders', 'kitchen_pause'));
  const neverCloses = { Cookie: 'test-kitchen-hours=never-closes' };

  it('takes an order for now at 3 a.m. for a request with its cookie to a Worker on the Auth emulator, and answers its status apart', async () => {
    setRestaurantClock('2026-11-26T03:00');
    expect((await order(undefined, neverCloses)).status).toBe(201);
    const status = await (await exports.default.fetch(new Request('http://127.0.0.1/api/service/status', { headers: neverCloses }))).json<ServiceStatus>();
    expect(status.open).toBe(true);
    expect(status.rules.week).toEqual(Array.from({ length: 7 }, () => ({ opens: 0, closes: 1440 })));
    // The published answer is not the test kitchen's, though both were asked at the same moment.
    const published = await (await exports.default.fetch(new Request('http://127.0.0.1/api/service/status'))).json<ServiceStatus>();
    expect(published.open).toBe(false);
    expect((await order()).status).toBe(409);
  });

  it('still stops for a pause', async () => {
    setRestaurantClock('2026-11-26T13:00');
    await pause(null);
    expect((await order(undefined, neverCloses)).status).toBe(409);
  });
});
