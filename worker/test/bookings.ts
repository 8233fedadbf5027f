import { env } from 'cloudflare:workers';
import { addDays, dhakaClock, type Reservation } from '../contract/reservation';
import type { NotBooked } from '../db/reservations';
import { newId } from '../ids';

export const tomorrow = addDays(dhakaClock(new Date()).date, 1);

/** A valid create-reservation body for `userId`: a couple tomorrow at 19:30, preferring window table 12. */
export const bookingBody = (userId: string, overrides: Record<string, unknown> = {}) => ({
  userId,
  name: 'Ayesha Siddiqua',
  email: 'ayesha@example.com',
  phone: '01711000001',
  date: tomorrow,
  time: '19:30',
  guests: 2,
  table: 12,
  ...overrides,
});

/** Holds tables by writing bookings straight into D1 (for `uid`, who must have a user row). */
export async function hold(uid: string, bookings: { table: number; time: string; date?: string; status?: string }[]): Promise<void> {
  if (bookings.length === 0) return;
  await env.DB.batch(
    bookings.map(({ table, time, date = tomorrow, status = 'pending' }) =>
      env.DB.prepare(
        "INSERT INTO reservations (id, user_id, name, email, phone, date, time, guests, table_number, status) VALUES (?1, ?2, 'Held', 'held@example.com', '01711000009', ?3, ?4, 2, ?5, ?6)",
      ).bind(newId(), uid, date, time, table, status),
    ),
  );
}

/** The booking bookTable made; the test fails, saying why, when it made none. */
export function made(outcome: Reservation | NotBooked): Reservation {
  if (typeof outcome === 'string') throw new Error(`No booking was made: ${outcome}`);
  return outcome;
}
