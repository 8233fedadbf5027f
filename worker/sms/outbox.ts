import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { isLang, type Lang } from '../contract/lang';
import { dhakaClock } from '../contract/reservation-rules';
import { reminderStillWanted } from '../db/reminder-wanted';
import { type Config, config } from '../env';
import { newId } from '../ids';
import { loadHouse } from '../ordering/published';
import { sendSms, type SmsOutcome, type SmsSettings } from './bulksmsbd';
import { smsSize } from './segments';
import { renderSms, type SmsKind, type SmsPayloads } from './templates';

// Text messages to guests (docs/decisions/0026-texts-and-the-waitlist.md), kept like the mails: each is a row of
// sms_outbox, written in the same D1 batch as the change it tells of, and sent once.
//
// Written: the news a guest already gets by mail (the order received, on its way or ready, cancelled; the booking
// confirmed, its reminder, cancelled) is copied to sms_outbox by a trigger on mail_outbox's inserts
// (migrations/0013_sms_and_waitlist.sql), so every place that writes a mail texts too, in the same transaction,
// and to the account's PROVEN number only, when the guest has not turned that kind off. The code, a payment link
// and a table offered are written here (textStatement). `dedupe` is unique: the same news is never written twice.
//
// Sent once: an attempt claims its row (queued → sending, one UPDATE that also counts the day's texts against
// the daily cap), sends, then marks it sent. An answer that never came (a timeout) leaves it failed, not retried:
// the gateway may have taken it, and a guest texted twice is worse than a text staff can see was not confirmed.
// A refusal worth trying again (no connection, the gateway's own fault, no balance) goes back to queued with a
// growing delay, five attempts at most. Checked again at sending: the guest still has that number proven and still
// wants the kind; a reminder's booking is still on; else the row is dropped with the reason.

export const MAX_TEXT_ATTEMPTS = 5;
export const TEXT_LEASE_MS = 2 * 60_000;
/** Before attempt n + 1: 30 s, 2 min, 8 min, 32 min. */
export const textBackoffMs = (attempts: number) => 30_000 * 4 ** Math.max(0, attempts - 1);
/** A sent text's number and words are kept this long (staff answer "did you text me?"), then blanked. */
export const TEXT_RETENTION_MS = 30 * 24 * 60 * 60_000;

export const TEXTS_OFF = 'Not sent: text messages are not set up (BULKSMSBD_* settings).';
export const CAP_REACHED = (cap: number) => `Not sent: the daily limit of ${cap} text messages was reached.`;
export const NOT_WANTED = 'Not sent: the guest turned these texts off or no longer has this number proven.';
export const REMINDER_GONE = 'Not sent: the booking was no longer confirmed, or its sitting had begun.';
export const TEXT_IN_DOUBT = 'The gateway did not answer in time: the text may or may not have been sent.';

/** The SET clause that forgets a text's number and words, keeping its kind, state, parts and times. */
const FORGET = "phone = '', payload = '{}'";

/** The columns of a text written by hand; the last, `lang`, is the language it is written in (decision 0028). */
export const TEXT_INSERT = 'INSERT OR IGNORE INTO sms_outbox (id, kind, subject_id, user_id, phone, payload, dedupe, state, next_attempt_at, created_at, updated_at, lang)';

/**
 * A text to an account's proven number (its users row, when it has one and wants `family`). Writes nothing when
 * there is no number to send to. (The code goes to the number being proven: db/phone-proof.ts writes it.)
 */
export function textStatement<K extends SmsKind>(
  database: D1Database,
  text: { kind: K; subjectId: string; dedupe: string; payload: SmsPayloads[K]; now: number; userId: string; family: 'orders' | 'bookings'; lang?: Lang | undefined },
): D1PreparedStatement {
  const { kind, subjectId, dedupe, payload, now, userId } = text;
  const wants = text.family === 'orders' ? 'u.sms_orders' : 'u.sms_bookings';
  // In the language given (its order's), else the account's.
  return database
    .prepare(`${TEXT_INSERT} SELECT ?1, ?2, ?3, u.user_id, u.verified_phone, ?5, ?6, 'queued', ?7, ?7, ?7, coalesce(?8, u.lang) FROM users u WHERE u.user_id = ?4 AND u.verified_phone IS NOT NULL AND ${wants} = 1`)
    .bind(newId(), kind, subjectId, userId, JSON.stringify(payload), dedupe, now, text.lang ?? null);
}

/** The gateway's settings, or undefined while texts are off (none of BULKSMSBD_* set). */
export function textSettings(settings: Config): SmsSettings | undefined {
  const { BULKSMSBD_BASE_URL: baseUrl, BULKSMSBD_API_KEY: apiKey, BULKSMSBD_SENDER_ID: senderId } = settings;
  return baseUrl && apiKey && senderId ? { baseUrl, apiKey, senderId } : undefined;
}

interface TextRow {
  id: string;
  kind: SmsKind;
  subject_id: string;
  user_id: string | null;
  phone: string;
  payload: string;
  attempts: number;
  lease_until: number;
  lang: Lang;
}

const today = (now: number) => dhakaClock(new Date(now)).date;

/** Takes a queued, due text for one attempt, if the day's cap allows one more. */
async function claim(database: D1Database, id: string, now: number, cap: number): Promise<TextRow | 'capped' | undefined> {
  const day = today(now);
  const row = await database
    .prepare(
      `UPDATE sms_outbox SET state = 'sending', attempts = attempts + 1, lease_until = ?2, sent_day = ?4, updated_at = ?3
       WHERE id = ?1 AND state = 'queued' AND next_attempt_at <= ?3
         AND (SELECT count(*) FROM sms_outbox WHERE sent_day = ?4 AND state IN ('sending', 'sent')) < ?5
       RETURNING id, kind, subject_id, user_id, phone, payload, attempts, lease_until, lang`,
    )
    .bind(id, now + TEXT_LEASE_MS, now, day, cap)
    .first<TextRow>();
  if (row) return row;
  // Not claimed: settled, in another attempt, not due — or the day's texts are used up, which drops it for good
  // (news of an order or a booking sent tomorrow is no news), and says so to staff.
  const dropped = await database
    .prepare(`UPDATE sms_outbox SET state = 'dropped', last_error = ?4, sent_day = ?5, ${FORGET}, updated_at = ?2 WHERE id = ?1 AND state = 'queued' AND next_attempt_at <= ?2
      AND (SELECT count(*) FROM sms_outbox WHERE sent_day = ?5 AND state IN ('sending', 'sent')) >= ?3`)
    .bind(id, now, cap, CAP_REACHED(cap), day)
    .run();
  return dropped.meta.changes ? 'capped' : undefined;
}

/** Why a claimed text should not go after all, or undefined if it should. */
async function notWanted(database: D1Database, row: TextRow, now: number): Promise<string | undefined> {
  if (row.kind === 'phone-code') return undefined;
  const family = row.kind.startsWith('order') || row.kind === 'payment-link' ? 'sms_orders' : 'sms_bookings';
  const wanted = await database.prepare(`SELECT 1 AS ok FROM users WHERE user_id = ?1 AND verified_phone = ?2 AND ${family} = 1`).bind(row.user_id, row.phone).first();
  if (!wanted) return NOT_WANTED;
  if (row.kind === 'reservation-reminder' && !(await reminderStillWanted(database, row.subject_id, now))) return REMINDER_GONE;
  return undefined;
}

async function settle(database: D1Database, row: TextRow, outcome: SmsOutcome | { ok: false; drop: string }, parts: number, now: number): Promise<void> {
  const mine = 'id = ?1 AND state = ?3 AND lease_until = ?2';
  if (outcome.ok) {
    await database.prepare(`UPDATE sms_outbox SET state = 'sent', segments = ?4, sent_at = ?5, last_error = NULL, updated_at = ?5 WHERE ${mine}`).bind(row.id, row.lease_until, 'sending', parts, now).run();
    return;
  }
  if ('drop' in outcome) {
    // Not sent: the day's count gives its place back (sent_day cleared).
    await database.prepare(`UPDATE sms_outbox SET state = 'dropped', last_error = ?4, sent_day = NULL, ${FORGET}, updated_at = ?5 WHERE ${mine}`).bind(row.id, row.lease_until, 'sending', outcome.drop, now).run();
    return;
  }
  const again = outcome.retry && row.attempts < MAX_TEXT_ATTEMPTS;
  const error = outcome.inDoubt ? `${TEXT_IN_DOUBT} (${outcome.error})` : outcome.error;
  await database
    .prepare(`UPDATE sms_outbox SET state = ?4, next_attempt_at = ?5, last_error = ?6, lease_until = NULL, updated_at = ?7 WHERE ${mine}`)
    .bind(row.id, row.lease_until, 'sending', again ? 'queued' : 'failed', now + (again ? textBackoffMs(row.attempts) : 0), error.slice(0, 500), now)
    .run();
}

export type TextAttempt = 'sent' | 'retry' | 'failed' | 'dropped' | 'skipped';

/** One attempt of one text. Throws only when D1 does. */
export async function deliverText(env: Env, id: string, now = Date.now()): Promise<TextAttempt> {
  const settings = config(env);
  const claimed = await claim(env.DB, id, now, settings.SMS_DAILY_CAP);
  if (claimed === 'capped') return 'dropped';
  if (!claimed) return 'skipped';
  const gateway = textSettings(settings);
  const reason = gateway ? await notWanted(env.DB, claimed, now) : TEXTS_OFF;
  if (reason || !gateway) {
    await settle(env.DB, claimed, { ok: false, drop: reason ?? TEXTS_OFF }, 0, now);
    return 'dropped';
  }
  // In the language it was written in, with the restaurant's name as that language writes it (decision 0028).
  const lang = isLang(claimed.lang) ? claimed.lang : 'en';
  const house = await loadHouse(env.ASSETS, lang);
  const text = renderSms(claimed.kind, JSON.parse(claimed.payload) as never, { house: house.name, phone: house.phone, siteUrl: settings.SITE_URL }, lang);
  const outcome = await sendSms(gateway, claimed.phone, text);
  await settle(env.DB, claimed, outcome, smsSize(text).parts, Date.now());
  if (outcome.ok) return 'sent';
  return outcome.retry && !outcome.inDoubt && claimed.attempts < MAX_TEXT_ATTEMPTS ? 'retry' : 'failed';
}

/** Sends what is queued and due, oldest first, `limit` at most. */
export async function deliverDueTexts(env: Env, now = Date.now(), limit = 20): Promise<TextAttempt[]> {
  const { results } = await env.DB.prepare("SELECT id FROM sms_outbox WHERE state = 'queued' AND next_attempt_at <= ?1 ORDER BY next_attempt_at LIMIT ?2").bind(now, limit).all<{ id: string }>();
  const attempts: TextAttempt[] = [];
  for (const { id } of results) attempts.push(await deliverText(env, id, now));
  return attempts;
}

/** After a response that may have written texts: send what is due, off the request's path. */
export function sendTextsAfterResponse(c: Context<AppEnv>): void {
  const sending = deliverDueTexts(c.env).catch((error: unknown) => console.error('Sending texts failed; the minute sweep will try again', error));
  try {
    c.executionCtx.waitUntil(sending);
  } catch {
    // No execution context (a direct call in a test): the promise runs on its own.
  }
}

/**
 * The minute's sweep: an attempt whose lease ran out is failed as in doubt (it may have gone); what is due is
 * sent; sent texts past TEXT_RETENTION_MS lose their number and words, and failed or dropped ones go.
 */
export async function sweepTexts(env: Env, now = Date.now()): Promise<void> {
  await env.DB.batch([
    env.DB.prepare("UPDATE sms_outbox SET state = 'failed', last_error = ?2, lease_until = NULL, updated_at = ?1 WHERE state = 'sending' AND lease_until < ?1").bind(now, TEXT_IN_DOUBT),
    env.DB.prepare(`UPDATE sms_outbox SET ${FORGET}, updated_at = ?1 WHERE state = 'sent' AND phone != '' AND sent_at < ?2`).bind(now, now - TEXT_RETENTION_MS),
    env.DB.prepare("DELETE FROM sms_outbox WHERE state IN ('failed', 'dropped') AND updated_at < ?1").bind(now - TEXT_RETENTION_MS),
  ]);
  await deliverDueTexts(env, now, 100);
}

/**
 * Today's texts for the dashboard: sent (and parts, what the gateway bills), not sent for the cap, and failed
 * (refused to the end, or left in doubt). A text counts on the day it was last attempted (sent_day, set by the
 * claim); the cap counts only those sending or sent.
 */
export async function textsToday(database: D1Database, now = Date.now()): Promise<{ sent: number; parts: number; capped: number; failed: number }> {
  const row = await database
    .prepare(
      `SELECT count(CASE WHEN state = 'sent' THEN 1 END) AS sent, coalesce(sum(CASE WHEN state = 'sent' THEN segments END), 0) AS parts,
              count(CASE WHEN state = 'dropped' AND last_error LIKE 'Not sent: the daily limit%' THEN 1 END) AS capped,
              count(CASE WHEN state = 'failed' THEN 1 END) AS failed
       FROM sms_outbox WHERE sent_day = ?1`,
    )
    .bind(today(now))
    .first<{ sent: number; parts: number; capped: number; failed: number }>();
  return row ?? { sent: 0, parts: 0, capped: 0, failed: 0 };
}
