import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireStaff, requireUser } from '../auth/middleware';
import { DEFAULT_LANG, type Lang } from '../contract/lang';
import { toBase64Url } from '../contract/order-history';
import { type AwaitingAnswer, GuestSearchQuery, type GuestSearchAnswer, type StaffOrderAnswer, StaffOrderInput } from '../contract/staff';
import { ANOTHER_ORDER, createOrder, findOrderByIdempotencyKey, type NewOrder } from '../db/orders';
import { awaitingLinks, findGuests, HOUSE_ACCOUNT, isGuest, staffName } from '../db/staff';
import { normalizeId } from '../contract/ids';
import { deliverAfterResponse, type Mails } from '../mail/outbox';
import { keyUsedElsewhere } from './order';
import { sendTextsAfterResponse, textSettings, textStatement } from '../sms/outbox';
import { TEXT_MESSAGES } from '../contract/texts';
import { priceForKitchen } from '../ordering/place';
import { offeredMethods, ORDER_PAYABLE_MS } from '../payments/flow';
import { overLimit } from '../rate-limit';
import { jsonBody, queryParams } from '../validation';

// Orders staff take on the phone or at the counter (docs/decisions/0025-staff-orders-and-the-kitchen.md): the same
// rules as a guest's own order (../ordering/place.ts), for a returning guest's account or for someone without one.
const staff = new Hono<AppEnv>();

export const NO_PROVEN_PHONE = 'This guest has no confirmed mobile number for texts: copy the link and send it yourself.';
staff.use(requireUser, requireStaff);

staff.get('/guests', queryParams(GuestSearchQuery), async (c) => c.json({ guests: await findGuests(c.env.DB, c.req.valid('query').q) } satisfies GuestSearchAnswer));

/** A payment link's key: 24 random bytes, 32 URL-safe characters. */
const newPayKey = () => toBase64Url(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24))));

/** The address a guest opens to pay the order `id` with the link's key: the Bangla page for an order in Bangla. */
const payLink = (c: Context<AppEnv>, id: string, key: string | null, lang: Lang = DEFAULT_LANG) => (key ? `${c.get('config').SITE_URL}${lang === 'bn' ? '/bn' : ''}/pay?order=${id}&key=${key}` : null);

// The links still to be paid, to send again: a guest who lost the message, or whose payment failed.
staff.get('/awaiting', async (c) => {
  const orders = await awaitingLinks(c.env.DB, Date.now() - ORDER_PAYABLE_MS);
  return c.json({
    orders: orders.map(({ payKey, createdAt, lang, ...order }) => ({ ...order, createdAt: new Date(createdAt).toISOString(), payLink: payLink(c, order.id, payKey, lang) ?? '' })),
  } satisfies AwaitingAnswer);
});

// The payment link texted to the guest, when their account has a proven number that takes texts about orders
// (never to the number staff typed: that one is for the rider). Twice in one minute is one text (a double tap).
staff.post('/orders/:id/text-link', async (c) => {
  const id = normalizeId(c.req.param('id'));
  const order = id
    ? await c.env.DB.prepare("SELECT id, user_id AS userId, pay_key AS payKey, total + service_charge + delivery_fee AS amount, lang FROM orders WHERE id = ?1 AND pay_key IS NOT NULL AND payment_status IN ('awaiting', 'failed')")
        .bind(id)
        .first<{ id: string; userId: string; payKey: string; amount: number; lang: Lang }>()
    : null;
  if (!order) return c.json({ error: 'No payment link waits for this order.' }, 404);
  if (!textSettings(c.get('config'))) return c.json({ error: TEXT_MESSAGES.textsOff }, 503);
  const now = Date.now();
  const text = textStatement(c.env.DB, { kind: 'payment-link', subjectId: order.id, dedupe: `payment-link:${order.id}:${Math.floor(now / 60_000)}`, payload: { orderId: order.id, amount: order.amount, key: order.payKey }, now, userId: order.userId, family: 'orders', lang: order.lang });
  const written = await text.run();
  const phone = await c.env.DB.prepare("SELECT verified_phone AS phone FROM users WHERE user_id = ?1 AND verified_phone IS NOT NULL AND sms_orders = 1").bind(order.userId).first<{ phone: string }>();
  if (!phone) return c.json({ error: NO_PROVEN_PHONE }, 409);
  if (written.meta.changes) sendTextsAfterResponse(c);
  return c.json({ phone: `${phone.phone.slice(0, 3)}••••${phone.phone.slice(-4)}` }, 202);
});

staff.post('/orders', jsonBody(StaffOrderInput), async (c) => {
  const input = c.req.valid('json');
  const { uid } = c.get('identity');
  // A double tap, or a retry after a lost answer, must be one order: the key is required here.
  const key = c.req.header('Idempotency-Key') ?? '';
  if (!/^[\x21-\x7e]{1,100}$/.test(key)) return c.json({ error: 'Idempotency-Key must be 1 to 100 visible characters' }, 400);
  if (input.guestId !== null && !(await isGuest(c.env.DB, input.guestId))) {
    return c.json({ error: 'Guest not found', issues: [{ path: ['guestId'], message: 'guestId must be the account of a guest' }] }, 400);
  }
  const { guestId, source, items, ...rest } = input;
  const order = { ...rest, userId: guestId ?? HOUSE_ACCOUNT, items: items.map(({ id, quantity }) => ({ id, quantity })) } as NewOrder;
  // Each staff member's keys are their own: the same key from two tablets is two orders.
  const heldKey = `staff:${uid}:${key}`;
  const earlier = await findOrderByIdempotencyKey(c.env.DB, order, heldKey);
  if (earlier === ANOTHER_ORDER) return keyUsedElsewhere(c);
  if (earlier) return c.json({ order: earlier, payLink: payLink(c, earlier.id, earlier.payKey, input.lang) } satisfies StaffOrderAnswer, 200);
  // The staff member's allowance is a guest's (20 a minute): a busy evening's phone is far below it.
  const refused = await overLimit(c, 'CREATE_LIMITER', `order:${uid}`);
  if (refused) return refused;

  const method = input.paymentMethod;
  const online = method === 'bkash' || method === 'credit-card';
  if (online && !offeredMethods(c.get('config')).includes(method)) {
    return c.json({ error: 'This payment method is not offered here.', issues: [{ path: ['paymentMethod'], message: 'Choose a payment method this restaurant offers' }] }, 400);
  }
  const now = new Date();
  const checked = await priceForKitchen(c, input, now);
  if (!checked.ok) return checked.response;
  const { order: priced, fulfilment, charges } = checked.priced;
  const taking = { source, uid, name: await staffName(c.env.DB, uid), notes: items.map((item) => item.note ?? ''), payKey: online ? newPayKey() : null };
  try {
    const mails: Mails = [];
    const created = await createOrder(c.env.DB, order, priced, fulfilment, charges, heldKey, { email: '', emailVerified: false }, mails, now, taking);
    deliverAfterResponse(c, mails);
    return c.json({ order: created, payLink: payLink(c, created.id, created.payKey, input.lang) } satisfies StaffOrderAnswer, 201);
  } catch (error) {
    // The same key sent twice at once: the first one written is the order.
    const winner = await findOrderByIdempotencyKey(c.env.DB, order, heldKey);
    if (winner === ANOTHER_ORDER) return keyUsedElsewhere(c);
    if (winner) return c.json({ order: winner, payLink: payLink(c, winner.id, winner.payKey, input.lang) } satisfies StaffOrderAnswer, 200);
    throw error;
  }
});

export default staff;
