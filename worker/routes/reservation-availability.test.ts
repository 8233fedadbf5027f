import { env } from 'cloudflare:workers';
import * as fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Availability } from '../contract/availability';
import { messageCode } from '../contract/message-codes';
import { addDays, dhakaClock, RESERVATION_STATUSES, TIME_SLOTS } from '../contract/reservation';
import { findAvailability } from '../db/reservations';
import { hold, tomorrow } from '../test/bookings';
import { callAsUid, resetWithNewCallers, uidOf } from '../test/callers';
import { awayFromMinuteEnd } from '../test/limit-window';

// Availability must agree exactly with booking: a slot shown free books, a slot shown full is refused.
beforeEach(() => resetWithNewCallers('reservations'));

/** A lookup from its own client address, so the property's many lookups each get a fresh allowance. */
const lookUp = (query: string, client = crypto.randomUUID()) => callAsUid(undefined, 'GET', `/reservation/availability?${query}`, undefined, { 'CF-Connecting-IP': client });

const booking = (uid: string, date: string, time: string, guests: number, table?: number) => ({
  userId: uid,
  name: 'Ayesha Siddiqua',
  email: 'ayesha@example.com',
  phone: '01711000001',
  date,
  time,
  guests,
  ...(table === undefined ? {} : { table }),
});

describe('GET /reservation/availability', () => {
  it('answers every slot, public, with nothing personal', async () => {
    await hold(uidOf('userB'), [{ table: 33, time: '19:00' }, { table: 34, time: '20:00' }]);
    const response = await lookUp(`date=${tomorrow}&guests=15`);
    expect(response.status).toBe(200);
    const body = await response.json<Availability>();
    expect(Object.keys(body).sort()).toEqual(['date', 'guests', 'slots']);
    expect(body.date).toBe(tomorrow);
    expect(body.guests).toBe(15);
    expect(body.slots.map((slot) => slot.time)).toEqual(TIME_SLOTS);
    for (const slot of body.slots) expect(Object.keys(slot).sort()).toEqual(['available', 'time']);
    const full = body.slots.filter((slot) => !slot.available).map((slot) => slot.time);
    // Table 33 is held 17:30–20:30 by the 19:00 booking's overlap, table 34 18:30–21:30.
    expect(full).toEqual(['18:30', '19:00', '19:30', '20:00', '20:30']);
    expect(JSON.stringify(body)).not.toMatch(/Held|example\.com|01711/);
  });

  it.each([
    ['date=tomorrow&guests=2', 'date', 'Please select a date within the next 30 days'],
    ['date=2026-11-2x&guests=2', 'date', 'Please select a date within the next 30 days'],
    ['date=2026-02-30&guests=2', 'date', 'Please select a date within the next 30 days'],
    ['guests=2', 'date', 'Please select a date within the next 30 days'],
    [`date=${tomorrow}&guests=0`, 'guests', 'Minimum 1 guest required'],
    [`date=${tomorrow}&guests=21`, 'guests', 'Maximum 20 guests allowed'],
    [`date=${tomorrow}&guests=2.5`, 'guests', 'Guests must be a whole number'],
    [`date=${tomorrow}&guests=two`, 'guests', 'Guests must be a whole number'],
    [`date=${tomorrow}`, 'guests', 'Minimum 1 guest required'],
  ])('%s → 400 naming %s', async (query, field, message) => {
    const response = await lookUp(query);
    expect(response.status).toBe(400);
    expect((await response.json<{ issues: unknown[] }>()).issues).toEqual([{ path: [field], message, code: messageCode(message) }]);
  });

  it('shows no slot outside the 30-day window', async () => {
    const today = dhakaClock(new Date()).date;
    for (const date of [addDays(today, -1), addDays(today, 30), '2020-01-01']) {
      const body = await (await lookUp(`date=${date}&guests=2`)).json<Availability>();
      expect(body.slots.every((slot) => !slot.available), date).toBe(true);
    }
    const last = await (await lookUp(`date=${addDays(today, 29)}&guests=2`)).json<Availability>();
    expect(last.slots.every((slot) => slot.available)).toBe(true);
  });

  it('today, shows only slots at least 2 hours ahead in Chattogram', async () => {
    // 10:01 in Chattogram (04:01 UTC): 12:00 is 1 h 59 min away, 12:30 is far enough.
    const now = new Date('2026-11-23T04:01:00Z');
    const { slots } = await findAvailability(env.DB, '2026-11-23', 2, now);
    expect(slots.filter((slot) => slot.available).map((slot) => slot.time)[0]).toBe('12:30');
    expect(slots.find((slot) => slot.time === '12:00')?.available).toBe(false);
    const exactly = await findAvailability(env.DB, '2026-11-23', 2, new Date('2026-11-23T04:00:00Z'));
    expect(exactly.slots.find((slot) => slot.time === '12:00')?.available).toBe(true);
    // The next day is not held to today's clock; the 30th day ahead is out of the window.
    expect((await findAvailability(env.DB, '2026-11-24', 2, now)).slots.every((slot) => slot.available)).toBe(true);
    expect((await findAvailability(env.DB, addDays('2026-11-23', 30), 2, now)).slots.some((slot) => slot.available)).toBe(false);
  });

  it('is rate limited with tracking: 60 lookups a minute per client', async () => {
    const client = crypto.randomUUID();
    // The 61 lookups must fall in one window of the limiter, or the count starts again midway and none is refused.
    await awayFromMinuteEnd();
    const statuses = [];
    for (let index = 0; index < 61; index += 1) statuses.push((await lookUp(`date=${tomorrow}&guests=2`, client)).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.slice(0, 50).every((status) => status === 200)).toBe(true);
  });

  it('agrees with booking: every slot shown free books, every slot shown full is refused', { timeout: 120_000 }, async () => {
    const dates = [tomorrow, addDays(tomorrow, 1)];
    const existing = fc.array(
      fc.record({
        // Tables for the larger parties come up more often, so some slots are full for them.
        table: fc.oneof(fc.integer({ min: 1, max: 34 }), fc.integer({ min: 28, max: 34 })),
        time: fc.constantFrom(...TIME_SLOTS),
        status: fc.constantFrom(...RESERVATION_STATUSES),
        date: fc.constantFrom(...dates),
      }),
      { maxLength: 200, size: 'max' },
    );
    const guests = fc.oneof(fc.integer({ min: 1, max: 20 }), fc.constantFrom(2, 9, 15, 20));
    const seen = { free: 0, full: 0 };
    await fc.assert(
      fc.asyncProperty(existing, fc.constantFrom(...dates), guests, fc.option(fc.integer({ min: 1, max: 34 }), { nil: undefined }), async (bookings, date, party, preferred) => {
        await env.DB.prepare('DELETE FROM reservations').run();
        await hold(uidOf('userB'), bookings);
        const { slots } = await (await lookUp(`date=${date}&guests=${party}`)).json<Availability>();
        for (const { time, available } of slots) {
          seen[available ? 'free' : 'full'] += 1;
          const uid = `prop-${crypto.randomUUID().slice(0, 12)}`;
          const response = await callAsUid(uid, 'POST', '/reservation/create-reservation', booking(uid, date, time, party, preferred));
          expect(response.status, `${date} ${time} for ${party}`).toBe(available ? 201 : 409);
          // Put the house back as it was before the next slot is tried.
          await env.DB.prepare('DELETE FROM reservations WHERE user_id = ?1').bind(uid).run();
        }
      }),
      { numRuns: 12 },
    );
    // The runs tried both answers, not only one.
    expect(seen.free).toBeGreaterThan(0);
    expect(seen.full).toBeGreaterThan(0);
  });
});
