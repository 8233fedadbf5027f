import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MailRecord } from '../contract/mail';
import { config } from '../env';
import { updateOrderStatus } from '../db/orders';
import { bookTable } from '../db/reservations';
import { newId } from '../ids';
import { bookingBody, made } from '../test/bookings';
import { callAs as call, resetWithNewCallers, uidOf } from '../test/callers';
import { tokenEmail } from '../test/tokens';
import { headerLines, received, source } from '../test/inbox';
import { backoffMs, claim, compose, deliver, deliverBatch, failureKind, INTERRUPTED, LEASE_MS, markSent, MAX_ATTEMPTS, resend, sweep } from './deliver';
import type { Mails } from './outbox';
import { smtpTransport } from './smtp';

// docs/decisions/0001 and 0002: delivery over real SMTP (the test mail catcher), sent once whatever runs twice, retried with a
// growing delay, failed for good after MAX_ATTEMPTS, and resent from the dashboard.

beforeEach(() => resetWithNewCallers('mail_outbox', 'status_events', 'order_lines', 'orders', 'reservations'));

/** An order marked ready: the guest's "on its way" mail is recorded (not queued: these tests deliver it). */
async function recordedMail(name = 'Ayesha Siddiqua'): Promise<string> {
  const id = newId();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO orders (id, user_id, name, total, status, estimated_delivery_time, delivery_address, delivery_phone, payment_method) VALUES (?1, ?2, ?3, 2650, 'preparing', 45, 'House 12, Khulshi', '01711000001', 'cod')",
    ).bind(id, uidOf('userA'), name),
  ]);
  const mails: Mails = [];
  await updateOrderStatus(env.DB, id, 'ready', uidOf('admin'), mails);
  expect(mails).toHaveLength(1);
  return mails[0] ?? '';
}

const row = (id: string) => env.DB.prepare('SELECT state, attempts, next_attempt_at AS nextAttemptAt, last_error AS lastError, lease_until AS leaseUntil FROM mail_outbox WHERE id = ?1').bind(id).first<{ state: string; attempts: number; nextAttemptAt: number; lastError: string | null; leaseUntil: number | null }>();

/** The same Worker, its SMTP settings pointing at a port where nothing listens. */
const unreachable = () => ({ ...env, SMTP_PORT: '9' });
/** The same Worker, sending through one of the ill-behaved test servers (worker/test/mail-catcher.ts). */
const through = (port: string, security = 'none') => ({ ...env, SMTP_PORT: port, SMTP_SECURITY: security });

function queueBatch(...ids: string[]) {
  return createMessageBatch<{ id: string }>('karnaphuli-mail', ids.map((id, index) => ({ id: `message-${index}`, timestamp: new Date(), attempts: 1, body: { id } })));
}

describe('delivery', () => {
  it('sends the mail over SMTP once, with the outbox id as its Message-ID, and marks it sent', async () => {
    const id = await recordedMail();
    const transport = smtpTransport(config(env));
    expect(await deliver(env, id, transport)).toEqual({ outcome: 'sent' });
    await transport.close();
    const [mail, ...more] = await received(id);
    expect(more).toEqual([]);
    expect(mail?.to).toEqual([{ address: `${uidOf('userA')}@example.com`, name: 'Ayesha Siddiqua' }]);
    expect(mail?.from).toEqual([{ address: 'table@karnaphuli.com.bd', name: 'Karnaphuli' }]);
    expect(mail?.subject).toMatch(/^Order [A-Z0-9]{12}: Ready$/);
    expect(mail?.text).toContain('Your order is ready and on its way to you.');
    expect(mail?.html).toContain('Your order is ready and on its way to you.');
    expect(await row(id)).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
  });

  it('given the same mail twice at once, sends it once', async () => {
    const id = await recordedMail();
    const [first, second] = [smtpTransport(config(env)), smtpTransport(config(env))];
    const outcomes = await Promise.all([deliver(env, id, first), deliver(env, id, second)]);
    await Promise.all([first.close(), second.close()]);
    expect(outcomes.map((attempt) => attempt.outcome).sort()).toEqual(['sent', 'skipped']);
    expect(await received(id)).toHaveLength(1);
  });

  it('a consumer that dies after sending, before marking, is not followed by a second send', async () => {
    const id = await recordedMail();
    // The first consumer claims and sends… and is gone before it can mark the mail sent.
    const claimed = await claim(env.DB, id, Date.now());
    const transport = smtpTransport(config(env));
    await transport.send(await compose(claimed ?? (undefined as never), config(env), env.ASSETS));
    await transport.close();
    // The queue delivers the message again: the retry finds the mail in its attempt, sends nothing, and acks.
    const batch = queueBatch(id);
    const context = createExecutionContext();
    await deliverBatch(batch, env);
    expect((await getQueueResult(batch, context)).explicitAcks).toEqual(['message-0']);
    expect(await received(id)).toHaveLength(1);
    // Once its lease has run out, the sweep hands it to a person: failed, "interrupted", with Resend.
    expect(await sweep(env, Date.now() + LEASE_MS - 1000)).toMatchObject({ interrupted: 0 });
    expect(await sweep(env, Date.now() + LEASE_MS + 1000)).toMatchObject({ interrupted: 1 });
    expect(await row(id)).toMatchObject({ state: 'failed', lastError: INTERRUPTED });
    expect(await received(id)).toHaveLength(1);
  });

  it('an attempt that outlived its lease cannot settle the mail after a Resend queued it again', async () => {
    const id = await recordedMail();
    const late = await claim(env.DB, id, Date.now());
    await sweep(env, Date.now() + LEASE_MS + 1000);
    expect(await resend(env, id)).toBe(true);
    // The late attempt finally reports: it changes nothing; the mail stays queued for its new attempt.
    await markSent(env.DB, id, late?.lease_until ?? 0, Date.now());
    expect(await row(id)).toMatchObject({ state: expect.stringMatching(/^(queued|sending|sent)$/), attempts: expect.any(Number) });
    expect((await row(id))?.lastError).toBeNull();
    await expect.poll(async () => (await row(id))?.state, { timeout: 10_000 }).toBe('sent');
  });

  it('a slow attempt the sweep took for interrupted, that did send, still marks the mail sent', async () => {
    const id = await recordedMail();
    const slow = await claim(env.DB, id, Date.now());
    await sweep(env, Date.now() + LEASE_MS + 1000);
    expect(await row(id)).toMatchObject({ state: 'failed', lastError: INTERRUPTED });
    await markSent(env.DB, id, slow?.lease_until ?? 0, Date.now());
    expect(await row(id)).toMatchObject({ state: 'sent', lastError: null });
  });

  it('survives a server that hangs up: the attempt fails, is retried later, and the next mail gets a new connection', async () => {
    const [first, second] = [await recordedMail(), await recordedMail()];
    const settings = through(env.TEST_SMTP_HANGS_UP_PORT);
    const transport = smtpTransport(config(settings));
    expect(await deliver(settings, first, transport)).toEqual({ outcome: 'retry', delayMs: backoffMs(1) });
    expect(await deliver(settings, second, transport)).toEqual({ outcome: 'retry', delayMs: backoffMs(1) });
    await transport.close();
    expect((await row(first))?.lastError).toMatch(/closed the connection/);
  });

  it('a permanent refusal (5xx) fails at once, with the reason; STARTTLS asked for and not offered sends nothing', async () => {
    const id = await recordedMail();
    const refusing = through(env.TEST_SMTP_REFUSES_PORT);
    const transport = smtpTransport(config(refusing));
    expect(await deliver(refusing, id, transport)).toEqual({ outcome: 'failed' });
    await transport.close();
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: 1, lastError: expect.stringContaining('550 5.1.1 No such mailbox here') });

    const other = await recordedMail();
    const clear = through(env.TEST_SMTP_REFUSES_PORT, 'starttls');
    expect(await deliver(clear, other, smtpTransport(config(clear)))).toEqual({ outcome: 'retry', delayMs: backoffMs(1) });
    expect((await row(other))?.lastError).toMatch(/does not offer STARTTLS/);
  });

  it('tells a temporary failure from a permanent one and from one in doubt', () => {
    expect(failureKind(new Error('Invalid RCPT TO: <a@example.com> 550 5.1.1 unknown'))).toBe('permanent');
    expect(failureKind(new Error('Failed send email body: 552 Mailbox full'))).toBe('permanent');
    expect(failureKind(new Error('Invalid RCPT TO: <a@example.com> 451 4.3.0 try later'))).toBe('retry');
    expect(failureKind(new Error('Socket timeout!'))).toBe('retry');
    expect(failureKind(new Error('Timeout while waiting for smtp server response'))).toBe('in-doubt');
  });

  it('a retry the queue brings back early waits out the rest of its delay', async () => {
    const id = await recordedMail();
    await env.DB.prepare('UPDATE mail_outbox SET next_attempt_at = ?2 WHERE id = ?1').bind(id, Date.now() + 20_000).run();
    const outcome = await deliver(env, id, smtpTransport(config(env)));
    expect(outcome.outcome).toBe('retry');
    expect(outcome.outcome === 'retry' && outcome.delayMs).toBeGreaterThan(15_000);
  });

  it('retries a mail the server would not take, later each time, then marks it failed with the reason', async () => {
    const id = await recordedMail();
    const settings = unreachable();
    let now = Date.now();
    const delays: number[] = [];
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      const outcome = await deliver(settings, id, smtpTransport(config(settings)), () => now);
      expect(outcome).toEqual({ outcome: 'retry', delayMs: backoffMs(attempt) });
      delays.push(backoffMs(attempt));
      expect(await row(id)).toMatchObject({ state: 'queued', attempts: attempt, nextAttemptAt: now + backoffMs(attempt) });
      // Not before its time: a message that comes back early waits out the rest.
      expect(await deliver(settings, id, smtpTransport(config(settings)), () => now + backoffMs(attempt) - 1)).toEqual({ outcome: 'retry', delayMs: 1 });
      now += backoffMs(attempt);
    }
    expect(delays).toEqual([30_000, 120_000, 480_000, 1_920_000]);
    expect(await deliver(settings, id, smtpTransport(config(settings)), () => now)).toEqual({ outcome: 'failed' });
    const failed = await row(id);
    expect(failed).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
    expect(failed?.lastError).toEqual(expect.any(String));
    expect(await received(id)).toEqual([]);
  });

  it('asks the queue to retry a failed attempt after the backoff', async () => {
    const id = await recordedMail();
    // The test harness's batch does not keep a retry's delay: this one records what the consumer asks for.
    const asked: unknown[] = [];
    const message = { id: 'message-0', timestamp: new Date(), attempts: 1, body: { id }, ack: () => asked.push('ack'), retry: (options?: unknown) => asked.push({ retry: options }) };
    await deliverBatch({ queue: 'karnaphuli-mail', messages: [message], ackAll: () => {}, retryAll: () => {} } as never, unreachable());
    expect(asked).toEqual([{ retry: { delaySeconds: 30 } }]);
  });

  it('the sweep sends the queue what it has not delivered within a minute', async () => {
    const id = await recordedMail();
    expect(await sweep(env, Date.now())).toEqual({ interrupted: 0, requeued: 0, forgotten: 0, removed: 0, dropped: 0 });
    const later = Date.now() + 61_000;
    expect(await sweep(env, later)).toEqual({ interrupted: 0, requeued: 1, forgotten: 0, removed: 0, dropped: 0 });
    // Sent to the queue once: the next sweep leaves it to the queue for another minute.
    expect(await sweep(env, later + 1000)).toEqual({ interrupted: 0, requeued: 0, forgotten: 0, removed: 0, dropped: 0 });
    // The queue's consumer (this Worker's queue handler) then delivers it.
    await expect.poll(async () => (await row(id))?.state, { timeout: 10_000 }).toBe('sent');
    expect(await received(id)).toHaveLength(1);
  });
});

describe('hostile names and subjects', () => {
  it('cannot add a header or markup: CR/LF become spaces, the rest is encoded or escaped', async () => {
    const hostile = 'Mallory\r\nBcc: victim@example.com\r\nX-Evil: 1 "<b>x</b>" <script>alert(1)</script>';
    const id = await recordedMail(hostile);
    const transport = smtpTransport(config(env));
    await deliver(env, id, transport);
    await transport.close();
    const [mail] = await received(id);
    const raw = await source(mail ?? (undefined as never));
    const lines = headerLines(raw);
    expect(lines.filter((line) => /^(bcc|x-evil):/i.test(line))).toEqual([]);
    expect(mail?.headers.bcc).toBeUndefined();
    // The name as typed, one line, its address made inert (mail/inert.ts): U+2024 for the dot.
    expect(mail?.to).toEqual([{ address: `${uidOf('userA')}@example.com`, name: 'Mallory Bcc: victim@example\u2024com X-Evil: 1 "<b>x</b>" <script>alert(1)</script>' }]);
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<b>x');
    expect(mail?.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it("a contact message's subject and sender reach the restaurant as one line, answered to the sender", async () => {
    const response = await call('anonymous', 'POST', '/contact', {
      name: 'Rahim\r\nBcc: victim@example.com',
      email: 'rahim@example.com',
      subject: 'Dinner\r\nBcc: victim@example.com <i>x</i>',
      message: 'We would like the roof top for twelve <img src=x onerror=alert(1)> on Friday.',
    });
    expect(response.status).toBe(201);
    const { id: mailId } = (await env.DB.prepare("SELECT id FROM mail_outbox WHERE kind = 'contact'").first<{ id: string }>()) ?? { id: '' };
    // The queue may already be delivering it: either way, exactly one arrives.
    const transport = smtpTransport(config(env));
    await deliver(env, mailId, transport);
    await transport.close();
    await expect.poll(async () => (await received(mailId)).length).toBe(1);
    const [mail] = await received(mailId);
    const lines = headerLines(await source(mail ?? (undefined as never)));
    expect(lines.filter((line) => /^bcc:/i.test(line))).toEqual([]);
    expect(lines.find((line) => /^reply-to:/i.test(line))).toMatch(/<rahim@example\.com>$/);
    expect(mail?.subject).toBe('Contact form: Dinner Bcc: victim@example\u2024com <i>x</i>');
    expect(mail?.to).toEqual([{ address: 'table@karnaphuli.com.bd', name: '' }]);
    expect(mail?.html).not.toContain('<img');
    expect(mail?.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });
});

describe('the dashboard', () => {
  it("lists a booking's mails with their state, and resends a failed one, only a failed one, only for an admin", async () => {
    const mails: Mails = [];
    const booked = made(await bookTable(env.DB, bookingBody(uidOf('userA')) as never, tokenEmail(`${uidOf('userA')}@example.com`), null, mails));
    const [id = ''] = mails;
    const settings = unreachable();
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      await env.DB.prepare('UPDATE mail_outbox SET next_attempt_at = 0 WHERE id = ?1').bind(id).run();
      await deliver(settings, id, smtpTransport(config(settings)));
    }
    const history = await (await call('admin', 'GET', `/admin/reservations/${booked?.id}/history`)).json<{ mails: MailRecord[] }>();
    expect(history.mails).toEqual([expect.objectContaining({ id, kind: 'reservation-received', label: 'Booking received', to: `${uidOf('userA')}@example.com`, state: 'failed', attempts: MAX_ATTEMPTS, lastError: expect.any(String) })]);

    expect((await call('userA', 'POST', `/admin/mails/${id}/resend`)).status).toBe(403);
    const resent = await call('admin', 'POST', `/admin/mails/${id}/resend`);
    expect(resent.status).toBe(200);
    expect((await resent.json<{ mail: MailRecord }>()).mail).toMatchObject({ id, state: 'queued', attempts: 0, lastError: null });
    // The queue delivers it to the (reachable) server.
    await expect.poll(async () => (await row(id))?.state, { timeout: 10_000 }).toBe('sent');
    expect(await received(id)).toHaveLength(1);
    const again = await call('admin', 'POST', `/admin/mails/${id}/resend`);
    expect(again.status).toBe(409);
    expect((await call('admin', 'POST', '/admin/mails/ZZZZZZZZZZZZ/resend')).status).toBe(404);
  });
});
