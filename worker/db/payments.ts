import type { PaymentAttemptStatus, PaymentRecord } from '../contract/payment';
import type { OnlineMethod } from '../contract/payment-rules';
import { newId } from '../ids';
import { type Mails, newMailId, queuedIds, receiptStatement } from '../mail/outbox';
import { findOrder, receiptPayload } from './orders';
import { issueInvoiceStatements } from './invoices';

// The payments' data (docs/payments.md): every change of a payment is a conditional UPDATE from the state it
// leaves, in one D1 batch with what it causes (the order's payment status, the receipt), so whichever of a
// return, an IPN, a retry or the sweep comes first settles it and the others find nothing left to do.
// Nothing here speaks to a gateway or knows HTTP: worker/payments/ does, and calls these.

export type PaymentGateway = 'bkash' | 'sslcommerz';

/** A payment's row as the gateways' code reads it. */
export interface Payment {
  id: string;
  orderId: string;
  gateway: PaymentGateway;
  amount: number;
  status: PaymentAttemptStatus;
  gatewayPaymentId: string | null;
  validationId: string | null;
  transactionId: string | null;
  refundRef: string | null;
  lastError: string | null;
  createdAt: number;
  settledAt: number | null;
}

const COLUMNS = `id, order_id AS orderId, gateway, amount, status, gateway_payment_id AS gatewayPaymentId, validation_id AS validationId,
  transaction_id AS transactionId, refund_ref AS refundRef, last_error AS lastError, created_at AS createdAt, settled_at AS settledAt`;

export async function findPayment(database: D1Database, id: string): Promise<Payment | undefined> {
  return (await database.prepare(`SELECT ${COLUMNS} FROM payments WHERE id = ?1`).bind(id).first<Payment>()) ?? undefined;
}

export async function findPaymentByGatewayId(database: D1Database, gateway: PaymentGateway, gatewayPaymentId: string): Promise<Payment | undefined> {
  return (await database.prepare(`SELECT ${COLUMNS} FROM payments WHERE gateway = ?1 AND gateway_payment_id = ?2`).bind(gateway, gatewayPaymentId).first<Payment>()) ?? undefined;
}

/** An attempt with no final answer this long after it started is one for staff to check with the gateway. */
export const CHECK_WITH_GATEWAY_MS = 60 * 60 * 1000;
/** bKash refunds a payment only within 15 days of it (bKash's own plugin, ApiComm.php's refund). */
export const BKASH_REFUND_MS = 15 * 24 * 60 * 60 * 1000;

const RECORD = `SELECT id, order_id AS orderId, gateway, amount, status, transaction_id AS transactionId, instrument, refund_ref AS refundRef, last_error AS lastError,
  refund_reason AS refundReason, gateway_payment_id AS gatewayReference, created_at AS createdAt, settled_at AS settledAt, refunded_at AS refundedAt FROM payments`;
type RecordRow = Omit<PaymentRecord, 'createdAt' | 'settledAt' | 'refundedAt' | 'checkWithGateway' | 'refundableUntil'> & { orderId: string; createdAt: number; settledAt: number | null; refundedAt: number | null };

function toRecord(row: RecordRow, now: number): PaymentRecord {
  const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
  return {
    id: row.id,
    gateway: row.gateway,
    amount: row.amount,
    status: row.status,
    transactionId: row.transactionId,
    instrument: row.instrument,
    refundRef: row.refundRef,
    lastError: row.lastError,
    gatewayReference: row.gatewayReference,
    createdAt: new Date(row.createdAt).toISOString(),
    settledAt: iso(row.settledAt),
    refundedAt: iso(row.refundedAt),
    checkWithGateway: row.status === 'initiated' && now - row.createdAt > CHECK_WITH_GATEWAY_MS,
    refundReason: row.refundReason,
    refundableUntil: row.gateway === 'bkash' && row.settledAt !== null && ['paid', 'held'].includes(row.status) ? iso(row.settledAt + BKASH_REFUND_MS) : null,
  };
}

/** An order's attempts, oldest first, as staff see them. */
export async function readPayments(database: D1Database, orderId: string, now = Date.now()): Promise<PaymentRecord[]> {
  const { results } = await database.prepare(`${RECORD} WHERE order_id = ?1 ORDER BY created_at, id`).bind(orderId).all<RecordRow>();
  return results.map((row) => toRecord(row, now));
}

/** Every attempt still open an hour after it started (the gateway gave no final answer): the dashboard's notice. */
export async function paymentsToCheck(database: D1Database, now = Date.now()): Promise<(PaymentRecord & { orderId: string })[]> {
  const { results } = await database.prepare(`${RECORD} WHERE status = 'initiated' AND created_at < ?1 ORDER BY created_at LIMIT 100`).bind(now - CHECK_WITH_GATEWAY_MS).all<RecordRow>();
  return results.map((row) => ({ ...toRecord(row, now), orderId: row.orderId }));
}

/** What a guest's order needs to be paid: its owner, amount and where its money stands. */
export async function payableOrder(database: D1Database, orderId: string) {
  return (
    (await database
      .prepare('SELECT id, user_id AS userId, name, total, payment_method AS paymentMethod, payment_status AS paymentStatus FROM orders WHERE id = ?1')
      .bind(orderId)
      .first<{ id: string; userId: string; name: string; total: number; paymentMethod: string; paymentStatus: string }>()) ?? undefined
  );
}

/**
 * A new attempt for an order awaiting its payment (or whose last one failed), by `method`: the order takes the
 * method chosen now (a guest may pay by card after a declined bKash payment). Undefined when the order is not
 * payable any more (paid meanwhile, switched to cash, or placed before `payableSince`: its time to pay is over).
 */
export async function openPayment(database: D1Database, orderId: string, method: OnlineMethod, gateway: PaymentGateway, amount: number, payableSince: number, now = Date.now()): Promise<string | undefined> {
  const id = newId();
  const [inserted] = await database.batch([
    database
      .prepare("INSERT INTO payments (id, order_id, gateway, amount, status, created_at, updated_at) SELECT ?1, ?2, ?3, ?4, 'initiated', ?5, ?5 FROM orders WHERE id = ?2 AND payment_status IN ('awaiting', 'failed') AND created_at >= ?6")
      .bind(id, orderId, gateway, amount, now, payableSince),
    database.prepare("UPDATE orders SET payment_method = ?2, payment_status = 'awaiting', updated_at = ?3 WHERE id = ?1 AND payment_status IN ('awaiting', 'failed') AND created_at >= ?4").bind(orderId, method, now, payableSince),
  ]);
  return inserted?.meta.changes ? id : undefined;
}

/** The gateway's own id for the attempt (bKash's paymentID, SSLCommerz's sessionkey), once it answered. */
export async function recordGatewayPaymentId(database: D1Database, id: string, gatewayPaymentId: string): Promise<void> {
  await database.prepare('UPDATE payments SET gateway_payment_id = ?2, updated_at = ?3 WHERE id = ?1').bind(id, gatewayPaymentId, Date.now()).run();
}

/** What the gateway confirmed about the money. */
export interface Taken {
  transactionId: string;
  validationId?: string | undefined;
  instrument?: string | undefined;
}

/**
 * The gateway confirmed the money: the payment paid (or held, when the gateway flags it as risky), the order
 * paid and `pending` for the kitchen, its receipt in the outbox; all in one batch, and only from 'initiated',
 * so a second confirmation writes nothing. Answers whether this call settled it.
 */
export async function settlePaid(database: D1Database, payment: Payment, taken: Taken, held: boolean, mails: Mails, now = Date.now()): Promise<boolean> {
  const order = await findOrder(database, payment.orderId);
  if (!order) return false;
  const status = held ? 'held' : 'paid';
  const open = { sql: "EXISTS (SELECT 1 FROM payments WHERE id = ?7 AND status = 'initiated') AND EXISTS (SELECT 1 FROM orders WHERE id = ?8 AND payment_status IN ('awaiting', 'failed'))", params: [payment.id, payment.orderId] };
  // A held payment's receipt waits for staff (the order is not confirmed); a paid one's is written now.
  // The order is paid by this attempt's method, whichever the guest chose last (two tabs, two methods).
  const paymentMethod = payment.gateway === 'bkash' ? 'bkash' : 'credit-card';
  const receipt = held ? [] : [receiptStatement(database, newMailId(), order.userId, receiptPayload({ ...order, paymentMethod, paymentStatus: 'paid' }), now, open)];
  // A held payment's invoice waits for staff too: it is issued when they accept it.
  const invoice = held ? [] : issueInvoiceStatements(database, order.id, now, paymentMethod, open);
  // In this order, one transaction: the invoice, the receipt (which quotes it) and the payment only while both
  // the payment and its order are open; then the order only if this very payment was just settled. Two attempts
  // of one order both paid (two tabs) settle the first; the second finds its order paid and is left initiated,
  // for settleTaken to refund.
  const results = await database.batch([
    ...invoice,
    ...receipt,
    database
      .prepare(
        "UPDATE payments SET status = ?2, transaction_id = ?3, validation_id = coalesce(?4, validation_id), instrument = ?5, last_error = NULL, settled_at = ?6, updated_at = ?6 WHERE id = ?1 AND status = 'initiated' AND EXISTS (SELECT 1 FROM orders WHERE id = ?7 AND payment_status IN ('awaiting', 'failed'))",
      )
      .bind(payment.id, status, taken.transactionId, taken.validationId ?? null, taken.instrument ?? null, now, payment.orderId),
    database
      .prepare("UPDATE orders SET payment_status = ?2, payment_method = ?5, status = 'pending', updated_at = ?3 WHERE id = ?1 AND payment_status IN ('awaiting', 'failed') AND EXISTS (SELECT 1 FROM payments WHERE id = ?4 AND status = ?2 AND settled_at = ?3)")
      .bind(payment.orderId, status, now, payment.id, paymentMethod),
  ]);
  if (receipt.length) mails.push(...queuedIds(results[invoice.length]));
  return Boolean(results.at(-1)?.meta.changes) && Boolean(results.at(-2)?.meta.changes);
}

/**
 * The gateway says no money was taken: the payment failed, was cancelled, or expired; its order is marked
 * failed (the guest can pay again or switch to cash) unless another attempt of it is still open. `orderWaits`:
 * the attempt never reached the guest (the gateway refused or did not answer the start), so the order is left
 * as it was.
 */
export async function settleUnpaid(database: D1Database, payment: Payment, status: Extract<PaymentAttemptStatus, 'failed' | 'cancelled' | 'expired'>, reason: string | null, { orderWaits = false } = {}, now = Date.now()): Promise<boolean> {
  const [updated] = await database.batch([
    database.prepare("UPDATE payments SET status = ?2, last_error = ?3, settled_at = ?4, updated_at = ?4 WHERE id = ?1 AND status = 'initiated'").bind(payment.id, status, reason, now),
    orderWaits
      ? database.prepare('SELECT 0 WHERE 0')
      : database
          .prepare("UPDATE orders SET payment_status = 'failed', updated_at = ?2 WHERE id = ?1 AND payment_status = 'awaiting' AND NOT EXISTS (SELECT 1 FROM payments WHERE order_id = ?1 AND status = 'initiated')")
          .bind(payment.orderId, now),
  ]);
  return Boolean(updated?.meta.changes);
}

/**
 * Money the gateway took that is not the order's to keep: a payment completed after we gave up on it (the sweep
 * expired it, the guest switched to cash), a second attempt paid for an order already paid, one whose amount
 * does not match, or one confirmed late when the kitchen would no longer take the order. It is to be refunded at
 * once. The order is left as it is, unless `orderFails` (the kitchen refused it): then an order still awaiting
 * this payment is failed, for the guest to pay again or in cash once the kitchen takes orders. Answers whether it
 * was marked (once).
 */
export async function markForRefund(database: D1Database, payment: Payment, transactionId: string, reason: string, { orderFails = false } = {}, now = Date.now()): Promise<boolean> {
  const [marked] = await database.batch([
    database
      .prepare("UPDATE payments SET status = 'refund_pending', transaction_id = ?2, refund_reason = ?3, last_error = NULL, updated_at = ?4 WHERE id = ?1 AND status IN ('initiated', 'cancelled', 'expired', 'failed')")
      .bind(payment.id, transactionId, reason, now),
    orderFails
      ? database
          .prepare(
            "UPDATE orders SET payment_status = 'failed', updated_at = ?2 WHERE id = ?1 AND payment_status = 'awaiting' AND NOT EXISTS (SELECT 1 FROM payments WHERE order_id = ?1 AND status = 'initiated') AND EXISTS (SELECT 1 FROM payments WHERE id = ?3 AND status = 'refund_pending' AND updated_at = ?2)",
          )
          .bind(payment.orderId, now, payment.id)
      : database.prepare('SELECT 0 WHERE 0'),
  ]);
  return Boolean(marked?.meta.changes);
}

/** A refund's outcome: the payment's, and the order's when the refund is the order's (a cancelled paid order). */
export async function settleRefund(database: D1Database, payment: Payment, outcome: { status: 'refunded' | 'refund_failed' | 'refund_pending'; refundRef?: string | null; error?: string | null; forgetRef?: boolean }, now = Date.now()): Promise<void> {
  await database.batch([
    database
      .prepare("UPDATE payments SET status = ?2, refund_ref = CASE WHEN ?6 THEN NULL ELSE coalesce(?3, refund_ref) END, last_error = ?4, refunded_at = CASE WHEN ?2 = 'refunded' THEN ?5 ELSE refunded_at END, updated_at = ?5 WHERE id = ?1 AND status IN ('refund_pending', 'refund_failed')")
      .bind(payment.id, outcome.status, outcome.refundRef ?? null, outcome.error ?? null, now, outcome.forgetRef ? 1 : 0),
    database
      // Only an order whose own refund this is (a cancelled paid order) follows; an order whose money came late
      // to an attempt it had given up (markForRefund) never was refund_*, and is left as it is.
      .prepare("UPDATE orders SET payment_status = ?2, updated_at = ?3 WHERE id = ?1 AND payment_status IN ('refund_pending', 'refund_failed')")
      .bind(payment.orderId, outcome.status, now),
  ]);
}

/** The order's payments whose refund is owed: asked for by staff cancelling it, or left half way. */
export async function refundsOf(database: D1Database, orderId: string): Promise<Payment[]> {
  const { results } = await database.prepare(`SELECT ${COLUMNS} FROM payments WHERE order_id = ?1 AND status IN ('refund_pending', 'refund_failed') ORDER BY created_at`).bind(orderId).all<Payment>();
  return results;
}

/**
 * The guest gives up paying online: the order becomes cash on delivery with its receipt, in one batch, only
 * from awaiting or failed, and only for an order placed since `payableSince` (after it, the order's time to pay
 * is over). Attempts still open are cancelled in the same batch: a payment completed on the gateway's page
 * afterwards is refunded, never kept (markForRefund).
 */
export async function switchToCash(database: D1Database, orderId: string, payableSince: number, mails: Mails, now = Date.now()): Promise<boolean> {
  const order = await findOrder(database, orderId);
  if (!order || (order.paymentStatus !== 'awaiting' && order.paymentStatus !== 'failed')) return false;
  const payable = "payment_status IN ('awaiting', 'failed') AND created_at >= ?3";
  const open = { sql: "EXISTS (SELECT 1 FROM orders WHERE id = ?7 AND payment_status IN ('awaiting', 'failed') AND created_at >= ?8)", params: [orderId, String(payableSince)] };
  const results = await database.batch([
    ...issueInvoiceStatements(database, orderId, now, 'cod', open),
    receiptStatement(database, newMailId(), order.userId, receiptPayload({ ...order, paymentMethod: 'cod', paymentStatus: 'cod' }), now, open),
    database
      .prepare(`UPDATE payments SET status = 'cancelled', last_error = 'The guest chose cash on delivery', settled_at = ?2, updated_at = ?2 WHERE order_id = ?1 AND status = 'initiated' AND EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND ${payable})`)
      .bind(orderId, now, payableSince),
    database.prepare(`UPDATE orders SET payment_method = 'cod', payment_status = 'cod', status = 'pending', updated_at = ?2 WHERE id = ?1 AND ${payable}`).bind(orderId, now, payableSince),
  ]);
  mails.push(...queuedIds(results[2]));
  return Boolean(results.at(-1)?.meta.changes);
}

/**
 * Online orders whose time to pay is over (placed before `payableSince`) with no attempt still open at a
 * gateway: expired, for good. An attempt started in time keeps its own window (the sweep settles or expires it);
 * its order expires after it. `orderId` limits it to one order (a guest asking to pay or switch too late).
 * Answers how many expired.
 */
export async function expireUnpaidOrders(database: D1Database, payableSince: number, orderId?: string, now = Date.now()): Promise<number> {
  const result = await database
    .prepare(
      "UPDATE orders SET payment_status = 'expired', updated_at = ?2 WHERE payment_status IN ('awaiting', 'failed') AND created_at < ?1 AND (?3 IS NULL OR id = ?3) AND NOT EXISTS (SELECT 1 FROM payments WHERE order_id = orders.id AND status = 'initiated')",
    )
    .bind(payableSince, now, orderId ?? null)
    .run();
  return result.meta.changes;
}

/** The sweep's work: attempts open longer than `openMs`, and refunds left pending longer than that. */
export async function paymentsDue(database: D1Database, now: number, openMs: number, limit = 25): Promise<Payment[]> {
  const { results } = await database
    .prepare(`SELECT ${COLUMNS} FROM payments WHERE status IN ('initiated', 'refund_pending') AND created_at < ?1 AND updated_at < ?2 ORDER BY created_at LIMIT ?3`)
    .bind(now - openMs, now - 60_000, limit)
    .all<Payment>();
  return results;
}

/**
 * Staff accept a payment SSLCommerz flagged as risky (held): the order becomes paid, and its receipt is written
 * now, in the same batch, once. Answers whether it was held.
 */
export async function acceptHeld(database: D1Database, orderId: string, mails: Mails, now = Date.now()): Promise<boolean> {
  const order = await findOrder(database, orderId);
  if (!order || order.paymentStatus !== 'held') return false;
  const held = { sql: "EXISTS (SELECT 1 FROM orders WHERE id = ?7 AND payment_status = 'held')", params: [orderId] };
  const results = await database.batch([
    ...issueInvoiceStatements(database, orderId, now, order.paymentMethod, held),
    receiptStatement(database, newMailId(), order.userId, receiptPayload({ ...order, paymentStatus: 'paid' }), now, held),
    database.prepare("UPDATE payments SET status = 'paid', updated_at = ?2 WHERE order_id = ?1 AND status = 'held' AND EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND payment_status = 'held')").bind(orderId, now),
    database.prepare("UPDATE orders SET payment_status = 'paid', updated_at = ?2 WHERE id = ?1 AND payment_status = 'held'").bind(orderId, now),
  ]);
  mails.push(...queuedIds(results[2]));
  return Boolean(results.at(-1)?.meta.changes);
}

/** An order whose money the restaurant still holds or owes back: it is cancelled (and refunded) before it is deleted. */
export const HOLDS_MONEY = ['paid', 'held', 'refund_pending', 'refund_failed'] as const;
