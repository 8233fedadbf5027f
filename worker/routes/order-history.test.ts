import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../contract/order';
import type { OrderPage } from '../contract/order-history';
import { newId } from '../ids';
import { callAs as call, resetWithCallers, uidOf } from '../test/callers';

beforeEach(() => resetWithCallers('order_lines', 'orders'));

interface Placed {
  id: string;
  createdAt: number;
  quantity: number;
}

/**
 * Orders written straight to D1 (no rate limit, and times of our choosing), each with two lines whose
 * quantities are the order's sequence number and one more, so a line in the wrong order would show.
 */
async function insertOrders(uid: string, createdAts: number[]): Promise<Placed[]> {
  const placed = createdAts.map((createdAt, index) => ({ id: newId(), createdAt, quantity: index + 1 }));
  await env.DB.batch(
    placed.flatMap(({ id, createdAt, quantity }) => [
      env.DB.prepare("INSERT INTO orders (id, user_id, name, total, estimated_delivery_time, delivery_address, delivery_phone, payment_method, created_at) VALUES (?1, ?2, 'Ayesha', 1000, 30, 'Khulshi', '01711000001', 'cod', ?3)").bind(id, uid, createdAt),
      env.DB.prepare("INSERT INTO order_lines (order_id, position, dish_id, name, quantity, price) VALUES (?1, 0, '1', 'Shorshe Ilish', ?2, 700), (?1, 1, '2', 'Kacchi', ?3, 800)").bind(id, quantity, quantity + 1),
    ]),
  );
  return placed;
}

/** The history as the server must order it: newest first, ties by id. */
const newestFirst = (placed: Placed[]) => [...placed].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1)).map(({ id }) => id);

async function fetchPage(uid: string, query: string, caller: 'userA' | 'userB' | 'admin' = 'userA') {
  const response = await call(caller, 'GET', `/order/fetch-user-orders/${uid}${query}`);
  expect(response.status, query).toBe(200);
  return response.json<OrderPage>();
}

/** Every page of a guest's history, following nextCursor; a cursor that fails to advance fails the test. */
async function allPages(uid: string, limit: number): Promise<Order[][]> {
  const pages: Order[][] = [];
  let cursor: string | null = null;
  do {
    const page: OrderPage = await fetchPage(uid, `?limit=${limit}${cursor ? `&before=${cursor}` : ''}`);
    pages.push(page.orders);
    cursor = page.nextCursor;
    expect(pages.length, 'pages').toBeLessThanOrEqual(200);
  } while (cursor);
  return pages;
}

const T0 = 1_700_000_000_000;

describe('fetch-user-orders, a page at a time', () => {
  it('pages 45 orders as 20, 20 and 5, newest first, with no gap or repeat, and only the guest’s own', async () => {
    const mine = await insertOrders(uidOf('userA'), Array.from({ length: 45 }, (_, index) => T0 + index * 60_000));
    await insertOrders(uidOf('userB'), Array.from({ length: 10 }, (_, index) => T0 + index * 60_000 + 30_000));

    const first = await fetchPage(uidOf('userA'), '');
    expect(first.orders).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));

    const pages = await allPages(uidOf('userA'), 20);
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
    const orders = pages.flat();
    expect(orders.map((order) => order.id)).toEqual(newestFirst(mine));
    for (const order of orders) {
      const { quantity } = mine.find((placed) => placed.id === order.id) ?? { quantity: 0 };
      expect(order.items.map((item) => item.quantity)).toEqual([quantity, quantity + 1]);
      expect(order.userId).toBe(uidOf('userA'));
    }
  });

  it('breaks ties within one millisecond by id, across page boundaries', async () => {
    const times = [T0 + 2, T0 + 1, T0 + 1, T0 + 1, T0 + 1, T0 + 1, T0 + 1, T0 + 1, T0, T0, T0];
    const mine = await insertOrders(uidOf('userA'), times);
    for (const limit of [1, 2, 3, 4]) {
      const ids = (await allPages(uidOf('userA'), limit)).flat().map((order) => order.id);
      expect(ids, `limit ${limit}`).toEqual(newestFirst(mine));
    }
  });

  it('answers null nextCursor when the last page is exactly full, and up to 100 orders a page', async () => {
    await insertOrders(uidOf('userA'), Array.from({ length: 45 }, (_, index) => T0 + index));
    expect((await fetchPage(uidOf('userA'), '?limit=45')).nextCursor).toBeNull();
    const all = await fetchPage(uidOf('userA'), '?limit=100');
    expect(all.orders).toHaveLength(45);
    expect(all.nextCursor).toBeNull();
    expect(all.orders.every((order) => order.items.length === 2)).toBe(true);
    const none = await fetchPage(uidOf('userB'), '', 'userB');
    expect(none).toEqual({ orders: [], nextCursor: null });
  });

  it('reads a full page of 100 with their lines (D1 allows only 100 bound parameters a query)', async () => {
    await insertOrders(uidOf('userA'), Array.from({ length: 150 }, (_, index) => T0 + index));
    const [first, second] = await allPages(uidOf('userA'), 100);
    expect([first?.length, second?.length]).toEqual([100, 50]);
    expect([...(first ?? []), ...(second ?? [])].every((order) => order.items.length === 2)).toBe(true);
  });

  it('refuses a bad limit or cursor with 400 naming the field', async () => {
    const [placed] = await insertOrders(uidOf('userA'), [T0]);
    const encode = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const cases = [
      ['limit', '?limit=0'],
      ['limit', '?limit=101'],
      ['limit', '?limit=abc'],
      ['limit', '?limit=1.5'],
      ['limit', '?limit=-1'],
      ['limit', '?limit='],
      ['limit', '?limit=10&limit=20'],
      ['before', '?before=not-a-cursor'],
      ['before', '?before=%%%'],
      ['before', '?before='],
      ['before', `?before=${encode(`${T0}`)}`],
      ['before', `?before=${encode(`${T0}.not-an-id`)}`],
      ['before', `?before=${encode(`9${'9'.repeat(20)}.${placed?.id}`)}`],
      ['before', `?before=${encode(`${T0}.${placed?.id}`)}&before=${encode(`${T0}.${placed?.id}`)}`],
    ] as const;
    for (const [field, query] of cases) {
      const response = await call('userA', 'GET', `/order/fetch-user-orders/${uidOf('userA')}${query}`);
      expect(response.status, query).toBe(400);
      const body = await response.json<{ error: string; issues: { path: string[]; message: string }[] }>();
      expect(body.error, query).toEqual(expect.any(String));
      expect(body.issues, query).toEqual([{ path: [field], message: expect.any(String) }]);
    }
    const both = await (await call('userA', 'GET', `/order/fetch-user-orders/${uidOf('userA')}?limit=0&before=x`)).json<{ error: string; issues: { path: string[] }[] }>();
    expect(both.issues.map((issue) => issue.path)).toEqual([['limit'], ['before']]);
    expect(both.error).toBe('limit must be a whole number from 1 to 100. before must be the nextCursor of an earlier page');
  });

  it('a cursor reads nothing but the history it is used on: another guest’s cursor pages the caller’s own', async () => {
    const mine = await insertOrders(uidOf('userA'), Array.from({ length: 6 }, (_, index) => T0 + index * 10));
    await insertOrders(uidOf('userB'), Array.from({ length: 6 }, (_, index) => T0 + index * 10 + 5));
    const theirs = await fetchPage(uidOf('userB'), '?limit=2', 'userB');
    const cursor = theirs.nextCursor ?? '';

    // B's cursor on A's own history: A's orders older than that point, never B's.
    const page = await fetchPage(uidOf('userA'), `?before=${cursor}`);
    expect(page.orders.every((order) => order.userId === uidOf('userA'))).toBe(true);
    expect(page.orders.map((order) => order.id)).toEqual(newestFirst(mine).slice(1));
    // And on B's history A is refused as before, cursor or not; the admin may page it.
    expect((await call('userA', 'GET', `/order/fetch-user-orders/${uidOf('userB')}?before=${cursor}`)).status).toBe(403);
    expect((await call('anonymous', 'GET', `/order/fetch-user-orders/${uidOf('userB')}?before=${cursor}`)).status).toBe(401);
    const asAdmin = await fetchPage(uidOf('userB'), `?before=${cursor}`, 'admin');
    expect(asAdmin.orders).toHaveLength(4);
    expect(asAdmin.orders.every((order) => order.userId === uidOf('userB'))).toBe(true);
  });
});
