import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { isAdmin, isStaff, requireAdmin, requireStaff, requireUser } from '../auth/middleware';
import { normalizeId } from '../contract/ids';
import { CreateOrderInput, type Order, OrderReadQuery, UpdateOrderInput } from '../contract/order';
import { ORDER_STATUS_LABELS, STATUS_PATHS } from '../contract/order-rules';
import { type AdminOrderPage, AdminOrdersQuery } from '../contract/admin';
import { cursorAfter, OrderHistoryQuery, type OrderPage } from '../contract/order-history';
import { orderFilter } from '../db/admin';
import { ANOTHER_ORDER, createOrder, deleteOrder, findOrder, findOrderByIdempotencyKey, listUserOrders, pageOfOrders, updateOrderStatus } from '../db/orders';
import { deliverAfterResponse, type Mails } from '../mail/outbox';
import { acceptHeld, HOLDS_MONEY } from '../db/payments';
import { kitchenHours } from '../ordering/hours';
import { menuNames, orderIn } from '../ordering/names';
import { priceForKitchen } from '../ordering/place';
import { offeredMethods, payments, refundOrder } from '../payments/flow';
import { clientOf, overLimit } from '../rate-limit';
import { jsonBody, queryParams } from '../validation';

// SPEC §7 order calls. The server prices every order from the catalogue, decides its status and time,
// and makes a retried order (same Idempotency-Key from the same guest) one order.
const order = new Hono<AppEnv>();

// A key sent again with a different order: answering the first order would tell the guest that this one was
// placed. 422, as the IETF's Idempotency-Key draft has it: the request is well formed, the key is spent.
export const keyUsedElsewhere = (c: Context<AppEnv>) => c.json({ error: 'This Idempotency-Key was already used for another order. A new order needs a new key.' }, 422);

order.post('/create-order', requireUser, jsonBody(CreateOrderInput), async (c) => {
  const input = c.req.valid('json');
  const identity = c.get('identity');
  const { uid } = identity;
  if (input.userId !== uid) return c.json({ error: 'You can only order for yourself', issues: [{ path: ['userId'], message: 'userId must be your own' }] }, 403);

  const key = c.req.header('Idempotency-Key') ?? null;
  if (key !== null && !/^[\x21-\x7e]{1,100}$/.test(key)) return c.json({ error: 'Idempotency-Key must be 1 to 100 visible characters' }, 400);
  // A retry of an order already placed gets it back even when the guest is over the allowance: it creates nothing.
  // Two allowances: the guest's own, and their address's, which many accounts signed up from one place share.
  const [refusedGuest, refusedClient, earlier] = await Promise.all([
    overLimit(c, 'CREATE_LIMITER', `order:${uid}`),
    overLimit(c, 'CLIENT_ORDER_LIMITER', clientOf(c)),
    key ? findOrderByIdempotencyKey(c.env.DB, input, key) : undefined,
  ]);
  if (earlier === ANOTHER_ORDER) return keyUsedElsewhere(c);
  if (earlier) return c.json({ order: earlier }, 200);
  const refused = refusedGuest ?? refusedClient;
  if (refused) return refused;

  // A method whose gateway is not set up is not offered: never an order that takes nothing (docs/payments.md).
  if (!offeredMethods(c.get('config')).includes(input.paymentMethod)) {
    return c.json({ error: 'This payment method is not offered here. Please choose Cash On Delivery.', issues: [{ path: ['paymentMethod'], message: 'Choose a payment method this restaurant offers' }] }, 400);
  }

  const now = new Date();
  const checked = await priceForKitchen(c, input, now);
  if (!checked.ok) return checked.response;
  const { order: priced, fulfilment, charges } = checked.priced;

  try {
    const mails: Mails = [];
    const created = await createOrder(c.env.DB, input, priced, fulfilment, charges, key, identity, mails, now);
    deliverAfterResponse(c, mails);
    return c.json({ order: created }, 201);
  } catch (error) {
    // A concurrent retry with the same key won the race: answer with its order (if it is this one).
    const winner = key ? await findOrderByIdempotencyKey(c.env.DB, input, key) : undefined;
    if (winner === ANOTHER_ORDER) return keyUsedElsewhere(c);
    if (winner) return c.json({ order: winner }, 200);
    throw error;
  }
});

order.get('/fetch-user-orders/:userId', requireUser, queryParams(OrderHistoryQuery), async (c) => {
  const userId = c.req.param('userId');
  if (userId !== c.get('identity').uid && !(await isAdmin(c.env.DB, c.get('identity').uid))) return c.json({ error: 'Forbidden' }, 403);
  const { limit, before, lang } = c.req.valid('query');
  // `?lang=bn`: the dishes and the areas as the Bangla menu names them (ordering/names.ts).
  const [{ orders, more }, names] = await Promise.all([listUserOrders(c.env.DB, userId, limit, before), menuNames(c.env.ASSETS, lang)]);
  const last = orders.at(-1);
  return c.json({ orders: orders.map((placed) => orderIn(placed, names)), nextCursor: more && last ? cursorAfter(last) : null } satisfies OrderPage);
});

// One order whole, for its printed invoice and tickets: the guest's own, or any for staff. Another guest's is not found,
// as one that does not exist is: an id alone never tells whose order it is. `?lang=bn` as for the history.
order.get('/fetch-order/:id', requireUser, queryParams(OrderReadQuery), async (c) => {
  const id = normalizeId(c.req.param('id'));
  const [found, names] = await Promise.all([id ? findOrder(c.env.DB, id) : undefined, menuNames(c.env.ASSETS, c.req.valid('query').lang)]);
  const { uid } = c.get('identity');
  if (!found || (found.userId !== uid && !(await isStaff(c.env.DB, uid)))) return c.json({ error: 'Order not found' }, 404);
  return c.json({ order: orderIn(found, names) });
});

// The dashboard's list: a page at a time, newest first, optionally of one status and matching a search.
order.get('/fetch-all-orders', requireUser, requireStaff, queryParams(AdminOrdersQuery), async (c) => {
  const { limit, before, ...filter } = c.req.valid('query');
  const { orders, more } = await pageOfOrders(c.env.DB, orderFilter(filter), limit, before);
  const last = orders.at(-1);
  return c.json({ orders, nextCursor: more && last ? cursorAfter(last) : null } satisfies AdminOrderPage);
});

order.put('/update-order/:id', requireUser, requireStaff, jsonBody(UpdateOrderInput), async (c) => {
  const id = normalizeId(c.req.param('id'));
  const mails: Mails = [];
  const { status, from } = c.req.valid('json');
  // A delivery ends delivered and a pickup collected: each way through the kitchen has its own last status.
  const current = id ? await findOrder(c.env.DB, id) : undefined;
  if (!current) return c.json({ error: 'Order not found' }, 404);
  // Moved on since the caller saw it (by someone else, or by this same tap sent again): nothing changes.
  if (from && current.status !== from) return movedOn(c, current);
  if (status !== 'cancelled' && !STATUS_PATHS[current.fulfilment].includes(status)) {
    const message = current.fulfilment === 'pickup' ? 'A pickup order is collected, not delivered' : 'A delivery order is delivered, not collected';
    return c.json({ error: message, issues: [{ path: ['status'], message }] }, 400);
  }
  // A payment held as risky is accepted by staff moving its order on (not cancelling it): paid, with its receipt.
  if (id && status !== 'cancelled') await acceptHeld(c.env.DB, id, mails);
  let updated = id ? await updateOrderStatus(c.env.DB, id, status, c.get('identity').uid, mails, from) : undefined;
  deliverAfterResponse(c, mails);
  if (!updated && from && id) {
    const now = await findOrder(c.env.DB, id);
    if (now && now.status !== from) return movedOn(c, now);
  }
  // Cancelling a paid order owes its refund: asked for now, so staff see at once whether the gateway took it.
  if (id && updated?.paymentStatus === 'refund_pending') {
    await refundOrder(payments(c.env.DB, c.get('config'), () => kitchenHours(c)), id);
    updated = await findOrder(c.env.DB, id);
  }
  return updated ? c.json({ order: updated }) : c.json({ error: 'Order not found' }, 404);
});

/** 409 with the order as it is now: the status the caller saw is not its status any more. */
const movedOn = (c: Context<AppEnv>, current: Order) => c.json({ error: `This order has moved on: it is ${ORDER_STATUS_LABELS[current.status].toLowerCase()} now`, order: current }, 409);

order.delete('/delete-order/:id', requireUser, requireAdmin, async (c) => {
  const id = normalizeId(c.req.param('id'));
  // Money taken and not yet given back would leave with the order's record: cancel it first (that refunds it).
  const found = id ? await findOrder(c.env.DB, id) : undefined;
  if (found && (HOLDS_MONEY as readonly string[]).includes(found.paymentStatus)) {
    return c.json({ error: 'This order was paid online. Cancel it first, which refunds the guest; then it can be deleted.' }, 409);
  }
  return id && (await deleteOrder(c.env.DB, id, c.get('identity').uid)) ? c.json({ ok: true }) : c.json({ error: 'Order not found' }, 404);
});

export default order;
