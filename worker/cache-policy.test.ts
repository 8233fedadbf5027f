import { env, exports } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_STORE, PUBLIC_TEN_MINUTES, REVALIDATE } from './cache-policy';
import type { CatalogueItem } from './contract/menu';
import { newId } from './ids';
import { dhakaClock } from './contract/reservation-rules';
import { tokenHash } from './db/waitlist';
import { createApp } from './index';
import { bookingBody, tomorrow } from './test/bookings';
import { type Caller, callAs, callAsUid, resetWithNewCallers, uidOf } from './test/callers';
import { sanitySignature } from './test/github';
import { behave, misbehave, onBkashPage, onSslcommerzPage, paymentRows, placeOrder, postForm, startBody, startPayment, toWorker } from './test/payments';

// What the browser may keep of each /api answer (cache-policy.ts). The routes are read from the app itself, so a
// new one fails here until someone has said what may be kept of it.

/** Every /api route the app has, as "METHOD /path" (a route's middlewares are entries of their own). */
const appRoutes = () =>
  [...new Set(createApp().routes.filter((route) => route.path.startsWith('/api') && !route.path.includes('*')).map((route) => `${route.method} ${route.path}`))].sort();

const ORDER = newId();
const BOOKING = newId();
const MAIL = newId();

/** A pending order of guest A's and a pending booking of theirs for tomorrow, with a mail that failed. */
async function seed(): Promise<void> {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO orders (id, user_id, name, total, status, estimated_delivery_time, delivery_address, delivery_phone, payment_method) VALUES (?1, ?2, 'Ayesha Siddiqua', 1000, 'pending', 45, 'House 12, Khulshi', '01711000001', 'cod')",
    ).bind(ORDER, uidOf('userA')),
    env.DB.prepare("INSERT INTO order_lines (order_id, position, dish_id, name, quantity, price) VALUES (?1, 0, '1', 'Smoked Hilsa Mousse', 1, 1000)").bind(ORDER),
    env.DB.prepare("INSERT INTO reservations (id, user_id, name, email, phone, date, time, guests, table_number, status) VALUES (?1, ?2, 'Ayesha Siddiqua', 'a@example.com', '01711000001', ?3, '19:30', 2, 12, 'pending')").bind(
      BOOKING,
      uidOf('userA'),
      tomorrow,
    ),
    env.DB.prepare("INSERT INTO mail_outbox (id, kind, subject_id, recipient, payload, state, next_attempt_at) VALUES (?1, 'contact', '1', 'table@karnaphuli.com.bd', '{}', 'failed', 0)").bind(MAIL),
  ]);
}

async function orderBody() {
  const { items } = await (await env.ASSETS.fetch(new Request('https://assets.local/catalogue.json'))).json<{ items: CatalogueItem[] }>();
  const dish = items.find((item) => item.available) as CatalogueItem;
  return {
    userId: uidOf('userA'),
    name: 'Ayesha Siddiqua',
    items: [{ id: dish.id, name: dish.name, quantity: 1, price: dish.price, image: dish.image, description: '' }],
    total: dish.price,
    status: 'pending',
    createdAt: new Date().toISOString(),
    estimatedDeliveryTime: dish.eta,
    delivery: { area: 'agrabad', address: 'House 12, Road 3, Khulshi', phone: '01711000001' },
    paymentMethod: 'cod',
  };
}

const call = (caller: Caller, method: string, path: string, body?: unknown) => callAs(caller, method, path.replace(/^\/api/, ''), body, { 'CF-Connecting-IP': `cache-${crypto.randomUUID()}` });

/** An order staff took on the phone, for pickup, paid by `paymentMethod`. */
async function staffOrderBody(paymentMethod: string) {
  const { name, items, total, estimatedDeliveryTime } = await orderBody();
  return { source: 'phone', guestId: null, name, items: items.map(({ id, quantity }) => ({ id, quantity })), total, estimatedDeliveryTime, paymentMethod, fulfilment: 'pickup', delivery: { phone: '01711000001' } };
}

/** The order id and key of a payment link staff made. */
async function payLink(): Promise<{ orderId: string; key: string }> {
  const taken = await callAs('staff', 'POST', '/staff/orders', await staffOrderBody('bkash'), { 'Idempotency-Key': crypto.randomUUID() });
  const url = new URL((await taken.json<{ payLink: string }>()).payLink);
  return { orderId: url.searchParams.get('order') ?? '', key: url.searchParams.get('key') ?? '' };
}

/** A waitlist entry of guest A's, as the test needs it (waiting tomorrow unless told), with an offer's key if given. */
async function waitlistEntry(fields: { status?: string; date?: string; offerTime?: string; token?: string; user?: string } = {}): Promise<string> {
  const id = newId();
  const offered = fields.status === 'offered';
  await env.DB.prepare(
    `INSERT INTO waitlist (id, user_id, name, email, phone, date, guests, from_time, to_time, status, offer_table, offer_time, offer_expires_at, offer_token_hash)
     VALUES (?1, ?2, 'Ayesha Siddiqua', 'a@example.com', '01711000001', ?3, 2, '19:00', '20:00', ?4, ?5, ?6, ?7, ?8)`,
  )
    .bind(id, fields.user ?? uidOf('userA'), fields.date ?? tomorrow, fields.status ?? 'waiting', offered ? 5 : null, offered ? (fields.offerTime ?? '19:00') : null, offered ? Date.now() + 600_000 : null, fields.token ? await tokenHash(fields.token) : null)
    .run();
  return id;
}

const today = () => dhakaClock(new Date()).date;

/**
 * Each route: the Cache-Control of its successful answer, and a request that succeeds. Personal and admin answers
 * are kept by nobody; the public ones say why they may be kept where their route opts in.
 */
const ROUTES: Record<string, { policy: string; succeed: (path: string) => Promise<Response>; redirects?: true }> = {
  // Liveness and health: a kept answer would be a lie about now.
  'GET /api/ping': { policy: NO_STORE, succeed: (path) => call('anonymous', 'GET', path) },
  'GET /api/health': { policy: NO_STORE, succeed: (path) => call('anonymous', 'GET', path) },
  'GET /api/auth/config': { policy: PUBLIC_TEN_MINUTES, succeed: (path) => call('anonymous', 'GET', path) },
  'POST /api/contact': {
    policy: NO_STORE,
    succeed: (path) => call('anonymous', 'POST', path, { name: 'Rahim Uddin', email: 'rahim@example.com', subject: 'Dinner for ten', message: 'Could we have the roof top on Friday evening?' }),
  },
  'GET /api/user/get-user/:uid': { policy: NO_STORE, succeed: (path) => call('userA', 'GET', path.replace(':uid', uidOf('userA'))) },
  'POST /api/user/create-user': {
    policy: NO_STORE,
    succeed: (path) => {
      const uid = `new-${crypto.randomUUID().slice(0, 8)}`;
      return callAsUid(uid, 'POST', path.replace(/^\/api/, ''), { userId: uid, name: 'Nadia', email: `${uid}@example.com` });
    },
  },
  'PUT /api/user/update-user': {
    policy: NO_STORE,
    succeed: (path) => call('userA', 'PUT', path, { userId: uidOf('userA'), name: 'Ayesha Siddiqua', email: 'a@example.com', phone: '01711000001', address: 'House 12, Khulshi' }),
  },
  // The caller's own record, with the address their token proves: nobody keeps it.
  'POST /api/user/confirm-email': { policy: NO_STORE, succeed: (path) => call('userA', 'POST', path) },
  'GET /api/user/get-all-users': { policy: NO_STORE, succeed: (path) => call('admin', 'GET', path) },
  // The waitlist: a guest's place, an offer's link and staff's list are personal or live: kept by nobody.
  'POST /api/waitlist': {
    policy: NO_STORE,
    succeed: (path) => call('userA', 'POST', path, { userId: uidOf('userA'), name: 'Ayesha Siddiqua', email: 'a@example.com', phone: '01711000001', date: tomorrow, guests: 2, fromTime: '19:00', toTime: '20:00' }),
  },
  'GET /api/waitlist/mine': { policy: NO_STORE, succeed: (path) => call('userA', 'GET', path) },
  'DELETE /api/waitlist/:id': { policy: NO_STORE, succeed: async (path) => call('userA', 'DELETE', path.replace(':id', await waitlistEntry())) },
  'POST /api/waitlist/:id/take': { policy: NO_STORE, succeed: async (path) => call('userA', 'POST', path.replace(':id', await waitlistEntry({ status: 'offered' }))) },
  'GET /api/waitlist/offer/:token': {
    policy: NO_STORE,
    succeed: async (path) => {
      await waitlistEntry({ status: 'offered', token: 'ABCDEFGHJKMNPQRS' });
      return call('anonymous', 'GET', path.replace(':token', 'ABCDEFGHJKMNPQRS'));
    },
  },
  'POST /api/waitlist/offer/:token/take': {
    policy: NO_STORE,
    succeed: async (path) => {
      await waitlistEntry({ status: 'offered', token: 'BCDEFGHJKMNPQRST' });
      return call('anonymous', 'POST', path.replace(':token', 'BCDEFGHJKMNPQRST'));
    },
  },
  'GET /api/staff/waitlist': { policy: NO_STORE, succeed: (path) => call('staff', 'GET', path) },
  'POST /api/staff/waitlist': { policy: NO_STORE, succeed: (path) => call('staff', 'POST', path, { name: 'Rahim Uddin', phone: '01811000333', guests: 2, fromTime: '19:00', toTime: '21:00' }) },
  'POST /api/staff/waitlist/:id/offer': { policy: NO_STORE, succeed: async (path) => call('staff', 'POST', path.replace(':id', await waitlistEntry())) },
  // Seated from a live offer: any hour of the day, whatever tonight's sittings left.
  'POST /api/staff/waitlist/:id/seat': { policy: NO_STORE, succeed: async (path) => call('staff', 'POST', path.replace(':id', await waitlistEntry({ status: 'offered', date: today(), offerTime: '12:00' }))) },
  'DELETE /api/staff/waitlist/:id': { policy: NO_STORE, succeed: async (path) => call('staff', 'DELETE', path.replace(':id', await waitlistEntry())) },
  'POST /api/staff/orders/:id/text-link': {
    policy: NO_STORE,
    succeed: async (path) => {
      await env.DB.batch([
        env.DB.prepare("UPDATE orders SET pay_key = 'kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk', payment_method = 'bkash', payment_status = 'awaiting' WHERE id = ?1").bind(ORDER),
        env.DB.prepare("UPDATE users SET verified_phone = '01711000001' WHERE user_id = ?1").bind(uidOf('userA')),
      ]);
      return call('staff', 'POST', path.replace(':id', ORDER));
    },
  },
  // A guest's proven number and their choices of texts, and the code's two steps: personal, kept by nobody.
  'GET /api/user/texts': { policy: NO_STORE, succeed: (path) => call('userA', 'GET', path) },
  'PUT /api/user/texts': { policy: NO_STORE, succeed: (path) => call('userA', 'PUT', path, { orders: true, bookings: false }) },
  'POST /api/user/phone/code': { policy: NO_STORE, succeed: (path) => call('userA', 'POST', path, { phone: `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` }) },
  'POST /api/user/phone/verify': {
    policy: NO_STORE,
    succeed: async (path) => {
      const phone = `018${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      await call('userA', 'POST', '/api/user/phone/code', { phone });
      const text = await env.DB.prepare("SELECT payload FROM sms_outbox WHERE kind = 'phone-code' AND phone = ?1").bind(phone).first<{ payload: string }>();
      return call('userA', 'POST', path, { phone, code: (JSON.parse(text?.payload ?? '{}') as { code?: string }).code });
    },
  },
  'DELETE /api/user/phone': { policy: NO_STORE, succeed: (path) => call('userA', 'DELETE', path) },
  'POST /api/order/create-order': { policy: NO_STORE, succeed: async (path) => call('userA', 'POST', path, await orderBody()) },
  'GET /api/order/fetch-user-orders/:userId': { policy: NO_STORE, succeed: (path) => call('userA', 'GET', path.replace(':userId', uidOf('userA'))) },
  'GET /api/order/fetch-all-orders': { policy: NO_STORE, succeed: (path) => call('admin', 'GET', path) },
  'PUT /api/order/update-order/:id': { policy: NO_STORE, succeed: (path) => call('admin', 'PUT', path.replace(':id', ORDER), { status: 'preparing' }) },
  'DELETE /api/order/delete-order/:id': { policy: NO_STORE, succeed: (path) => call('admin', 'DELETE', path.replace(':id', ORDER)) },
  'POST /api/reservation/create-reservation': { policy: NO_STORE, succeed: (path) => call('userA', 'POST', path, bookingBody(uidOf('userA'), { time: '20:30' })) },
  'GET /api/reservation/availability': { policy: REVALIDATE, succeed: (path) => call('anonymous', 'GET', `${path}?date=${tomorrow}&guests=2`) },
  'GET /api/reservation/fetch-user-reservations/:userId': { policy: NO_STORE, succeed: (path) => call('userA', 'GET', path.replace(':userId', uidOf('userA'))) },
  'PUT /api/reservation/cancel-reservation/:id': { policy: NO_STORE, succeed: (path) => call('userA', 'PUT', path.replace(':id', BOOKING)) },
  'GET /api/reservation/fetch-all-reservation': { policy: NO_STORE, succeed: (path) => call('admin', 'GET', path) },
  'PUT /api/reservation/update-reservation/:id': { policy: NO_STORE, succeed: (path) => call('admin', 'PUT', path.replace(':id', BOOKING), { status: 'confirmed' }) },
  'DELETE /api/reservation/delete-reservation/:id': { policy: NO_STORE, succeed: (path) => call('admin', 'DELETE', path.replace(':id', BOOKING)) },
  'GET /api/track/order/:id': { policy: REVALIDATE, succeed: (path) => call('anonymous', 'GET', path.replace(':id', ORDER)) },
  'GET /api/track/reservation/:id': { policy: REVALIDATE, succeed: (path) => call('anonymous', 'GET', path.replace(':id', BOOKING)) },
  // What this deployment offers changes only with a deploy (its settings): the same for everyone.
  'GET /api/payment/methods': { policy: PUBLIC_TEN_MINUTES, succeed: (path) => call('anonymous', 'GET', path) },
  'POST /api/payment/start': { policy: NO_STORE, succeed: async (path) => call('userA', 'POST', path, startBody((await placeOrder('bkash')).id, 'bkash')) },
  'POST /api/payment/cash': { policy: NO_STORE, succeed: async (path) => call('userA', 'POST', path, { orderId: (await placeOrder('bkash')).id }) },
  'GET /api/payment/order/:orderId': { policy: NO_STORE, succeed: async (path) => call('userA', 'GET', path.replace(':orderId', (await placeOrder('bkash')).id)) },
  // Staff's calls and the kitchen's board: personal, and about now.
  'GET /api/staff/guests': { policy: NO_STORE, succeed: (path) => call('staff', 'GET', `${path}?q=Ayesha`) },
  'POST /api/staff/orders': { policy: NO_STORE, succeed: async (path) => callAs('staff', 'POST', path.replace(/^\/api/, ''), await staffOrderBody('cod'), { 'Idempotency-Key': crypto.randomUUID() }) },
  'GET /api/kitchen/tickets': { policy: NO_STORE, succeed: (path) => call('staff', 'GET', path) },
  'GET /api/staff/awaiting': { policy: NO_STORE, succeed: (path) => call('staff', 'GET', path) },
  // A payment link's bill and its start: one guest's order, and where its money stands now.
  'GET /api/payment/link/:orderId': {
    policy: NO_STORE,
    succeed: async (path) => {
      const { orderId, key } = await payLink();
      return call('anonymous', 'GET', `${path.replace(':orderId', orderId)}?key=${key}`);
    },
  },
  'POST /api/payment/link/start': { policy: NO_STORE, succeed: async (path) => call('anonymous', 'POST', path, { ...(await payLink()), payerReference: '01711000001' }) },
  // The gateways' returns send the browser on (303) and are kept by nobody.
  'GET /api/payment/bkash/callback': {
    policy: NO_STORE,
    redirects: true,
    succeed: async () => {
      const order = await placeOrder('bkash');
      return toWorker(await onBkashPage((await startPayment(order.id, 'bkash')).redirectUrl, 'approve'));
    },
  },
  'POST /api/payment/sslcommerz/return/:outcome': {
    policy: NO_STORE,
    redirects: true,
    succeed: async () => {
      const { back } = await onSslcommerzPage((await startPayment((await placeOrder('credit-card')).id, 'credit-card')).redirectUrl, 'approve');
      return postForm(back.url, back.fields);
    },
  },
  'POST /api/payment/sslcommerz/ipn': {
    policy: NO_STORE,
    succeed: async () => {
      const { ipn } = await onSslcommerzPage((await startPayment((await placeOrder('credit-card')).id, 'credit-card')).redirectUrl, 'approve');
      return postForm(ipn.url, ipn.fields);
    },
  },
  'POST /api/admin/orders/:id/refund': {
    policy: NO_STORE,
    succeed: async (path) => {
      const order = await placeOrder('bkash');
      await toWorker(await onBkashPage((await startPayment(order.id, 'bkash')).redirectUrl, 'approve'));
      const [payment] = await paymentRows(order.id);
      await misbehave('bkash', payment?.gatewayPaymentId ?? '', { refuseRefund: 'Refused for the test' });
      await call('admin', 'PUT', `/api/order/update-order/${order.id}`, { status: 'cancelled' });
      await behave('bkash');
      return call('admin', 'POST', path.replace(':id', order.id));
    },
  },
  'GET /api/admin/summary': { policy: NO_STORE, succeed: (path) => call('admin', 'GET', path) },
  'GET /api/admin/orders/:id/history': { policy: NO_STORE, succeed: (path) => call('admin', 'GET', path.replace(':id', ORDER)) },
  'GET /api/admin/reservations/:id/history': { policy: NO_STORE, succeed: (path) => call('admin', 'GET', path.replace(':id', BOOKING)) },
  'GET /api/admin/mails/failed': { policy: NO_STORE, succeed: (path) => call('admin', 'GET', path) },
  'GET /api/order/fetch-order/:id': { policy: NO_STORE, succeed: (path) => call('admin', 'GET', path.replace(':id', ORDER)) },
  'GET /api/admin/sales.csv': { policy: NO_STORE, succeed: (path) => call('admin', 'GET', `${path}?day=2026-11-27`) },
  'GET /api/admin/payments/to-check': { policy: NO_STORE, succeed: (path) => call('admin', 'GET', path) },
  'POST /api/admin/mails/:id/resend': { policy: NO_STORE, succeed: (path) => call('admin', 'POST', path.replace(':id', MAIL)) },
  // Sanity's webhook: an answer for a machine, kept by nobody. A signed draft is acknowledged without calling GitHub.
  'POST /api/hooks/content-published': {
    policy: NO_STORE,
    succeed: async (path) => {
      const body = JSON.stringify({ _id: 'drafts.dish-1', _type: 'dish', operation: 'update' });
      const signature = await sanitySignature(env.SANITY_WEBHOOK_SECRET ?? '', body, Date.now());
      return exports.default.fetch(new Request(`http://127.0.0.1${path}`, { method: 'POST', headers: { 'sanity-webhook-signature': signature }, body }));
    },
  },
  // Tonight's service: the same for every guest and changing within the evening, kept 5 s (routes/service.ts).
  'GET /api/service/status': { policy: 'public, max-age=5', succeed: (path) => call('anonymous', 'GET', path) },
  'GET /api/admin/service/menu': { policy: NO_STORE, succeed: (path) => call('admin', 'GET', path) },
  'PUT /api/admin/service/dishes/:id': { policy: NO_STORE, succeed: (path) => call('admin', 'PUT', path.replace(':id', '1'), { soldOut: false }) },
  'PUT /api/admin/service/pause': { policy: NO_STORE, succeed: (path) => call('admin', 'PUT', path, { minutes: 15 }) },
  'DELETE /api/admin/service/pause': { policy: NO_STORE, succeed: (path) => call('admin', 'DELETE', path) },
};

beforeEach(async () => {
  await resetWithNewCallers('payments', 'waitlist', 'sms_outbox', 'mail_outbox', 'status_events', 'order_lines', 'orders', 'reservations');
  await seed();
});

describe('Cache-Control on every /api route', () => {
  it('every route of the app has its policy decided here', () => {
    expect(appRoutes(), 'a new /api route: add it to ROUTES with what the browser may keep of it').toEqual(Object.keys(ROUTES).sort());
  });

  it.each(appRoutes())('%s: its answer carries the route’s policy', async (route) => {
    const [method = '', path = ''] = route.split(' ');
    const entry = ROUTES[route];
    if (!entry) throw new Error(`${route} has no policy in ROUTES`);
    const response = await entry.succeed(path);
    if (entry.redirects) expect(response.status).toBe(303);
    else expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
    expect(response.headers.get('Cache-Control')).toBe(entry.policy);
  });

  it.each(appRoutes())('%s: a refusal is kept by nobody', async (route) => {
    const [method = '', template = ''] = route.split(' ');
    // Anonymous, an id that names nothing and a body that is not one: every route that can refuse does.
    const path = template.replace(/:\w+/g, 'ZZZZZZZZZZZZ');
    const response = await exports.default.fetch(
      new Request(`http://127.0.0.1${path}`, { method: method === 'ALL' ? 'GET' : method, headers: { 'Content-Type': 'application/json' }, ...(['POST', 'PUT'].includes(method) ? { body: '{}' } : {}) }),
    );
    if (response.ok) return expect(['GET /api/ping', 'GET /api/health', 'GET /api/auth/config', 'GET /api/payment/methods', 'GET /api/service/status']).toContain(route);
    expect(response.headers.get('Cache-Control')).toBe(NO_STORE);
  });
});

describe('what cannot be kept', () => {
  it('a route that opted in is kept only when it succeeds: an unknown tracking id or a bad availability query is not', async () => {
    for (const path of ['/api/track/order/ZZZZZZZZZZZZ', '/api/track/reservation/ZZZZZZZZZZZZ', '/api/reservation/availability?date=someday&guests=2']) {
      const response = await call('anonymous', 'GET', path);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.headers.get('Cache-Control')).toBe(NO_STORE);
    }
  });

  it('a handler cannot opt in by writing the header itself', async () => {
    const app = createApp();
    app.get('/api/test/own-header', (c) => {
      c.header('Cache-Control', 'public, max-age=86400');
      return c.json({ ok: true });
    });
    const response = await app.request('/api/test/own-header', {}, env);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(NO_STORE);
  });

  it('a path no route answers, a body too large and a crash are kept by nobody', async () => {
    const app = createApp();
    app.get('/api/test/explode', () => {
      throw new Error('boom');
    });
    const responses = [
      await app.request('/api/nope', {}, env),
      await app.request('/api/contact', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(65 * 1024) }, env),
      await app.request('/api/test/explode', {}, env),
    ];
    expect(responses.map((response) => response.status)).toEqual([404, 413, 500]);
    for (const response of responses) expect(response.headers.get('Cache-Control')).toBe(NO_STORE);
  });

  it('a page the Worker serves keeps the headers of the static assets', async () => {
    const response = await exports.default.fetch(new Request(`http://127.0.0.1/track-order/${ORDER}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).not.toBe(NO_STORE);
  });
});
