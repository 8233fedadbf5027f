import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../contract/menu';
import type { Order } from '../contract/order';
import { MAX_LINES, MAX_QUANTITY } from '../contract/order-rules';
import { addGuests, type Caller, callAs as call, callAsUid, CALLERS, resetWithNewCallers, uidOf, userRow } from '../test/callers';
import { awayFromMinuteEnd } from '../test/limit-window';

let dishes: CatalogueItem[] = [];
let available: CatalogueItem[] = [];
beforeAll(async () => {
  dishes = (await (await env.ASSETS.fetch(new Request('https://assets.local/catalogue.json'))).json<{ items: CatalogueItem[] }>()).items;
  available = dishes.filter((dish) => dish.available);
});

beforeEach(() => resetWithNewCallers('order_lines', 'orders'));

/** A valid order for user A of two dishes, with the figures the server will compute. */
function orderBody(overrides: Record<string, unknown> = {}) {
  const [first, second] = available as [CatalogueItem, CatalogueItem];
  return {
    userId: uidOf('userA'),
    name: 'Ayesha Siddiqua',
    items: [
      { id: first.id, name: first.name, quantity: 2, price: first.price, image: first.image, description: 'x' },
      { id: second.id, name: second.name, quantity: 1, price: second.price, image: second.image, description: 'y' },
    ],
    total: first.price * 2 + second.price,
    status: 'pending',
    createdAt: new Date().toISOString(),
    estimatedDeliveryTime: Math.max(first.eta, second.eta),
    delivery: { area: 'agrabad', address: 'House 12, Road 3, Khulshi', phone: '01711000001' },
    paymentMethod: 'cod',
    ...overrides,
  };
}

/** The same order as staff take it on the phone for someone without an account, to be picked up and paid on collection. */
function staffBody() {
  const { name, items, total, estimatedDeliveryTime, delivery } = orderBody();
  return { source: 'phone', guestId: null, name, items: items.map(({ id, quantity }) => ({ id, quantity })), total, estimatedDeliveryTime, paymentMethod: 'cod', fulfilment: 'pickup', delivery: { phone: delivery.phone } };
}

async function placeOrder(caller: Caller = 'userA', overrides: Record<string, unknown> = {}): Promise<Order> {
  const response = await call(caller, 'POST', '/order/create-order', orderBody(overrides));
  expect(response.status).toBe(201);
  return (await response.json<{ order: Order }>()).order;
}

describe('who may do what with orders', () => {
  it.each([
    ['POST create-order for user A', 'POST', '/order/create-order', { anonymous: 401, userA: 201, userB: 403, staff: 403, admin: 403 }],
    ["GET fetch-user-orders of user A", 'GET', '/order/fetch-user-orders/:uid', { anonymous: 401, userA: 200, userB: 403, staff: 403, admin: 200 }],
    ['GET fetch-all-orders', 'GET', '/order/fetch-all-orders', { anonymous: 401, userA: 403, userB: 403, staff: 200, admin: 200 }],
    ['GET fetch-all-orders, paged, filtered and searched', 'GET', '/order/fetch-all-orders?limit=5&status=pending&q=Ayesha', { anonymous: 401, userA: 403, userB: 403, staff: 200, admin: 200 }],
    ['GET admin/summary', 'GET', '/admin/summary', { anonymous: 401, userA: 403, userB: 403, staff: 200, admin: 200 }],
    ['GET fetch-order of user A', 'GET', '/order/fetch-order/:id', { anonymous: 401, userA: 200, userB: 404, staff: 200, admin: 200 }],
    ['GET admin/sales.csv', 'GET', '/admin/sales.csv?day=2026-11-27', { anonymous: 401, userA: 403, userB: 403, staff: 403, admin: 200 }],
    ['GET admin/orders/:id/history', 'GET', '/admin/orders/:id/history', { anonymous: 401, userA: 403, userB: 403, staff: 200, admin: 200 }],
    ['GET admin/mails/failed', 'GET', '/admin/mails/failed', { anonymous: 401, userA: 403, userB: 403, staff: 403, admin: 200 }],
    ['PUT update-order', 'PUT', '/order/update-order/:id', { anonymous: 401, userA: 403, userB: 403, staff: 200, admin: 200 }],
    ['DELETE delete-order', 'DELETE', '/order/delete-order/:id', { anonymous: 401, userA: 403, userB: 403, staff: 403, admin: 200 }],
    ['GET track/order', 'GET', '/track/order/:id', { anonymous: 200, userA: 200, userB: 200, staff: 200, admin: 200 }],
    ['GET kitchen/tickets', 'GET', '/kitchen/tickets', { anonymous: 401, userA: 403, userB: 403, staff: 200, admin: 200 }],
    ['GET staff/guests', 'GET', '/staff/guests?q=Ayesha', { anonymous: 401, userA: 403, userB: 403, staff: 200, admin: 200 }],
    ['POST staff/orders', 'POST', '/staff/orders', { anonymous: 401, userA: 403, userB: 403, staff: 201, admin: 201 }],
  ] as const)('%s', async (_name, method, template, expected) => {
    for (const caller of CALLERS) {
      const existing = await placeOrder();
      const path = template.replace(':id', existing.id).replace(':uid', uidOf('userA'));
      const body = path === '/staff/orders' ? staffBody() : method === 'POST' ? orderBody() : method === 'PUT' ? { status: 'preparing' } : undefined;
      const response = await call(caller, method, path, body, { 'Idempotency-Key': crypto.randomUUID() });
      expect(response.status, `${caller} ${method} ${template}`).toBe(expected[caller]);
    }
  });
});

describe('create-order', () => {
  it('prices the order on the server and answers the spec shape with a short unguessable id', async () => {
    const order = await placeOrder('userA', { status: 'delivered', createdAt: '2001-01-01T00:00:00.000Z' });
    expect(order.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(order.status).toBe('pending');
    expect(Math.abs(Date.parse(order.createdAt) - Date.now())).toBeLessThan(60_000);
    const body = orderBody();
    expect(order.total).toBe(body.total);
    expect(order.estimatedDeliveryTime).toBe(body.estimatedDeliveryTime);
    expect(order.items.map((item) => [item.id, item.quantity])).toEqual(body.items.map((item) => [item.id, item.quantity]));
  });

  it('answers 409 with the true figures when the client total or time differs', async () => {
    const body = orderBody();
    for (const tampered of [{ total: body.total - 1 }, { total: 0 }, { estimatedDeliveryTime: body.estimatedDeliveryTime + 5 }]) {
      const response = await call('userA', 'POST', '/order/create-order', { ...body, ...tampered });
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ total: body.total, estimatedDeliveryTime: body.estimatedDeliveryTime });
    }
    // A client price lowered to match a lowered total changes nothing either.
    const cheap = { ...body, items: body.items.map((item) => ({ ...item, price: 1 })), total: 3 };
    expect((await call('userA', 'POST', '/order/create-order', cheap)).status).toBe(409);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>())?.n).toBe(0);
  });

  it('refuses unknown and unavailable dishes, naming them, and absurd quantities', async () => {
    const unavailable = dishes.find((dish) => !dish.available);
    const unknown = await call('userA', 'POST', '/order/create-order', orderBody({ items: [{ id: '99999', quantity: 1 }] }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ issues: [{ path: ['items', 0, 'id'], message: 'Unknown dish: 99999' }] });
    const gone = await call('userA', 'POST', '/order/create-order', orderBody({ items: [{ id: unavailable?.id, quantity: 1 }] }));
    expect(gone.status).toBe(400);
    expect(await gone.json()).toMatchObject({ issues: [{ message: `${unavailable?.name} is currently unavailable` }] });
    for (const quantity of [0, 51, 1.5, -1]) {
      const response = await call('userA', 'POST', '/order/create-order', orderBody({ items: [{ id: available[0]?.id, quantity }] }));
      expect(response.status, `quantity ${quantity}`).toBe(400);
    }
  });

  it('creates the missing record of a signed-in guest whose first create-user failed, and leaves an existing one as it is', async () => {
    const uid = `no-record-${crypto.randomUUID().slice(0, 8)}`;
    const response = await callAsUid(uid, 'POST', '/order/create-order', orderBody({ userId: uid }));
    expect(response.status).toBe(201);
    expect(await userRow(uid)).toMatchObject({ user_id: uid, name: 'Ayesha Siddiqua', email: `${uid}@example.com`, phone: '', address: '', role: 'user' });
    expect((await env.DB.prepare('SELECT user_id AS userId FROM orders').first())?.userId).toBe(uid);

    await env.DB.prepare("UPDATE users SET phone = '01711000001', address = 'House 12, Road 3, Khulshi' WHERE user_id = ?1").bind(uidOf('admin')).run();
    const before = await userRow(uidOf('admin'));
    expect((await call('admin', 'POST', '/order/create-order', orderBody({ userId: uidOf('admin'), name: 'Someone Else' }))).status).toBe(201);
    expect(await userRow(uidOf('admin'))).toEqual(before);
    expect(before).toMatchObject({ name: 'Admin', role: 'admin' });
  });

  it('100 concurrent orders make exactly 100 orders, each whole', async () => {
    // Ten guests ordering ten times each at once (one guest alone would meet the per-guest limit).
    const guests = await addGuests(10);
    const responses = await Promise.all(guests.flatMap((uid) => Array.from({ length: 10 }, () => callAsUid(uid, 'POST', '/order/create-order', orderBody({ userId: uid })))));
    expect(responses.map((response) => response.status)).toEqual(Array(100).fill(201));
    const ids = await Promise.all(responses.map(async (response) => (await response.json<{ order: Order }>()).order.id));
    expect(new Set(ids).size).toBe(100);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>())?.n).toBe(100);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM order_lines').first<{ n: number }>())?.n).toBe(200);
  });

  it('makes one order of retries with the same Idempotency-Key, even concurrent ones', async () => {
    const headers = { 'Idempotency-Key': 'checkout-7f3a' };
    const responses = await Promise.all(Array.from({ length: 20 }, () => call('userA', 'POST', '/order/create-order', orderBody(), headers)));
    const ids = new Set(await Promise.all(responses.map(async (response) => (await response.json<{ order: Order }>()).order.id)));
    expect(ids.size).toBe(1);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>())?.n).toBe(1);
    // Another guest's identical key is another order.
    const other = await call('userB', 'POST', '/order/create-order', orderBody({ userId: uidOf('userB') }), headers);
    expect(other.status).toBe(201);
  });

  it('answers 422 to a key sent again with another order, and the first order to the same one however it is written', async () => {
    const headers = { 'Idempotency-Key': 'checkout-once' };
    const first = await call('userA', 'POST', '/order/create-order', orderBody(), headers);
    expect(first.status).toBe(201);
    const { order } = await first.json<{ order: Order }>();
    const body = orderBody();
    const [one, two] = body.items;
    for (const [what, other] of [
      ['another quantity', { items: [{ ...one, quantity: 3 }, two], total: body.total + (available[0]?.price ?? 0) }],
      ['another dish', { items: [one], total: (available[0]?.price ?? 0) * 2, estimatedDeliveryTime: available[0]?.eta }],
      ['the same dishes in another order', { items: [two, one] }],
      ['another address', { delivery: { ...body.delivery, address: 'Flat 4B, GEC Circle' } }],
      ['other instructions', { delivery: { ...body.delivery, instructions: 'Ring twice' } }],
      ['another payment', { paymentMethod: 'bkash' }],
      ['another name', { name: 'Rahim Uddin' }],
    ] as const) {
      const response = await call('userA', 'POST', '/order/create-order', orderBody(other), headers);
      expect(response.status, what).toBe(422);
      expect(await response.json(), what).toEqual({ error: 'This Idempotency-Key was already used for another order. A new order needs a new key.' });
    }
    // The same order: what the server ignores or decides may differ (a retry after the menu changed sends other figures).
    for (const same of [
      {},
      { name: '  Ayesha Siddiqua ', createdAt: '2001-01-01T00:00:00.000Z', status: 'delivered' },
      { items: body.items.map(({ id, quantity }) => ({ id, quantity })), delivery: { ...body.delivery, instructions: '' } },
      { total: body.total + 150, estimatedDeliveryTime: body.estimatedDeliveryTime + 5 },
    ]) {
      const retry = await call('userA', 'POST', '/order/create-order', orderBody(same), headers);
      expect(retry.status, JSON.stringify(same)).toBe(200);
      expect((await retry.json<{ order: Order }>()).order).toEqual(order);
    }
    expect((await env.DB.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>())?.n).toBe(1);
  });

  it('of concurrent requests with one key and two different orders, one order is placed and the other is refused', async () => {
    const headers = { 'Idempotency-Key': 'checkout-race' };
    const bodies = Array.from({ length: 10 }, (_, index) => orderBody(index % 2 ? { paymentMethod: 'bkash' } : {}));
    const responses = await Promise.all(bodies.map((body) => call('userA', 'POST', '/order/create-order', body, headers)));
    const answers = await Promise.all(responses.map(async (response) => ({ status: response.status, order: (await response.json<{ order?: Order }>()).order })));
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(1);
    const winner = placed[0]?.order;
    answers.forEach((answer, index) => {
      const same = bodies[index]?.paymentMethod === winner?.paymentMethod;
      expect(answer.status).toBe(answer === placed[0] ? 201 : same ? 200 : 422);
      if (same) expect(answer.order?.id).toBe(winner?.id);
    });
    expect((await env.DB.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>())?.n).toBe(1);
  });

  it('lets a guest place 20 orders a minute, then answers 429 with Retry-After; a retry of a placed order still gets it back', { timeout: 15_000 }, async () => {
    await awayFromMinuteEnd();
    const headers = { 'Idempotency-Key': 'checkout-first' };
    const first = await call('userA', 'POST', '/order/create-order', orderBody(), headers);
    expect(first.status).toBe(201);
    const more = await Promise.all(Array.from({ length: 19 }, () => call('userA', 'POST', '/order/create-order', orderBody())));
    expect(more.map((response) => response.status)).toEqual(Array(19).fill(201));

    const over = await call('userA', 'POST', '/order/create-order', orderBody());
    expect(over.status).toBe(429);
    expect(over.headers.get('Retry-After')).toBe('60');
    expect(await over.json()).toEqual({ error: 'Too many requests. Please try again in a minute.', code: 'tooManyRequests' });
    const retry = await call('userA', 'POST', '/order/create-order', orderBody(), headers);
    expect(retry.status).toBe(200);
    expect((await retry.json<{ order: Order }>()).order.id).toBe((await first.json<{ order: Order }>()).order.id);
    expect((await call('userB', 'POST', '/order/create-order', orderBody({ userId: uidOf('userB') }))).status).toBe(201);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>())?.n).toBe(21);
  });

  it('holds an Idempotency-Key for 24 hours, then lets it make a new order', async () => {
    const headers = { 'Idempotency-Key': 'checkout-day' };
    const first = await (await call('userA', 'POST', '/order/create-order', orderBody(), headers)).json<{ order: Order }>();
    const hoursAgo = (hours: number) => env.DB.prepare('UPDATE orders SET created_at = ?1 WHERE id = ?2').bind(Date.now() - hours * 3_600_000, first.order.id).run();

    await hoursAgo(23.9);
    const retry = await call('userA', 'POST', '/order/create-order', orderBody(), headers);
    expect(retry.status).toBe(200);
    expect((await retry.json<{ order: Order }>()).order.id).toBe(first.order.id);

    await hoursAgo(24.1);
    const nextDay = await call('userA', 'POST', '/order/create-order', orderBody(), headers);
    expect(nextDay.status).toBe(201);
    const second = (await nextDay.json<{ order: Order }>()).order;
    expect(second.id).not.toBe(first.order.id);
    // The new order now owns the key; the old one is untouched apart from releasing it.
    const again = await call('userA', 'POST', '/order/create-order', orderBody(), headers);
    expect((await again.json<{ order: Order }>()).order.id).toBe(second.id);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>())?.n).toBe(2);
  });
});

// D1 binds at most 100 parameters to a statement: one INSERT of every line failed from 12 lines on.
describe('orders of many dishes', () => {
  it.each([1, 11, 12, MAX_LINES])('%i different dishes: placed whole, with the receipt, in the history and on tracking', async (count) => {
    // The largest cart the contract accepts has every line at its largest quantity.
    const chosen = available.slice(0, count).map((dish, index) => ({ dish, quantity: count === MAX_LINES ? MAX_QUANTITY : 1 + (index % 3) }));
    expect(chosen).toHaveLength(count);
    const items = chosen.map(({ dish, quantity }) => ({ id: dish.id, quantity }));
    const total = chosen.reduce((sum, { dish, quantity }) => sum + dish.price * quantity, 0);
    const estimatedDeliveryTime = Math.max(...chosen.map(({ dish }) => dish.eta));
    const response = await call('userA', 'POST', '/order/create-order', orderBody({ items, total, estimatedDeliveryTime }));
    expect(response.status, await response.clone().text()).toBe(201);
    const { order } = await response.json<{ order: Order }>();
    const lines = chosen.map(({ dish, quantity }) => ({ id: dish.id, name: dish.name, quantity, price: dish.price }));
    expect(order).toMatchObject({ total, estimatedDeliveryTime, items: lines.map((line) => expect.objectContaining(line)) });

    const { results: written } = await env.DB.prepare('SELECT position, dish_id AS id, quantity FROM order_lines WHERE order_id = ?1 ORDER BY position').bind(order.id).all();
    expect(written).toEqual(items.map((item, position) => ({ position, ...item })));
    const receipt = await env.DB.prepare("SELECT payload FROM mail_outbox WHERE kind = 'order-placed' AND subject_id = ?1").bind(order.id).first<{ payload: string }>();
    expect(JSON.parse(receipt?.payload ?? '{}')).toMatchObject({ orderId: order.id, total, items: lines.map(({ name, quantity, price }) => ({ name, quantity, price })) });
    const history = await (await call('userA', 'GET', `/order/fetch-user-orders/${uidOf('userA')}`)).json<{ orders: Order[] }>();
    expect(history.orders).toEqual([order]);
    const tracked = await (await call('anonymous', 'GET', `/track/order/${order.id}`)).json<{ order: { items: { id: string; quantity: number }[] } }>();
    expect(tracked.order.items.map(({ id, quantity }) => ({ id, quantity }))).toEqual(items);
  });
});

describe('order history, admin and tracking', () => {
  it('lists a guest’s orders newest first, and everyone’s for the admin', async () => {
    const first = await placeOrder('userA');
    const second = await placeOrder('userA');
    await placeOrder('userB', { userId: uidOf('userB') });
    const mine = await (await call('userA', 'GET', `/order/fetch-user-orders/${uidOf('userA')}`)).json();
    expect(mine).toEqual({ orders: [second, first], nextCursor: null });
    const all = await (await call('admin', 'GET', '/order/fetch-all-orders')).json<{ orders: Order[] }>();
    expect(all.orders).toHaveLength(3);
  });

  it('the admin sets any of the five statuses and nothing else, and deletes', async () => {
    const order = await placeOrder();
    for (const status of ['preparing', 'ready', 'delivered', 'cancelled', 'pending']) {
      const response = await call('admin', 'PUT', `/order/update-order/${order.id}`, { status });
      expect((await response.json<{ order: Order }>()).order.status).toBe(status);
    }
    expect((await call('admin', 'PUT', `/order/update-order/${order.id}`, { status: 'confirmed' })).status).toBe(400);
    expect((await call('admin', 'PUT', '/order/update-order/ZZZZZZZZZZZZ', { status: 'ready' })).status).toBe(404);
    expect((await call('admin', 'DELETE', `/order/delete-order/${order.id}`)).status).toBe(200);
    expect((await call('admin', 'DELETE', `/order/delete-order/${order.id}`)).status).toBe(404);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM order_lines').first<{ n: number }>())?.n).toBe(0);
  });

  it('tracking finds an order however the id is typed and shows no personal data but the first name (and whether it is paid)', async () => {
    const order = await placeOrder();
    const typed = `${order.id.slice(0, 4).toLowerCase()}-${order.id.slice(4)}`;
    const response = await call('anonymous', 'GET', `/track/order/${typed}`);
    expect(response.status).toBe(200);
    const { order: tracked } = await response.json<{ order: Record<string, unknown> }>();
    expect(tracked).toMatchObject({ id: order.id, name: 'Ayesha', status: 'pending', total: order.total });
    expect(Object.keys(tracked).sort()).toEqual(['area', 'createdAt', 'deliveryFee', 'estimatedDeliveryTime', 'fulfilment', 'id', 'items', 'name', 'paymentStatus', 'scheduledFor', 'serviceCharge', 'status', 'total']);
    expect(tracked['paymentStatus']).toBe('cod');
    expect(JSON.stringify(tracked)).not.toContain('Khulshi');
    expect((await call('anonymous', 'GET', '/track/order/NOSUCHORDER1')).status).toBe(404);
  });
});
