import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { tablesFor, UPCOMING_BOOKINGS_PER_GUEST } from '../contract/floor-plan';
import { addDays, minutesOf, type Reservation, SITTING_MINUTES } from '../contract/reservation';
import { addGuests, type Caller, callAs as call, callAsUid, CALLERS, resetWithNewCallers, uidOf, userRow } from '../test/callers';
import { awayFromMinuteEnd } from '../test/limit-window';
import { bookingBody, tomorrow } from '../test/bookings';

const booking = (overrides: Record<string, unknown> = {}) => bookingBody(uidOf('userA'), overrides);

async function book(caller: Caller = 'userA', overrides: Record<string, unknown> = {}) {
  return call(caller, 'POST', '/reservation/create-reservation', booking(overrides));
}

beforeEach(() => resetWithNewCallers('reservations'));

/** A booking by each of `count` new guests, at once. */
async function bookByNewGuests(count: number, overrides: Record<string, unknown> = {}) {
  const guests = await addGuests(count);
  return Promise.all(guests.map((uid) => callAsUid(uid, 'POST', '/reservation/create-reservation', booking({ userId: uid, ...overrides }))));
}

describe('who may do what with reservations', () => {
  it.each([
    ['POST create-reservation for user A', 'POST', '/reservation/create-reservation', { anonymous: 401, userA: 201, userB: 403, staff: 403, admin: 403 }],
    ['GET fetch-all-reservation', 'GET', '/reservation/fetch-all-reservation', { anonymous: 401, userA: 403, userB: 403, staff: 200, admin: 200 }],
    ['GET fetch-all-reservation, paged, filtered and searched', 'GET', '/reservation/fetch-all-reservation?limit=5&status=pending&when=past&q=Ayesha', { anonymous: 401, userA: 403, userB: 403, staff: 200, admin: 200 }],
    ['GET admin/reservations/:id/history', 'GET', '/admin/reservations/:id/history', { anonymous: 401, userA: 403, userB: 403, staff: 200, admin: 200 }],
    ['PUT update-reservation', 'PUT', '/reservation/update-reservation/:id', { anonymous: 401, userA: 403, userB: 403, staff: 200, admin: 200 }],
    ['DELETE delete-reservation', 'DELETE', '/reservation/delete-reservation/:id', { anonymous: 401, userA: 403, userB: 403, staff: 403, admin: 200 }],
    ['GET track/reservation', 'GET', '/track/reservation/:id', { anonymous: 200, userA: 200, userB: 200, staff: 200, admin: 200 }],
    ['GET fetch-user-reservations of user A', 'GET', '/reservation/fetch-user-reservations/:uid', { anonymous: 401, userA: 200, userB: 403, staff: 403, admin: 200 }],
    ['PUT cancel-reservation of user A’s booking', 'PUT', '/reservation/cancel-reservation/:id', { anonymous: 401, userA: 200, userB: 403, staff: 403, admin: 403 }],
    ['GET availability (public, nothing personal)', 'GET', `/reservation/availability?date=${tomorrow}&guests=2`, { anonymous: 200, userA: 200, userB: 200, staff: 200, admin: 200 }],
  ] as const)('%s', async (_name, method, template, expected) => {
    for (const caller of CALLERS) {
      await env.DB.prepare('DELETE FROM reservations').run();
      const { reservation } = await (await book()).json<{ reservation: Reservation }>();
      const body = method === 'POST' ? booking() : template.includes('update-reservation') ? { status: 'confirmed' } : undefined;
      const response = await call(caller, method, template.replace(':id', reservation.id).replace(':uid', uidOf('userA')), body);
      expect(response.status, `${caller} ${method} ${template}`).toBe(expected[caller]);
    }
  });
});

describe('create-reservation', () => {
  it('keeps the preferred table when free and answers the spec shape, pending', async () => {
    const response = await book();
    expect(response.status).toBe(201);
    const { reservation } = await response.json<{ reservation: Reservation }>();
    expect(reservation).toMatchObject({ date: tomorrow, time: '19:30', guests: 2, table: 12, status: 'pending', email: 'ayesha@example.com' });
    expect(reservation.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
  });

  it('creates the missing record of a signed-in guest whose first create-user failed, and leaves an existing one as it is', async () => {
    const uid = `no-record-${crypto.randomUUID().slice(0, 8)}`;
    const response = await callAsUid(uid, 'POST', '/reservation/create-reservation', booking({ userId: uid }));
    expect(response.status).toBe(201);
    expect((await response.json<{ reservation: Reservation }>()).reservation.userId).toBe(uid);
    // The e-mail is the token's; the booking's contact address stays on the booking.
    expect(await userRow(uid)).toMatchObject({ user_id: uid, name: 'Ayesha Siddiqua', email: `${uid}@example.com`, phone: '', address: '', role: 'user' });

    await env.DB.prepare("UPDATE users SET phone = '01711000001', address = 'House 12, Road 3, Khulshi' WHERE user_id = ?1").bind(uidOf('admin')).run();
    const before = await userRow(uidOf('admin'));
    expect((await book('admin', { userId: uidOf('admin'), name: 'Someone Else' })).status).toBe(201);
    expect(await userRow(uidOf('admin'))).toEqual(before);
    expect(before).toMatchObject({ name: 'Admin', role: 'admin' });
  });

  it('gives another table of the same kind when the preferred one is held for the sitting', async () => {
    await book('userA', { table: 12 });
    const { reservation } = await (await book('userA', { table: 12, time: '20:30' })).json<{ reservation: Reservation }>();
    expect([1, 4, 8, 16, 20, 24]).toContain(reservation.table);
    const later = await (await book('userA', { table: 12, time: '21:30' })).json<{ reservation: Reservation }>();
    expect(later.reservation.table).toBe(12);
  });

  it('says so when every table for two is held, and a cancellation frees one', async () => {
    // The house fills up with couples booking one after another (one guest alone would meet the per-guest limit).
    const forTwo = tablesFor(2).length;
    const booked: Reservation[] = [];
    for (const uid of await addGuests(forTwo)) {
      booked.push((await (await callAsUid(uid, 'POST', '/reservation/create-reservation', booking({ userId: uid }))).json<{ reservation: Reservation }>()).reservation);
    }
    expect(new Set(booked.map((reservation) => reservation.table)).size).toBe(forTwo);
    const full = await book();
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({ error: 'No table is available at that time. Please choose another time.', code: 'noTable' });

    await call('admin', 'PUT', `/reservation/update-reservation/${booked[5]?.id}`, { status: 'cancelled' });
    const again = await book();
    expect(again.status).toBe(201);
    expect((await again.json<{ reservation: Reservation }>()).reservation.table).toBe(booked[5]?.table);
    // The cancelled booking cannot come back: its table is taken.
    expect((await call('admin', 'PUT', `/reservation/update-reservation/${booked[5]?.id}`, { status: 'pending' })).status).toBe(409);
  });

  it('40 concurrent bookings of one table for one sitting never hold a table twice', async () => {
    const forTwo = tablesFor(2).length;
    const responses = await bookByNewGuests(40);
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(forTwo);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40 - forTwo);
    const { results } = await env.DB.prepare("SELECT table_number AS tableNumber, time FROM reservations WHERE status != 'cancelled'").all<{ tableNumber: number; time: string }>();
    for (const [index, a] of results.entries()) {
      for (const b of results.slice(index + 1)) {
        const overlapping = a.tableNumber === b.tableNumber && Math.abs(minutesOf(a.time) - minutesOf(b.time)) < SITTING_MINUTES;
        expect(overlapping).toBe(false);
      }
    }
  });

  it('lets a guest make 20 booking attempts a minute, then answers 429 with Retry-After', { timeout: 15_000 }, async () => {
    await awayFromMinuteEnd();
    const times = ['12:00', '14:30', '17:00', '19:30'];
    // Past the most upcoming bookings one guest may hold, an attempt is refused (409), and still spends the allowance.
    const made = await Promise.all(Array.from({ length: 20 }, (_, index) => book('userA', { time: times[index % 4], table: 1 + Math.floor(index / 4) })));
    expect(made.map((response) => response.status).sort()).toEqual([...Array(UPCOMING_BOOKINGS_PER_GUEST).fill(201), ...Array(20 - UPCOMING_BOOKINGS_PER_GUEST).fill(409)]);
    const over = await book('userA', { time: '21:30' });
    expect(over.status).toBe(429);
    expect(over.headers.get('Retry-After')).toBe('60');
    expect((await book('userB', { userId: uidOf('userB'), time: '21:30' })).status).toBe(201);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM reservations').first<{ n: number }>())?.n).toBe(UPCOMING_BOOKINGS_PER_GUEST + 1);
  });

  it('refuses bad input with the spec messages and stores nothing', async () => {
    const response = await book('userA', { date: addDays(tomorrow, 40), time: '22:00', guests: 21, phone: '1' });
    expect(response.status).toBe(400);
    expect((await response.json<{ issues: { path: string[] }[] }>()).issues.map((issue) => issue.path[0]).sort()).toEqual(['date', 'guests', 'phone', 'time']);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM reservations').first<{ n: number }>())?.n).toBe(0);
  });

  it.each(['2026-11-2x', 'tomorrow', '2026-13-01', ''])('refuses the date %j with a 400, never a 500', async (date) => {
    const response = await book('userA', { date });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [{ path: ['date'], message: 'Please select a date within the next 30 days' }] });
  });
});

describe('admin and tracking', () => {
  it('lists by date ascending, takes exactly the three statuses, deletes', async () => {
    await book('userA', { date: addDays(tomorrow, 2) });
    const { reservation } = await (await book('userA', { date: tomorrow })).json<{ reservation: Reservation }>();
    const { reservations } = await (await call('admin', 'GET', '/reservation/fetch-all-reservation')).json<{ reservations: Reservation[] }>();
    expect(reservations.map((item) => item.date)).toEqual([tomorrow, addDays(tomorrow, 2)]);
    for (const status of ['confirmed', 'cancelled', 'pending']) {
      expect((await (await call('admin', 'PUT', `/reservation/update-reservation/${reservation.id}`, { status })).json<{ reservation: Reservation }>()).reservation.status).toBe(status);
    }
    expect((await call('admin', 'PUT', `/reservation/update-reservation/${reservation.id}`, { status: 'seated' })).status).toBe(400);
    expect((await call('admin', 'DELETE', `/reservation/delete-reservation/${reservation.id}`)).status).toBe(200);
    expect((await call('admin', 'DELETE', `/reservation/delete-reservation/${reservation.id}`)).status).toBe(404);
  });

  it('tracking shows the booking with the first name only', async () => {
    const { reservation } = await (await book()).json<{ reservation: Reservation }>();
    const { reservation: tracked } = await (await call('anonymous', 'GET', `/track/reservation/${reservation.id.toLowerCase()}`)).json<{ reservation: Record<string, unknown> }>();
    expect(tracked).toEqual({ id: reservation.id, name: 'Ayesha', date: tomorrow, time: '19:30', guests: 2, table: 12, kind: 'Window', status: 'pending' });
    expect((await call('anonymous', 'GET', '/track/reservation/NOSUCHBOOKNG')).status).toBe(404);
  });
});
