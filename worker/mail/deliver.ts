import { DEFAULT_LANG, isLang } from '../contract/lang';
import { loadHouse, loadNames } from '../ordering/published';
import type { MailKind, MailPayloads } from '../contract/mail';
import { dropStaleHeld } from '../db/email-proof';
import { reminderStillWanted } from '../db/reminder-wanted';
import { type Config, config } from '../env';
import { encodeWords, isSendableAddress, mailbox, UnsendableAddress } from './headers';
import { inert } from './inert';
import { FORGET_WORDS } from './outbox';
import { type OutgoingMail, smtpTransport, type Transport } from './smtp';
import { renderMail } from './templates';

// The outbox's delivering side (docs/decisions/0002-mail-outbox.md), off the request's path: the queue consumer delivers the mails the
// requests recorded; a sweep every minute (the Cron Trigger) catches what the queue missed.
//
// Sent once: an attempt first CLAIMS its row (queued → sending, one UPDATE; two consumers given the same id,
// as a redelivered queue message or the sweep makes happen, cannot both win), sends, then marks it sent.
// The claim's lease (its end, in ms) is the attempt's token: only the attempt holding it can settle the row,
// so an attempt that outlived its lease can never overwrite what a later one (after a Resend) did.
// A consumer that dies between sending and marking leaves the row 'sending': a retry of its message finds
// nothing to claim and sends nothing. When the attempt's lease runs out, the sweep marks such a row failed
// ("interrupted": it may or may not have gone), where the dashboard shows it with Resend: a person decides,
// rather than the machine sending a guest the same mail twice. So does an answer that never came after the
// message was handed over (a timeout): the server may have taken it.
//
// Loses nothing: an attempt that failed before anything could have been delivered (no connection, a
// temporary 4xx) goes back to 'queued' with a growing delay (backoffMs) until MAX_ATTEMPTS, then 'failed' with
// the last error; a permanent refusal (5xx) fails at once. Every failed mail is shown to the admin with Resend.

export const MAX_ATTEMPTS = 5;
/** Before attempt n + 1: 30 s, 2 min, 8 min, 32 min. */
export const backoffMs = (attempts: number) => 30_000 * 4 ** Math.max(0, attempts - 1);
/** How long one attempt may take before it counts as interrupted (an SMTP exchange gives up after 10 s). */
export const LEASE_MS = 5 * 60_000;
/** The sweep leaves a queued mail this long to the queue before sending its id again. */
export const SWEEP_GRACE_MS = 60_000;
export const INTERRUPTED = 'Delivery was interrupted before it was confirmed: the mail may or may not have been sent.';
/** Why a reminder was dropped at delivery (the dashboard shows it beside "Not sent"). */
export const REMINDER_NOT_WANTED = 'Not sent: the booking was no longer confirmed, or its sitting had begun, when the reminder was due to go.';
/** How long the queue waits before it retries a message whose handling D1 interrupted. */
export const D1_RETRY_SECONDS = 30;

interface OutboxRow {
  id: string;
  kind: MailKind;
  subject_id: string;
  recipient: string;
  recipient_name: string;
  reply_to: string | null;
  reply_to_name: string | null;
  payload: string;
  attempts: number;
  /** The claim's token: the lease's end. */
  lease_until: number;
  /** The language it is written in (decision 0028). */
  lang: string;
}

/** Takes the row for one attempt, if it is queued and due. Undefined: sent, failed, in another attempt, or not due. */
export async function claim(database: D1Database, id: string, now: number): Promise<OutboxRow | undefined> {
  const row = await database
    .prepare(
      `UPDATE mail_outbox SET state = 'sending', attempts = attempts + 1, lease_until = ?2, updated_at = ?3
       WHERE id = ?1 AND state = 'queued' AND next_attempt_at <= ?3
       RETURNING id, kind, subject_id, recipient, recipient_name, reply_to, reply_to_name, payload, attempts, lease_until, lang`,
    )
    .bind(id, now + LEASE_MS, now)
    .first<OutboxRow>();
  return row ?? undefined;
}

/** The row as a mail on the wire: rendered, every header made safe, the outbox id its Message-ID. */
export async function compose(row: Pick<OutboxRow, 'id' | 'kind' | 'recipient' | 'recipient_name' | 'reply_to' | 'reply_to_name' | 'payload'> & { lang?: string }, settings: Config, assets: Fetcher): Promise<OutgoingMail> {
  // In the language it was written in, with the restaurant's details and the menu's names in it (decision 0028).
  const lang = isLang(row.lang) ? row.lang : DEFAULT_LANG;
  const [house, names] = await Promise.all([loadHouse(assets, lang), row.kind === 'order-placed' ? loadNames(assets, lang) : undefined]);
  const rendered = renderMail(row.kind, JSON.parse(row.payload) as MailPayloads[MailKind], { house, siteUrl: settings.SITE_URL, now: new Date(), lang, ...(names ? { names } : {}) });
  const domain = settings.MAIL_FROM.split('@')[1] ?? 'localhost';
  const headers: Record<string, string> = {
    From: mailbox(settings.MAIL_FROM, house.name),
    // Display names are a guest's words too: no client may make a link of them either.
    To: mailbox(row.recipient, inert(row.recipient_name)),
    Subject: encodeWords(rendered.subject),
    'Message-ID': `<${row.id}@${domain}>`,
  };
  // A sender's address that could not be a Reply-To is left out rather than failing the restaurant's copy.
  if (row.reply_to && isSendableAddress(row.reply_to)) headers['Reply-To'] = mailbox(row.reply_to, inert(row.reply_to_name ?? ''));
  return { envelopeFrom: settings.MAIL_FROM, envelopeTo: row.recipient, headers, text: rendered.text, html: rendered.html, attachments: rendered.attachments };
}

/**
 * The attempt holding `lease` sent the mail. Also after the sweep took it for interrupted (the attempt was only
 * slow): the mail did go. Never once a Resend has queued it again (the lease is then gone).
 */
export async function markSent(database: D1Database, id: string, lease: number, now: number): Promise<void> {
  await database
    .prepare("UPDATE mail_outbox SET state = 'sent', sent_at = ?3, last_error = NULL, updated_at = ?3 WHERE id = ?1 AND lease_until = ?2 AND (state = 'sending' OR (state = 'failed' AND last_error = ?4))")
    .bind(id, lease, now, INTERRUPTED)
    .run();
}

/** What a failed attempt means: try again later, give up now, or leave it to a person (it may have gone). */
export function failureKind(error: unknown): 'retry' | 'permanent' | 'in-doubt' {
  if (error instanceof UnsendableAddress) return 'permanent';
  const message = error instanceof Error ? error.message : String(error);
  // An SMTP reply of 5xx: the server refuses this mail for good (an unknown mailbox, a rejected sender).
  if (/(^|\s)5\d\d[\s-]/.test(message)) return 'permanent';
  // No answer after the message was handed over: the server may have taken it.
  if (/Timeout while waiting for smtp server response/.test(message)) return 'in-doubt';
  return 'retry';
}

/** After a failed attempt: queued again after the backoff, or failed. Returns the delay, if any. */
export async function markFailedAttempt(database: D1Database, row: OutboxRow, error: unknown, now: number): Promise<number | undefined> {
  const kind = failureKind(error);
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const message = kind === 'in-doubt' ? `${INTERRUPTED} (${reason})` : reason;
  const final = kind !== 'retry' || row.attempts >= MAX_ATTEMPTS;
  const delay = final ? undefined : backoffMs(row.attempts);
  await database
    .prepare("UPDATE mail_outbox SET state = ?2, next_attempt_at = ?3, last_error = ?4, lease_until = NULL, updated_at = ?5 WHERE id = ?1 AND state = 'sending' AND lease_until = ?6")
    .bind(row.id, final ? 'failed' : 'queued', now + (delay ?? 0), message, now, row.lease_until)
    .run();
  return delay;
}

export type Attempt = { outcome: 'sent' } | { outcome: 'skipped' } | { outcome: 'retry'; delayMs: number } | { outcome: 'failed' };

/** One delivery attempt of one mail. Throws only when D1 does (the queue then retries; the claim keeps it single). */
export async function deliver(env: Env, id: string, transport: Transport, now = () => Date.now()): Promise<Attempt> {
  const row = await claim(env.DB, id, now());
  if (!row) {
    // A retry that came back early (the queue's clock is not ours) waits out the rest of its delay.
    const waiting = await env.DB.prepare("SELECT next_attempt_at AS at FROM mail_outbox WHERE id = ?1 AND state = 'queued'").bind(id).first<{ at: number }>();
    return waiting && waiting.at > now() ? { outcome: 'retry', delayMs: waiting.at - now() } : { outcome: 'skipped' };
  }
  // A reminder whose booking was cancelled (or whose sitting began) after it was queued is not sent: it would tell
  // the guest to come to a table that is no longer theirs. It is dropped, its words forgotten, the reason kept.
  if (row.kind === 'reservation-reminder' && !(await reminderStillWanted(env.DB, row.subject_id, now()))) {
    await env.DB.prepare(`UPDATE mail_outbox SET state = 'dropped', ${FORGET_WORDS}, last_error = ?3, lease_until = NULL, updated_at = ?4 WHERE id = ?1 AND state = 'sending' AND lease_until = ?2`)
      .bind(id, row.lease_until, REMINDER_NOT_WANTED, now())
      .run();
    return { outcome: 'skipped' };
  }
  try {
    await transport.send(await compose(row, config(env), env.ASSETS));
  } catch (error) {
    const delayMs = await markFailedAttempt(env.DB, row, error, now());
    return delayMs === undefined ? { outcome: 'failed' } : { outcome: 'retry', delayMs };
  }
  await markSent(env.DB, id, row.lease_until, now());
  return { outcome: 'sent' };
}

/** The queue consumer: a batch of mail ids, one SMTP connection. */
export async function deliverBatch(batch: MessageBatch<{ id: string }>, env: Env, transport: Transport = smtpTransport(config(env))): Promise<void> {
  try {
    for (const message of batch.messages) {
      try {
        const attempt = await deliver(env, message.body.id, transport);
        if (attempt.outcome === 'retry') message.retry({ delaySeconds: Math.ceil(attempt.delayMs / 1000) });
        else message.ack();
      } catch (error) {
        console.error('Delivering a mail failed before it was settled; the queue retries it', error);
        message.retry({ delaySeconds: D1_RETRY_SECONDS });
      }
    }
  } finally {
    await transport.close().catch(() => {});
  }
}

/**
 * How long the outbox keeps a mail's words (what it said, to whom): 30 days after it was sent, long enough for
 * staff to answer a guest's "did you write to me?"; a mail that failed, 30 days after its last attempt, then it
 * goes (a receipt or a booking's news a month late helps no one). docs/features.md ("Guest e-mail") says so.
 */
export const MAIL_RETENTION_MS = 30 * 24 * 60 * 60_000;

/** The sent mails whose words are past MAIL_RETENTION_MS (?1 the cutoff): mail_outbox_words_idx finds them. */
export const WORDS_PAST_RETENTION = "state = 'sent' AND recipient != '' AND sent_at < ?1";

/**
 * The Cron Trigger's sweep: an attempt whose lease ran out is marked failed (interrupted, see above); a queued
 * mail the queue has not delivered within the grace is sent to the queue again; and the mails past
 * MAIL_RETENTION_MS lose their words (sent) or go (failed); a mail held for a guest's verified address longer than
 * the hold is dropped (db/email-proof.ts). Returns what it did.
 */
export async function sweep(env: Env, now = Date.now()): Promise<{ interrupted: number; requeued: number; forgotten: number; removed: number; dropped: number }> {
  // An interrupted row keeps its lease, so a slow attempt that did send can still mark it sent (markSent).
  // A requeued row is marked (updated_at): the next sweep leaves it to the queue for another grace period.
  const [interrupted, due, forgotten, removed] = await env.DB.batch<{ id: string }>([
    env.DB.prepare("UPDATE mail_outbox SET state = 'failed', last_error = ?2, updated_at = ?1 WHERE state = 'sending' AND lease_until < ?1").bind(now, INTERRUPTED),
    env.DB.prepare(
      "UPDATE mail_outbox SET updated_at = ?1 WHERE id IN (SELECT id FROM mail_outbox WHERE state = 'queued' AND next_attempt_at <= ?2 AND updated_at <= ?2 ORDER BY next_attempt_at LIMIT 100) RETURNING id",
    ).bind(now, now - SWEEP_GRACE_MS),
    // recipient != '': each mail's words are forgotten once, not rewritten every minute after.
    env.DB.prepare(`UPDATE mail_outbox SET ${FORGET_WORDS}, updated_at = ?2 WHERE ${WORDS_PAST_RETENTION}`).bind(now - MAIL_RETENTION_MS, now),
    env.DB.prepare("DELETE FROM mail_outbox WHERE state = 'failed' AND updated_at < ?1").bind(now - MAIL_RETENTION_MS),
  ]);
  const ids = due?.results.map((row) => row.id) ?? [];
  if (ids.length) await env.MAIL_QUEUE.sendBatch(ids.map((id) => ({ body: { id } })));
  const dropped = await dropStaleHeld(env.DB, now);
  return { interrupted: interrupted?.meta.changes ?? 0, requeued: ids.length, forgotten: forgotten?.meta.changes ?? 0, removed: removed?.meta.changes ?? 0, dropped };
}

/** Resend from the dashboard: a failed mail queued again with a fresh count of attempts. */
export async function resend(env: Env, id: string, now = Date.now()): Promise<boolean> {
  // The lease goes too: an earlier attempt still running can no longer settle the row.
  const result = await env.DB.prepare("UPDATE mail_outbox SET state = 'queued', attempts = 0, next_attempt_at = ?2, lease_until = NULL, last_error = NULL, updated_at = ?2 WHERE id = ?1 AND state = 'failed'")
    .bind(id, now)
    .run();
  if (!result.meta.changes) return false;
  // Queued in D1 is what counts: if the queue cannot take it now, the sweep sends it within the minute.
  await env.MAIL_QUEUE.send({ id }).catch((error: unknown) => console.error('Queueing a resent mail failed; the sweep will send it', error));
  return true;
}
