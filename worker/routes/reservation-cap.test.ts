import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { UPCOMING_BOOKINGS_PER_GUEST as MOST } from '../contract/floor-plan';
import { addDays, BOOKINGS_HELD_MESSAGE, type Reservation, type ReservationInput } from '../contract/reservation';
import { bookTable } from '../db/reservations';
import { bookingBody, hold, tomorrow } from '../test/bookings';
import { type Caller, callAs, resetWithNewCallers, uidOf } from '../test/callers';
import { tokenEmail } from '../test/tokens';

// One account may hold only so many upcoming bookings (the floor plan's UPCOMING_BOOKINGS_PER_GUEST), so that a
// handful of free accounts cannot book out the floor. Checked in the booking's own INSERT, so it holds under races.

beforeEach(() => resetWithNewCallers('reservations', 'mail_outbox'));

type SignedIn = Exclude<Caller, 'anonymous'>;
const book = (caller: SignedIn, overrides: Record<string, unknown> = {}) => callAs(caller, 'POST', '/reservation/create-reservation', bookingBody(uidOf(caller), overrides));

/** `count` bookings of the caller's own, one a day from the day after tomorrow, at lunch. */
const holdAhead = (caller: SignedIn, count: number, status = 'pending') =>
  hold(
    uidOf(caller),
    Array.from({ length: count }, (_, index) => ({ table: 1, time: '13:00', date: addDays(tomorrow, index + 1), status })),
  );

const heldBy = async (caller: SignedIn) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM reservations WHERE user_id = ?1 AND status != 'cancelled'").bind(uidOf(caller)).first<{ n: number }>())?.n;

const REFUSAL = { error: BOOKINGS_HELD_MESSAGE, code: 'bookingsHeld', issues: [{ path: ['userId'], message: BOOKINGS_HELD_MESSAGE, code: 'bookingsHeld' }] };

describe('the most upcoming bookings one guest may hold', () => {
  it('holding one fewer, a guest books; holding the most, they are refused (409, the reason for the form) and nothing is written', async () => {
    await holdAhead('userA', MOST - 1);
    expect((await book('userA')).status).toBe(201);
    const mailsBefore = await env.DB.prepare('SELECT count(*) AS n FROM mail_outbox').first<{ n: number }>();

    const refused = await book('userA', { time: '12:00', table: 4 });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual(REFUSAL);
    expect(await heldBy('userA')).toBe(MOST);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM mail_outbox').first<{ n: number }>()).toEqual(mailsBefore);
    // It is the account's allowance, not the table's: another guest books that very time.
    expect((await book('userB', { userId: uidOf('userB'), time: '12:00', table: 4 })).status).toBe(201);
  });

  it('cancelled and past bookings do not count, and cancelling one frees a place', async () => {
    await holdAhead('userA', MOST - 1);
    await hold(uidOf('userA'), [
      { table: 2, time: '19:00', date: addDays(tomorrow, 1), status: 'cancelled' },
      { table: 3, time: '19:00', date: addDays(tomorrow, -2) },
      { table: 4, time: '19:00', date: addDays(tomorrow, -30), status: 'confirmed' },
    ]);
    const last = await book('userA');
    expect(last.status).toBe(201);
    expect((await book('userA', { time: '12:00' })).status).toBe(409);

    const { reservation } = await last.json<{ reservation: Reservation }>();
    expect((await callAs('userA', 'PUT', `/reservation/cancel-reservation/${reservation.id}`)).status).toBe(200);
    expect((await book('userA', { time: '12:00' })).status).toBe(201);
    expect(await heldBy('userA')).toBe(MOST + 2);
  });

  it('a sitting already begun today no longer counts; one starting now still does', async () => {
    const input = bookingBody(uidOf('userA'), { time: '20:00' }) as ReservationInput;
    const twoPm = new Date(`${tomorrow}T14:00:00+06:00`).getTime();
    await hold(uidOf('userA'), Array.from({ length: MOST }, (_, index) => ({ table: 20 + index, time: '13:30' })));
    expect(typeof (await bookTable(env.DB, input, tokenEmail(`${uidOf('userA')}@example.com`), null, [], twoPm))).toBe('object');

    await env.DB.prepare('DELETE FROM reservations').run();
    await hold(uidOf('userA'), Array.from({ length: MOST }, (_, index) => ({ table: 20 + index, time: '14:00' })));
    expect(await bookTable(env.DB, input, tokenEmail(`${uidOf('userA')}@example.com`), null, [], twoPm)).toBe('bookings-held');
  });

  it('concurrent bookings by one guest never take them past it', async () => {
    await holdAhead('userA', MOST - 2);
    const times = ['09:00', '11:00', '13:00', '15:00', '17:00', '19:00', '21:00', '12:00', '16:00', '20:00'];
    const responses = await Promise.all(times.map((time) => book('userA', { time })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(2).fill(201), ...Array(8).fill(409)]);
    for (const response of responses.filter((answer) => answer.status === 409)) expect(await response.json()).toEqual(REFUSAL);
    expect(await heldBy('userA')).toBe(MOST);
  });

  it('staff are not held to it: an admin may book for callers with their details', async () => {
    await holdAhead('admin', MOST + 3);
    expect((await book('admin', { name: 'Caller on the phone', phone: '01911000777' })).status).toBe(201);
  });

  it('a full table is still refused with its own words, not the allowance', async () => {
    await hold(uidOf('userB'), [{ table: 33, time: '19:30' }, { table: 34, time: '19:30' }]);
    const refused = await book('userA', { guests: 15, table: 33 });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'No table is available at that time. Please choose another time.', code: 'noTable' });
  });
});
