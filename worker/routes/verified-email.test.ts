import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailRecord } from '../contract/mail';
import type { CatalogueItem } from '../contract/menu';
import type { Order } from '../contract/order';
import type { Reservation } from '../contract/reservation';
import type { UserRecord } from '../contract/user';
import { HOLD_MS } from '../db/email-proof';
import { updateOrderStatus } from '../db/orders';
import { config } from '../env';
import { deliver, sweep } from '../mail/deliver';
import type { Mails } from '../mail/outbox';
import { smtpTransport } from '../mail/smtp';
import { bookingBody } from '../test/bookings';
import { callAs, callAsUid, resetWithNewCallers, uidOf, userRow } from '../test/callers';
import { received } from '../test/inbox';

// Anyone could take anyone's e-mail address: the restaurant now writes only to the address the identity provider
// has verified to the account (its ID token's email_verified), recorded in users.verified_email from the token in
// the batch of any write that carries it. Until an account has one, its mails are held, never attempted; a proof
// releases those under a day old; the sweep drops older ones. One account per proven address: the newer proof
// wins. A profile may not claim an address another account has proven.

let dish: CatalogueItem;
beforeAll(async () => {
  const { items } = await (await env.ASSETS.fetch(new Request('https://assets.local/catalogue.json'))).json<{ items: CatalogueItem[] }>();
  dish = items.find((item) => item.available) as CatalogueItem;
});

beforeEach(() => resetWithNewCallers('mail_outbox', 'status_events', 'order_lines', 'orders', 'reservations'));

interface OutboxRow {
  id: string;
  kind: string;
  subject_id: string;
  user_id: string | null;
  recipient: string;
  recipient_name: string;
  payload: string;
  state: string;
  attempts: number;
  created_at: number;
}
const outbox = async () => (await env.DB.prepare('SELECT * FROM mail_outbox ORDER BY created_at, id').all<OutboxRow>()).results;
const mailRow = (id: string) => env.DB.prepare('SELECT * FROM mail_outbox WHERE id = ?1').bind(id).first<OutboxRow>();

const orderBody = (uid: string) => ({
  userId: uid,
  name: 'Rafiq Chowdhury',
  items: [{ id: dish.id, name: dish.name, quantity: 1, price: dish.price, image: dish.image, description: '' }],
  total: dish.price,
  estimatedDeliveryTime: dish.eta,
  delivery: { area: 'agrabad', address: 'House 3, Road 5, Panchlaish', phone: '01819000222', instructions: 'Ring twice' },
  paymentMethod: 'cod',
});

/** A guest signed up with e-mail and password, the verification link not opened: their tokens prove nothing. */
async function unprovenGuest(typed = 'rafiq@example.com'): Promise<string> {
  const uid = `unproven-${crypto.randomUUID().slice(0, 8)}`;
  const response = await callAsUid(uid, 'POST', '/user/create-user', { userId: uid, name: 'Rafiq Chowdhury', email: typed }, {}, { verified: false });
  expect(response.status).toBe(201);
  return uid;
}

const as = (uid: string, verified: boolean) => ({
  order: () => callAsUid(uid, 'POST', '/order/create-order', orderBody(uid), {}, { verified }),
  book: (overrides: Record<string, unknown> = {}) => callAsUid(uid, 'POST', '/reservation/create-reservation', bookingBody(uid, { name: 'Rafiq Chowdhury', ...overrides }), {}, { verified }),
  confirm: () => callAsUid(uid, 'POST', '/user/confirm-email', undefined, {}, { verified }),
});

async function deliverNow(id: string) {
  const transport = smtpTransport(config(env));
  try {
    return await deliver(env, id, transport);
  } finally {
    await transport.close();
  }
}

describe('an account without a proven address', () => {
  it('orders and books as any guest; the receipt and the booking mail are held: no recipient, not queued, never attempted', async () => {
    const uid = await unprovenGuest();
    expect((await as(uid, false).order()).status).toBe(201);
    expect((await as(uid, false).book()).status).toBe(201);
    const mails = await outbox();
    expect(mails.map((mail) => [mail.kind, mail.user_id, mail.recipient, mail.state])).toEqual([
      ['order-placed', uid, '', 'held'],
      ['reservation-received', uid, '', 'held'],
    ]);
    for (const mail of mails) {
      // However its id reaches delivery (a stray queue message, the sweep), a held mail is never attempted.
      expect(await deliverNow(mail.id)).toEqual({ outcome: 'skipped' });
      expect(await received(mail.id)).toEqual([]);
      expect(await mailRow(mail.id)).toMatchObject({ state: 'held', attempts: 0 });
    }
    expect(await sweep(env, Date.now() + 61_000)).toMatchObject({ requeued: 0, dropped: 0 });
  });

  it("the admin's status mails about its order wait too", async () => {
    const uid = await unprovenGuest();
    const { order } = await (await as(uid, false).order()).json<{ order: Order }>();
    const mails: Mails = [];
    await updateOrderStatus(env.DB, order.id, 'preparing', uidOf('admin'), mails);
    expect(mails).toEqual([]);
    expect((await outbox()).map((mail) => [mail.kind, mail.recipient, mail.state])).toEqual([
      ['order-placed', '', 'held'],
      ['order-status', '', 'held'],
    ]);
  });

  it('is never written to at an address it typed: not the profile’s, not the booking’s', async () => {
    // User A has proven user-a@…; the profile and the booking name another address, the owner's say.
    expect((await callAs('userA', 'PUT', '/user/update-user', { userId: uidOf('userA'), name: 'Ayesha', email: 'owner@karnaphuli.example', phone: '01711000001', address: 'House 12, Khulshi' })).status).toBe(200);
    expect((await callAs('userA', 'POST', '/order/create-order', orderBody(uidOf('userA')))).status).toBe(201);
    expect((await callAs('userA', 'POST', '/reservation/create-reservation', bookingBody(uidOf('userA'), { email: 'owner@karnaphuli.example' }))).status).toBe(201);
    expect((await outbox()).map((mail) => [mail.kind, mail.recipient, mail.state])).toEqual([
      ['order-placed', `${uidOf('userA')}@example.com`, 'queued'],
      ['reservation-received', `${uidOf('userA')}@example.com`, 'queued'],
    ]);
  });
});

describe('proving the address', () => {
  it('confirm-email records the address the token proves and releases the held mails to it, which are then delivered', async () => {
    const uid = await unprovenGuest('typed.elsewhere@example.com');
    await as(uid, false).order();
    await as(uid, false).book();
    const confirmed = await as(uid, true).confirm();
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json<{ user: UserRecord }>()).user).toMatchObject({ userId: uid, email: 'typed.elsewhere@example.com', verifiedEmail: `${uid}@example.com` });
    const mails = await outbox();
    expect(mails.map((mail) => [mail.kind, mail.recipient, mail.state])).toEqual([
      ['order-placed', `${uid}@example.com`, expect.stringMatching(/^(queued|sending|sent)$/)],
      ['reservation-received', `${uid}@example.com`, expect.stringMatching(/^(queued|sending|sent)$/)],
    ]);
    // The route handed them to the queue; whichever attempt comes first sends each, once.
    for (const mail of mails) {
      await deliverNow(mail.id);
      await expect.poll(async () => (await received(mail.id)).length, { timeout: 10_000 }).toBe(1);
      const [arrived] = await received(mail.id);
      expect(arrived?.to.map((to) => to.address)).toEqual([`${uid}@example.com`]);
    }
  });

  it('confirm-email with a token that proves nothing is refused, and changes nothing', async () => {
    const uid = await unprovenGuest();
    await as(uid, false).order();
    const before = [await userRow(uid), await outbox()];
    const response = await as(uid, false).confirm();
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'Your e-mail address is not verified yet. Open the link we sent you, then try again.', code: 'notVerifiedYet' });
    expect([await userRow(uid), await outbox()]).toEqual(before);
  });

  it('any write that carries a verified token proves it too: the next booking releases the held receipt and is mailed itself', async () => {
    const uid = await unprovenGuest();
    await as(uid, false).order();
    expect((await as(uid, true).book()).status).toBe(201);
    expect((await outbox()).map((mail) => [mail.kind, mail.recipient])).toEqual([
      ['order-placed', `${uid}@example.com`],
      ['reservation-received', `${uid}@example.com`],
    ]);
    expect((await outbox()).every((mail) => mail.state !== 'held')).toBe(true);
  });

  it('a mail held longer than a day is not released; the sweep drops it with its personal words', async () => {
    const uid = await unprovenGuest();
    await as(uid, false).order();
    const { reservation } = await (await as(uid, false).book()).json<{ reservation: Reservation }>();
    const [receipt, booking] = (await outbox()) as [OutboxRow, OutboxRow];
    // The receipt was written a day and a minute ago; the booking's mail 23 hours ago.
    await env.DB.batch([
      env.DB.prepare('UPDATE mail_outbox SET created_at = ?2 WHERE id = ?1').bind(receipt.id, Date.now() - HOLD_MS - 60_000),
      env.DB.prepare('UPDATE mail_outbox SET created_at = ?2 WHERE id = ?1').bind(booking.id, Date.now() - 23 * 3600_000),
    ]);
    expect(await sweep(env)).toMatchObject({ dropped: 1 });
    const dropped = await mailRow(receipt.id);
    expect(dropped).toMatchObject({ state: 'dropped', recipient: '', recipient_name: '' });
    // Nothing of what the guest wrote or ordered is kept: not the name, the address, the phone, the lines.
    expect(JSON.parse(dropped?.payload ?? '')).toEqual({});
    expect(await mailRow(booking.id)).toMatchObject({ state: 'held' });

    expect((await as(uid, true).confirm()).status).toBe(200);
    expect(await mailRow(receipt.id)).toMatchObject({ state: 'dropped', recipient: '' });
    expect((await mailRow(booking.id))?.recipient).toBe(`${uid}@example.com`);
    // The dashboard says which mail never went, and why.
    const history = await (await callAs('admin', 'GET', `/admin/reservations/${reservation.id}/history`)).json<{ mails: MailRecord[] }>();
    expect(history.mails.map((mail) => mail.state)).toEqual([expect.stringMatching(/^(queued|sending|sent)$/)]);
    const sweptAgain = await sweep(env, Date.now() + HOLD_MS + 60_000);
    expect(sweptAgain.dropped).toBe(0);
  });
});

describe('one account per proven address', () => {
  it('the newer proof wins, whatever the case of its letters: the other account loses it, and its mails wait', async () => {
    const uid = await unprovenGuest();
    const address = `${uidOf('userA')}@example.com`.toUpperCase();
    // The newcomer proves user A's address (as their Google account would, holding the same mailbox).
    expect((await callAsUid(uid, 'POST', '/user/confirm-email', undefined, {}, { email: address })).status).toBe(200);
    expect((await userRow(uid))?.verified_email).toBe(address);
    expect((await userRow(uidOf('userA')))?.verified_email).toBeNull();
    // User A's next order is placed; its receipt waits for A to prove an address again.
    expect((await callAs('userA', 'POST', '/order/create-order', orderBody(uidOf('userA')), {}, { verified: false })).status).toBe(201);
    expect((await outbox()).map((mail) => [mail.user_id, mail.state])).toEqual([[uidOf('userA'), 'held']]);
  });

  it('the database itself refuses a second holder of an address, in any case', async () => {
    await expect(env.DB.prepare("UPDATE users SET verified_email = upper(?1) WHERE user_id = ?2").bind(`${uidOf('userA')}@example.com`, uidOf('userB')).run()).rejects.toThrow(/UNIQUE/);
  });

  it("update-user: a profile may not claim another account's proven address; it may keep its own, or one nobody has proven", async () => {
    const profile = (email: string) => ({ userId: uidOf('userA'), name: 'Ayesha Siddiqua', email, phone: '01711000001', address: 'House 12, Road 3, Khulshi' });
    const before = await userRow(uidOf('userA'));
    const refused = await callAs('userA', 'PUT', '/user/update-user', profile(`${uidOf('admin')}@EXAMPLE.com`));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: 'This email address belongs to another account. Please use a different email.',
      code: 'taken',
      issues: [{ path: ['email'], message: 'This email address belongs to another account. Please use a different email.', code: 'taken' }],
    });
    expect(await userRow(uidOf('userA'))).toEqual(before);
    // An address another account only typed proves nothing, and takes nothing.
    await env.DB.prepare("UPDATE users SET email = 'shared@example.com' WHERE user_id = ?1").bind(uidOf('userB')).run();
    expect((await callAs('userA', 'PUT', '/user/update-user', profile('shared@example.com'))).status).toBe(200);
    expect((await callAs('userA', 'PUT', '/user/update-user', profile(`${uidOf('userA')}@example.com`))).status).toBe(200);
  });

  it("create-user: a new account does not start with another account's proven address, unless its own token proves it", async () => {
    const taken = `${uidOf('admin')}@example.com`;
    const first = `newcomer-${crypto.randomUUID().slice(0, 8)}`;
    const created = await callAsUid(first, 'POST', '/user/create-user', { userId: first, name: 'Mallory', email: taken }, {}, { verified: false });
    expect(created.status).toBe(201);
    expect((await created.json<{ user: UserRecord }>()).user).toMatchObject({ email: '', verifiedEmail: null });
    expect((await userRow(uidOf('admin')))?.verified_email).toBe(taken);
  });
});
