import { tablesFor } from '../contract/floor-plan';
import { dhakaClock, minutesOf, type Reservation, sittingStart, TIME_SLOTS } from '../contract/reservation';
import { OFFER_MINUTES, type OfferView, type StaffWaitlistEntry, type StaffWaitlistInput, type WaitlistEntry, type WaitlistInput } from '../contract/waitlist';
import { newId } from '../ids';
import { bookingMailSql, type Mails, newMailId, queuedIds } from '../mail/outbox';
import { TEXT_INSERT } from '../sms/outbox';
import { batchWithProof, type TokenEmail } from './email-proof';
import { findReservation, held } from './reservations';
import { HOUSE_ACCOUNT } from './staff';
import { ensureUserStatement } from './users';

// The waitlist of a full evening (docs/decisions/0026-texts-and-the-waitlist.md).
//
// An offer is ONE UPDATE of the entry: it picks the earliest sitting in the guest's window and the best table that
// fits the party which `held` (db/reservations.ts) finds free, and writes them on the entry with the offer's end
// and the hash of its key, only while the entry still waits. SQLite runs it alone, so two offers made at once (two
// tables freed together, the sweep beside a cancellation) never pick the same table for overlapping sittings, and
// an entry is offered once: a live offer is itself a hold that bookings, availability and later offers all see.
// Its mail and its text are selected from the entry by that key in the same batch, so they exist only if it did.
//
// Taking an offer books the held table through the booking's own INSERT … SELECT, with the offer itself the only
// hold it may ignore, and only while the offer lives; the entry becomes booked in the same batch.

const OFFER_MS = OFFER_MINUTES * 60_000;
/** Staff seating a guest now may give a sitting that began this long ago. */
const SEAT_GRACE_MINUTES = 30;
/** Offers are looked for this many days ahead (the booking window is 30; the list is short). */
const ACTIVE = "('waiting', 'offered')";

interface Row {
  id: string;
  user_id: string;
  name: string;
  email: string;
  phone: string;
  date: string;
  guests: number;
  from_time: string;
  to_time: string;
  status: WaitlistEntry['status'];
  offer_table: number | null;
  offer_time: string | null;
  offer_expires_at: number | null;
  reservation_id: string | null;
  created_at: number;
}

const COLUMNS = 'id, user_id, name, email, phone, date, guests, from_time, to_time, status, offer_table, offer_time, offer_expires_at, reservation_id, created_at';

const toEntry = (row: Row): WaitlistEntry => ({
  id: row.id,
  name: row.name,
  date: row.date,
  guests: row.guests,
  fromTime: row.from_time,
  toTime: row.to_time,
  status: row.status,
  offer: row.offer_table !== null && row.offer_time !== null && row.offer_expires_at !== null ? { table: row.offer_table, time: row.offer_time, expiresAt: new Date(row.offer_expires_at).toISOString() } : null,
  reservationId: row.reservation_id,
  createdAt: new Date(row.created_at).toISOString(),
});

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** An offer's key: 16 characters of the ids' alphabet (80 random bits), read aloud or typed if need be. */
const newToken = () => `${newId()}${newId().slice(0, 4)}`;
export const tokenHash = (token: string) => sha256(`waitlist-offer:${token.toUpperCase()}`);

async function entry(database: D1Database, id: string): Promise<Row | undefined> {
  return (await database.prepare(`SELECT ${COLUMNS} FROM waitlist WHERE id = ?1`).bind(id).first<Row>()) ?? undefined;
}

export async function findEntry(database: D1Database, id: string): Promise<WaitlistEntry | undefined> {
  const row = await entry(database, id);
  return row && toEntry(row);
}

/** A guest joins an evening's list; one place an evening. Undefined when they already wait for it. */
export async function joinWaitlist(database: D1Database, input: WaitlistInput, token: Pick<TokenEmail, 'email' | 'emailVerified'>, now = Date.now()): Promise<WaitlistEntry | undefined> {
  const id = newId();
  const ensure = ensureUserStatement(database, { userId: input.userId, email: token.email, name: input.name, lang: input.lang }, token);
  // Its language (?11): the page's it was joined from, else the account's (decision 0028).
  const insert = database
    .prepare(
      `INSERT INTO waitlist (id, user_id, name, email, phone, date, guests, from_time, to_time, status, created_at, updated_at, lang)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'waiting', ?10, ?10, coalesce(?11, (SELECT lang FROM users WHERE user_id = ?2), 'en')
       WHERE NOT EXISTS (SELECT 1 FROM waitlist WHERE user_id = ?2 AND date = ?6 AND status IN ${ACTIVE})`,
    )
    .bind(id, input.userId, input.name, input.email, input.phone, input.date, input.guests, input.fromTime, input.toTime, now, input.lang ?? null);
  const [, inserted] = await batchWithProof(database, { ...token, uid: input.userId }, [ensure], [insert], [], now);
  return inserted?.meta.changes ? findEntry(database, id) : undefined;
}

/** Staff add a guest at the door or on the phone, who has no account here: the house's, never texted or mailed. */
export async function addByStaff(database: D1Database, input: StaffWaitlistInput & { date: string }, now = Date.now()): Promise<WaitlistEntry> {
  const row = await database
    .prepare(`INSERT INTO waitlist (id, user_id, name, email, phone, date, guests, from_time, to_time, status, created_at, updated_at) VALUES (?1, ?2, ?3, '', ?4, ?5, ?6, ?7, ?8, 'waiting', ?9, ?9) RETURNING ${COLUMNS}`)
    .bind(newId(), HOUSE_ACCOUNT, input.name, input.phone, input.date, input.guests, input.fromTime, input.toTime, now)
    .first<Row>();
  if (!row) throw new Error('The waitlist entry was not written');
  return toEntry(row);
}

/** The guest's places on the lists of today and later, newest first. */
export async function listMine(database: D1Database, userId: string, now = Date.now()): Promise<WaitlistEntry[]> {
  const { results } = await database
    .prepare(`SELECT ${COLUMNS} FROM waitlist WHERE user_id = ?1 AND date >= ?2 AND status != 'cancelled' ORDER BY created_at DESC LIMIT 20`)
    .bind(userId, dhakaClock(new Date(now)).date)
    .all<Row>();
  return results.map(toEntry);
}

/** An evening's list as staff see it: in the order it is served, each waiting guest's place in it. */
export async function listForStaff(database: D1Database, date: string): Promise<StaffWaitlistEntry[]> {
  const { results } = await database
    .prepare(`SELECT ${COLUMNS.split(', ').map((column) => `w.${column}`).join(', ')}, (u.verified_phone IS NOT NULL AND u.sms_bookings = 1) AS texted FROM waitlist w JOIN users u ON u.user_id = w.user_id WHERE w.date = ?1 ORDER BY w.created_at`)
    .bind(date)
    .all<Row & { texted: number }>();
  let place = 0;
  return results.map((row) => ({ ...toEntry(row), phone: row.phone, texted: row.texted === 1, position: row.status === 'waiting' ? ++place : null }));
}

/** The guest (or staff, `userId` undefined) takes an entry off the list; a live offer is let go with it. */
export async function leaveWaitlist(database: D1Database, id: string, userId?: string, now = Date.now()): Promise<WaitlistEntry | 'not-found'> {
  await database
    .prepare(`UPDATE waitlist SET status = 'cancelled', offer_token_hash = NULL, updated_at = ?3 WHERE id = ?1 AND (?2 IS NULL OR user_id = ?2) AND status IN ${ACTIVE}`)
    .bind(id, userId ?? null, now)
    .run();
  const row = await entry(database, id);
  if (!row || (userId !== undefined && row.user_id !== userId)) return 'not-found';
  return toEntry(row);
}

/** The sittings an offer may be for: the entry's window, from now on (staff seating a guest: a little before). */
function offerSlots(row: Pick<Row, 'date' | 'from_time' | 'to_time'>, now: number, seatNow: boolean): string[] {
  const from = minutesOf(row.from_time);
  const to = minutesOf(row.to_time);
  const earliest = now - (seatNow ? SEAT_GRACE_MINUTES * 60_000 : 0);
  return TIME_SLOTS.filter((time) => minutesOf(time) >= from && minutesOf(time) <= to && sittingStart(row.date, time).getTime() > earliest);
}

/**
 * Offers the entry a table if one is free in its window now: the one UPDATE described at the top, then its mail
 * and text from the row it wrote. `statuses`: which entries may be offered (staff may offer an expired one again).
 * Returns whether it was offered, and the mails to send.
 */
async function offer(database: D1Database, row: Row, now: number, mails: Mails, { statuses = ['waiting'], seatNow = false }: { statuses?: WaitlistEntry['status'][]; seatNow?: boolean } = {}): Promise<boolean> {
  // Seating a guest who is here: nobody is written to that a table is free.
  const notify = !seatNow;
  const slots = offerSlots(row, now, seatNow);
  const tables = tablesFor(row.guests);
  if (slots.length === 0 || tables.length === 0) return false;
  const token = newToken();
  const hash = await tokenHash(token);
  const expiresAt = now + OFFER_MS;
  const slotRows = slots.map((time) => `('${time}', ${minutesOf(time)})`).join(', ');
  const tableRows = tables.map((table, rank) => `(${table}, ${rank})`).join(', ');
  const allowed = statuses.map((status) => `'${status}'`).join(', ');
  const update = database
    .prepare(
      `WITH slots(time, m) AS (VALUES ${slotRows}), candidates(n, rank) AS (VALUES ${tableRows}),
         choice AS (SELECT slots.time AS time, candidates.n AS n FROM slots, candidates WHERE NOT ${held('?2', 'slots.m', '?3', '?1')} ORDER BY slots.m, candidates.rank LIMIT 1)
       UPDATE waitlist SET status = 'offered', offer_table = (SELECT n FROM choice), offer_time = (SELECT time FROM choice), offer_expires_at = ?4, offer_token_hash = ?5, updated_at = ?3
       WHERE id = ?1 AND status IN (${allowed}) AND EXISTS (SELECT 1 FROM choice)`,
    )
    .bind(row.id, row.date, now, expiresAt, hash);
  const mine = 'FROM waitlist w JOIN users u ON u.user_id = w.user_id WHERE w.id = ?1 AND w.offer_token_hash = ?2';
  const payload = `json_object('entryId', w.id, 'name', w.name, 'date', w.date, 'time', w.offer_time, 'guests', w.guests, 'table', w.offer_table, 'token', ?3, 'expiresAt', ?4)`;
  const mailId = newMailId();
  // To the account's proven address only, like every guest mail (mail/outbox.ts); the house's walk-ins get none.
  const mail = database
    .prepare(
      `INSERT INTO mail_outbox (id, kind, subject_id, user_id, recipient, recipient_name, reply_to, reply_to_name, payload, next_attempt_at, created_at, updated_at, state, lang)
       SELECT ?5, 'waitlist-offer', w.id, u.user_id, u.verified_email, w.name, NULL, NULL, ${payload}, ?6, ?6, ?6, 'queued', w.lang ${mine} AND u.role != 'house' AND u.verified_email IS NOT NULL RETURNING id, state`,
    )
    .bind(row.id, hash, token, new Date(expiresAt).toISOString(), mailId, now);
  const text = database
    .prepare(
      `${TEXT_INSERT} SELECT ?5, 'waitlist-offer', w.id, u.user_id, u.verified_phone, json_object('date', w.date, 'time', w.offer_time, 'guests', w.guests, 'token', ?3, 'minutes', ${OFFER_MINUTES}), 'waitlist-offer:' || w.id || ':' || ?4, 'queued', ?6, ?6, ?6, w.lang
       ${mine} AND u.verified_phone IS NOT NULL AND u.sms_bookings = 1`,
    )
    .bind(row.id, hash, token, String(expiresAt), newId(), now);
  const [updated, mailed] = await database.batch(notify ? [update, mail, text] : [update]);
  if (!updated?.meta.changes) return false;
  mails.push(...queuedIds(mailed));
  return true;
}

/**
 * Offers the evening's freed tables down its list: each waiting entry in the order it joined is offered the first
 * table free in its window, if any (a party a freed table does not fit waits on). Returns how many were offered.
 */
export async function offerFreedTables(database: D1Database, date: string, mails: Mails = [], now = Date.now()): Promise<number> {
  const { results } = await database.prepare(`SELECT ${COLUMNS} FROM waitlist WHERE date = ?1 AND status = 'waiting' ORDER BY created_at LIMIT 50`).bind(date).all<Row>();
  let offered = 0;
  for (const row of results) if (await offer(database, row, now, mails)) offered++;
  return offered;
}

export type StaffOffer = WaitlistEntry | 'not-found' | 'no-table' | 'not-today';

/** Staff offer a table to one entry by hand (a waiting one, or one whose offer ended). */
export async function offerByHand(database: D1Database, id: string, mails: Mails, now = Date.now()): Promise<StaffOffer> {
  const row = await entry(database, id);
  if (!row) return 'not-found';
  if (!(await offer(database, row, now, mails, { statuses: ['waiting', 'expired'] }))) return 'no-table';
  return (await findEntry(database, id)) ?? 'not-found';
}

/**
 * Offers expire: each offer past its time is ended (the entry is not offered again by itself) and the evening's
 * list is offered what it freed. Returns the offers ended.
 */
export async function expireOffers(database: D1Database, mails: Mails = [], now = Date.now()): Promise<number> {
  const { results } = await database
    .prepare("UPDATE waitlist SET status = 'expired', offer_token_hash = NULL, updated_at = ?1 WHERE status = 'offered' AND offer_expires_at <= ?1 RETURNING date")
    .bind(now)
    .all<{ date: string }>();
  // Tonight's and later lists with someone waiting: a table freed by any path (a booking deleted, one moved) is offered too.
  const { results: waiting } = await database.prepare("SELECT DISTINCT date FROM waitlist WHERE status = 'waiting' AND date >= ?1 LIMIT 31").bind(dhakaClock(new Date(now)).date).all<{ date: string }>();
  for (const date of new Set([...results.map((row) => row.date), ...waiting.map((row) => row.date)])) await offerFreedTables(database, date, mails, now);
  return results.length;
}

/** The live offer a key holds, or undefined. */
export async function offerByToken(database: D1Database, token: string, now = Date.now()): Promise<(OfferView & { id: string }) | undefined> {
  const row = await database
    .prepare(`SELECT ${COLUMNS} FROM waitlist WHERE offer_token_hash = ?1 AND status = 'offered' AND offer_expires_at > ?2`)
    .bind(await tokenHash(token), now)
    .first<Row>();
  if (!row || row.offer_table === null || row.offer_time === null || row.offer_expires_at === null) return undefined;
  return { id: row.id, date: row.date, time: row.offer_time, guests: row.guests, table: row.offer_table, expiresAt: new Date(row.offer_expires_at).toISOString() };
}

/**
 * Takes an offer: the held table booked for the entry's guest, confirmed (the restaurant offered it), with the
 * confirmation's mail (and so its text), in one batch that books only while the offer lives and while no booking
 * holds the table; the entry then records the booking. `ownerId`: the guest taking it from their list (else the
 * key was the proof). 'gone' when the offer had ended or was never theirs.
 */
export async function takeOffer(database: D1Database, id: string, ownerId: string | undefined, mails: Mails, now = Date.now()): Promise<Reservation | 'gone'> {
  const row = await entry(database, id);
  if (!row || row.status !== 'offered' || row.offer_table === null || row.offer_time === null || (ownerId !== undefined && row.user_id !== ownerId)) return 'gone';
  const reservationId = newId();
  const live = "EXISTS (SELECT 1 FROM waitlist l WHERE l.id = ?1 AND l.status = 'offered' AND l.offer_expires_at > ?2 AND l.offer_table = ?4 AND l.offer_time = ?5)";
  const insert = database
    .prepare(
      `WITH candidates(n, rank) AS (VALUES (?4, 0))
       INSERT INTO reservations (id, user_id, name, email, phone, date, time, guests, table_number, preferred_table, special_requests, status, created_at, updated_at, lang)
       SELECT ?3, o.user_id, o.name, o.email, o.phone, o.date, o.offer_time, o.guests, candidates.n, NULL, '', 'confirmed', ?2, ?2, o.lang
       FROM waitlist o, candidates WHERE o.id = ?1 AND ${live} AND NOT ${held('o.date', String(minutesOf(row.offer_time)), '?2', '?1')}`,
    )
    .bind(row.id, now, reservationId, row.offer_table, row.offer_time);
  const booked = database
    .prepare("UPDATE waitlist SET status = 'booked', reservation_id = ?3, offer_token_hash = NULL, updated_at = ?2 WHERE id = ?1 AND status = 'offered' AND EXISTS (SELECT 1 FROM reservations WHERE id = ?3)")
    .bind(row.id, now, reservationId);
  const mailId = newMailId();
  const confirmed = database.prepare(bookingMailSql('confirmed', 'id = ?1', { mailId: '?2', now: '?3' })).bind(reservationId, mailId, now);
  const [inserted, , mailed] = await database.batch([insert, booked, confirmed]);
  if (!inserted?.meta.changes) return 'gone';
  mails.push(...queuedIds(mailed));
  return (await findReservation(database, reservationId)) ?? 'gone';
}

/** Staff seat a guest from the list now: a table offered at once (a sitting up to half an hour begun) and taken. */
export async function seatNow(database: D1Database, id: string, mails: Mails, now = Date.now()): Promise<{ entry: WaitlistEntry; reservation: Reservation } | 'not-found' | 'no-table' | 'not-today'> {
  const row = await entry(database, id);
  if (!row) return 'not-found';
  if (row.date !== dhakaClock(new Date(now)).date) return 'not-today';
  if (row.status !== 'offered' && !(await offer(database, row, now, [], { statuses: ['waiting', 'expired'], seatNow: true }))) return 'no-table';
  const reservation = await takeOffer(database, id, undefined, mails, now);
  if (reservation === 'gone') return 'no-table';
  const seated = await findEntry(database, id);
  return seated ? { entry: seated, reservation } : 'not-found';
}
