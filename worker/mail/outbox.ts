import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { ORDER_STATUSES_MAILED, type ContactPayload, type MailKind, type OrderPlacedPayload } from '../contract/mail';
import type { OrderStatus } from '../contract/order-rules';
import type { Reservation } from '../contract/reservation';
import { newId } from '../ids';
import { INVOICE_JSON } from '../db/invoices';
import { sendTextsAfterResponse } from '../sms/outbox';

// The outbox's writing side (docs/decisions/0002-mail-outbox.md): each mail is one more statement in the D1 batch of the change that
// causes it, written under that change's own condition, so both commit or neither does. The statements take
// their recipient and payload from the rows the batch itself writes (an INSERT … SELECT), so a mail always says
// what was committed. The ids of the mails recorded are collected in a `Mails` list, which the route hands to
// the queue after the response (`deliverAfterResponse`).

/** The ids of the mails a change recorded: filled by the db functions, read by the route once the batch committed. */
export type Mails = string[];

// Each mail records the language it is written in (`lang`, the last column): its order's, booking's or waitlist
// place's, copied in the same statement (docs/decisions/0028-the-guests-language.md); a contact message's is English.
const INSERT = 'INSERT INTO mail_outbox (id, kind, subject_id, user_id, recipient, recipient_name, reply_to, reply_to_name, payload, next_attempt_at, created_at, updated_at, state, lang)';

/**
 * A guest mail goes to its account's proven address (users.verified_email) and to no other: never to an address
 * typed into a profile or a form. While the account has none, the mail is held (no recipient) until it proves
 * one (db/email-proof.ts). As SQL over a users row `u`: the recipient, and the state.
 */
const TO_GUEST = (u: string) => `coalesce(${u}.verified_email, '')`;
const STATE_FOR = (u: string) => `CASE WHEN ${u}.verified_email IS NULL THEN 'held' ELSE 'queued' END`;
/** What a mail statement answers: its row, if written, and whether it waits. */
const RETURNING = 'RETURNING id, state';

/** The ids a mail statement queued (a held mail is not: it waits for its guest's proven address). */
export const queuedIds = (result: D1Result | undefined): string[] => ((result?.results ?? []) as { id: string; state: string }[]).filter((row) => row.state === 'queued').map((row) => row.id);

/**
 * The receipt, to the guest's proven address (the batch made sure the record exists). `when`, SQL over ?7, ?8…
 * (bound to its values), writes it only under the condition of the change it belongs to: a payment settled
 * as paid (db/payments.ts) writes it once, however often it is confirmed.
 */
export function receiptStatement(database: D1Database, mailId: string, userId: string, payload: OrderPlacedPayload, now: number, when?: { sql: string; params: string[] }): D1PreparedStatement {
  return database
    .prepare(
      `${INSERT} SELECT ?1, 'order-placed', ?2, u.user_id, ${TO_GUEST('u')}, ?3, NULL, NULL, json_set(?4, '$.invoice', ${INVOICE_JSON('?2')}), ?5, ?5, ?5, ${STATE_FOR('u')}, coalesce((SELECT o.lang FROM orders o WHERE o.id = ?2), 'en') FROM users u WHERE u.user_id = ?6 AND u.role != 'house'${when ? ` AND ${when.sql}` : ''} ${RETURNING}`,
    )
    .bind(mailId, payload.orderId, payload.name, JSON.stringify(payload), now, userId, ...(when?.params ?? []));
}

/**
 * An order's status mail, as SQL to be bound like its UPDATE's condition (`id = ?1 AND status != ?2`), with the
 * mail's id as ?5 and the time as ?4. Undefined for a status the guest is not written to about.
 */
export function orderStatusSql(status: OrderStatus, where: string): string | undefined {
  if (!ORDER_STATUSES_MAILED.includes(status)) return undefined;
  return `${INSERT} SELECT ?5, 'order-status', o.id, u.user_id, ${TO_GUEST('u')}, o.name, NULL, NULL, json_patch(json_object('orderId', o.id, 'name', o.name, 'status', ?2, 'total', o.total, 'deliveryFee', o.delivery_fee, 'serviceCharge', o.service_charge, 'fulfilment', o.fulfilment),
      CASE WHEN ?2 = 'cancelled' AND o.payment_status IN ('paid', 'held') AND o.payment_method NOT LIKE 'counter-%' THEN json_object('refund', json('true')) ELSE '{}' END), ?4, ?4, ?4, ${STATE_FOR('u')}, o.lang
    FROM orders o JOIN users u ON u.user_id = o.user_id AND u.role != 'house' WHERE o.${where} ${RETURNING}`;
}

const BOOKING_MAIL_KINDS = { pending: 'reservation-received', confirmed: 'reservation-confirmed', cancelled: 'reservation-cancelled' } as const;

/**
 * A booking's mail as SQL: an INSERT … SELECT from the booking row under `where` (its change's own condition),
 * with the mail's id and the time as the named parameters. To the booking's account's proven address, never to
 * the address typed with the booking (staff see that one; nothing is sent to it). The account is a subquery,
 * not a join, so `where` keeps its bare column names.
 */
export function bookingMailSql(status: Reservation['status'], where: string, params: { mailId: string; now: string }, byGuest = false): string {
  return bookingMail(BOOKING_MAIL_KINDS[status], where, params, byGuest);
}

/** A confirmed booking's day-before reminder, as SQL like bookingMailSql's (mail/reminders.ts writes it). */
export const reminderMailSql = (where: string, params: { mailId: string; now: string }) => bookingMail('reservation-reminder', where, params);

function bookingMail(kind: MailKind, where: string, params: { mailId: string; now: string }, byGuest = false): string {
  const payload = `json_object('reservationId', id, 'name', name, 'date', date, 'time', time, 'guests', guests, 'table', table_number${byGuest ? ", 'byGuest', json('true')" : ''})`;
  const account = (column: string) => `(SELECT ${column} FROM users u WHERE u.user_id = reservations.user_id)`;
  return `${INSERT} SELECT ${params.mailId}, '${kind}', id, user_id, coalesce(${account('verified_email')}, ''), name, NULL, NULL, ${payload}, ${params.now}, ${params.now}, ${params.now},
    CASE WHEN ${account('verified_email')} IS NULL THEN 'held' ELSE 'queued' END, reservations.lang FROM reservations WHERE ${where} ${RETURNING}`;
}

/** A contact message, to the restaurant's own address, answered (Reply-To) to its sender. */
export function contactStatement(database: D1Database, mailId: string, restaurant: string, payload: Omit<ContactPayload, 'id'>, now: number): D1PreparedStatement {
  // The message's id is the row the same batch just inserted (D1 runs a batch as one transaction, in order).
  return database
    .prepare(
      `${INSERT} SELECT ?1, 'contact', CAST(id AS TEXT), NULL, ?2, '', ?3, ?4, json_object('id', id, 'name', name, 'email', email, 'subject', subject, 'message', message), ?5, ?5, ?5, 'queued', 'en'
       FROM contact_messages WHERE id = last_insert_rowid()`,
    )
    .bind(mailId, restaurant, payload.email, payload.name, now);
}

export const newMailId = newId;

/**
 * A mail's words and addresses blanked (what it said, to whom, the sender of a contact message, and an error
 * that may quote an address): what is left is its kind, subject, state and times, and of its payload only what
 * the dashboard's label reads (an order's status, whether the guest cancelled). The SET clause of an UPDATE.
 */
export const FORGET_WORDS = `recipient = '', recipient_name = '', reply_to = NULL, reply_to_name = NULL, last_error = NULL,
  payload = json_patch('{}', json_object('status', json_extract(payload, '$.status'), 'byGuest', json_extract(payload, '$.byGuest')))`;

/**
 * Deleting an order or a booking (subject ?1) takes its guest's data out of the outboxes in the same batch: a mail
 * not yet sent (queued, in an attempt, or failed) is removed, never to be sent or resent; a sent one keeps its
 * record (what went, when) without its words. Its texts the same way (a text in an attempt keeps its row, blanked,
 * so the attempt can still settle it).
 */
export function forgetSubjectStatements(database: D1Database, subject: 'order' | 'reservation', id: string): D1PreparedStatement[] {
  const kinds = subject === 'order' ? "('order-placed', 'order-status')" : "('reservation-received', 'reservation-confirmed', 'reservation-cancelled', 'reservation-reminder')";
  const mine = `subject_id = ?1 AND kind IN ${kinds}`;
  // Its texts likewise (sms/outbox.ts): unsent ones go, sent ones keep their record without number or words.
  const texts = subject === 'order' ? "('order-placed', 'order-status', 'payment-link')" : "('reservation-confirmed', 'reservation-cancelled', 'reservation-reminder')";
  const textsOf = `subject_id = ?1 AND kind IN ${texts}`;
  return [
    database.prepare(`DELETE FROM mail_outbox WHERE ${mine} AND state != 'sent'`).bind(id),
    database.prepare(`UPDATE mail_outbox SET ${FORGET_WORDS}, updated_at = ?2 WHERE ${mine}`).bind(id, Date.now()),
    database.prepare(`DELETE FROM sms_outbox WHERE ${textsOf} AND state NOT IN ('sent', 'sending')`).bind(id),
    database.prepare(`UPDATE sms_outbox SET phone = '', payload = '{}', updated_at = ?2 WHERE ${textsOf}`).bind(id, Date.now()),
  ];
}

/** Hands the recorded mails to the queue once the response is on its way; the sweep catches any the queue missed. */
export function deliverAfterResponse(c: Context<AppEnv>, mails: Mails): void {
  // A change that writes a mail may have written its text too (sms/outbox.ts): whatever is due goes now.
  sendTextsAfterResponse(c);
  if (mails.length === 0) return;
  const sent = c.env.MAIL_QUEUE.sendBatch(mails.map((id) => ({ body: { id } }))).catch((error: unknown) => console.error('Queueing mails failed; the sweep will send them', error));
  try {
    c.executionCtx.waitUntil(sent);
  } catch {
    // No execution context (a direct call in a test): the promise runs on its own.
  }
}
