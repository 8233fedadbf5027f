import { loadHouse } from '../catalogue';
import type { MailKind, MailPayloads } from '../contract/mail';
import { type Config, config } from '../env';
import { encodeWords, isSendableAddress, mailbox, UnsendableAddress } from './headers';
import { type OutgoingMail, smtpTransport, type Transport } from './smtp';
import { renderMail } from './templates';

// The outbox's delivering side (issue #13), off the request's path: the queue consumer delivers the mails the
// requests recorded; a sweep every minute (the Cron Trigger) catches what the queue missed.
//
// Sent once: an attempt first CLAIMS its row (queued → sending, one UPDATE; two consumers given the same id,
// as a redelivered queue message or the sweep makes happen, cannot both win), sends, then marks it sent.
// A consumer that dies between sending and marking leaves the row 'sending': a retry of its message finds
// nothing to claim and sends nothing. When the attempt's lease runs out, the sweep marks such a row failed
// ("interrupted": it may or may not have gone), where the dashboard shows it with Resend: a person decides,
// rather than the machine sending a guest the same mail twice.
//
// Loses nothing: a failed attempt goes back to 'queued' with a growing delay (BACKOFF_MS) until MAX_ATTEMPTS,
// then 'failed' with the last error, shown to the admin with Resend.

export const MAX_ATTEMPTS = 5;
/** Before attempt n + 1: 30 s, 2 min, 8 min, 32 min. */
export const backoffMs = (attempts: number) => 30_000 * 4 ** Math.max(0, attempts - 1);
/** How long one attempt may take before it counts as interrupted (an SMTP exchange gives up after 10 s). */
export const LEASE_MS = 5 * 60_000;
/** The sweep leaves a queued mail this long to the queue before sending its id again. */
export const SWEEP_GRACE_MS = 60_000;
export const INTERRUPTED = 'Delivery was interrupted before it was confirmed: the mail may or may not have been sent.';

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
}

/** Takes the row for one attempt, if it is queued and due. Undefined: sent, failed, in another attempt, or not due. */
export async function claim(database: D1Database, id: string, now: number): Promise<OutboxRow | undefined> {
  const row = await database
    .prepare(
      `UPDATE mail_outbox SET state = 'sending', attempts = attempts + 1, lease_until = ?2, updated_at = ?3
       WHERE id = ?1 AND state = 'queued' AND next_attempt_at <= ?3
       RETURNING id, kind, subject_id, recipient, recipient_name, reply_to, reply_to_name, payload, attempts`,
    )
    .bind(id, now + LEASE_MS, now)
    .first<OutboxRow>();
  return row ?? undefined;
}

/** The row as a mail on the wire: rendered, every header made safe, the outbox id its Message-ID. */
export async function compose(row: OutboxRow, settings: Config, assets: Fetcher): Promise<OutgoingMail> {
  const house = await loadHouse(assets);
  const rendered = renderMail(row.kind, JSON.parse(row.payload) as MailPayloads[MailKind], { house, siteUrl: settings.SITE_URL });
  const domain = settings.MAIL_FROM.split('@')[1] ?? 'localhost';
  const headers: Record<string, string> = {
    From: mailbox(settings.MAIL_FROM, house.name),
    To: mailbox(row.recipient, row.recipient_name),
    Subject: encodeWords(rendered.subject),
    'Message-ID': `<${row.id}@${domain}>`,
  };
  // A sender's address that could not be a Reply-To is left out rather than failing the restaurant's copy.
  if (row.reply_to && isSendableAddress(row.reply_to)) headers['Reply-To'] = mailbox(row.reply_to, row.reply_to_name ?? '');
  return { envelopeFrom: settings.MAIL_FROM, envelopeTo: row.recipient, headers, text: rendered.text, html: rendered.html };
}

export async function markSent(database: D1Database, id: string, now: number): Promise<void> {
  await database.prepare("UPDATE mail_outbox SET state = 'sent', sent_at = ?2, lease_until = NULL, last_error = NULL, updated_at = ?2 WHERE id = ?1 AND state = 'sending'").bind(id, now).run();
}

/** After a failed attempt: queued again after the backoff, or failed for good. Returns the delay, if any. */
export async function markFailedAttempt(database: D1Database, row: OutboxRow, error: unknown, now: number): Promise<number | undefined> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const final = error instanceof UnsendableAddress || row.attempts >= MAX_ATTEMPTS;
  const delay = final ? undefined : backoffMs(row.attempts);
  await database
    .prepare("UPDATE mail_outbox SET state = ?2, next_attempt_at = ?3, last_error = ?4, lease_until = NULL, updated_at = ?5 WHERE id = ?1 AND state = 'sending'")
    .bind(row.id, final ? 'failed' : 'queued', now + (delay ?? 0), message, now)
    .run();
  return delay;
}

export type Attempt = { outcome: 'sent' } | { outcome: 'skipped' } | { outcome: 'retry'; delayMs: number } | { outcome: 'failed' };

/** One delivery attempt of one mail. Throws only when D1 does (the queue then retries; the claim keeps it single). */
export async function deliver(env: Env, id: string, transport: Transport, now = () => Date.now()): Promise<Attempt> {
  const row = await claim(env.DB, id, now());
  if (!row) return { outcome: 'skipped' };
  try {
    await transport.send(await compose(row, config(env), env.ASSETS));
  } catch (error) {
    const delayMs = await markFailedAttempt(env.DB, row, error, now());
    return delayMs === undefined ? { outcome: 'failed' } : { outcome: 'retry', delayMs };
  }
  await markSent(env.DB, id, now());
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
        message.retry();
      }
    }
  } finally {
    await transport.close().catch(() => {});
  }
}

/**
 * The Cron Trigger's sweep: an attempt whose lease ran out is marked failed (interrupted, see above); a queued
 * mail the queue has not delivered within the grace is sent to the queue again. Returns what it did.
 */
export async function sweep(env: Env, now = Date.now()): Promise<{ interrupted: number; requeued: number }> {
  const [interrupted, due] = await env.DB.batch<{ id: string }>([
    env.DB.prepare("UPDATE mail_outbox SET state = 'failed', last_error = ?2, lease_until = NULL, updated_at = ?1 WHERE state = 'sending' AND lease_until < ?1").bind(now, INTERRUPTED),
    env.DB.prepare("SELECT id FROM mail_outbox WHERE state = 'queued' AND next_attempt_at <= ?1 ORDER BY next_attempt_at LIMIT 100").bind(now - SWEEP_GRACE_MS),
  ]);
  const ids = due?.results.map((row) => row.id) ?? [];
  if (ids.length) await env.MAIL_QUEUE.sendBatch(ids.map((id) => ({ body: { id } })));
  return { interrupted: interrupted?.meta.changes ?? 0, requeued: ids.length };
}

/** Resend from the dashboard: a failed mail queued again with a fresh count of attempts. */
export async function resend(env: Env, id: string, now = Date.now()): Promise<boolean> {
  const result = await env.DB.prepare("UPDATE mail_outbox SET state = 'queued', attempts = 0, next_attempt_at = ?2, last_error = NULL, updated_at = ?2 WHERE id = ?1 AND state = 'failed'").bind(id, now).run();
  if (!result.meta.changes) return false;
  await env.MAIL_QUEUE.send({ id });
  return true;
}
