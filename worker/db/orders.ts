import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, isNull, lt, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { HistoryCursor } from '../contract/order-history';
import type { Fulfilment, OrderStatus, PaymentMethod } from '../contract/order-rules';
import { CANCELLED_BY_RESTAURANT, type PaymentStatus, UNCONFIRMED_PAYMENT_STATUSES } from '../contract/payment-rules';
import { invoiceNumber, type OrderTax } from '../contract/invoice';
import { DEFAULT_LANG } from '../contract/lang';
import type { CreateOrderInput, Order, TrackedOrder } from '../contract/order';
import { newId } from '../ids';
import type { OrderPlacedPayload } from '../contract/mail';
import { forgetSubjectStatements, type Mails, newMailId, orderStatusSql, queuedIds, receiptStatement } from '../mail/outbox';
import type { PricedFulfilment, PricedOrder } from '../ordering/prices';
import { batchWithProof, type TokenEmail } from './email-proof';
import { issuedInvoice, issueInvoiceStatements } from './invoices';
import { orderLines, orders } from './schema';
import { ensureUserStatement } from './users';

type OrderRow = typeof orders.$inferSelect;

/** An order to write: a guest's own (CreateOrderInput), or one staff took, which may be paid at the counter. */
export type NewOrder = CreateOrderInput extends infer Input ? (Input extends unknown ? Omit<Input, 'paymentMethod'> & { paymentMethod: PaymentMethod } : never) : never;
type LineRow = typeof orderLines.$inferSelect;

function toOrder(row: Omit<OrderRow, 'lang'>, lines: LineRow[]): Order {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    items: lines
      .sort((a, b) => a.position - b.position)
      .map((line) => ({ id: line.dishId, name: line.name, quantity: line.quantity, price: line.price, image: line.image, description: line.description, note: line.notes ?? '' })),
    total: row.total,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    estimatedDeliveryTime: row.estimatedDeliveryTime,
    fulfilment: row.fulfilment,
    deliveryFee: row.deliveryFee,
    serviceCharge: row.serviceCharge,
    tax: { vatRate: row.vatRate, serviceChargeRate: row.serviceChargeRate, vat: row.vat, bin: row.bin },
    invoice: row.invoiceYear !== null && row.invoiceSerial !== null && row.invoicedAt !== null ? { number: invoiceNumber(row.invoiceYear, row.invoiceSerial), issuedAt: row.invoicedAt.toISOString() } : null,
    delivery: {
      area: row.deliveryArea === null ? null : { id: row.deliveryArea, name: row.deliveryAreaName ?? row.deliveryArea },
      address: row.deliveryAddress,
      phone: row.deliveryPhone,
      instructions: row.deliveryInstructions,
    },
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    source: row.source,
    takenBy: row.takenByName,
    payKey: row.payKey,
  };
}

function attachLines(rows: OrderRow[], lines: LineRow[]): Order[] {
  const byOrder = new Map<string, LineRow[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? []));
}

/** Orders with their lines: two queries, whatever the number of orders (no per-order or IN-list lookups). */
async function withLines(database: D1Database, rows: OrderRow[], lineFilter: SQL | undefined): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await drizzle(database)
    .select({ line: orderLines })
    .from(orderLines)
    .innerJoin(orders, eq(orderLines.orderId, orders.id))
    .where(lineFilter);
  return attachLines(rows, lines.map(({ line }) => line));
}

/** One order and its lines, both read in one D1 batch (one round trip). */
export async function findOrder(database: D1Database, id: string): Promise<Order | undefined> {
  const db = drizzle(database);
  const [rows, lines] = await db.batch([db.select().from(orders).where(eq(orders.id, id)).limit(1), db.select().from(orderLines).where(eq(orderLines.orderId, id))]);
  const [row] = rows;
  return row ? toOrder(row, lines) : undefined;
}

/** How long an Idempotency-Key holds: a retry within it is the first order; after it, the key is free again. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What a key already used for a different order finds. */
export const ANOTHER_ORDER = 'another-order';

/**
 * The order the guest of `input` placed with an Idempotency-Key within the window: the order, when `input` asks
 * for the same one (a retry); ANOTHER_ORDER when the key was used for a different one; undefined when unused.
 */
export async function findOrderByIdempotencyKey(database: D1Database, input: NewOrder, key: string, now = new Date()): Promise<Order | typeof ANOTHER_ORDER | undefined> {
  const filter = and(eq(orders.userId, input.userId), eq(orders.idempotencyKey, key), gte(orders.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)));
  const rows = await drizzle(database).select().from(orders).where(filter).limit(1);
  const [order] = await withLines(database, rows, filter);
  if (!order) return undefined;
  return isSameOrder(order, input) ? order : ANOTHER_ORDER;
}

/** The delivery time `input` schedules, as an instant; null for as soon as possible. */
const scheduledInstant = (input: NewOrder) => (input.scheduledFor ? new Date(input.scheduledFor) : null);

/**
 * Whether an order is the one `input` asks for: the same dishes in the same quantities and order, the same name,
 * delivery and payment, and the same delivery time (scheduledFor: the same instant, whatever offset it is written
 * with, or both as soon as possible). The rest of a body is not compared: the figures are the server's to decide
 * (a retry sent after the menu changed is still the order placed, which is answered with its own figures), and
 * the status, the createdAt and the copies of the dishes are ignored whenever they are sent.
 */
export function isSameOrder(order: Order, input: NewOrder): boolean {
  const { delivery } = order;
  const placed = [order.name, order.items.map(({ id, quantity }) => [id, quantity]), order.fulfilment, [delivery.area?.id ?? null, delivery.address, delivery.phone, delivery.instructions], order.paymentMethod, order.scheduledFor];
  const asked = [
    input.name,
    input.items.map(({ id, quantity }) => [id, quantity]),
    input.fulfilment,
    input.fulfilment === 'delivery'
      ? [input.delivery.area, input.delivery.address, input.delivery.phone, input.delivery.instructions ?? '']
      : [null, '', input.delivery.phone, input.delivery.instructions ?? ''],
    input.paymentMethod,
    scheduledInstant(input)?.toISOString() ?? null,
  ];
  return JSON.stringify(placed) === JSON.stringify(asked);
}

/** The most parameters D1 binds to one statement (a limit of D1's, lower than SQLite's own). */
export const D1_MAX_BOUND_PARAMETERS = 100;

/** Order lines per INSERT: each line binds one parameter per column of order_lines. */
const LINES_PER_INSERT = Math.floor(D1_MAX_BOUND_PARAMETERS / Object.keys(getTableColumns(orderLines)).length);

/** `items` in runs of at most `size`, in order. */
function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, index * size + size));
}

/** A drizzle query as a D1 statement, for a batch that mixes it with hand-written SQL. */
const statement = (database: D1Database, query: { toSQL(): { sql: string; params: unknown[] } }) => {
  const { sql, params } = query.toSQL();
  return database.prepare(sql).bind(...params);
};

/** An order staff took (worker/routes/staff.ts): where, by whom, the kitchen's note on each line, its payment link's key. */
export interface Taking {
  source: 'phone' | 'walk-in';
  uid: string;
  name: string;
  /** One per line of the order, in its order; '' for none. */
  notes: string[];
  payKey: string | null;
}

/** Where a new order's money stands: cash on delivery, paid at the counter, or awaiting its online payment. */
const firstPaymentStatus = (method: PaymentMethod) => (method === 'cod' ? ('cod' as const) : method.startsWith('counter-') ? ('paid' as const) : ('awaiting' as const));

/**
 * The order, its lines and its receipt (the outbox) in one D1 batch: all of it is written, or none. Status is
 * always 'pending'. The batch first creates the guest's record if it is missing (from their token's address and
 * the name they ordered under), so the order's foreign key always holds, and records the address the token
 * proves, so the receipt goes to it (or waits for one: db/email-proof.ts).
 */
export async function createOrder(
  database: D1Database,
  input: NewOrder,
  priced: PricedOrder,
  fulfilment: PricedFulfilment,
  charges: { serviceCharge: number; tax: OrderTax },
  idempotencyKey: string | null,
  token: Pick<TokenEmail, 'email' | 'emailVerified'>,
  mails: Mails = [],
  createdAt = new Date(),
  taken: Taking | null = null,
): Promise<Order> {
  const db = drizzle(database);
  const id = newId();
  const row = {
    id,
    userId: input.userId,
    name: input.name,
    total: priced.total,
    status: 'pending' as const,
    estimatedDeliveryTime: priced.estimatedDeliveryTime,
    fulfilment: input.fulfilment,
    deliveryArea: fulfilment.area?.id ?? null,
    deliveryAreaName: fulfilment.area?.name ?? null,
    deliveryFee: fulfilment.fee,
    serviceCharge: charges.serviceCharge,
    serviceChargeRate: charges.tax.serviceChargeRate,
    vatRate: charges.tax.vatRate,
    vat: charges.tax.vat,
    bin: charges.tax.bin,
    invoiceYear: null,
    invoiceSerial: null,
    invoicedAt: null,
    deliveryAddress: input.fulfilment === 'delivery' ? input.delivery.address : '',
    deliveryPhone: input.delivery.phone,
    deliveryInstructions: input.delivery.instructions ?? '',
    paymentMethod: input.paymentMethod,
    paymentStatus: firstPaymentStatus(input.paymentMethod),
    idempotencyKey,
    // The delivery time the guest scheduled, as an instant (whatever offset it was written with); null: for now.
    scheduledFor: scheduledInstant(input),
    source: taken?.source ?? ('web' as const),
    takenBy: taken?.uid ?? null,
    takenByName: taken?.name ?? null,
    payKey: taken?.payKey ?? null,
    createdAt,
    updatedAt: createdAt,
  };
  const lines = priced.lines.map((line, position) => ({ orderId: id, position, dishId: line.id, name: line.name, quantity: line.quantity, price: line.price, image: line.image, description: line.description, notes: taken?.notes[position] || null }));
  let order = toOrder(row, lines);
  // An order paid online gets its invoice and its receipt when its payment is confirmed (db/payments.ts), not
  // now: until then it is the guest's alone, and the kitchen does not see it. One for cash, or paid at the
  // counter, gets both now.
  const cash = row.paymentStatus !== 'awaiting';
  const invoice = cash ? issueInvoiceStatements(database, id, createdAt.getTime(), input.paymentMethod) : [];
  const receipt = cash ? [receiptStatement(database, newMailId(), input.userId, receiptPayload(order), createdAt.getTime())] : [];
  // The lines go in several INSERTs of a few rows each: D1 binds at most 100 parameters to one statement, and
  // one INSERT of every line passed that at 12 lines. They are all in the same batch, so still all or nothing.
  const lineInserts = chunks(lines, LINES_PER_INSERT).map((some) => db.insert(orderLines).values(some));
  // Its language: the page's it was placed from; else, for a guest's own, their account's (created just before in
  // this batch when it is new); staff's take English unless they chose (decision 0028).
  const lang = input.lang ?? (taken ? DEFAULT_LANG : sql`coalesce((SELECT u.lang FROM users u WHERE u.user_id = ${input.userId}), ${DEFAULT_LANG})`);
  const writes = [...[db.insert(orders).values({ ...row, lang }), ...lineInserts].map((query) => statement(database, query)), ...invoice];
  // A key older than the window is released first (the old order keeps everything else), so the unique index
  // on (user, key) only ever guards keys that are still live.
  const release = idempotencyKey
    ? [statement(database, db.update(orders).set({ idempotencyKey: null }).where(and(eq(orders.userId, input.userId), eq(orders.idempotencyKey, idempotencyKey), lt(orders.createdAt, new Date(createdAt.getTime() - IDEMPOTENCY_WINDOW_MS)))))]
    : [];
  // An order staff took is for a guest who exists (or the house account): nothing to create, and the token is the
  // staff member's, which proves nothing of the guest's address.
  const ensure = taken ? [] : [ensureUserStatement(database, { userId: input.userId, email: token.email, name: input.name, lang: input.lang }, token)];
  const proof = taken ? { email: '', emailVerified: false } : token;
  const results = await batchWithProof(database, { ...proof, uid: input.userId }, [...release, ...ensure], [...writes, ...receipt], mails, createdAt.getTime());
  if (receipt.length) mails.push(...queuedIds(results.at(-1)));
  if (invoice.length) order = { ...order, invoice: issuedInvoice(results.at(-1 - receipt.length - 1)) };
  // What was written is what is answered: no second round trip to read it back.
  return order;
}

/** What an order's receipt says, frozen when it is written: at placing (cash) or when its payment is confirmed. */
export function receiptPayload(order: Order): OrderPlacedPayload {
  return {
    orderId: order.id,
    name: order.name,
    items: order.items.map(({ id, name, quantity, price }) => ({ id, name, quantity, price })),
    total: order.total,
    deliveryFee: order.deliveryFee,
    serviceCharge: order.serviceCharge,
    tax: order.tax,
    fulfilment: order.fulfilment,
    area: order.delivery.area?.name ?? null,
    areaId: order.delivery.area?.id ?? null,
    paymentMethod: order.paymentMethod,
    ...(order.paymentStatus === 'cod' ? {} : { paid: true }),
    address: order.delivery.address,
    phone: order.delivery.phone,
    instructions: order.delivery.instructions,
    estimatedDeliveryTime: order.estimatedDeliveryTime,
    placedAt: order.createdAt,
    ...(order.scheduledFor ? { scheduledFor: order.scheduledFor } : {}),
  };
}

/**
 * What the public tracking screen shows and nothing more: the customer's first name, never the address,
 * phone or payment. One statement (the lines folded in with json_group_array), so one round trip. Beside it, the
 * delivery area's id, which the answer does not carry: the area's name in another language is found by it.
 */
export async function findTrackedOrder(database: D1Database, id: string): Promise<{ order: TrackedOrder; areaId: string | null } | undefined> {
  const row = await database
    .prepare(
      `SELECT o.id, o.name, o.total, o.status, o.payment_status AS paymentStatus, o.created_at AS createdAt, o.estimated_delivery_time AS estimatedDeliveryTime, o.scheduled_for AS scheduledFor,
        o.fulfilment, o.delivery_fee AS deliveryFee, o.service_charge AS serviceCharge, o.delivery_area_name AS area, o.delivery_area AS areaId,
        (SELECT json_group_array(json_object('id', l.dish_id, 'name', l.name, 'quantity', l.quantity, 'price', l.price, 'image', l.image))
           FROM (SELECT * FROM order_lines WHERE order_id = o.id ORDER BY position) AS l) AS items
       FROM orders AS o WHERE o.id = ?1`,
    )
    .bind(id)
    .first<{ id: string; name: string; total: number; status: OrderStatus; paymentStatus: PaymentStatus; createdAt: number; estimatedDeliveryTime: number; scheduledFor: number | null; fulfilment: Fulfilment; deliveryFee: number; serviceCharge: number; area: string | null; areaId: string | null; items: string }>();
  if (!row) return undefined;
  const order: TrackedOrder = {
    id: row.id,
    name: firstName(row.name),
    items: JSON.parse(row.items) as TrackedOrder['items'],
    total: row.total,
    fulfilment: row.fulfilment,
    deliveryFee: row.deliveryFee,
    serviceCharge: row.serviceCharge,
    area: row.area,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    estimatedDeliveryTime: row.estimatedDeliveryTime,
    paymentStatus: row.paymentStatus,
    // The delivery time is not personal: tracking runs its progress towards it.
    scheduledFor: row.scheduledFor === null ? null : new Date(row.scheduledFor).toISOString(),
  };
  return { order, areaId: row.areaId };
}

/** Tracking greets by first name only. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

const NEWEST_FIRST = [desc(orders.createdAt), asc(orders.id)] as const;

/**
 * The orders past a cursor, in history order. `created_at <= cursor` bounds the index's range; the rest
 * breaks ties within one millisecond by id.
 */
function pastCursor(cursor: HistoryCursor): SQL | undefined {
  const at = new Date(cursor.createdAt);
  return and(lte(orders.createdAt, at), or(lt(orders.createdAt, at), gt(orders.id, cursor.id)));
}

/**
 * A page of orders matching `filter`, newest first, past the cursor: keyset paging on an index that starts with
 * the filter's column and ends with created_at (orders_user_created_idx for a guest, orders_status_created_idx
 * or orders_created_idx for the dashboard), so a deep page costs what the first does and orders placed since
 * the first page never shift the next. The page's orders and the lines of exactly those orders are two
 * statements in one D1 batch: one round trip, one consistent read.
 */
export async function pageOfOrders(database: D1Database, filter: SQL | undefined, limit: number, cursor?: HistoryCursor): Promise<{ orders: Order[]; more: boolean }> {
  const db = drizzle(database);
  const where = and(filter, cursor && pastCursor(cursor));
  const page = db.select({ id: orders.id }).from(orders).where(where).orderBy(...NEWEST_FIRST).limit(limit);
  // One row more than the page says whether another page follows.
  const [rows, lines] = await db.batch([
    db.select().from(orders).where(where).orderBy(...NEWEST_FIRST).limit(limit + 1),
    db.select().from(orderLines).where(inArray(orderLines.orderId, page)),
  ]);
  return { orders: attachLines(rows.slice(0, limit), lines), more: rows.length > limit };
}

/** A page of one guest's orders, newest first. */
export function listUserOrders(database: D1Database, userId: string, limit: number, cursor?: HistoryCursor): Promise<{ orders: Order[]; more: boolean }> {
  return pageOfOrders(database, eq(orders.userId, userId), limit, cursor);
}

/**
 * Sets a status and records the change (from, to, who, when) and the guest's mail about it in the same batch,
 * under the same condition. Setting the status it already has records and mails nothing. An online order whose
 * payment is not confirmed is not the kitchen's: it is not changed (undefined, as an order not found). Cancelling
 * an order paid online marks its refund as owed (refund_pending) in the same batch, and its mail says the refund
 * is on its way; the caller then asks the gateway (worker/payments/flow.ts refundOrder).
 */
export async function updateOrderStatus(database: D1Database, id: string, status: OrderStatus, actorId: string, mails: Mails = [], from?: OrderStatus): Promise<Order | undefined> {
  const now = Date.now();
  // `from`: only if the order still has the status the caller saw (one of ORDER_STATUSES, checked by the route's schema).
  const seen = from ? ` AND status = '${from}'` : '';
  const kitchens = `payment_status NOT IN (${UNCONFIRMED_PAYMENT_STATUSES.map((state) => `'${state}'`).join(', ')})${seen}`;
  const changing = `id = ?1 AND status != ?2 AND ${kitchens}`;
  const mailId = newMailId();
  // The guest is written once about each status: not again when the kitchen's recall takes a step back and the
  // order then moves on to the same status again.
  const toldBefore = "EXISTS (SELECT 1 FROM mail_outbox m WHERE m.subject_id = ?1 AND m.kind = 'order-status' AND json_extract(m.payload, '$.status') = ?2)";
  const mailSql = orderStatusSql(status, `${changing} AND NOT ${toldBefore}`);
  // Money paid at the counter is given back there, by hand: the order says so at once (refunded), no gateway is asked.
  const refunding = "?2 = 'cancelled' AND payment_status IN ('paid', 'held') AND payment_method NOT LIKE 'counter-%'";
  const handBack = "?2 = 'cancelled' AND payment_status = 'paid' AND payment_method LIKE 'counter-%'";
  const [, mailed, , , updated] = await database.batch([
    database.prepare(`INSERT INTO status_events (subject, subject_id, action, from_status, to_status, actor_id, at) SELECT 'order', id, 'status', status, ?2, ?3, ?4 FROM orders WHERE ${changing}`).bind(id, status, actorId, now),
    mailSql ? database.prepare(mailSql).bind(id, status, actorId, now, mailId) : database.prepare('SELECT 0 WHERE 0'),
    database
      .prepare(`UPDATE payments SET status = 'refund_pending', refund_reason = ?4, last_error = NULL, updated_at = ?3 WHERE order_id = ?1 AND status IN ('paid', 'held') AND EXISTS (SELECT 1 FROM orders WHERE ${changing} AND ${refunding})`)
      .bind(id, status, now, CANCELLED_BY_RESTAURANT),
    database.prepare(`UPDATE orders SET payment_status = CASE WHEN ${handBack} THEN 'refunded' ELSE 'refund_pending' END, updated_at = ?3 WHERE ${changing} AND (${refunding} OR ${handBack})`).bind(id, status, now),
    database.prepare(`UPDATE orders SET status = ?2, updated_at = ?3 WHERE id = ?1 AND ${kitchens}`).bind(id, status, now),
  ]);
  mails.push(...queuedIds(mailed));
  return updated?.meta.changes ? findOrder(database, id) : undefined;
}

/**
 * Deletes an order and every trace of its guest's data, in one batch: its lines, its mails' words (unsent mails
 * go, sent ones keep only their record: forgetSubjectStatements), and the order. The history records who
 * deleted it, when, and its total: what staff need to explain it afterwards.
 */
export async function deleteOrder(database: D1Database, id: string, actorId: string): Promise<boolean> {
  const results = await database.batch([
    database
      .prepare("INSERT INTO status_events (subject, subject_id, action, from_status, to_status, actor_id, at, total) SELECT 'order', id, 'delete', status, NULL, ?2, ?3, total FROM orders WHERE id = ?1")
      .bind(id, actorId, Date.now()),
    ...forgetSubjectStatements(database, 'order', id),
    database.prepare('DELETE FROM order_lines WHERE order_id = ?1').bind(id),
    database.prepare('DELETE FROM orders WHERE id = ?1').bind(id),
  ]);
  return Boolean(results.at(-1)?.meta.changes);
}

/** The most tickets the kitchen's board holds: far more than a pass has at once. */
const BOARD_SIZE = 100;

/**
 * The kitchen's orders at `now`, oldest first: the kitchen's (cash, or paid), still to start, cooking or waiting at the
 * pass, and due now: as soon as possible, or scheduled and within its time (the estimate: cooking and the road) of it.
 */
export async function kitchenOrders(database: D1Database, now: Date): Promise<Order[]> {
  const db = drizzle(database);
  const due = and(
    inArray(orders.status, ['pending', 'preparing', 'ready']),
    notInArray(orders.paymentStatus, [...UNCONFIRMED_PAYMENT_STATUSES]),
    or(isNull(orders.scheduledFor), sql`${orders.scheduledFor} - ${orders.estimatedDeliveryTime} * 60000 <= ${now.getTime()}`),
  );
  const board = db.select({ id: orders.id }).from(orders).where(due).orderBy(asc(orders.createdAt)).limit(BOARD_SIZE);
  const [rows, lines] = await db.batch([db.select().from(orders).where(due).orderBy(asc(orders.createdAt), asc(orders.id)).limit(BOARD_SIZE), db.select().from(orderLines).where(inArray(orderLines.orderId, board))]);
  return attachLines(rows, lines);
}
