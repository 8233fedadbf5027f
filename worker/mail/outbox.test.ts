import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../contract/menu';
import type { CreateOrderInput } from '../contract/order';
import { createOrder, updateOrderStatus } from '../db/orders';
import { bookTable, cancelReservation, updateReservationStatus } from '../db/reservations';
import { newId } from '../ids';
import { bookingBody, hold, made, tomorrow } from '../test/bookings';
import { callAs as call, resetWithNewCallers, uidOf } from '../test/callers';
import { tokenEmail } from '../test/tokens';
import type { Mails } from './outbox';
import { NO_CHARGES } from '../test/order-bodies';

// docs/decisions/0002-mail-outbox.md: the outbox row is written in the batch of the change that causes it, under the change's own
// condition: a change never commits without its mail, and a failed or refused change leaves no mail.

beforeEach(() => resetWithNewCallers('mail_outbox', 'status_events', 'order_lines', 'orders', 'reservations', 'contact_messages'));

interface OutboxRow {
  id: string;
  kind: string;
  subject_id: string;
  recipient: string;
  reply_to: string | null;
  payload: string;
  state: string;
}
const outbox = async () => (await env.DB.prepare('SELECT * FROM mail_outbox ORDER BY created_at, id').all<OutboxRow>()).results;

async function seedOrder(status = 'pending'): Promise<string> {
  const id = newId();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO orders (id, user_id, name, total, status, estimated_delivery_time, delivery_address, delivery_phone, payment_method) VALUES (?1, ?2, 'Ayesha Siddiqua', 2650, ?3, 45, 'House 12, Khulshi', '01711000001', 'cod')",
    ).bind(id, uidOf('userA'), status),
    env.DB.prepare("INSERT INTO order_lines (order_id, position, dish_id, name, quantity, price) VALUES (?1, 0, '1', 'Smoked Hilsa Mousse', 1, 2650)").bind(id),
  ]);
  return id;
}

describe('an order', () => {
  // Cash on delivery: the receipt is written with the order. An online order's waits for its payment
  // (worker/routes/payment.test.ts).
  it('is placed with its receipt: to the guest, with the lines, the total and the delivery fee apart', async () => {
    const dishes = (await (await env.ASSETS.fetch(new Request('https://assets.local/catalogue.json'))).json<{ items: CatalogueItem[] }>()).items.filter((dish) => dish.available);
    const [first] = dishes as [CatalogueItem];
    const response = await call('userA', 'POST', '/order/create-order', {
      userId: uidOf('userA'),
      name: 'Ayesha Siddiqua',
      items: [{ id: first.id, name: first.name, quantity: 2, price: first.price, image: first.image, description: '' }],
      total: first.price * 2,
      status: 'pending',
      createdAt: new Date().toISOString(),
      estimatedDeliveryTime: first.eta,
      delivery: { area: 'agrabad', address: 'House 12, Khulshi', phone: '01711000001' },
      paymentMethod: 'cod',
    });
    expect(response.status).toBe(201);
    const { order } = await response.json<{ order: { id: string } }>();
    const [mail, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'order-placed', subject_id: order.id, recipient: `${uidOf('userA')}@example.com` });
    expect(JSON.parse(mail?.payload ?? '{}')).toMatchObject({ orderId: order.id, total: first.price * 2, deliveryFee: 60, fulfilment: 'delivery', area: 'Agrabad', paymentMethod: 'cod', items: [{ name: first.name, quantity: 2, price: first.price }] });
  });

  it('that fails to be written leaves no receipt', async () => {
    // A line D1 refuses (NOT NULL) fails the whole batch: no order, no lines, no mail.
    const input = { userId: uidOf('userA'), name: 'Ayesha', items: [], total: 0, estimatedDeliveryTime: 30, fulfilment: 'delivery', delivery: { area: 'agrabad', address: 'House 12, Khulshi', phone: '01711000001' }, paymentMethod: 'cod' } as unknown as CreateOrderInput;
    const priced = { total: 100, estimatedDeliveryTime: 30, lines: [{ id: '1', name: null, quantity: 1, price: 100, image: '', description: '' }] } as never;
    const mails: Mails = [];
    await expect(createOrder(env.DB, input, priced, { area: null, fee: 120, extraMinutes: 0 }, NO_CHARGES, null, tokenEmail(`${uidOf('userA')}@example.com`), mails)).rejects.toThrow();
    expect(mails).toEqual([]);
    expect(await outbox()).toEqual([]);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>())?.n).toBe(0);
  });

  it.each(['preparing', 'ready', 'delivered', 'cancelled'] as const)('changing to %s writes the guest one mail, once', async (status) => {
    const id = await seedOrder();
    const mails: Mails = [];
    await updateOrderStatus(env.DB, id, status, uidOf('admin'), mails);
    await updateOrderStatus(env.DB, id, status, uidOf('admin'), mails);
    const rows = await outbox();
    expect(rows.map((row) => [row.kind, row.subject_id, row.recipient, JSON.parse(row.payload).status])).toEqual([['order-status', id, `${uidOf('userA')}@example.com`, status]]);
    expect(mails).toEqual([rows[0]?.id]);
  });

  it('going back to pending, or a change of an order that does not exist, writes nothing', async () => {
    const id = await seedOrder('preparing');
    await updateOrderStatus(env.DB, id, 'pending', uidOf('admin'));
    await updateOrderStatus(env.DB, newId(), 'ready', uidOf('admin'));
    expect(await outbox()).toEqual([]);
  });
});

describe('a booking', () => {
  it("made is acknowledged to the account's proven address, never to the address typed with it", async () => {
    const mails: Mails = [];
    const booked = made(await bookTable(env.DB, { ...bookingBody(uidOf('userA')), email: 'someone.else@example.com' } as never, tokenEmail(`${uidOf('userA')}@example.com`), null, mails));
    const [mail, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'reservation-received', subject_id: booked?.id, recipient: `${uidOf('userA')}@example.com`, state: 'queued' });
    expect(JSON.parse(mail?.payload ?? '{}')).toEqual({ reservationId: booked?.id, name: 'Ayesha Siddiqua', date: tomorrow, time: '19:30', guests: 2, table: booked?.table });
    expect(mails).toEqual([mail?.id]);
  });

  it('refused for want of a table leaves no mail', async () => {
    // Every table a couple may have is held at 19:30.
    await hold(uidOf('userB'), [1, 4, 8, 12, 16, 20, 24, 2, 6, 10, 14, 18, 22, 26, 3, 7, 11, 15, 19, 23, 27].map((table) => ({ table, time: '19:30' })));
    const response = await call('userA', 'POST', '/reservation/create-reservation', bookingBody(uidOf('userA')));
    expect(response.status).toBe(409);
    expect(await outbox()).toEqual([]);
  });

  it('confirmed, then cancelled by the restaurant, writes the guest each; back to pending writes nothing', async () => {
    const booked = made(await bookTable(env.DB, bookingBody(uidOf('userA')) as never, tokenEmail(`${uidOf('userA')}@example.com`)));
    await env.DB.prepare('DELETE FROM mail_outbox').run();
    for (const status of ['confirmed', 'confirmed', 'pending', 'cancelled'] as const) await updateReservationStatus(env.DB, booked?.id ?? '', status, uidOf('admin'));
    expect((await outbox()).map((row) => [row.kind, JSON.parse(row.payload).byGuest])).toEqual([
      ['reservation-confirmed', undefined],
      ['reservation-cancelled', undefined],
    ]);
  });

  it('brought back when its table is taken is refused, and writes nothing', async () => {
    const booked = made(await bookTable(env.DB, bookingBody(uidOf('userA')) as never, tokenEmail(`${uidOf('userA')}@example.com`)));
    await updateReservationStatus(env.DB, booked?.id ?? '', 'cancelled', uidOf('admin'));
    await hold(uidOf('userB'), [{ table: booked?.table ?? 0, time: '19:30' }]);
    await env.DB.prepare('DELETE FROM mail_outbox').run();
    expect(await updateReservationStatus(env.DB, booked?.id ?? '', 'confirmed', uidOf('admin'))).toBe('conflict');
    expect(await outbox()).toEqual([]);
  });

  it("cancelled by the guest says so; a cancel too late, or someone else's, writes nothing", async () => {
    const booked = made(await bookTable(env.DB, bookingBody(uidOf('userA')) as never, tokenEmail(`${uidOf('userA')}@example.com`)));
    await env.DB.prepare('DELETE FROM mail_outbox').run();
    const sitting = new Date(`${tomorrow}T19:30:00+06:00`);
    expect(await cancelReservation(env.DB, booked?.id ?? '', uidOf('userA'), new Date(sitting.getTime() - 3 * 3600_000))).toBe('too-late');
    expect(await cancelReservation(env.DB, booked?.id ?? '', uidOf('userB'))).toBe('not-owner');
    expect(await outbox()).toEqual([]);
    await cancelReservation(env.DB, booked?.id ?? '', uidOf('userA'), new Date(sitting.getTime() - 5 * 3600_000));
    expect((await outbox()).map((row) => [row.kind, JSON.parse(row.payload).byGuest])).toEqual([['reservation-cancelled', true]]);
  });
});

describe('a contact message', () => {
  it("is mailed to the restaurant's own address, answered to its sender", async () => {
    const response = await call('anonymous', 'POST', '/contact', { name: 'Rahim Uddin', email: 'rahim@example.com', subject: 'A birthday dinner', message: 'We would like the roof top for twelve on Friday.' });
    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: number }>();
    const [mail, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'contact', subject_id: String(id), recipient: 'table@karnaphuli.com.bd', reply_to: 'rahim@example.com' });
    expect(JSON.parse(mail?.payload ?? '{}')).toEqual({ id, name: 'Rahim Uddin', email: 'rahim@example.com', subject: 'A birthday dinner', message: 'We would like the roof top for twelve on Friday.' });
  });
});
