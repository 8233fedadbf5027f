import { and, asc, desc, eq, gt, gte, lt, or, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { ReservationCursor, ReservationScope } from '../contract/admin';
import type { Availability } from '../contract/availability';
import { tablesFor, UPCOMING_BOOKINGS_PER_GUEST } from '../contract/floor-plan';
import { cancellable, dhakaClock, inWindow, meetsNotice, minutesOf, type Reservation, type ReservationInput, sittingStart, SITTING_MINUTES, TIME_SLOTS } from '../contract/reservation';
import { newId } from '../ids';
import { bookingMailSql, forgetSubjectStatements, type Mails, newMailId, queuedIds } from '../mail/outbox';
import { batchWithProof, type TokenEmail } from './email-proof';
import { IDEMPOTENCY_WINDOW_MS } from './orders';
import { reservations } from './schema';
import { ensureUserStatement } from './users';

type Row = typeof reservations.$inferSelect;

const toReservation = (row: Row): Reservation => ({
  id: row.id,
  userId: row.userId,
  name: row.name,
  email: row.email,
  phone: row.phone,
  date: row.date,
  time: row.time,
  guests: row.guests,
  table: row.table,
  specialRequests: row.specialRequests,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

export const MINUTES = (column: string) => `(CAST(substr(${column}, 1, 2) AS INTEGER) * 60 + CAST(substr(${column}, 4, 2) AS INTEGER))`;

/**
 * The one rule of who holds a table, shared by booking, availability and the waitlist's offers so they always
 * agree: a booking of the same date, not cancelled, whose two-hour sitting overlaps the one starting at
 * `startMinutes` (an SQL expression) holds table `candidates.n`; so does a table offered to a guest on the waitlist
 * for such a sitting, until the offer ends at its time (`nowMs`, the caller's clock in ms). `exceptEntry`: the
 * waitlist entry taking its own offer does not count it.
 */
export const held = (date: string, startMinutes: string, nowMs: string, exceptEntry?: string) =>
  `(EXISTS (SELECT 1 FROM reservations r WHERE r.date = ${date} AND r.table_number = candidates.n AND r.status != 'cancelled' AND abs(${MINUTES('r.time')} - ${startMinutes}) < ${SITTING_MINUTES})
    OR EXISTS (SELECT 1 FROM waitlist w WHERE w.date = ${date} AND w.status = 'offered' AND w.offer_table = candidates.n AND w.offer_expires_at > ${nowMs}
      AND abs(${MINUTES('w.offer_time')} - ${startMinutes}) < ${SITTING_MINUTES}${exceptEntry ? ` AND w.id != ${exceptEntry}` : ''}))`;

/** The tables that fit the party, best first (the floor plan's order), as SQL rows (n, rank). */
export const candidateRows = (guests: number, preferred?: number) =>
  tablesFor(guests, preferred)
    .map((table, rank) => `(${table}, ${rank})`)
    .join(', ');

/**
 * Whether guest `user` may hold one more booking at the restaurant's date `today` and time `now` ('HH:MM'), all
 * SQL expressions: fewer than UPCOMING_BOOKINGS_PER_GUEST of theirs not cancelled whose sitting has not begun,
 * or they are an admin. Staff are not held to it: the restaurant may take a phone booking through the same form
 * with the caller's details, and an admin can change every booking anyway, so a cap would guard nothing there.
 */
const mayHoldAnother = (user: string, today: string, now: string) => `((SELECT count(*) FROM reservations u WHERE u.user_id = ${user} AND u.status != 'cancelled'
    AND (u.date > ${today} OR (u.date = ${today} AND u.time >= ${now}))) < ${UPCOMING_BOOKINGS_PER_GUEST}
  OR EXISTS (SELECT 1 FROM users WHERE user_id = ${user} AND role = 'admin'))`;

/** Why a booking was not made: every table that fits is held, or the guest already holds as many as they may. */
export type NotBooked = 'no-table' | 'bookings-held';

/**
 * Books the best free table that fits the party (in tablesFor's order) in ONE statement, which also checks the
 * guest may hold one more booking (mayHoldAnother): SQLite runs it atomically, so two concurrent bookings can
 * never both take a table for overlapping sittings, nor both take a guest's last place. Returns why not when it
 * books nothing. The same batch first creates the guest's record if it is missing (from their token's address
 * and the booking's name), so the booking's foreign key always holds, and records the address the token proves,
 * where the booking's mails go (db/email-proof.ts).
 */
export async function bookTable(database: D1Database, input: ReservationInput, token: Pick<TokenEmail, 'email' | 'emailVerified'>, idempotencyKey: string | null = null, mails: Mails = [], now = Date.now()): Promise<Reservation | NotBooked> {
  const id = newId();
  const candidates = candidateRows(input.guests, input.table);
  if (!candidates) return 'no-table';
  const startMinutes = minutesOf(input.time);
  const clock = dhakaClock(new Date(now));
  const clockTime = `${String(Math.floor(clock.minutes / 60)).padStart(2, '0')}:${String(clock.minutes % 60).padStart(2, '0')}`;
  const insert = database
    .prepare(
      `WITH candidates(n, rank) AS (VALUES ${candidates})
       INSERT INTO reservations (id, user_id, name, email, phone, date, time, guests, table_number, preferred_table, special_requests, status, idempotency_key, created_at, updated_at, lang)
       SELECT ?3, ?4, ?5, ?6, ?7, ?1, ?8, ?9, candidates.n, ?10, ?11, 'pending', ?13, ?12, ?12, coalesce(?16, (SELECT lang FROM users WHERE user_id = ?4), 'en')
       FROM candidates WHERE NOT ${held('?1', '?2', '?12')} AND ${mayHoldAnother('?4', '?14', '?15')} ORDER BY candidates.rank LIMIT 1`,
    )
    // Its language (?16): the page's it was made from, else the account's (decision 0028).
    .bind(input.date, startMinutes, id, input.userId, input.name, input.email, input.phone, input.time, input.guests, input.table ?? null, input.specialRequests ?? '', now, idempotencyKey, clock.date, clockTime, input.lang ?? null);
  // A key older than the window is released first (the old booking keeps everything else), so the unique
  // index on (user, key) only ever guards keys that are still live.
  const release = database
    .prepare('UPDATE reservations SET idempotency_key = NULL WHERE user_id = ?1 AND idempotency_key = ?2 AND created_at < ?3')
    .bind(input.userId, idempotencyKey, now - IDEMPOTENCY_WINDOW_MS);
  // The guest's "booking received" mail, written only if the booking was: it is selected from the new row.
  const mailId = newMailId();
  const received = database.prepare(bookingMailSql('pending', 'id = ?1', { mailId: '?2', now: '?3' })).bind(id, mailId, now);
  // Read in the same transaction: when nothing was booked, whether the guest's own allowance was the reason.
  const allowance = database.prepare(`SELECT ${mayHoldAnother('?1', '?2', '?3')} AS may`).bind(input.userId, clock.date, clockTime);
  const ensure = ensureUserStatement(database, { userId: input.userId, email: token.email, name: input.name, lang: input.lang }, token);
  const [, , result, mailed, may] = await batchWithProof(database, { ...token, uid: input.userId }, [ensure, release], [insert, received, allowance], mails, now);
  if (result?.meta.changes !== 1) return (may?.results[0] as { may?: number } | undefined)?.may ? 'no-table' : 'bookings-held';
  mails.push(...queuedIds(mailed));
  return (await findReservation(database, id)) ?? 'no-table';
}

/**
 * Which slots of a day a party can book at `now`: the clock's rules (the 30-day window, 2 hours' notice) and,
 * in ONE statement for every slot, whether a table that fits is free for the whole sitting — the same
 * candidates and the same `held` rule bookTable books with, so the two always agree.
 */
export async function findAvailability(database: D1Database, date: string, guests: number, now = new Date()): Promise<Availability> {
  const candidates = candidateRows(guests);
  const open = TIME_SLOTS.filter((time) => inWindow(date, now) && meetsNotice(date, time, now));
  let free = new Set<string>();
  if (candidates && open.length > 0) {
    const slots = open.map((time) => `('${time}', ${minutesOf(time)})`).join(', ');
    const { results } = await database
      .prepare(
        `WITH slots(time, m) AS (VALUES ${slots}), candidates(n, rank) AS (VALUES ${candidates})
         SELECT slots.time AS time FROM slots WHERE EXISTS (SELECT 1 FROM candidates WHERE NOT ${held('?1', 'slots.m', '?2')})`,
      )
      .bind(date, now.getTime())
      .all<{ time: string }>();
    free = new Set(results.map((row) => row.time));
  }
  return { date, guests, slots: TIME_SLOTS.map((time) => ({ time, available: free.has(time) })) };
}

/** What a key already used for a different booking finds. */
export const ANOTHER_BOOKING = 'another-booking';

/**
 * The booking the guest of `input` made with an Idempotency-Key within the window: the booking, when `input` asks
 * for the same one (a retry: every field the guest filled in, the preferred table too, is the same; the table
 * given and the status are the server's); ANOTHER_BOOKING when the key was used for a different one; undefined
 * when unused.
 */
export async function findReservationByIdempotencyKey(database: D1Database, input: ReservationInput, key: string, now = new Date()): Promise<Reservation | typeof ANOTHER_BOOKING | undefined> {
  const filter = and(eq(reservations.userId, input.userId), eq(reservations.idempotencyKey, key), gte(reservations.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)));
  const [row] = await drizzle(database).select().from(reservations).where(filter).limit(1);
  if (!row) return undefined;
  const made = [row.name, row.email, row.phone, row.date, row.time, row.guests, row.preferredTable, row.specialRequests];
  const asked = [input.name, input.email, input.phone, input.date, input.time, input.guests, input.table ?? null, input.specialRequests ?? ''];
  return JSON.stringify(made) === JSON.stringify(asked) ? toReservation(row) : ANOTHER_BOOKING;
}

export async function findReservation(database: D1Database, id: string): Promise<Reservation | undefined> {
  const [row] = await drizzle(database).select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return row && toReservation(row);
}

/**
 * A page of bookings matching `filter` for the dashboard, in the list's order: upcoming (today on in Chattogram,
 * soonest first) or past (latest first), ties by id; keyset paging past the cursor on reservations_date_time_idx.
 */
export async function pageOfReservations(database: D1Database, filter: SQL | undefined, when: ReservationScope, limit: number, cursor?: ReservationCursor, now = new Date()): Promise<{ reservations: Reservation[]; more: boolean }> {
  const today = dhakaClock(now).date;
  const { date, time, id } = reservations;
  const upcoming = when === 'upcoming';
  const beyond = upcoming ? gt : lt;
  const past = cursor && or(beyond(date, cursor.date), and(eq(date, cursor.date), beyond(time, cursor.time)), and(eq(date, cursor.date), eq(time, cursor.time), beyond(id, cursor.id)));
  const direction = upcoming ? asc : desc;
  const rows = await drizzle(database)
    .select()
    .from(reservations)
    .where(and(upcoming ? gte(date, today) : lt(date, today), filter, past))
    .orderBy(direction(date), direction(time), direction(id))
    .limit(limit + 1);
  return { reservations: rows.slice(0, limit).map(toReservation), more: rows.length > limit };
}

/** One guest's bookings: the upcoming ones first, soonest first; then the past ones, latest first. */
export async function listUserReservations(database: D1Database, userId: string, now = new Date()): Promise<Reservation[]> {
  const rows = await drizzle(database).select().from(reservations).where(eq(reservations.userId, userId));
  const startOf = (row: Row) => sittingStart(row.date, row.time).getTime();
  const upcoming = rows.filter((row) => startOf(row) >= now.getTime()).sort((a, b) => startOf(a) - startOf(b));
  const past = rows.filter((row) => startOf(row) < now.getTime()).sort((a, b) => startOf(b) - startOf(a));
  return [...upcoming, ...past].map(toReservation);
}

export type CancelOutcome = Reservation | 'not-found' | 'not-owner' | 'too-late' | 'not-open';

/**
 * A guest cancels their own booking: only a pending or confirmed one, at least 4 hours before its sitting (the
 * Terms). The status is checked again in the UPDATE itself, so a concurrent change by the admin is never undone.
 */
export async function cancelReservation(database: D1Database, id: string, userId: string, now = new Date(), mails: Mails = []): Promise<CancelOutcome> {
  const found = await findReservation(database, id);
  if (!found) return 'not-found';
  if (found.userId !== userId) return 'not-owner';
  if (found.status === 'cancelled') return 'not-open';
  if (!cancellable(found.date, found.time, now)) return 'too-late';
  // Recorded in the same batch, under the same condition, like the admin's changes: staff see who cancelled.
  const open = "id = ?1 AND user_id = ?2 AND status IN ('pending', 'confirmed')";
  const mailId = newMailId();
  const [, mailed, result] = await database.batch([
    database
      .prepare(`INSERT INTO status_events (subject, subject_id, action, from_status, to_status, actor_id, at) SELECT 'reservation', id, 'status', status, 'cancelled', ?2, ?3 FROM reservations WHERE ${open}`)
      .bind(id, userId, now.getTime()),
    database.prepare(bookingMailSql('cancelled', open, { mailId: '?4', now: '?3' }, true)).bind(id, userId, now.getTime(), mailId),
    database.prepare(`UPDATE reservations SET status = 'cancelled', updated_at = ?3 WHERE ${open}`).bind(id, userId, now.getTime()),
  ]);
  if (result?.meta.changes !== 1) return 'not-open';
  mails.push(...queuedIds(mailed));
  return (await findReservation(database, id)) ?? 'not-found';
}

/**
 * Whether a booking may take status ?2 now: cancelling always frees the table; bringing a cancelled booking back
 * needs its table to be free again for the sitting.
 */
const MAY_TAKE_STATUS = `(?2 = 'cancelled' OR status != 'cancelled' OR NOT EXISTS (
  SELECT 1 FROM reservations r WHERE r.id != reservations.id AND r.date = reservations.date AND r.table_number = reservations.table_number
    AND r.status != 'cancelled' AND abs(${MINUTES('r.time')} - ${MINUTES('reservations.time')}) < ${SITTING_MINUTES}))`;

/**
 * Sets a status, checked in the same statement (MAY_TAKE_STATUS), and records the change (from, to, who, when)
 * in the same batch, under the same condition. Returns 'conflict' when the table is taken.
 */
export async function updateReservationStatus(database: D1Database, id: string, status: Reservation['status'], actorId: string, mails: Mails = []): Promise<Reservation | 'conflict' | undefined> {
  const now = Date.now();
  const changing = `id = ?1 AND status != ?2 AND ${MAY_TAKE_STATUS}`;
  const mailId = newMailId();
  // Back to pending is the staff's own undo: the guest is not written to about it.
  const mail = status === 'pending' ? database.prepare('SELECT 0 WHERE 0') : database.prepare(bookingMailSql(status, changing, { mailId: '?5', now: '?4' })).bind(id, status, actorId, now, mailId);
  const [, mailed, result] = await database.batch([
    database.prepare(`INSERT INTO status_events (subject, subject_id, action, from_status, to_status, actor_id, at) SELECT 'reservation', id, 'status', status, ?2, ?3, ?4 FROM reservations WHERE ${changing}`).bind(id, status, actorId, now),
    mail,
    database.prepare(`UPDATE reservations SET status = ?2, updated_at = ?4 WHERE id = ?1 AND ${MAY_TAKE_STATUS}`).bind(id, status, actorId, now),
  ]);
  mails.push(...queuedIds(mailed));
  if (result?.meta.changes === 1) return findReservation(database, id);
  return (await findReservation(database, id)) ? 'conflict' : undefined;
}

/**
 * Deletes a booking and every trace of its guest's data (its mails' words too: forgetSubjectStatements), and
 * records who deleted it and when, in one batch.
 */
export async function deleteReservation(database: D1Database, id: string, actorId: string): Promise<boolean> {
  const results = await database.batch([
    database
      .prepare("INSERT INTO status_events (subject, subject_id, action, from_status, to_status, actor_id, at) SELECT 'reservation', id, 'delete', status, NULL, ?2, ?3 FROM reservations WHERE id = ?1")
      .bind(id, actorId, Date.now()),
    ...forgetSubjectStatements(database, 'reservation', id),
    database.prepare('DELETE FROM reservations WHERE id = ?1').bind(id),
  ]);
  return Boolean(results.at(-1)?.meta.changes);
}
