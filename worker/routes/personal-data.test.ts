import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../ordering/published';
import type { AdminHistory } from '../contract/admin';
import { config } from '../env';
import { createOrder, deleteOrder, updateOrderStatus } from '../db/orders';
import { bookTable, updateReservationStatus } from '../db/reservations';
import { claim, deliver, MAIL_RETENTION_MS, WORDS_PAST_RETENTION } from '../mail/deliver';
import type { Mails } from '../mail/outbox';
import { smtpTransport } from '../mail/smtp';
import worker from '../index';
import { priceOrder } from '../ordering/prices';
import { bookingBody, made } from '../test/bookings';
import { callAs as call, resetWithNewCallers, uidOf } from '../test/callers';
import { tokenEmail } from '../test/tokens';
import { NO_CHARGES } from '../test/order-bodies';

// A deleted order or booking leaves none of its guest's data anywhere (the outbox's mails included), in the
// same batch as the delete; the history keeps the id, the total, who and when. The outbox forgets a mail's
// words 30 days after it was sent, in the Cron Trigger's sweep.

beforeEach(() => resetWithNewCallers('mail_outbox', 'status_events', 'order_lines', 'orders', 'reservations'));

/** Every row of every table of the database, as text. */
async function everything(): Promise<Record<string, string>> {
  const { results: tables } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'").all<{ name: string }>();
  expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['orders', 'order_lines', 'reservations', 'mail_outbox', 'status_events', 'users']));
  const rows = await env.DB.batch(tables.map((table) => env.DB.prepare(`SELECT * FROM "${table.name}"`)));
  return Object.fromEntries(tables.map((table, index) => [table.name, JSON.stringify(rows[index]?.results)]));
}

/** The tables that hold any of `words`, by the words they hold. */
async function whereFound(words: string[]): Promise<Record<string, string[]>> {
  const tables = await everything();
  return Object.fromEntries(words.map((word) => [word, Object.keys(tables).filter((table) => tables[table]?.includes(word)).sort()]));
}

const none = (words: string[]) => Object.fromEntries(words.map((word) => [word, []]));

/** The mails of `subject` put in every state a mail can be in: sent (for real, over SMTP), failed, in an attempt, queued. */
async function inEveryState(mails: string[], email: string): Promise<void> {
  const [sent = '', failed = '', sending = ''] = mails;
  const transport = smtpTransport(config(env));
  expect(await deliver(env, sent, transport)).toEqual({ outcome: 'sent' });
  await transport.close();
  // A failure's reason may quote the address (this is what a 550 says).
  await env.DB.prepare("UPDATE mail_outbox SET state = 'failed', attempts = 5, last_error = ?2 WHERE id = ?1").bind(failed, `Invalid RCPT TO: <${email}> 550 5.1.1 No such mailbox`).run();
  expect(await claim(env.DB, sending, Date.now())).toBeDefined();
  const states = await env.DB.prepare('SELECT state FROM mail_outbox ORDER BY created_at, id').all<{ state: string }>();
  expect(states.results.map((row) => row.state).sort()).toEqual(['failed', 'queued', 'sending', 'sent']);
}

const history = async (subject: 'orders' | 'reservations', id: string) => {
  const response = await call('admin', 'GET', `/admin/${subject}/${id}/history`);
  expect(response.status).toBe(200);
  return response.json<AdminHistory>();
};

describe('deleting an order', () => {
  const PERSONAL = ['Zubaida Rahman', 'House 99, Lane 7, Secret Garden Road', '01799887766', 'The gate code is 4321'];

  async function placeAndMail(): Promise<{ id: string; total: number; email: string }> {
    const email = `${uidOf('userA')}@example.com`;
    const input = {
      userId: uidOf('userA'),
      name: 'Zubaida Rahman',
      items: [{ id: '1', quantity: 2 }],
      total: 0,
      estimatedDeliveryTime: 0,
      delivery: { area: 'agrabad', address: 'House 99, Lane 7, Secret Garden Road', phone: '01799887766', instructions: 'The gate code is 4321' },
      paymentMethod: 'cod' as const,
    };
    const priced = priceOrder(await loadCatalogue(env.ASSETS), input.items);
    if (!priced.ok) throw new Error('dish 1 is not on the menu');
    const mails: Mails = [];
    const order = await createOrder(env.DB, { ...input, fulfilment: 'delivery' }, priced.order, { area: null, fee: 120, extraMinutes: 0 }, NO_CHARGES, 'checkout-secret', tokenEmail(email), mails);
    for (const status of ['preparing', 'ready', 'delivered'] as const) await updateOrderStatus(env.DB, order.id, status, uidOf('admin'), mails);
    expect(mails).toHaveLength(4);
    await inEveryState(mails, email);
    expect((await whereFound(PERSONAL))[PERSONAL[1] ?? '']).toEqual(['mail_outbox', 'orders']);
    return { id: order.id, total: order.total, email };
  }

  it("removes the guest's data from every table and from the history, which keeps the id, total, who and when", async () => {
    const { id, total, email } = await placeAndMail();
    const response = await call('admin', 'DELETE', `/order/delete-order/${id}`);
    expect(response.status).toBe(200);

    expect(await whereFound(PERSONAL)).toEqual(none(PERSONAL));
    // The address stays only on the guest's own account, never in an order's traces.
    expect(await whereFound([email])).toEqual({ [email]: ['users'] });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM order_lines WHERE order_id = ?1').bind(id).first('n')).toBe(0);

    const { events, mails } = await history('orders', id);
    expect(JSON.stringify({ events, mails })).not.toMatch(new RegExp([...PERSONAL, email, 'Zubaida'].join('|')));
    expect(events.at(-1)).toEqual({ action: 'delete', from: 'delivered', to: null, at: expect.any(String), by: 'Admin', total });
    expect(Math.abs(Date.parse(events.at(-1)?.at ?? '') - Date.now())).toBeLessThan(60_000);
    // The mail that went keeps its record (what it was, when), not its words; those never sent are gone.
    expect(mails).toEqual([expect.objectContaining({ kind: 'order-placed', label: 'Receipt', to: '', state: 'sent', lastError: null, sentAt: expect.any(String) })]);
  });

  it('is one batch: a delete that fails changes nothing, its mails and history included', async () => {
    const { id } = await placeAndMail();
    const before = await everything();
    await env.DB.prepare("CREATE TRIGGER refuse_order_delete BEFORE DELETE ON orders BEGIN SELECT RAISE(ABORT, 'refused'); END").run();
    try {
      await expect(deleteOrder(env.DB, id, uidOf('admin'))).rejects.toThrow(/refused/);
    } finally {
      await env.DB.prepare('DROP TRIGGER refuse_order_delete').run();
    }
    expect(await everything()).toEqual(before);
  });
});

describe('deleting a booking', () => {
  it("removes the guest's data from every table and from the history", async () => {
    const PERSONAL = ['Nafisa Kabir', 'nafisa.private@example.com', '01688776655', 'Proposal: hide the ring in the dessert'];
    const mails: Mails = [];
    const booked = await bookTable(env.DB, bookingBody(uidOf('userA'), { name: PERSONAL[0], email: PERSONAL[1], phone: PERSONAL[2], specialRequests: PERSONAL[3] }) as never, tokenEmail(`${uidOf('userA')}@example.com`), 'booking-secret', mails);
    const id = made(booked).id;
    for (const status of ['confirmed', 'cancelled', 'confirmed'] as const) await updateReservationStatus(env.DB, id, status, uidOf('admin'), mails);
    expect(mails).toHaveLength(4);
    await inEveryState(mails, PERSONAL[1] ?? '');
    expect((await whereFound(PERSONAL))[PERSONAL[1] ?? '']).toEqual(['mail_outbox', 'reservations']);

    expect((await call('admin', 'DELETE', `/reservation/delete-reservation/${id}`)).status).toBe(200);
    expect(await whereFound(PERSONAL)).toEqual(none(PERSONAL));
    const { events, mails: left } = await history('reservations', id);
    expect(JSON.stringify({ events, left })).not.toMatch(new RegExp([...PERSONAL, 'Nafisa'].join('|')));
    expect(events.map(({ action, from, to, by }) => [action, from, to, by])).toEqual([
      ['status', 'pending', 'confirmed', 'Admin'],
      ['status', 'confirmed', 'cancelled', 'Admin'],
      ['status', 'cancelled', 'confirmed', 'Admin'],
      ['delete', 'confirmed', null, 'Admin'],
    ]);
    expect(left).toEqual([expect.objectContaining({ kind: 'reservation-received', label: 'Booking received', to: '', state: 'sent' })]);
  });
});

describe("the outbox's retention", () => {
  const NOW = Date.parse('2026-12-01T03:00:00Z');
  const DAY = 24 * 60 * 60_000;

  /** A mail written straight into the outbox, sent or failed `daysAgo` before NOW. */
  async function mail(id: string, kind: string, state: 'sent' | 'failed', daysAgo: number, payload: Record<string, unknown>): Promise<void> {
    const at = NOW - daysAgo * DAY;
    await env.DB.prepare(
      `INSERT INTO mail_outbox (id, kind, subject_id, recipient, recipient_name, reply_to, reply_to_name, payload, state, attempts, next_attempt_at, last_error, sent_at, created_at, updated_at)
       VALUES (?1, ?2, 'ABCDEFGH2345', 'guest.private@example.com', 'Guest Private', ?3, ?4, ?5, ?6, 1, ?7, ?8, ?9, ?7, ?7)`,
    )
      .bind(id, kind, kind === 'contact' ? 'sender.private@example.com' : null, kind === 'contact' ? 'Sender Private' : null, JSON.stringify(payload), state, at, state === 'failed' ? 'Invalid RCPT TO: <guest.private@example.com> 550' : null, state === 'sent' ? at : null)
      .run();
  }

  /** The Worker's own scheduled handler (the Cron Trigger's), fired at a fixed time. */
  async function cron(scheduledTime: number): Promise<void> {
    await worker.scheduled(createScheduledController({ scheduledTime, cron: '* * * * *' }), env);
  }

  const rows = async () => (await env.DB.prepare('SELECT id, recipient, recipient_name AS recipientName, reply_to AS replyTo, reply_to_name AS replyToName, payload, state, last_error AS lastError FROM mail_outbox ORDER BY id').all()).results;

  it('forgets a sent mail’s words 30 days after it was sent, and removes a mail that failed 30 days ago, when the Cron Trigger fires', async () => {
    const words = { name: 'Guest Private', address: 'House 1, Private Road', phone: '01711999888', message: 'Private words' };
    await mail('OLDRECEIPT01', 'order-placed', 'sent', 30.1, { orderId: 'ABCDEFGH2345', ...words });
    await mail('OLDSTATUS001', 'order-status', 'sent', 45, { orderId: 'ABCDEFGH2345', status: 'ready', ...words });
    await mail('OLDCANCEL001', 'reservation-cancelled', 'sent', 31, { reservationId: 'ABCDEFGH2345', byGuest: true, ...words });
    await mail('OLDCONTACT01', 'contact', 'sent', 90, words);
    await mail('NEWRECEIPT01', 'order-placed', 'sent', 29.9, { orderId: 'ABCDEFGH2345', ...words });
    await mail('OLDFAILED001', 'order-status', 'failed', 30.1, { orderId: 'ABCDEFGH2345', status: 'ready', ...words });
    await mail('NEWFAILED001', 'order-status', 'failed', 29.9, { orderId: 'ABCDEFGH2345', status: 'ready', ...words });
    const recent = (await rows()).filter((row) => String(row['id']).startsWith('NEW'));

    await cron(NOW);
    const forgotten = { recipient: '', recipientName: '', replyTo: null, replyToName: null, state: 'sent', lastError: null };
    expect(await rows()).toEqual([
      ...recent,
      { id: 'OLDCANCEL001', ...forgotten, payload: '{"byGuest":1}' },
      { id: 'OLDCONTACT01', ...forgotten, payload: '{}' },
      { id: 'OLDRECEIPT01', ...forgotten, payload: '{}' },
      { id: 'OLDSTATUS001', ...forgotten, payload: '{"status":"ready"}' },
    ].sort((a, b) => String(a['id']).localeCompare(String(b['id']))));
    const { results: old } = await env.DB.prepare("SELECT * FROM mail_outbox WHERE id LIKE 'OLD%'").all();
    expect(old).toHaveLength(4);
    expect(JSON.stringify(old)).not.toMatch(/private/i);
    // What the dashboard says of them is unchanged.
    expect((await history('orders', 'ABCDEFGH2345')).mails.map((each) => [each.id, each.label, each.to])).toEqual(
      expect.arrayContaining([
        ['OLDSTATUS001', 'Status: ready', ''],
        ['OLDCANCEL001', 'Cancelled by the guest', ''],
        ['NEWRECEIPT01', 'Receipt', 'guest.private@example.com'],
      ]),
    );
    // Once forgotten, a mail is not written again at every sweep; the recent ones wait their turn.
    const updated = await env.DB.prepare("SELECT id, updated_at AS at FROM mail_outbox WHERE id LIKE 'OLD%' ORDER BY id").all();
    await cron(NOW + 60_000);
    expect((await env.DB.prepare("SELECT id, updated_at AS at FROM mail_outbox WHERE id LIKE 'OLD%' ORDER BY id").all()).results).toEqual(updated.results);
    await cron(NOW + MAIL_RETENTION_MS);
    expect((await rows()).map((row) => [row['id'], row['recipient']])).toEqual([
      ['NEWRECEIPT01', ''],
      ['OLDCANCEL001', ''],
      ['OLDCONTACT01', ''],
      ['OLDRECEIPT01', ''],
      ['OLDSTATUS001', ''],
    ]);
  });

  it("reads only the mails due, by their own index, not every mail ever sent", async () => {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN SELECT id FROM mail_outbox WHERE ${WORDS_PAST_RETENTION}`).bind(NOW).all<{ detail: string }>();
    expect(results.map((step) => step.detail)).toEqual([expect.stringMatching(/^SEARCH mail_outbox USING INDEX mail_outbox_words_idx \(state=\? AND sent_at<\?\)$/)]);
  });
});
