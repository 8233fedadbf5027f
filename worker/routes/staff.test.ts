import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderPage, AdminSummary } from '../contract/admin';
import type { KitchenBoard } from '../contract/kitchen';
import type { CatalogueItem } from '../contract/menu';
import type { Order } from '../contract/order';
import type { OrderPage } from '../contract/order-history';
import type { PayLinkOrder, StartedPayment } from '../contract/payment';
import type { AwaitingAnswer, GuestSearchAnswer, StaffOrderAnswer } from '../contract/staff';
import { HOUSE_ACCOUNT } from '../db/staff';
import { NO_PROVEN_PHONE } from './staff';
import { callAs as call, callAsUid, resetWithNewCallers, uidOf } from '../test/callers';
import { at, setRestaurantClock } from '../test/service-clock';
import { behave, onBkashPage, onSslcommerzPage, orderRow, paymentRows, postForm, receipts, toWorker, walletNumber } from '../test/payments';

// Orders staff take on the phone and at the counter, and the kitchen's board (docs/decisions/0025).

let available: CatalogueItem[] = [];
beforeAll(async () => {
  const { items } = await (await env.ASSETS.fetch(new Request('https://assets.local/catalogue.json'))).json<{ items: CatalogueItem[] }>();
  available = items.filter((dish) => dish.available);
});
beforeEach(() => resetWithNewCallers('payments', 'gateway_tokens', 'mail_outbox', 'status_events', 'order_lines', 'orders', 'kitchen_pause', 'sold_out_dishes'));
afterEach(async () => {
  vi.useRealTimers();
  await behave('bkash');
  await behave('sslcommerz');
});

/** An order as staff take it: two dishes, the first with a note; for pickup paid on collection unless overridden. */
function staffOrder(overrides: Record<string, unknown> = {}) {
  const [first, second] = available as [CatalogueItem, CatalogueItem];
  return {
    source: 'phone',
    guestId: null,
    name: 'Rafiq Chowdhury',
    items: [
      { id: first.id, quantity: 2, note: 'no chilli' },
      { id: second.id, quantity: 1 },
    ],
    total: first.price * 2 + second.price,
    estimatedDeliveryTime: Math.max(first.eta, second.eta),
    paymentMethod: 'cod',
    fulfilment: 'pickup',
    delivery: { phone: '01819000111', instructions: 'Calls from the car' },
    ...overrides,
  };
}

const take = (body: unknown, key: string = crypto.randomUUID(), caller: 'staff' | 'admin' = 'staff') => call(caller, 'POST', '/staff/orders', body, { 'Idempotency-Key': key });

async function taken(body: unknown): Promise<StaffOrderAnswer> {
  const response = await take(body);
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json<StaffOrderAnswer>();
}

const listed = async (query = '') => (await (await call('staff', 'GET', `/order/fetch-all-orders${query}`)).json<AdminOrderPage>()).orders.map((order) => order.id);

describe('an order taken on the phone', () => {
  it('for someone without an account: the house’s, trackable by its id, in the kitchen’s list with its source and taker, no mail', async () => {
    const { order, payLink } = await taken(staffOrder());
    expect(order).toMatchObject({ userId: HOUSE_ACCOUNT, name: 'Rafiq Chowdhury', source: 'phone', takenBy: 'Sumi', status: 'pending', paymentStatus: 'cod', fulfilment: 'pickup', payKey: null });
    expect(payLink).toBeNull();
    expect(order.items.map((item) => item.note)).toEqual(['no chilli', '']);
    // Placed for cash: the kitchen's, with its invoice now.
    expect(order.invoice?.number).toMatch(/^\d{4}-\d{2}\/\d{5}$/);
    expect(await listed()).toContain(order.id);
    expect(await listed('?source=phone')).toEqual([order.id]);
    expect(await listed('?source=web')).toEqual([]);
    const tracked = await call('anonymous', 'GET', `/track/order/${order.id}`);
    expect(tracked.status).toBe(200);
    expect((await tracked.json<{ order: { name: string } }>()).order.name).toBe('Rafiq');
    // Nobody to write to: the house account has no address, and is written nothing.
    expect(await receipts(order.id)).toEqual([]);
    const summary = await (await call('admin', 'GET', '/admin/summary')).json<AdminSummary>();
    expect(summary.sourcesToday).toEqual({ web: 0, phone: 1, 'walk-in': 0 });
    // The house is no customer.
    expect(summary.customers).toBe(2);
  });

  it('for a returning guest found by phone or name: their address comes back, and the order is in their history', async () => {
    const first = await call('userA', 'POST', '/order/create-order', {
      ...staffOrder(),
      source: undefined,
      guestId: undefined,
      userId: uidOf('userA'),
      items: [{ id: available[0]?.id, quantity: 1 }],
      total: available[0]?.price,
      estimatedDeliveryTime: (available[0]?.eta ?? 0) + 0,
      fulfilment: 'delivery',
      delivery: { area: 'agrabad', address: 'House 12, Road 3, Agrabad', phone: '+880 1711-000777' },
    });
    expect(first.status, await first.clone().text()).toBe(201);
    for (const q of ['0171100077', '১৭১১০০০৭৭৭', '+880 1711-000', 'ayesha']) {
      const { guests } = await (await call('staff', 'GET', `/staff/guests?q=${encodeURIComponent(q)}`)).json<GuestSearchAnswer>();
      expect(guests, q).toEqual([{ userId: uidOf('userA'), name: 'Ayesha', phone: '+880 1711-000777', address: 'House 12, Road 3, Agrabad', area: 'agrabad' }]);
    }
    // A name with a number in it is not a phone number: 1711 finds no one here.
    expect((await (await call('staff', 'GET', '/staff/guests?q=Ayesha 1711')).json<GuestSearchAnswer>()).guests).toEqual([]);
    // Staff are not guests, and the search says only what taking the order needs.
    expect((await (await call('staff', 'GET', '/staff/guests?q=Sumi')).json<GuestSearchAnswer>()).guests).toEqual([]);
    expect((await call('staff', 'GET', '/staff/guests?q=a')).status).toBe(400);

    const { order } = await taken(staffOrder({ guestId: uidOf('userA'), name: 'Ayesha Siddiqua' }));
    expect(order.userId).toBe(uidOf('userA'));
    const history = await (await call('userA', 'GET', `/order/fetch-user-orders/${uidOf('userA')}`)).json<OrderPage>();
    expect(history.orders.map((mine) => mine.id)).toContain(order.id);
    // Their receipt goes to their own proven address, as their own order's does; the staff member's is untouched.
    const recipient = await env.DB.prepare("SELECT recipient FROM mail_outbox WHERE subject_id = ?1 AND kind = 'order-placed'").bind(order.id).first('recipient');
    expect(recipient).toBe(`${uidOf('userA')}@example.com`);
    expect((await env.DB.prepare('SELECT verified_email FROM users WHERE user_id = ?1').bind(uidOf('userA')).first('verified_email'))).toBe(`${uidOf('userA')}@example.com`);
  });

  it('refuses a guest id that is not a guest’s', async () => {
    for (const guestId of ['nobody-here', uidOf('staff'), HOUSE_ACCOUNT]) {
      const response = await take(staffOrder({ guestId }));
      expect(response.status, guestId).toBe(400);
      expect((await response.json<{ issues: { path: string[] }[] }>()).issues[0]?.path).toEqual(['guestId']);
    }
  });

  it('a double tap, or two at once with the same key, is one order; a key reused for another order is refused', async () => {
    const key = crypto.randomUUID();
    const answers = await Promise.all([take(staffOrder(), key), take(staffOrder(), key)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    const [a, b] = await Promise.all(answers.map((answer) => answer.json<StaffOrderAnswer>()));
    expect(a?.order.id).toBe(b?.order.id);
    expect((await take(staffOrder(), key)).status).toBe(200);
    expect((await take(staffOrder({ name: 'Someone Else' }), key)).status).toBe(422);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM orders').first('n')).toBe(1);
    expect((await call('staff', 'POST', '/staff/orders', staffOrder())).status).toBe(400);
  });

  it('meets the refusals a guest’s order meets: changed figures, sold out tonight, the pause, the hours; staff may take one for later', async () => {
    const changed = await take(staffOrder({ total: 1 }));
    expect(changed.status).toBe(409);
    expect(await changed.json()).toMatchObject({ total: staffOrder().total });

    const dish = available[0] as CatalogueItem;
    expect((await call('staff', 'PUT', `/admin/service/dishes/${dish.id}`, { soldOut: true, until: 'switched-on' })).status).toBe(200);
    const soldOut = await take(staffOrder());
    expect(soldOut.status).toBe(409);
    expect((await call('staff', 'PUT', `/admin/service/dishes/${dish.id}`, { soldOut: false })).status).toBe(200);

    expect((await call('staff', 'PUT', '/admin/service/pause', { minutes: 30 })).status).toBe(200);
    expect((await take(staffOrder())).status).toBe(409);
    expect((await call('staff', 'DELETE', '/admin/service/pause')).status).toBe(200);

    expect((await take(staffOrder({ paymentMethod: 'counter-cash', fulfilment: 'delivery', delivery: { area: 'agrabad', address: 'House 1, Road 2', phone: '01819000111' } }))).status).toBe(400);
    const unknownDish = await take(staffOrder({ items: [{ id: '999999', quantity: 1 }] }));
    expect(unknownDish.status).toBe(400);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM orders').first('n')).toBe(0);
  });

  it('when the kitchen is closed (3 a.m.): refused for now, saying so; taken for later', async () => {
    setRestaurantClock('2026-11-26T03:00');
    // No test cookie: the published hours.
    const asStaff = (body: unknown) => callAsUid(uidOf('staff'), 'POST', '/staff/orders', body, { 'Idempotency-Key': crypto.randomUUID(), Cookie: '' });
    const now = await asStaff(staffOrder());
    expect(now.status).toBe(409);
    expect((await now.json<{ issues: { path: string[] }[] }>()).issues[0]?.path).toEqual(['scheduledFor']);
    expect((await asStaff(staffOrder({ scheduledFor: at('2026-11-26T12:30').toISOString() }))).status).toBe(201);
  });
});

describe('paid at the counter', () => {
  it('is paid at once, invoiced as such, and cancelled is handed back (refunded) with no gateway', async () => {
    const { order } = await taken(staffOrder({ source: 'walk-in', paymentMethod: 'counter-card', guestId: uidOf('userA'), name: 'Ayesha Siddiqua' }));
    expect(order).toMatchObject({ source: 'walk-in', paymentStatus: 'paid', paymentMethod: 'counter-card' });
    expect(await env.DB.prepare('SELECT payment_method FROM invoices WHERE order_id = ?1').bind(order.id).first('payment_method')).toBe('counter-card');
    const cancelled = await (await call('staff', 'PUT', `/order/update-order/${order.id}`, { status: 'cancelled' })).json<{ order: Order }>();
    expect(cancelled.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await paymentRows(order.id)).toEqual([]);
    // Their mail says it is cancelled, and nothing of a refund to a card or a bKash account: it was handed back here.
    const mail = await env.DB.prepare("SELECT payload FROM mail_outbox WHERE subject_id = ?1 AND kind = 'order-status'").bind(order.id).first<{ payload: string }>();
    expect(JSON.parse(mail?.payload ?? '{}')).toMatchObject({ status: 'cancelled' });
    expect(JSON.parse(mail?.payload ?? '{}')).not.toHaveProperty('refund');
  });
});

describe('the payment link by text', () => {
  it('goes to the account’s proven number, as a short link to the payment page; never to the number staff typed', async () => {
    const mobile = `016${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await env.DB.prepare('UPDATE users SET verified_phone = ?2 WHERE user_id = ?1').bind(uidOf('userA'), mobile).run();
    const forGuest = await taken(staffOrder({ guestId: uidOf('userA'), paymentMethod: 'bkash', fulfilment: 'delivery', delivery: { area: 'agrabad', address: 'House 5, Road 1, Agrabad', phone: '01819000111' } }));
    const texted = await call('staff', 'POST', `/staff/orders/${forGuest.order.id}/text-link`);
    expect(texted.status, await texted.clone().text()).toBe(202);
    expect(await texted.json()).toEqual({ phone: `${mobile.slice(0, 3)}••••${mobile.slice(-4)}` });
    const key = new URL(forGuest.payLink ?? '').searchParams.get('key') ?? '';
    const text = await env.DB.prepare("SELECT phone, payload FROM sms_outbox WHERE kind = 'payment-link'").first<{ phone: string; payload: string }>();
    expect(text?.phone).toBe(mobile);
    expect(JSON.parse(text?.payload ?? '{}')).toEqual({ orderId: forGuest.order.id, amount: forGuest.order.total + forGuest.order.deliveryFee + forGuest.order.serviceCharge, key });
    // The short link in the text leads to the payment page with its key.
    const followed = await exports.default.fetch(new Request(`http://127.0.0.1/p/${forGuest.order.id}/${key}`, { redirect: 'manual' }));
    expect([followed.status, followed.headers.get('Location')]).toEqual([302, `/pay?order=${forGuest.order.id}&key=${key}`]);

    // Someone without an account: staff are told to send it themselves.
    const walkIn = await taken(staffOrder({ paymentMethod: 'bkash', fulfilment: 'delivery', delivery: { area: 'agrabad', address: 'House 5, Road 1, Agrabad', phone: '01819000111' } }));
    const refused = await call('staff', 'POST', `/staff/orders/${walkIn.order.id}/text-link`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: NO_PROVEN_PHONE });
    expect((await call('userA', 'POST', `/staff/orders/${forGuest.order.id}/text-link`)).status).toBe(403);
  });
});

describe('paid by a link on the guest’s phone', () => {
  const link = (answer: StaffOrderAnswer) => {
    const url = new URL(answer.payLink ?? '');
    return { orderId: url.searchParams.get('order') ?? '', key: url.searchParams.get('key') ?? '', path: url.pathname };
  };

  it('bKash: unseen by the kitchen until paid; the link shows the bill, pays, and brings the guest back to it', async () => {
    const answer = await taken(staffOrder({ paymentMethod: 'bkash', fulfilment: 'delivery', delivery: { area: 'agrabad', address: 'House 5, Road 1, Agrabad', phone: '01819000111' } }));
    const { orderId, key, path } = link(answer);
    expect([orderId, path]).toEqual([answer.order.id, '/pay']);
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(answer.order.paymentStatus).toBe('awaiting');
    expect(await listed()).not.toContain(orderId);
    // Staff can send the link again while it waits; a guest may not read the list.
    const awaiting = async () => (await (await call('staff', 'GET', '/staff/awaiting')).json<AwaitingAnswer>()).orders;
    expect(await awaiting()).toEqual([{ id: orderId, name: 'Rafiq Chowdhury', amount: answer.order.total + answer.order.deliveryFee + answer.order.serviceCharge, paymentMethod: 'bkash', paymentStatus: 'awaiting', createdAt: answer.order.createdAt, payLink: answer.payLink }]);
    expect((await call('userA', 'GET', '/staff/awaiting')).status).toBe(403);

    const bill = await call('anonymous', 'GET', `/payment/link/${orderId}?key=${key}`);
    expect(bill.status).toBe(200);
    expect(await bill.json<PayLinkOrder>()).toMatchObject({ orderId, name: 'Rafiq', paymentMethod: 'bkash', paymentStatus: 'awaiting', deliveryFee: answer.order.deliveryFee, latest: null });
    // Any other key, or none, finds nothing.
    expect((await call('anonymous', 'GET', `/payment/link/${orderId}?key=${'x'.repeat(32)}`)).status).toBe(404);
    expect((await call('anonymous', 'GET', `/payment/link/${orderId}`)).status).toBe(400);
    expect((await call('anonymous', 'POST', '/payment/link/start', { orderId, key })).status).toBe(400);

    const started = await call('anonymous', 'POST', '/payment/link/start', { orderId, key, payerReference: walletNumber() });
    expect(started.status, await started.clone().text()).toBe(201);
    const { redirectUrl } = await started.json<StartedPayment>();
    const landing = await toWorker(await onBkashPage(redirectUrl, 'approve'));
    expect(landing.headers.get('Location')).toBe(`http://127.0.0.1:8787/pay?order=${orderId}&key=${key}`);
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'bkash' });
    expect((await paymentRows(orderId)).map((row) => [row.status, row.amount])).toEqual([['paid', answer.order.total + answer.order.deliveryFee]]);
    expect(await listed()).toContain(orderId);
    expect(await awaiting()).toEqual([]);
    const after = await (await call('anonymous', 'GET', `/payment/link/${orderId}?key=${key}`)).json<PayLinkOrder>();
    expect(after).toMatchObject({ paymentStatus: 'paid', latest: { status: 'paid' } });
    expect(after.invoice?.number).toBeTruthy();
    // Paid: a second start is refused, nothing charged twice.
    expect((await call('anonymous', 'POST', '/payment/link/start', { orderId, key, payerReference: walletNumber() })).status).not.toBe(201);
    expect(await paymentRows(orderId)).toHaveLength(1);
  });

  it('card through SSLCommerz: the guest gives the e-mail its receipt goes to', async () => {
    const answer = await taken(staffOrder({ paymentMethod: 'credit-card' }));
    const { orderId, key } = link(answer);
    const noEmail = await call('anonymous', 'POST', '/payment/link/start', { orderId, key });
    expect(noEmail.status).toBe(400);
    expect((await noEmail.json<{ issues: { path: string[] }[] }>()).issues[0]?.path).toEqual(['email']);
    const started = await call('anonymous', 'POST', '/payment/link/start', { orderId, key, email: 'rafiq@example.com' });
    expect(started.status, await started.clone().text()).toBe(201);
    const { back, ipn } = await onSslcommerzPage((await started.json<StartedPayment>()).redirectUrl, 'approve');
    const [returned] = await Promise.all([postForm(back.url, back.fields), postForm(ipn.url, ipn.fields)]);
    expect(returned.headers.get('Location')).toBe(`http://127.0.0.1:8787/pay?order=${orderId}&key=${key}`);
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'credit-card' });
    expect(await paymentRows(orderId)).toHaveLength(1);
  });
});

describe('the kitchen’s board', () => {
  it('shows the orders due now, oldest first, with notes, allergens and stations; a scheduled one only near its time', async () => {
    const { order: first } = await taken(staffOrder());
    const { order: second } = await taken(staffOrder({ source: 'walk-in', paymentMethod: 'counter-cash' }));
    const { order: unpaid } = await taken(staffOrder({ paymentMethod: 'bkash' }));
    const board = await (await call('staff', 'GET', '/kitchen/tickets')).json<KitchenBoard>();
    expect(board.tickets.map((ticket) => ticket.id)).toEqual([first.id, second.id]);
    expect(board.tickets.map((ticket) => ticket.id)).not.toContain(unpaid.id);
    const [ticket] = board.tickets;
    const dish = available[0] as CatalogueItem;
    expect(ticket?.lines[0]).toEqual({ dishId: dish.id, name: dish.name, quantity: 2, note: 'no chilli', allergens: dish.allergens, station: dish.category, minutes: dish.eta });
    expect(ticket).toMatchObject({ name: 'Rafiq', status: 'pending', fulfilment: 'pickup', source: 'phone', instructions: 'Calls from the car' });

    // Scheduled three hours on: not on the board until its time less its estimate.
    await env.DB.prepare('UPDATE orders SET scheduled_for = ?2 WHERE id = ?1').bind(first.id, Date.now() + 3 * 60 * 60_000).run();
    expect((await (await call('staff', 'GET', '/kitchen/tickets')).json<KitchenBoard>()).tickets.map((t) => t.id)).toEqual([second.id]);
    await env.DB.prepare('UPDATE orders SET scheduled_for = ?2 WHERE id = ?1').bind(first.id, Date.now() + (first.estimatedDeliveryTime - 1) * 60_000).run();
    expect((await (await call('staff', 'GET', '/kitchen/tickets')).json<KitchenBoard>()).tickets.map((t) => t.id)).toEqual([first.id, second.id]);
  });

  it('a tap sent with the status it saw is applied once: a replay, or a tap on a ticket moved since, changes nothing', async () => {
    const { order } = await taken(staffOrder({ guestId: uidOf('userA'), name: 'Ayesha Siddiqua' }));
    const tap = () => call('staff', 'PUT', `/order/update-order/${order.id}`, { status: 'preparing', from: 'pending' });
    const [one, two] = await Promise.all([tap(), tap()]);
    expect([one?.status, two?.status].sort()).toEqual([200, 409]);
    const replay = await tap();
    expect(replay.status).toBe(409);
    expect((await replay.json<{ order: Order }>()).order.status).toBe('preparing');
    const events = await env.DB.prepare("SELECT count(*) AS n FROM status_events WHERE subject_id = ?1 AND action = 'status'").bind(order.id).first('n');
    expect(events).toBe(1);
    // The recall: back to where it was, with the status it was moved to.
    const recalled = await call('staff', 'PUT', `/order/update-order/${order.id}`, { status: 'pending', from: 'preparing' });
    expect(recalled.status).toBe(200);
    expect((await recalled.json<{ order: Order }>()).order.status).toBe('pending');
    // Moved on again, the guest is not written twice about the same step; a step back writes nothing.
    expect((await call('staff', 'PUT', `/order/update-order/${order.id}`, { status: 'preparing', from: 'pending' })).status).toBe(200);
    const kinds = await env.DB.prepare("SELECT json_extract(payload, '$.status') AS status FROM mail_outbox WHERE subject_id = ?1 AND kind = 'order-status'").bind(order.id).all<{ status: string }>();
    expect(kinds.results.map((mail) => mail.status)).toEqual(['preparing']);
  });
});

describe('what staff may not do', () => {
  it('sees no money in the summary', async () => {
    const summary = await (await call('staff', 'GET', '/admin/summary')).json<AdminSummary>();
    expect(summary).toMatchObject({ role: 'staff', revenue: null, today: null });
    expect(await (await call('admin', 'GET', '/admin/summary')).json<AdminSummary>()).toMatchObject({ role: 'admin', revenue: 0 });
  });
});
