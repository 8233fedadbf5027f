import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { TABLE_KINDS } from '../contract/floor-plan';
import type { Reservation } from '../contract/reservation';
import { hold, tomorrow } from '../test/bookings';
import { addGuests, callAs, callAsUid, resetWithNewCallers, uidOf } from '../test/callers';

// Which table a party gets (ARCHITECTURE.md: the preference if it fits and is free, else the smallest that fits).
const booking = (uid: string, guests: number, table?: number) => ({
  userId: uid,
  name: 'Ayesha Siddiqua',
  email: 'ayesha@example.com',
  phone: '01711000001',
  date: tomorrow,
  time: '19:30',
  guests,
  ...(table === undefined ? {} : { table }),
});

beforeEach(() => resetWithNewCallers('reservations'));

const windows = [...TABLE_KINDS.Window];

describe('the table a party is given', () => {
  it.each([
    ['preferred fits and is free', 2, 12, [], 12],
    ['a couple without a preference gets a window table', 2, undefined, [], 1],
    ['a couple preferring the roof top (too big) gets a window table', 2, 28, [], 1],
    ['preferred window taken: another window first', 2, 12, [12], 1],
    ['every window taken: the smallest that fits, a booth', 2, 12, windows, 2],
    ['preferred too small: the smallest that fits', 4, 1, [], 2],
    ['preferred centre taken: another centre before a booth', 4, 7, [7], 3],
    ['preferred booth too small for seven: a corner', 7, 2, [], 5],
    ['preferred corner too small for nine: the roof top', 9, 5, [], 28],
    ['a party of 15 gets a large roof-top table', 15, undefined, [], 33],
    ['a party of 15 keeps the large table it prefers', 15, 34, [], 34],
    ['the other large table when one is taken', 15, 33, [33], 34],
    ['a held table for a sitting that does not overlap is free', 2, 12, [{ table: 12, time: '17:30' }, { table: 12, time: '21:30' }], 12],
    ['a cancelled booking does not hold its table', 2, 12, [{ table: 12, time: '19:30', status: 'cancelled' }], 12],
  ] as const)('%s', async (_name, guests, preferred, taken, expected) => {
    await hold(uidOf('userB'), taken.map((item) => (typeof item === 'number' ? { table: item, time: '19:00' } : item)));
    const response = await callAs('userA', 'POST', '/reservation/create-reservation', booking(uidOf('userA'), guests, preferred));
    expect(response.status).toBe(201);
    expect((await response.json<{ reservation: Reservation }>()).reservation).toMatchObject({ table: expected, guests });
  });

  it('refuses with 409 when every table that fits is held, though smaller ones are free', async () => {
    await hold(uidOf('userB'), [{ table: 33, time: '18:00' }, { table: 34, time: '21:00' }]);
    const response = await callAs('userA', 'POST', '/reservation/create-reservation', booking(uidOf('userA'), 15));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'No table is available at that time. Please choose another time.', code: 'noTable' });
    expect((await callAs('userA', 'POST', '/reservation/create-reservation', booking(uidOf('userA'), 10))).status).toBe(201);
  });

  it('40 concurrent bookings for the last table that fits: exactly one gets it', async () => {
    await hold(uidOf('userB'), [{ table: 33, time: '19:30' }]);
    const guests = await addGuests(40);
    const responses = await Promise.all(guests.map((uid) => callAsUid(uid, 'POST', '/reservation/create-reservation', booking(uid, 15, 33))));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(39);
    const { results } = await env.DB.prepare("SELECT table_number AS n FROM reservations WHERE status != 'cancelled' ORDER BY n").all<{ n: number }>();
    expect(results.map((row) => row.n)).toEqual([33, 34]);
  });
});
