import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { UPCOMING_BOOKINGS_PER_GUEST } from '../contract/floor-plan';
import type { Reservation } from '../contract/reservation';
import { bookingBody, hold } from '../test/bookings';
import { callAs, resetWithNewCallers, uidOf } from '../test/callers';
import { awayFromMinuteEnd } from '../test/limit-window';

// One booking per attempt: the same Idempotency-Key from the same guest within 24 hours is the first booking.
const booking = (overrides: Record<string, unknown> = {}) => bookingBody(uidOf('userA'), overrides);
const book = (key: string | undefined, overrides: Record<string, unknown> = {}) =>
  callAs('userA', 'POST', '/reservation/create-reservation', booking(overrides), key === undefined ? {} : { 'Idempotency-Key': key });
const count = async () => (await env.DB.prepare('SELECT count(*) AS n FROM reservations').first<{ n: number }>())?.n;
const idOf = async (response: Response) => (await response.json<{ reservation: Reservation }>()).reservation.id;

beforeEach(() => resetWithNewCallers('reservations'));

describe('create-reservation with an Idempotency-Key', () => {
  it('a double submit books one table', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => book('booking-7f3a')));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(await Promise.all(responses.map(idOf))).size).toBe(1);
    expect(await count()).toBe(1);
  });

  it('a concurrent double submit for the last table that fits gets the one booking, not a 409', async () => {
    await hold(uidOf('userB'), [{ table: 33, time: '19:00' }]);
    const responses = await Promise.all([book('big-party', { guests: 15 }), book('big-party', { guests: 15 })]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 201]);
    const [a, b] = await Promise.all(responses.map(idOf));
    expect(a).toBe(b);
    expect(await count()).toBe(2);
  });

  it('a retry returns the same booking (200), even over the rate limit; another key or guest is another booking', { timeout: 15_000 }, async () => {
    await awayFromMinuteEnd();
    const first = await book('booking-first');
    expect(first.status).toBe(201);
    const id = await idOf(first);
    // Past the most upcoming bookings one guest may hold, an attempt is refused (409), and still spends the allowance.
    const more = await Promise.all(Array.from({ length: 19 }, (_, index) => book(undefined, { time: index < 10 ? '12:00' : '16:00', table: undefined })));
    expect(more.map((response) => response.status).sort()).toEqual([...Array(UPCOMING_BOOKINGS_PER_GUEST - 1).fill(201), ...Array(20 - UPCOMING_BOOKINGS_PER_GUEST).fill(409)]);
    expect((await book('booking-second')).status).toBe(429);

    const retry = await book('booking-first');
    expect(retry.status).toBe(200);
    expect(await idOf(retry)).toBe(id);
    const other = await callAs('userB', 'POST', '/reservation/create-reservation', booking({ userId: uidOf('userB') }), { 'Idempotency-Key': 'booking-first' });
    expect(other.status).toBe(201);
    expect(await idOf(other)).not.toBe(id);
  });

  it('holds a key for 24 hours, then lets it make a new booking', async () => {
    const first = await idOf(await book('booking-day'));
    const hoursAgo = (hours: number) => env.DB.prepare('UPDATE reservations SET created_at = ?1 WHERE id = ?2').bind(Date.now() - hours * 3_600_000, first).run();
    await hoursAgo(23.9);
    expect(await idOf(await book('booking-day'))).toBe(first);
    await hoursAgo(24.1);
    const nextDay = await book('booking-day', { time: '12:00' });
    expect(nextDay.status).toBe(201);
    const second = await idOf(nextDay);
    expect(second).not.toBe(first);
    expect(await idOf(await book('booking-day', { time: '12:00' }))).toBe(second);
    expect(await count()).toBe(2);
  });

  it('answers 422 to a key sent again with another booking, and the first booking to the same one however it is written', async () => {
    const first = await book('booking-once');
    expect(first.status).toBe(201);
    const { reservation } = await first.json<{ reservation: Reservation }>();
    for (const other of [{ time: '20:00' }, { guests: 3 }, { table: 8 }, { table: undefined }, { name: 'Rahim Uddin' }, { email: 'rahim@example.com' }, { phone: '01811000002' }, { specialRequests: 'A quiet corner' }]) {
      const response = await book('booking-once', other);
      expect(response.status, JSON.stringify(other)).toBe(422);
      expect(await response.json()).toEqual({ error: 'This Idempotency-Key was already used for another booking. A new booking needs a new key.' });
    }
    for (const same of [{}, { name: ' Ayesha Siddiqua  ', specialRequests: '' }]) {
      const retry = await book('booking-once', same);
      expect(retry.status, JSON.stringify(same)).toBe(200);
      expect((await retry.json<{ reservation: Reservation }>()).reservation).toEqual(reservation);
    }
    expect(await count()).toBe(1);
  });

  it('of concurrent requests with one key and two different bookings, one is booked and the other refused', async () => {
    const times = Array.from({ length: 8 }, (_, index) => (index % 2 ? '20:00' : '19:30'));
    const responses = await Promise.all(times.map((time) => book('booking-race', { time })));
    const answers = await Promise.all(responses.map(async (response) => ({ status: response.status, reservation: (await response.json<{ reservation?: Reservation }>()).reservation })));
    const made = answers.filter((answer) => answer.status === 201);
    expect(made).toHaveLength(1);
    answers.forEach((answer, index) => {
      const same = times[index] === made[0]?.reservation?.time;
      expect(answer.status).toBe(answer === made[0] ? 201 : same ? 200 : 422);
      if (same) expect(answer.reservation?.id).toBe(made[0]?.reservation?.id);
    });
    expect(await count()).toBe(1);
  });

  it('refuses a malformed key and books nothing', async () => {
    for (const key of ['', 'with space', 'x'.repeat(101)]) {
      const response = await book(key);
      expect(response.status, JSON.stringify(key)).toBe(400);
    }
    expect(await count()).toBe(0);
  });
});
