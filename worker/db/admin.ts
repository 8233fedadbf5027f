import { and, eq, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { AdminSummary, StatusEvent } from '../contract/admin';
import { normalizeId } from '../contract/ids';
import { asciiDigits } from '../contract/phone';
import { dhakaClock } from '../contract/reservation-rules';
import { type MailKind, mailLabel, type MailRecord, type MailState } from '../contract/mail';
import { type Fulfilment, type OrderSource, type OrderStatus } from '../contract/order-rules';
import { UNCONFIRMED_PAYMENT_STATUSES } from '../contract/payment-rules';
import type { Reservation } from '../contract/reservation';
import { CHECK_WITH_GATEWAY_MS } from './payments';
import { restaurantDayOf } from '../contract/clock';
import { SALES_FIGURES_SQL } from './invoices';
import { orders, reservations } from './schema';

// What only the dashboard reads: its four figures, its search, and the history of a status.

/**
 * The orders that are the kitchen's: every one but an online order whose payment is not confirmed (awaiting, or
 * failed), which is the guest's alone until it is paid or switched to cash (docs/payments.md). As SQL, and as the
 * list's filter.
 */
const KITCHENS = `payment_status NOT IN (${UNCONFIRMED_PAYMENT_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/**
 * The four figures, for staff and admins, in one statement (one round trip: the poll asks every 15 s from every
 * open dashboard): no row when `uid` is neither. Customers are the people with a guest's role (staff are not
 * customers). The revenue sums a covering index (orders_payment_total_idx), never the orders' rows. The money
 * (revenue, today's sales) is an admin's only: null for staff. Today's orders by source read the created_at index's
 * day range. The failed mails and the payments to check are an admin's to act on: null for staff too.
 */
export async function readSummaryFor(database: D1Database, uid: string, now = Date.now()): Promise<AdminSummary | undefined> {
  const row = await database
    .prepare(
      `SELECT r.role, (SELECT count(*) FROM orders WHERE ${KITCHENS}) AS totalOrders, (SELECT count(*) FROM orders WHERE ${KITCHENS} AND fulfilment = 'pickup') AS pickupOrders,
        (SELECT count(*) FROM reservations) AS reservations,
        (SELECT count(*) FROM users WHERE role = 'user') AS customers,
        CASE WHEN r.role = 'admin' THEN (SELECT coalesce(sum(total), 0) FROM orders WHERE ${KITCHENS}) END AS revenue,
        CASE WHEN r.role = 'admin' THEN (SELECT count(*) FROM mail_outbox WHERE state = 'failed') END AS failedMails,
        CASE WHEN r.role = 'admin' THEN (SELECT count(*) FROM payments WHERE status = 'initiated' AND created_at < ?2) END AS paymentsToCheck,
        CASE WHEN r.role = 'admin' THEN ${SALES_FIGURES_SQL} END AS today,
        (SELECT json_object('web', count(*) FILTER (WHERE source = 'web'), 'phone', count(*) FILTER (WHERE source = 'phone'), 'walk-in', count(*) FILTER (WHERE source = 'walk-in'))
           FROM orders WHERE created_at >= ?3 AND created_at < ?4 AND ${KITCHENS}) AS sourcesToday,
        (SELECT json_object('sent', count(*) FILTER (WHERE state = 'sent'), 'parts', coalesce(sum(segments) FILTER (WHERE state = 'sent'), 0),
            'capped', count(*) FILTER (WHERE state = 'dropped' AND last_error LIKE 'Not sent: the daily limit%'), 'failed', count(*) FILTER (WHERE state = 'failed'))
           FROM sms_outbox WHERE sent_day = ?5) AS texts
       FROM (SELECT role FROM users WHERE user_id = ?1 AND role IN ('staff', 'admin')) AS r`,
    )
    .bind(uid, now - CHECK_WITH_GATEWAY_MS, ...restaurantDayOf(now), dhakaClock(new Date(now)).date)
    .first<Omit<AdminSummary, 'today' | 'sourcesToday' | 'texts'> & { today: string | null; sourcesToday: string; texts: string }>();
  if (!row) return undefined;
  const texts = JSON.parse(row.texts) as Omit<AdminSummary['texts'], 'cap' | 'cost'>;
  // The cap and the price per part are the Worker's settings: the route adds them (the cost an admin's only).
  return { ...row, today: row.today === null ? null : (JSON.parse(row.today) as AdminSummary['today']), sourcesToday: JSON.parse(row.sourcesToday) as AdminSummary['sourcesToday'], texts: { ...texts, cap: 0, cost: null } };
}

/**
 * Whether `column` contains `text`, the case of Latin letters aside. instr(), never LIKE: D1 refuses a LIKE
 * pattern over 50 bytes (about 50 Latin letters, or 17 Bengali ones at three bytes each) and the search box
 * takes 100 characters; instr has no such limit and no wildcards to escape. lower() folds A–Z only, as LIKE did; Bengali
 * has no case, so a Bengali name is found as typed.
 */
export const contains = (column: AnySQLiteColumn | SQL, text: string) => sql`instr(lower(${column}), lower(${text})) > 0`;

/** What a phone number is written with besides its digits, and the Bengali digits with their ASCII ones. */
const PHONE_SPELLING: [string, string][] = [[' ', ''], ['-', ''], ['+', ''], ['(', ''], [')', ''], ['.', ''], ...Array.from({ length: 10 }, (_, digit): [string, string] => [String.fromCharCode(0x09e6 + digit), String(digit)])];

/** What a typed phone number may hold besides its digits: what PHONE_SPELLING takes out of a stored one. */
const PHONE_PUNCTUATION = /[\s\-+().]/g;

/**
 * The digits a search box's words look for in a phone number (Bengali digits as ASCII), when they are written
 * as one: 3 digits or more, with nothing else but a phone's spacing. Anything else is no phone search: an id's
 * digits ("K7Q3M8…" holds 738) or a name with a number in it would find every phone that holds them, and staff
 * searching for one order or one guest would get a list of strangers.
 */
export function phoneSearched(q: string): string | null {
  const written = asciiDigits(q).replace(PHONE_PUNCTUATION, '');
  return /^\d{3,}$/.test(written) ? written : null;
}

/** A phone column as its ASCII digits alone (it is stored as the guest typed it: "+880 1711-000001"). */
export const phoneDigits = (column: AnySQLiteColumn): SQL => PHONE_SPELLING.reduce<SQL>((inner, [from, to]) => sql`replace(${inner}, ${sql.raw(`'${from}'`)}, ${sql.raw(`'${to}'`)})`, sql`${column}`);

/**
 * A search box's words as a filter: an id (whole, however it was typed, or its beginning), part of the
 * customer's name (any case of Latin letters; Bengali as typed), or part of their phone number (digits only,
 * Bengali or ASCII, so "017-11" and "০১৭১১" find 01711…).
 */
function search(q: string | undefined, columns: { id: AnySQLiteColumn; name: AnySQLiteColumn; phone: AnySQLiteColumn }): SQL | undefined {
  if (!q) return undefined;
  const id = normalizeId(q);
  const digits = phoneSearched(q);
  return or(
    id ? eq(columns.id, id) : sql`instr(${columns.id}, ${q.toUpperCase()}) = 1`,
    contains(columns.name, q),
    digits ? sql`instr(${phoneDigits(columns.phone)}, ${digits}) > 0` : undefined,
  );
}

/** The dashboard's order filter: one status, one way, one source, and a search. */
export const orderFilter = ({ status, fulfilment, source, q }: { status?: OrderStatus | undefined; fulfilment?: Fulfilment | undefined; source?: OrderSource | undefined; q?: string | undefined }) =>
  and(
    notInArray(orders.paymentStatus, [...UNCONFIRMED_PAYMENT_STATUSES]),
    status && eq(orders.status, status),
    fulfilment && eq(orders.fulfilment, fulfilment),
    source && eq(orders.source, source),
    search(q, { id: orders.id, name: orders.name, phone: orders.deliveryPhone }),
  );

/** The dashboard's booking filter: one status, and a search. */
export const reservationFilter = ({ status, q }: { status?: Reservation['status'] | undefined; q?: string | undefined }) =>
  and(status && eq(reservations.status, status), search(q, { id: reservations.id, name: reservations.name, phone: reservations.phone }));

/** An order's or a booking's history, oldest first, with the name of the admin who made each change. */
export async function readHistory(database: D1Database, subject: 'order' | 'reservation', id: string): Promise<StatusEvent[]> {
  const { results } = await database
    .prepare(
      `SELECT e.action, e.from_status AS "from", e.to_status AS "to", e.at, coalesce(u.name, e.actor_id) AS by, e.total
       FROM status_events e LEFT JOIN users u ON u.user_id = e.actor_id WHERE e.subject_id = ?1 AND e.subject = ?2 ORDER BY e.at, e.id`,
    )
    .bind(id, subject)
    .all<Omit<StatusEvent, 'at' | 'total'> & { at: number; total: number | null }>();
  return results.map(({ total, ...event }) => ({ ...event, at: new Date(event.at).toISOString(), ...(total === null ? {} : { total }) }));
}

interface MailRow {
  id: string;
  kind: MailKind;
  subjectId: string;
  recipient: string;
  state: MailState;
  attempts: number;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
  status: string | null;
  byGuest: number | null;
}

const toMailRecord = (row: MailRow): MailRecord => ({
  id: row.id,
  kind: row.kind,
  subjectId: row.subjectId,
  label: mailLabel(row.kind, { status: row.status ?? undefined, byGuest: Boolean(row.byGuest) }),
  to: row.recipient,
  state: row.state,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: new Date(row.createdAt).toISOString(),
  sentAt: row.sentAt === null ? null : new Date(row.sentAt).toISOString(),
});

const MAIL_COLUMNS = `id, kind, subject_id AS subjectId, recipient, state, attempts, last_error AS lastError, created_at AS createdAt, sent_at AS sentAt,
  json_extract(payload, '$.status') AS status, json_extract(payload, '$.byGuest') AS byGuest`;

/** The mails an order or a booking caused, oldest first, with their delivery state. */
export async function readMails(database: D1Database, subjectId: string): Promise<MailRecord[]> {
  const { results } = await database.prepare(`SELECT ${MAIL_COLUMNS} FROM mail_outbox WHERE subject_id = ?1 ORDER BY created_at, id`).bind(subjectId).all<MailRow>();
  return results.map(toMailRecord);
}

export async function readMail(database: D1Database, id: string): Promise<MailRecord | undefined> {
  const row = await database.prepare(`SELECT ${MAIL_COLUMNS} FROM mail_outbox WHERE id = ?1`).bind(id).first<MailRow>();
  return row ? toMailRecord(row) : undefined;
}

/** The mails that could not be delivered, latest first: what the dashboard's notice lists, with Resend. */
export async function readFailedMails(database: D1Database, limit = 50): Promise<MailRecord[]> {
  const { results } = await database.prepare(`SELECT ${MAIL_COLUMNS} FROM mail_outbox WHERE state = 'failed' ORDER BY updated_at DESC, id LIMIT ?1`).bind(limit).all<MailRow>();
  return results.map(toMailRecord);
}
