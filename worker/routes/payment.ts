import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { isStaff, requireUser } from '../auth/middleware';
import { cachePolicy, PUBLIC_TEN_MINUTES } from '../cache-policy';
import { normalizeId } from '../contract/ids';
import type { Order } from '../contract/order';
import { type OrderPayment, PayCashInput, type PayLinkOrder, PayLinkQuery, PayLinkStartInput, type PaymentMethods, type StartedPayment, StartPaymentInput } from '../contract/payment';
import { EXPIRED_UNPAID, type OnlineMethod, UNCONFIRMED_PAYMENT_STATUSES } from '../contract/payment-rules';
import * as REFUSALS from '../contract/messages/refusals';
import * as VALIDATION from '../contract/messages/validation';
import { findOrder, firstName } from '../db/orders';
import { expireUnpaidOrders, findPayment, findPaymentByGatewayId, readPayments, switchToCash } from '../db/payments';
import { kitchenHours } from '../ordering/hours';
import { linesIn, menuNames } from '../ordering/names';
import { kitchenRefusal } from '../ordering/takes-order';
import { deliverAfterResponse, type Mails } from '../mail/outbox';
import { type Claim, offeredMethods, ORDER_PAYABLE_MS, payments, reconcileBkash, reconcileSslcommerz, returnPage, startPayment } from '../payments/flow';
import { unsignedFields, verifySignature } from '../payments/sslcommerz';
import { clientOf, overLimit, rateLimit } from '../rate-limit';
import { jsonBody, queryParams } from '../validation';

// Payments (docs/payments.md). The guest's calls (start, cash, the order's payment) are the order's guest's only;
// the gateways' returns and IPN are open to anyone and trusted for nothing: they only make the Worker ask the
// gateway, whose answer settles the payment.
const payment = new Hono<AppEnv>();

const NO_CARD_EMAIL = REFUSALS.cardNeedsAccountEmail;

const notYours = (c: Context<AppEnv>) => c.json({ error: 'Order not found', issues: [{ path: ['orderId'], message: 'orderId must be the id of one of your orders' }] }, 404);

/** The payment code for this request: a payment it confirms late is judged by the kitchen's hours this request is. */
const paymentsFor = (c: Context<AppEnv>) => payments(c.env.DB, c.get('config'), () => kitchenHours(c));

/**
 * An unpaid online order whose time to pay is over (ORDER_PAYABLE_MS) is not paid or switched any more: it is
 * expired now if the sweep has not yet done it (and no attempt started in time is still open), and the guest is
 * told why. Undefined while the order may still be paid.
 */
async function pastItsTime(c: Context<AppEnv>, order: Order, now: number): Promise<Response | undefined> {
  const unpaid = (UNCONFIRMED_PAYMENT_STATUSES as readonly string[]).includes(order.paymentStatus);
  if (order.paymentStatus !== 'expired' && !(unpaid && Date.parse(order.createdAt) < now - ORDER_PAYABLE_MS)) return undefined;
  await expireUnpaidOrders(c.env.DB, now - ORDER_PAYABLE_MS, order.id, now);
  return c.json({ error: EXPIRED_UNPAID, issues: [{ path: ['orderId'], message: EXPIRED_UNPAID }] }, 409);
}

/** The kitchen's refusal of `order` reaching it now (the pause, the hours, the slot, sold out), as create-order answers it. */
async function refusedNow(c: Context<AppEnv>, order: Order, now: number): Promise<Response | undefined> {
  const refusal = await kitchenRefusal(c.env.DB, await kitchenHours(c), order, new Date(now));
  return refusal ? c.json(refusal.body, refusal.status) : undefined;
}

// What this deployment offers: changes only with a deploy (its settings), the same for everyone.
payment.get('/methods', cachePolicy(PUBLIC_TEN_MINUTES), (c) => c.json({ methods: offeredMethods(c.get('config')) } satisfies PaymentMethods));

payment.post('/start', requireUser, jsonBody(StartPaymentInput), async (c) => {
  const input = c.req.valid('json');
  const identity = c.get('identity');
  // Each start asks a gateway for a session: limited as creating an order is (20 a minute a guest), counted apart,
  // and per address as every call that reaches a gateway (120 a minute: a carrier's shared address is many guests).
  const refused = (await overLimit(c, 'CREATE_LIMITER', `pay:${identity.uid}`)) ?? (await overLimit(c, 'GATEWAY_LIMITER', `start:${clientOf(c)}`));
  if (refused) return refused;
  const order = await findOrder(c.env.DB, normalizeId(input.orderId) ?? '');
  if (!order || order.userId !== identity.uid) return notYours(c);
  if (!offeredMethods(c.get('config')).includes(input.method)) {
    return c.json({ error: `${input.method} is not offered here`, issues: [{ path: ['method'], message: 'Choose a payment method this restaurant offers' }] }, 400);
  }
  // Money is not taken for an order the kitchen would refuse now: paid, it would only be refunded.
  const now = Date.now();
  const closed = (await pastItsTime(c, order, now)) ?? (await refusedNow(c, order, now));
  if (closed) return closed;
  // SSLCommerz requires the guest's e-mail (its receipt goes there) and keeps it to 50 characters; an account
  // without one (signed in by phone, say) pays by bKash or cash: never with the restaurant's own address.
  if (input.method === 'credit-card' && !/^.{3,50}$/.test(identity.email)) {
    return c.json({ error: NO_CARD_EMAIL, issues: [{ path: ['method'], message: NO_CARD_EMAIL }] }, 409);
  }
  return start(c, order, input.method, identity.email, input.method === 'bkash' ? input.payerReference : undefined);
});

/** Asks the gateway for a session to pay `order` and answers where to send the guest. */
async function start(c: Context<AppEnv>, order: Order, method: OnlineMethod, email: string, payerReference: string | undefined): Promise<Response> {
  const started = await startPayment(paymentsFor(c), method, {
    orderId: order.id,
    total: order.total,
    deliveryFee: order.deliveryFee,
    serviceCharge: order.serviceCharge,
    name: order.name,
    email,
    phone: order.delivery.phone,
    // SSLCommerz requires a customer address; a pickup has none of its own, so it says where the food is collected.
    address: order.fulfilment === 'pickup' ? 'Collected at the restaurant' : order.delivery.address,
    dishes: order.items.map((item) => `${item.quantity} × ${item.name}`).join(', '),
    itemCount: order.items.reduce((count, item) => count + item.quantity, 0),
    payerReference,
  });
  if (!started.ok) return c.json({ error: started.error }, started.status);
  return c.json({ paymentId: started.paymentId, redirectUrl: started.redirectUrl } satisfies StartedPayment, 201);
}

// A payment link (an order staff took on the phone, to be paid on the guest's own phone): no account, no sign-in.
// The link's key is the right to see and pay that one order, compared in full; a wrong id or key is not found, as
// an order that does not exist is. Rate limited as tracking is.
const LINK_NOT_FOUND = REFUSALS.paymentLinkNotValid;

/** The order `id` if `key` is its payment link's key. */
async function linkedOrder(c: Context<AppEnv>, id: string, key: string): Promise<Order | undefined> {
  const order = await findOrder(c.env.DB, normalizeId(id) ?? '');
  return order?.payKey && order.payKey === key ? order : undefined;
}

// `?lang=bn`: the dishes as the Bangla menu names them (ordering/names.ts).
payment.get('/link/:orderId', queryParams(PayLinkQuery), async (c) => {
  const refused = await overLimit(c, 'TRACK_LIMITER');
  if (refused) return refused;
  const { key, lang } = c.req.valid('query');
  const order = await linkedOrder(c, c.req.param('orderId'), key);
  if (!order || (order.paymentMethod !== 'bkash' && order.paymentMethod !== 'credit-card')) return c.json({ error: LINK_NOT_FOUND }, 404);
  const [attempts, names] = await Promise.all([readPayments(c.env.DB, order.id), menuNames(c.env.ASSETS, lang)]);
  const latest = attempts.at(-1);
  return c.json({
    orderId: order.id,
    name: firstName(order.name),
    items: linesIn(order.items, names).map(({ name, quantity, price }) => ({ name, quantity, price })),
    total: order.total,
    deliveryFee: order.deliveryFee,
    serviceCharge: order.serviceCharge,
    fulfilment: order.fulfilment,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    latest: latest ? { status: latest.status, lastError: latest.lastError } : null,
    invoice: order.invoice,
  } satisfies PayLinkOrder);
});

payment.post('/link/start', jsonBody(PayLinkStartInput), async (c) => {
  const input = c.req.valid('json');
  // Each start asks a gateway for a session: per address, as every call that reaches a gateway, and per order.
  const refused = (await overLimit(c, 'GATEWAY_LIMITER', `start:${clientOf(c)}`)) ?? (await overLimit(c, 'CREATE_LIMITER', `pay-link:${input.orderId}`));
  if (refused) return refused;
  const order = await linkedOrder(c, input.orderId, input.key);
  const method = order?.paymentMethod;
  if (!order || (method !== 'bkash' && method !== 'credit-card')) return c.json({ error: LINK_NOT_FOUND, issues: [{ path: ['key'], message: LINK_NOT_FOUND }] }, 404);
  if (!offeredMethods(c.get('config')).includes(method)) return c.json({ error: `${method} is not offered here. Please call the restaurant.` }, 409);
  if (method === 'bkash' && !input.payerReference) return c.json({ error: VALIDATION.bkashRequired, issues: [{ path: ['payerReference'], message: VALIDATION.bkashRequired }] }, 400);
  if (method === 'credit-card' && !input.email) return c.json({ error: CARD_NEEDS_EMAIL, issues: [{ path: ['email'], message: CARD_NEEDS_EMAIL }] }, 400);
  const now = Date.now();
  const closed = (await pastItsTime(c, order, now)) ?? (await refusedNow(c, order, now));
  if (closed) return closed;
  return start(c, order, method, input.email ?? '', input.payerReference);
});

const CARD_NEEDS_EMAIL = REFUSALS.cardNeedsEmail;

// Switching to cash puts the order in the kitchen's list as placing it would: the same allowances and, at this
// moment, the same checks (the pause, the hours, its scheduled slot still offered, nothing sold out tonight),
// refused with the same words a new order gets. Past the order's time to pay, it has expired: refused, saying so.
payment.post('/cash', requireUser, jsonBody(PayCashInput), async (c) => {
  const { uid } = c.get('identity');
  // The allowances of placing an order (20 a minute a guest; 30 an address, an office's lunch rush: wrangler.toml).
  const refused = (await overLimit(c, 'CREATE_LIMITER', `order:${uid}`)) ?? (await overLimit(c, 'CLIENT_ORDER_LIMITER', clientOf(c)));
  if (refused) return refused;
  const id = normalizeId(c.req.valid('json').orderId) ?? '';
  const order = await findOrder(c.env.DB, id);
  if (!order || order.userId !== uid) return notYours(c);
  const now = Date.now();
  const closed = (await pastItsTime(c, order, now)) ?? (await refusedNow(c, order, now));
  if (closed) return closed;
  const mails: Mails = [];
  if (!(await switchToCash(c.env.DB, id, now - ORDER_PAYABLE_MS, mails, now))) return c.json({ error: 'This order is not waiting for a payment.' }, 409);
  deliverAfterResponse(c, mails);
  return c.json({ order: await findOrder(c.env.DB, id) });
});

payment.get('/order/:orderId', requireUser, async (c) => {
  const id = normalizeId(c.req.param('orderId')) ?? '';
  const order = await findOrder(c.env.DB, id);
  const uid = c.get('identity').uid;
  if (!order || (order.userId !== uid && !(await isStaff(c.env.DB, uid)))) return c.json({ error: 'Order not found' }, 404);
  const latest = (await readPayments(c.env.DB, id)).at(-1);
  const answer: OrderPayment = {
    orderId: order.id,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    estimatedDeliveryTime: order.estimatedDeliveryTime,
    scheduledFor: order.scheduledFor,
    fulfilment: order.fulfilment,
    invoice: order.invoice,
    vat: { vatRate: order.tax.vatRate, vat: order.tax.vat },
    latest: latest ? { id: latest.id, gateway: latest.gateway, status: latest.status, lastError: latest.lastError } : null,
  };
  return c.json(answer);
});

// The gateways' returns and IPN each make the Worker ask a gateway: 120 a minute an address (guests behind a
// carrier's shared address, SSLCommerz's own servers; wrangler.toml), before anything is read.
const gatewayCalls = rateLimit('GATEWAY_LIMITER');

/** Where the gateway's return sends the guest: the cart's payment page, or the payment link's page they paid from. */
async function backTo(c: Context<AppEnv>, p: ReturnType<typeof paymentsFor>, orderId: string): Promise<string> {
  const key = (await c.env.DB.prepare('SELECT pay_key AS key FROM orders WHERE id = ?1').bind(orderId).first<{ key: string | null }>())?.key;
  return key ? `${p.siteUrl}/pay?order=${encodeURIComponent(orderId)}&key=${encodeURIComponent(key)}` : returnPage(p, orderId);
}

/** bKash's return says success, failure or cancel; anything else is treated as a success claim (asked about). */
const claimOf = (status: string | undefined): Claim => (status === 'failure' ? 'failure' : status === 'cancel' ? 'cancel' : 'success');

// bKash sends the guest's browser here (callbackURL?paymentID=…&status=…). Untrusted: the Worker executes or
// queries the payment at bKash, and bKash's answer decides; then the guest goes to the site's payment page.
payment.get('/bkash/callback', gatewayCalls, async (c) => {
  const paymentID = c.req.query('paymentID') ?? '';
  const found = paymentID ? await findPaymentByGatewayId(c.env.DB, 'bkash', paymentID.slice(0, 100)) : undefined;
  if (!found) return c.json({ error: 'Payment not found' }, 404);
  const p = paymentsFor(c);
  const mails: Mails = [];
  await reconcileBkash(p, found, claimOf(c.req.query('status')), mails);
  deliverAfterResponse(c, mails);
  return c.redirect(await backTo(c, p, found.orderId), 303);
});

/** An SSLCommerz form POST (a return or the IPN), its fields as strings. */
async function formFields(c: Context<AppEnv>): Promise<Record<string, string>> {
  try {
    const form = await c.req.parseBody();
    return Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

const OUTCOMES: Record<string, Claim> = { success: 'success', fail: 'failure', cancel: 'cancel' };

// SSLCommerz POSTs the guest's browser to success_url, fail_url or cancel_url. Untrusted: a success is validated
// (its val_id, which must be a transaction of this payment), anything else is checked with the transaction query.
payment.post('/sslcommerz/return/:outcome', gatewayCalls, async (c) => {
  const claim = OUTCOMES[c.req.param('outcome')];
  if (!claim) return c.json({ error: 'Not found' }, 404);
  const fields = await formFields(c);
  const found = fields['tran_id'] ? await findPayment(c.env.DB, normalizeId(fields['tran_id']) ?? '') : undefined;
  if (!found || found.gateway !== 'sslcommerz') return c.json({ error: 'Payment not found', issues: [{ path: ['tran_id'], message: 'tran_id must name a payment' }] }, 404);
  const p = paymentsFor(c);
  const mails: Mails = [];
  await reconcileSslcommerz(p, found, claim, mails, claim === 'success' ? fields['val_id'] : undefined);
  deliverAfterResponse(c, mails);
  return c.redirect(await backTo(c, p, found.orderId), 303);
});

// SSLCommerz's IPN, server to server (docs/payments.md, "The IPN endpoint"). Its signature must hold and cover every
// field acted on (else 400: it is not SSLCommerz's word); then whatever its status, the gateway decides as for a
// return: a paid outcome is validated, an unpaid one checked with the transaction query. 200 once acted on.
payment.post('/sslcommerz/ipn', gatewayCalls, async (c) => {
  const fields = await formFields(c);
  const p = paymentsFor(c);
  const refuse = (path: string, message: string) => {
    console.warn(`SSLCommerz IPN refused (${path}): tran_id ${String(fields['tran_id'] ?? '').slice(0, 40)}`);
    return c.json({ error: message, issues: [{ path: [path], message }] }, 400);
  };
  const unsigned = unsignedFields(fields);
  if (unsigned.length) return refuse('verify_key', `verify_key must sign ${unsigned.join(', ')}`);
  if (!p.storePassword || !(await verifySignature(fields, p.storePassword))) return refuse('verify_sign', 'verify_sign must be SSLCommerz’s signature');
  const found = await findPayment(c.env.DB, normalizeId(fields['tran_id'] ?? '') ?? '');
  if (!found || found.gateway !== 'sslcommerz') return c.json({ error: 'Payment not found', issues: [{ path: ['tran_id'], message: 'tran_id must name a payment' }] }, 404);
  const mails: Mails = [];
  const status = fields['status'] ?? '';
  if (status === 'VALID' || status === 'VALIDATED') await reconcileSslcommerz(p, found, 'success', mails, fields['val_id']);
  else await reconcileSslcommerz(p, found, 'failure', mails);
  deliverAfterResponse(c, mails);
  return c.json({ ok: true });
});

export default payment;
