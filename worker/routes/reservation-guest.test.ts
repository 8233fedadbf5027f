import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, dhakaClock, type Reservation } from '../contract/reservation';
import { cancelReservation } from '../db/reservations';
import { hold, tomorrow } from '../test/bookings';
import { callAs, resetWithNewCallers, uidOf } from '../test/callers';

// A guest's own bookings: their list, and cancelling online up to 4 hours ahead (the Terms).
beforeEach(() => resetWithNewCallers('reservations'));

const idsOf = async (uid: string) => (await env.DB.prepare('SELECT id, date, time FROM reservations WHERE user_id = ?1').bind(uid).all<{ id: string; date: string; time: string }>()).results;
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** The restaurant's date and time `minutes` from now, to the minute (rounded down). */
const fromNow = (minutes: number) => {
  const clock = dhakaClock(new Date(Date.now() + minutes * 60_000));
  return { date: clock.date, time: hhmm(clock.minutes) };
};

describe('fetch-user-reservations', () => {
  it('lists a guest’s own bookings, upcoming first (soonest first), then the past (latest first)', async () => {
    const today = dhakaClock(new Date()).date;
    await hold(uidOf('userA'), [
      { table: 1, time: '12:00', date: addDays(today, -3) },
      { table: 1, time: '19:30', date: addDays(tomorrow, 5) },
      { table: 1, time: '12:00', date: addDays(today, -1) },
      { table: 2, time: '19:30', date: tomorrow, status: 'cancelled' },
      { table: 3, time: '13:00', date: tomorrow },
    ]);
    await hold(uidOf('userB'), [{ table: 4, time: '19:30' }]);
    const response = await callAs('userA', 'GET', `/reservation/fetch-user-reservations/${uidOf('userA')}`);
    expect(response.status).toBe(200);
    const { reservations } = await response.json<{ reservations: Reservation[] }>();
    expect(reservations.map((item) => `${item.date} ${item.time}`)).toEqual([
      `${tomorrow} 13:00`,
      `${tomorrow} 19:30`,
      `${addDays(tomorrow, 5)} 19:30`,
      `${addDays(today, -1)} 12:00`,
      `${addDays(today, -3)} 12:00`,
    ]);
    expect(reservations.every((item) => item.userId === uidOf('userA'))).toBe(true);
    const forAdmin = await (await callAs('admin', 'GET', `/reservation/fetch-user-reservations/${uidOf('userA')}`)).json<{ reservations: Reservation[] }>();
    expect(forAdmin.reservations).toEqual(reservations);
  });
});

describe('cancel-reservation', () => {
  it('cancels a pending or confirmed booking and frees its table', async () => {
    await hold(uidOf('userA'), [{ table: 12, time: '19:30' }, { table: 16, time: '19:30', status: 'confirmed' }]);
    for (const { id } of await idsOf(uidOf('userA'))) {
      const response = await callAs('userA', 'PUT', `/reservation/cancel-reservation/${id.toLowerCase()}`);
      expect(response.status).toBe(200);
      expect((await response.json<{ reservation: Reservation }>()).reservation).toMatchObject({ id, status: 'cancelled' });
    }
    const again = await callAs('userB', 'POST', '/reservation/create-reservation', {
      userId: uidOf('userB'), name: 'Bashir Ahmed', email: 'bashir@example.com', phone: '01711000002', date: tomorrow, time: '19:30', guests: 2, table: 12,
    });
    expect((await again.json<{ reservation: Reservation }>()).reservation.table).toBe(12);
    // Each cancel is in the booking's history, by the guest, as the admin's changes are.
    const { results } = await env.DB.prepare("SELECT from_status, to_status, actor_id FROM status_events WHERE subject = 'reservation' AND actor_id = ?1 ORDER BY from_status DESC")
      .bind(uidOf('userA'))
      .all();
    expect(results).toEqual([
      { from_status: 'pending', to_status: 'cancelled', actor_id: uidOf('userA') },
      { from_status: 'confirmed', to_status: 'cancelled', actor_id: uidOf('userA') },
    ]);
  });

  it('refuses an already cancelled booking, and an unknown one', async () => {
    await hold(uidOf('userA'), [{ table: 12, time: '19:30', status: 'cancelled' }]);
    const [row] = await idsOf(uidOf('userA'));
    const response = await callAs('userA', 'PUT', `/reservation/cancel-reservation/${row?.id}`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'This reservation is already cancelled. Please call the restaurant if you need help.', code: 'cancelNotOpen' });
    expect((await callAs('userA', 'PUT', '/reservation/cancel-reservation/NOSUCHBOOKNG')).status).toBe(404);
  });

  it('online up to 4 hours ahead in Chattogram, then the guest must call', async () => {
    const late = fromNow(239);
    const early = fromNow(242);
    await hold(uidOf('userA'), [{ table: 1, ...late }, { table: 2, ...early }]);
    const rows = await idsOf(uidOf('userA'));
    const lateId = rows.find((row) => row.time === late.time && row.date === late.date)?.id;
    const earlyId = rows.find((row) => row.time === early.time && row.date === early.date)?.id;
    const refused = await callAs('userA', 'PUT', `/reservation/cancel-reservation/${lateId}`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'Reservations can be cancelled online up to 4 hours before their time. Please call the restaurant to cancel.', code: 'cancelTooLate' });
    expect((await callAs('userA', 'PUT', `/reservation/cancel-reservation/${earlyId}`)).status).toBe(200);
  });

  it.each([
    ['4 h 1 min ahead: cancelled', '2026-11-23T08:29:00Z', 'cancelled'],
    ['exactly 4 h ahead: cancelled (at least 4 hours, the Terms)', '2026-11-23T08:30:00Z', 'cancelled'],
    ['3 h 59 min ahead: too late', '2026-11-23T08:31:00Z', 'too-late'],
    ['the evening before, Chattogram’s midnight passed in UTC: cancelled', '2026-11-22T18:30:00Z', 'cancelled'],
  ])('a 18:30 sitting on 23 November, %s', async (_name, now, expected) => {
    // 18:30 in Chattogram is 12:30 UTC.
    await hold(uidOf('userA'), [{ table: 1, date: '2026-11-23', time: '18:30' }]);
    const [row] = await idsOf(uidOf('userA'));
    const outcome = await cancelReservation(env.DB, row?.id ?? '', uidOf('userA'), new Date(now));
    expect(typeof outcome === 'string' ? outcome : outcome.status).toBe(expected);
  });
});
