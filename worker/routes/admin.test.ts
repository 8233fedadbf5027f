import { env } from 'cloudflare:workers';
import * as fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrderPage, AdminReservationPage, AdminSummary, StatusEvent } from '../contract/admin';
import { addDays, dhakaClock } from '../contract/reservation';
import { newId } from '../ids';
import { callAs as call, resetWithNewCallers, uidOf } from '../test/callers';

// docs/decisions/0006: the dashboard's figures, lists and history, from D1.
beforeEach(() => resetWithNewCallers('mail_outbox', 'status_events', 'order_lines', 'orders', 'reservations'));

const today = dhakaClock(new Date()).date;
const T0 = Date.parse('2026-11-20T12:00:00Z');

/** Orders written straight into D1: one line each, one minute apart from T0 unless `at` says otherwise. */
async function seedOrders(rows: { total?: number; status?: string; name?: string; phone?: string; at?: number; user?: 'userA' | 'userB' }[]): Promise<string[]> {
  const ids = rows.map(() => newId());
  await env.DB.batch(
    rows.flatMap(({ total = 1000, status = 'pending', name = 'Ayesha Siddiqua', phone = '01711000001', at, user = 'userA' }, index) => [
      env.DB.prepare(
        "INSERT INTO orders (id, user_id, name, total, status, estimated_delivery_time, delivery_address, delivery_phone, payment_method, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, 45, 'House 12, Khulshi', ?6, 'cod', ?7, ?7)",
      ).bind(ids[index], uidOf(user), name, total, status, phone, at ?? T0 + index * 60_000),
      env.DB.prepare("INSERT INTO order_lines (order_id, position, dish_id, name, quantity, price) VALUES (?1, 0, '1', 'Smoked Hilsa Mousse', 1, ?2)").bind(ids[index], total),
    ]),
  );
  return ids;
}

async function seedBookings(rows: { date: string; time: string; status?: string; name?: string; phone?: string; table?: number }[]): Promise<string[]> {
  const ids = rows.map(() => newId());
  await env.DB.batch(
    rows.map(({ date, time, status = 'pending', name = 'Bashir Ahmed', phone = '01811000002', table = 1 }, index) =>
      env.DB.prepare(
        "INSERT INTO reservations (id, user_id, name, email, phone, date, time, guests, table_number, status) VALUES (?1, ?2, ?3, 'b@example.com', ?4, ?5, ?6, 2, ?7, ?8)",
      ).bind(ids[index], uidOf('userB'), name, phone, date, time, table, status),
    ),
  );
  return ids;
}

const json = async <T>(response: Response) => {
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<T>();
};

// Who may call each of these: the authorization matrices of order.test.ts and reservation.test.ts.

describe('summary', () => {
  it('counts orders, bookings and guests, and sums every total, cancelled ones too', async () => {
    await seedOrders([{ total: 1850 }, { total: 16500, status: 'cancelled' }, { total: 3200, status: 'delivered' }, { total: 990, status: 'preparing', user: 'userB' }]);
    await seedBookings([{ date: today, time: '19:00' }, { date: addDays(today, 1), time: '20:00', status: 'cancelled' }, { date: addDays(today, -3), time: '13:00' }]);
    // One guest e-mail could not be delivered, another was.
    await env.DB.prepare(
      "INSERT INTO mail_outbox (id, kind, subject_id, recipient, payload, state, next_attempt_at) VALUES ('MAILFAILED01', 'contact', '1', 'table@karnaphuli.com.bd', '{}', 'failed', 0), ('MAILSENT0001', 'contact', '2', 'table@karnaphuli.com.bd', '{}', 'sent', 0)",
    ).run();
    // One of the orders was collected from the restaurant: counted among the orders, and apart as a pickup.
    await env.DB.prepare("UPDATE orders SET fulfilment = 'pickup', delivery_fee = 0, status = 'collected' WHERE total = 3200").run();
    // Guests A and B are customers; the admin is staff.
    expect(await json<AdminSummary>(await call('admin', 'GET', '/admin/summary'))).toEqual({ role: 'admin', totalOrders: 4, pickupOrders: 1, reservations: 3, customers: 2, revenue: 1850 + 16500 + 3200 + 990, failedMails: 1, paymentsToCheck: 0, today: { invoices: 0, total: 0, vat: 0, serviceCharge: 0 }, sourcesToday: { web: 0, phone: 0, 'walk-in': 0 }, texts: { sent: 0, parts: 0, capped: 0, failed: 0, cap: 300, cost: 0 } });
    // Staff see the evening's figures, and none of the money.
    expect(await json<AdminSummary>(await call('staff', 'GET', '/admin/summary'))).toMatchObject({ role: 'staff', totalOrders: 4, customers: 2, revenue: null, today: null, failedMails: null, paymentsToCheck: null });
    const pickups = await json<AdminOrderPage>(await call('admin', 'GET', '/order/fetch-all-orders?fulfilment=pickup'));
    expect(pickups.orders.map((order) => [order.total, order.fulfilment, order.status])).toEqual([[3200, 'pickup', 'collected']]);
    expect((await call('admin', 'GET', '/order/fetch-all-orders?fulfilment=drone')).status).toBe(400);
    expect((await json<{ mails: { id: string }[] }>(await call('admin', 'GET', '/admin/mails/failed'))).mails.map((mail) => mail.id)).toEqual(['MAILFAILED01']);
  });

  it('answers zeros for an empty house', async () => {
    expect(await json<AdminSummary>(await call('admin', 'GET', '/admin/summary'))).toEqual({ role: 'admin', totalOrders: 0, pickupOrders: 0, reservations: 0, customers: 2, revenue: 0, failedMails: 0, paymentsToCheck: 0, today: { invoices: 0, total: 0, vat: 0, serviceCharge: 0 }, sourcesToday: { web: 0, phone: 0, 'walk-in': 0 }, texts: { sent: 0, parts: 0, capped: 0, failed: 0, cap: 300, cost: 0 } });
  });
});

describe('the orders list', () => {
  it('pages newest first, and a cursor stays correct while new orders arrive', async () => {
    const ids = await seedOrders(Array.from({ length: 7 }, () => ({})));
    const first = await json<AdminOrderPage>(await call('admin', 'GET', '/order/fetch-all-orders?limit=3'));
    expect(first.orders.map((order) => order.id)).toEqual([ids[6], ids[5], ids[4]]);
    // Two orders arrive, one of them in the very millisecond of the page's last order.
    await seedOrders([{ at: Date.now() }, { at: T0 + 4 * 60_000 }]);
    const second = await json<AdminOrderPage>(await call('admin', 'GET', `/order/fetch-all-orders?limit=3&before=${first.nextCursor}`));
    const third = await json<AdminOrderPage>(await call('admin', 'GET', `/order/fetch-all-orders?limit=3&before=${second.nextCursor}`));
    const seen = [...first.orders, ...second.orders, ...third.orders].map((order) => order.id);
    expect(seen.filter((id) => ids.includes(id))).toEqual([...ids].reverse());
    expect(new Set(seen).size).toBe(seen.length);
    expect(third.nextCursor).toBeNull();
    expect(first.orders[0]?.items).toEqual([{ id: '1', name: 'Smoked Hilsa Mousse', quantity: 1, price: 1000, image: '', description: '', note: '' }]);
  });

  it('filters by status and finds by id (however typed), name or phone', async () => {
    const [lobster = '', , mousse = ''] = await seedOrders([
      { name: 'Farhana Karim', phone: '01911222333', status: 'ready' },
      { name: 'Farid Hossain', phone: '01711000001', status: 'pending' },
      { name: 'Imran Chowdhury', phone: '01555666777', status: 'ready' },
    ]);
    const ids = async (query: string) => (await json<AdminOrderPage>(await call('admin', 'GET', `/order/fetch-all-orders?${query}`))).orders.map((order) => order.name);
    expect(await ids('status=ready')).toEqual(['Imran Chowdhury', 'Farhana Karim']);
    expect(await ids('q=farid')).toEqual(['Farid Hossain']);
    expect(await ids('q=Far')).toEqual(['Farid Hossain', 'Farhana Karim']);
    expect(await ids('q=Far&status=ready')).toEqual(['Farhana Karim']);
    expect(await ids('q=0191-1222')).toEqual(['Farhana Karim']);
    expect(await ids(`q=${encodeURIComponent(lobster.toLowerCase().replace(/(.{4})/g, '$1 '))}`)).toEqual(['Farhana Karim']);
    expect(await ids(`q=${mousse.slice(0, 6)}`)).toContain('Imran Chowdhury');
    expect(await ids(`q=${encodeURIComponent('%_')}`)).toEqual([]);
  });

  it('names each bad query parameter in a 400', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=101', 'limit'],
      ['before=not-a-cursor', 'before'],
      ['status=confirmed', 'status'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      const response = await call('admin', 'GET', `/order/fetch-all-orders?${query}`);
      expect(response.status, query).toBe(400);
      const body = await response.json<{ error: string; issues: { path: string[] }[] }>();
      expect(body.issues.map((issue) => issue.path.join('.')), query).toContain(field);
      expect(body.error).toContain(field);
    }
    const unknown = await call('admin', 'GET', '/order/fetch-all-orders?sort=price');
    expect(unknown.status).toBe(400);
    expect((await unknown.json<{ error: string }>()).error).toContain('sort');
  });
});

describe('the reservations list', () => {
  it("shows today's first, then the days ahead by time; the past latest first; pages and filters", async () => {
    const [later = '', tonight = '', lunch = '', lastWeek = '', yesterday = '', cancelled = ''] = await seedBookings([
      { date: addDays(today, 2), time: '12:00' },
      { date: today, time: '20:30', name: 'Sadia Islam', phone: '01611999888' },
      { date: today, time: '13:00' },
      { date: addDays(today, -7), time: '19:00' },
      { date: addDays(today, -1), time: '19:00' },
      { date: addDays(today, 1), time: '19:00', status: 'cancelled' },
    ]);
    const list = async (query: string) => json<AdminReservationPage>(await call('admin', 'GET', `/reservation/fetch-all-reservation?${query}`));
    const first = await list('limit=2');
    expect(first.reservations.map((item) => item.id)).toEqual([lunch, tonight]);
    const rest = await list(`limit=2&cursor=${first.nextCursor}`);
    expect(rest.reservations.map((item) => item.id)).toEqual([cancelled, later]);
    expect(rest.nextCursor).toBeNull();
    expect((await list('when=past')).reservations.map((item) => item.id)).toEqual([yesterday, lastWeek]);
    expect((await list('status=cancelled')).reservations.map((item) => item.id)).toEqual([cancelled]);
    expect((await list('q=sadia')).reservations.map((item) => item.id)).toEqual([tonight]);
    expect((await list('q=999888')).reservations.map((item) => item.id)).toEqual([tonight]);
    for (const [query, field] of [
      ['when=tomorrow', 'when'],
      ['status=seated', 'status'],
      ['cursor=zzz', 'cursor'],
      ['limit=-1', 'limit'],
    ] as const) {
      const response = await call('admin', 'GET', `/reservation/fetch-all-reservation?${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json<{ issues: { path: string[] }[] }>()).issues.map((issue) => issue.path.join('.'))).toContain(field);
    }
  });
});

// SQLite's LIKE refuses a pattern over 50 bytes in D1: a long search answered 500 (60 Latin letters, 30 Bengali).
describe('the search of both lists', () => {
  const LONG_NAME = 'মোহাম্মদ আবদুল্লাহ আল মামুন চৌধুরী';
  const lists = {
    orders: {
      seed: (people: { name: string; phone: string }[]) => seedOrders(people),
      find: async (q: string) => (await json<AdminOrderPage>(await call('admin', 'GET', `/order/fetch-all-orders?q=${encodeURIComponent(q)}`))).orders.map((order) => order.name).sort(),
    },
    reservations: {
      seed: (people: { name: string; phone: string }[]) => seedBookings(people.map((person, index) => ({ ...person, date: addDays(today, 1), time: '19:00', table: index + 1 }))),
      find: async (q: string) => (await json<AdminReservationPage>(await call('admin', 'GET', `/reservation/fetch-all-reservation?q=${encodeURIComponent(q)}`))).reservations.map((booking) => booking.name).sort(),
    },
  };

  it.each(Object.keys(lists) as (keyof typeof lists)[])('%s: every search the contract accepts answers, and finds Bengali names and phone numbers', async (list) => {
    const { seed, find } = lists[list];
    await seed([
      { name: 'শাহানা পারভীন', phone: '01711222333' },
      { name: LONG_NAME, phone: '+880 1911-444555' },
      { name: 'Rahim Uddin', phone: '01811666777' },
    ]);
    // Long searches: they answer, and find what they match.
    expect(await find('x'.repeat(60))).toEqual([]);
    expect(await find('ক'.repeat(30))).toEqual([]);
    expect(await find('x'.repeat(100))).toEqual([]);
    expect(await find('ক'.repeat(100))).toEqual([]);
    expect([...LONG_NAME].length).toBeGreaterThan(30);
    expect(await find(LONG_NAME)).toEqual([LONG_NAME]);
    expect(await find(`${'Rahim Uddin '.repeat(8)}Rahim`.slice(0, 100))).toEqual([]);
    // Bengali names, by any part of them; Latin ones in any case.
    expect(await find('পারভীন')).toEqual(['শাহানা পারভীন']);
    expect(await find('আবদুল্লাহ আল')).toEqual([LONG_NAME]);
    expect(await find('rAHIM uDDIN')).toEqual(['Rahim Uddin']);
    // Phone numbers by their digits, however either side writes them, Bengali digits too.
    expect(await find('01711-222')).toEqual(['শাহানা পারভীন']);
    expect(await find('০১৭১১২২২৩৩৩')).toEqual(['শাহানা পারভীন']);
    expect(await find('01911444555')).toEqual([LONG_NAME]);
    expect(await find('1911 444')).toEqual([LONG_NAME]);
    expect(await find('(+880) 1911.444')).toEqual([LONG_NAME]);
    // An id is not a phone number: the digits of one (0171122233 here) find no one's phone.
    expect(await find('K0171122233M')).toEqual([]);
    expect(await find('K01711')).toEqual([]);
    // Wildcards are only characters.
    expect(await find('%')).toEqual([]);
    expect(await find('_a')).toEqual([]);
  });

  it.each(Object.keys(lists) as (keyof typeof lists)[])('%s: any text of up to 100 characters answers 200, a longer one 400 (150 generated)', { timeout: 30_000 }, async (list) => {
    const path = list === 'orders' ? '/order/fetch-all-orders' : '/reservation/fetch-all-reservation';
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ unit: 'binary', maxLength: 110 }), fc.string({ unit: fc.constantFrom('ক', 'া', '্', 'x', '%', ' ', '০'), maxLength: 110 })), async (q) => {
        const response = await call('admin', 'GET', `${path}?q=${encodeURIComponent(q)}`);
        expect(response.status, JSON.stringify(q)).toBe(q.trim().length <= 100 ? 200 : 400);
      }),
      { numRuns: 150 },
    );
  });
});

describe('status history', () => {
  const history = async (subject: 'orders' | 'reservations', id: string) => (await json<{ events: StatusEvent[] }>(await call('admin', 'GET', `/admin/${subject}/${id}/history`))).events;

  it("records every change of an order's status and its deletion, by whom and when", async () => {
    const [id = ''] = await seedOrders([{}]);
    for (const status of ['preparing', 'preparing', 'ready']) expect((await call('admin', 'PUT', `/order/update-order/${id}`, { status })).status).toBe(200);
    expect((await call('admin', 'DELETE', `/order/delete-order/${id}`)).status).toBe(200);
    const events = await history('orders', id);
    // Setting the status an order already has changes nothing and records nothing.
    expect(events.map(({ action, from, to, by }) => [action, from, to, by])).toEqual([
      ['status', 'pending', 'preparing', 'Admin'],
      ['status', 'preparing', 'ready', 'Admin'],
      ['delete', 'ready', null, 'Admin'],
    ]);
    expect(Math.abs(Date.parse(events[0]?.at ?? '') - Date.now())).toBeLessThan(60_000);
  });

  it('writes the record in the same batch as the change: a refused change records nothing', async () => {
    const [taken = '', mine = ''] = await seedBookings([
      { date: addDays(today, 1), time: '19:00', table: 7, status: 'cancelled' },
      { date: addDays(today, 1), time: '19:30', table: 7, status: 'pending' },
    ]);
    const response = await call('admin', 'PUT', `/reservation/update-reservation/${taken}`, { status: 'confirmed' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'Its table has been booked by someone else since it was cancelled.', code: 'tableTaken' });
    expect(await history('reservations', taken)).toEqual([]);
    expect((await call('admin', 'PUT', `/reservation/update-reservation/${mine}`, { status: 'confirmed' })).status).toBe(200);
    expect((await history('reservations', mine)).map(({ from, to }) => [from, to])).toEqual([['pending', 'confirmed']]);
    // A request for an unknown id: no row, no record.
    expect((await call('admin', 'PUT', '/reservation/update-reservation/ZZZZZZZZZZZZ', { status: 'confirmed' })).status).toBe(404);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM status_events').first<{ n: number }>())?.n).toBe(1);
  });

  it("keeps the record of a deleted booking, and the tracking page does not show it", async () => {
    const [id = ''] = await seedBookings([{ date: addDays(today, 1), time: '19:00' }]);
    expect((await call('admin', 'PUT', `/reservation/update-reservation/${id}`, { status: 'cancelled' })).status).toBe(200);
    const tracked = await (await call('anonymous', 'GET', `/track/reservation/${id}`)).json<Record<string, unknown>>();
    expect(JSON.stringify(tracked)).not.toContain('Admin');
    expect((await call('admin', 'DELETE', `/reservation/delete-reservation/${id}`)).status).toBe(200);
    expect((await history('reservations', id)).map(({ action }) => action)).toEqual(['status', 'delete']);
  });
});
