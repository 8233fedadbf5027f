import type { GuestPaymentMethod } from '../contract/order-rules';
import { CANCELLED_BY_RESTAURANT, type OnlineMethod } from '../contract/payment-rules';
import { PAYMENT_METHODS } from '../contract/order-rules';
import type { KitchenHours } from '../contract/service';
import type { Config } from '../env';
import { d1TokenStore } from '../db/gateway-tokens';
import { findOrder } from '../db/orders';
import { kitchenRefusal } from '../ordering/takes-order';
import { BKASH_REFUND_MS, expireUnpaidOrders, findPayment, markForRefund, openPayment, type Payment, paymentsDue, recordGatewayPaymentId, refundsOf, settlePaid, settleRefund, settleUnpaid, type Taken } from '../db/payments';
import type { Mails } from '../mail/outbox';
import { BkashClient, bkashMismatch, bkashOk, type BkashPayment, bkashReason, bkashSettings, bkashState } from './bkash';
import { GatewayUnreachable, sameAmount } from './http';
import { SslcommerzClient, sslcommerzSettings, type SslQuery, type SslTransaction } from './sslcommerz';
import { amountDue } from '../contract/invoice';
import { paymentServiceDown } from '../contract/messages/refusals';

// A payment's life (docs/payments.md): start it at a gateway, and settle it from the gateway's own answer, never
// from what a browser brings back. Every entry (the return, the IPN, the sweep) ends in the same reconcile
// functions, and they in db/payments.ts's conditional writes, so whichever comes first settles the payment once.

/**
 * What the payment code needs: the database, the clients of the gateways that are set up, the site's origin, and
 * the kitchen's hours a payment confirmed late is judged by (the request's, or the published ones for the sweep).
 */
export interface Payments {
  db: D1Database;
  siteUrl: string;
  bkash?: BkashClient | undefined;
  sslcommerz?: SslcommerzClient | undefined;
  storePassword?: string | undefined;
  rules: () => Promise<KitchenHours>;
}

export function payments(db: D1Database, config: Config, rules: () => Promise<KitchenHours>): Payments {
  const bkash = bkashSettings(config);
  const ssl = sslcommerzSettings(config);
  return {
    db,
    siteUrl: config.SITE_URL,
    rules,
    // The kept token is bKash's answer to these credentials at this base URL: keyed by both, so switching from the
    // sandbox to production (or to another merchant account) never sends a token another bKash issued.
    bkash: bkash && new BkashClient(bkash, d1TokenStore(db, `bkash ${bkash.baseUrl} ${bkash.username}`)),
    sslcommerz: ssl && new SslcommerzClient(ssl),
    storePassword: ssl?.storePassword,
  };
}

/** The methods offered: cash always; Credit Card and Bkash only with their gateway set up (never one that takes nothing). */
export function offeredMethods(config: Config): GuestPaymentMethod[] {
  const on = { 'credit-card': Boolean(sslcommerzSettings(config)), bkash: Boolean(bkashSettings(config)), cod: true };
  return PAYMENT_METHODS.filter((method) => on[method]);
}

/** How long after it started the sweep begins asking the gateway about a payment still open. */
export const PAYMENT_OPEN_MS = 10 * 60 * 1000;

/**
 * How long each gateway may keep a payment open for the guest (docs/payments.md, "How long a payment stays
 * open"; docs/decisions/0020): before it, only the gateway's own final state closes an attempt; after it, one the
 * gateway still calls open (bKash Initiated; SSLCommerz without a final transaction) is expired by the sweep.
 */
export const GATEWAY_OPEN_MS = { bkash: 30 * 60 * 1000, sslcommerz: 30 * 60 * 1000 } as const;

/**
 * How long after it was placed an online order may start a payment or switch to cash: the longest gateway window
 * and a margin of 15 minutes for a guest who comes back to pay again or in cash (docs/decisions/0021). An attempt
 * started in time keeps its own window; once none is open, the sweep expires the order for good.
 */
export const ORDER_PAYABLE_MS = Math.max(...Object.values(GATEWAY_OPEN_MS)) + 15 * 60 * 1000;

/**
 * A payment confirmed this long after its attempt started is late (the guest's return came and went; the sweep,
 * an IPN or a slow bank page settles it): the kitchen's state may have changed since the order was checked, so it
 * is checked again as a new order (kitchenRefusal) and refunded at once if the kitchen would not take it
 * (docs/decisions/0021). Sooner, it is the checkout finishing: the checks were made as the attempt started.
 */
export const LATE_AFTER_MS = PAYMENT_OPEN_MS;

/**
 * Where the guest lands after a gateway: the checkout (/cart), which, given an order, says what became of its
 * payment and offers to pay again or in cash (docs/payments.md).
 */
export const returnPage = (p: Payments, orderId: string) => `${p.siteUrl}/cart?order=${encodeURIComponent(orderId)}`;

export type StartAnswer = { ok: true; paymentId: string; redirectUrl: string } | { ok: false; status: 409 | 502; error: string };

/** What the gateways' forms need of the order and its guest. */
export interface Payer {
  orderId: string;
  total: number;
  /** The order's delivery fee (0 for a pickup) and service charge: charged with the dishes. */
  deliveryFee: number;
  serviceCharge: number;
  name: string;
  email: string;
  phone: string;
  address: string;
  dishes: string;
  /** How many dishes, counted by their quantities: SSLCommerz's mandatory num_of_item. */
  itemCount: number;
  payerReference?: string | undefined;
}

const DOWN = paymentServiceDown;

/**
 * A new attempt at the gateway of `method`: the payment row first (so nothing the gateway answers is ever
 * lost), then the gateway's session; its page is where the guest goes. A gateway that does not answer leaves the
 * attempt failed and the order waiting: nothing was charged.
 */
export async function startPayment(p: Payments, method: OnlineMethod, payer: Payer): Promise<StartAnswer> {
  const gateway = method === 'bkash' ? 'bkash' : 'sslcommerz';
  const amount = amountDue(payer);
  const id = await openPayment(p.db, payer.orderId, method, gateway, amount, Date.now() - ORDER_PAYABLE_MS);
  if (!id) return { ok: false, status: 409, error: 'This order is not waiting for a payment.' };
  const payment = (await findPayment(p.db, id)) as Payment;
  try {
    if (gateway === 'bkash' && p.bkash) {
      const created = await p.bkash.create({ amount, invoice: id, payerReference: payer.payerReference ?? '', callbackURL: `${p.siteUrl}/api/payment/bkash/callback` });
      if (!bkashOk(created) || !created.paymentID || !created.bkashURL) return await refused(p, payment, `bKash refused the payment: ${bkashReason(created)}`);
      await recordGatewayPaymentId(p.db, id, created.paymentID);
      return { ok: true, paymentId: id, redirectUrl: created.bkashURL };
    }
    if (gateway === 'sslcommerz' && p.sslcommerz) {
      const back = `${p.siteUrl}/api/payment/sslcommerz`;
      const session = await p.sslcommerz.session({
        total_amount: amount.toFixed(2),
        currency: 'BDT',
        tran_id: id,
        success_url: `${back}/return/success`,
        fail_url: `${back}/return/fail`,
        cancel_url: `${back}/return/cancel`,
        ipn_url: `${back}/ipn`,
        // The fields SSLCommerz marks mandatory, within the lengths it gives them (its official PHP SDK,
        // setCustomerInfo/setShipmentInfo: names, addresses and cities 50, postcode 30, phone 20).
        cus_name: payer.name.slice(0, 50),
        cus_email: payer.email,
        cus_phone: payer.phone.slice(0, 20),
        cus_add1: payer.address.slice(0, 50),
        cus_add2: payer.address.slice(50, 100),
        cus_city: 'Chattogram',
        // We deliver within Chattogram only and ask no postcode: the city's own (Chattogram GPO) stands for it.
        cus_postcode: '4000',
        cus_country: 'Bangladesh',
        // We deliver ourselves: SSLCommerz needs no shipping details.
        shipping_method: 'NO',
        num_of_item: String(payer.itemCount),
        product_name: payer.dishes.slice(0, 255),
        product_category: 'Food',
        product_profile: 'general',
      });
      if (session.status !== 'SUCCESS' || !session.GatewayPageURL || !session.sessionkey) return await refused(p, payment, `SSLCommerz refused the payment: ${session.failedreason || 'no reason given'}`);
      await recordGatewayPaymentId(p.db, id, session.sessionkey);
      return { ok: true, paymentId: id, redirectUrl: session.GatewayPageURL };
    }
    return await refused(p, payment, `${method} is not offered`);
  } catch (error) {
    if (!(error instanceof GatewayUnreachable)) throw error;
    // Nothing was created at the gateway that we know of, so nothing can be charged: the attempt is closed and
    // the order keeps waiting (awaiting, or failed after an earlier attempt) for another try or for cash.
    await settleUnpaid(p.db, payment, 'failed', error.message, { orderWaits: true });
    return { ok: false, status: 502, error: DOWN };
  }
}

async function refused(p: Payments, payment: Payment, reason: string): Promise<StartAnswer> {
  await settleUnpaid(p.db, payment, 'failed', reason, { orderWaits: true });
  return { ok: false, status: 502, error: `${reason}. Your order is kept and nothing was charged: try again, or pay cash on delivery.` };
}

/** Why reconcile was called: a return that claims success, one that claims failure or cancellation, or the sweep. */
export type Claim = 'success' | 'failure' | 'cancel' | 'sweep';

/**
 * Settles a bKash payment from bKash's own answers; what a return claims only decides whether to execute. A
 * return claiming success executes it (money moves only there); then, and for every other return and the sweep,
 * bKash's status query decides: Completed is paid, whoever executed it; a final state short of it (Failed,
 * Cancelled) closes the attempt; Initiated leaves it open, so a forged cancel or failure changes nothing. An
 * error answer or no answer says nothing about the money: the attempt stays open for the sweep to ask again. The
 * sweep expires an attempt bKash still calls Initiated once GATEWAY_OPEN_MS has passed: bKash moves money only
 * when the Worker executes, so no money can have moved, and none will.
 */
export async function reconcileBkash(p: Payments, payment: Payment, claim: Claim, mails: Mails, now = Date.now()): Promise<void> {
  if (!p.bkash || payment.status !== 'initiated') return;
  // Never given a paymentID (the Worker stopped between our row and bKash's answer): the guest never saw bKash's
  // page, so nothing can have been paid. The sweep closes it, so it does not wait at the head of its queue forever.
  if (!payment.gatewayPaymentId) {
    if (claim === 'sweep') await settleUnpaid(p.db, payment, 'expired', 'The payment was never opened at bKash');
    return;
  }
  const paymentID = payment.gatewayPaymentId;
  let refusal: string | undefined;
  if (claim === 'success') {
    try {
      const executed = await p.bkash.execute(paymentID);
      if (bkashState(executed) === 'paid') return takeBkash(p, payment, executed, mails, now);
      refusal = bkashReason(executed);
    } catch (error) {
      if (!(error instanceof GatewayUnreachable)) throw error;
    }
  }
  let status: BkashPayment;
  try {
    status = await p.bkash.status(paymentID);
  } catch (error) {
    if (!(error instanceof GatewayUnreachable)) throw error;
    return; // In doubt: the sweep asks again.
  }
  const state = bkashState(status);
  if (state === 'paid') return takeBkash(p, payment, status, mails, now);
  if (state === 'closed') {
    if (status.transactionStatus === 'Cancelled') await settleUnpaid(p.db, payment, 'cancelled', 'The guest cancelled on bKash’s page');
    else await settleUnpaid(p.db, payment, 'failed', refusal ?? `bKash reports the payment ${status.transactionStatus ?? ''}`.trim());
  } else if (state === 'open' && claim === 'sweep' && now - payment.createdAt > GATEWAY_OPEN_MS.bkash) {
    await settleUnpaid(p.db, payment, 'expired', 'The payment was not completed in time');
  }
  // Otherwise (still open at bKash, or bKash answered with an error): left for the guest, or for the sweep.
}

async function takeBkash(p: Payments, payment: Payment, answer: BkashPayment, mails: Mails, now: number): Promise<void> {
  const trxID = answer.trxID ?? '';
  const mismatch = bkashMismatch(answer, { paymentID: payment.gatewayPaymentId ?? '', invoice: payment.id, amount: payment.amount });
  if (mismatch) return refundTaken(p, payment, trxID, mismatch);
  await settleTaken(p, payment, { transactionId: trxID, instrument: 'bKash' }, false, mails, now);
}

const VALIDATES = ['VALID', 'VALIDATED'];
/** The transaction query's final unpaid states, and what each closes the attempt as. */
const SSL_UNPAID: Record<string, { status: 'failed' | 'cancelled' | 'expired'; reason: string }> = {
  FAILED: { status: 'failed', reason: 'The payment was declined' },
  CANCELLED: { status: 'cancelled', reason: 'The guest cancelled on SSLCommerz’s page' },
  UNATTEMPTED: { status: 'expired', reason: 'The payment was not completed in time' },
  EXPIRED: { status: 'expired', reason: 'The payment was not completed in time' },
};

/**
 * Settles an SSLCommerz payment from its validation API, the only answer that makes money count: given a val_id
 * (from a return or an IPN), that one; otherwise the transaction query by our tran_id finds the transaction, and
 * one it calls VALID is still validated by its own val_id before it counts. A val_id of another transaction (a
 * forged return) counts for nothing: only a transaction whose tran_id is this payment's is read. A final unpaid
 * state of the query closes the attempt, whatever the return claimed; a query that finds nothing final leaves it
 * open (the guest may still be on a slow bank page) until GATEWAY_OPEN_MS has passed, and a query that does not
 * answer, or answers without APIConnect DONE, says nothing: the sweep asks again.
 */
export async function reconcileSslcommerz(p: Payments, payment: Payment, claim: Claim, mails: Mails, valId?: string, now = Date.now()): Promise<void> {
  if (!p.sslcommerz) return;
  // An attempt we gave up (cancelled by a switch to cash, expired by the sweep) may still be paid on SSLCommerz's
  // page: its validated money is refunded (settleTaken), never kept. Anything else already settled is left.
  const givenUp = ['cancelled', 'expired', 'failed'].includes(payment.status);
  if (payment.status !== 'initiated' && !(givenUp && valId)) return;
  if (valId) {
    const validated = await validateSsl(p.sslcommerz, valId, payment);
    if (validated) return takeSslcommerz(p, payment, validated, mails, now);
  }
  if (payment.status !== 'initiated') return;
  let answer: SslQuery;
  try {
    answer = await p.sslcommerz.query(payment.id);
  } catch (error) {
    if (!(error instanceof GatewayUnreachable)) throw error;
    return; // In doubt: the sweep asks again.
  }
  if (answer.APIConnect !== 'DONE') return;
  const mine = (answer.element ?? []).filter((transaction) => transaction.tran_id === payment.id);
  const paid = mine.find((transaction) => VALIDATES.includes(transaction.status ?? ''));
  if (paid) {
    const validated = paid.val_id ? await validateSsl(p.sslcommerz, paid.val_id, payment) : undefined;
    if (validated) return takeSslcommerz(p, payment, validated, mails, now);
    return; // Found paid but not (yet) confirmed by the validation API: asked again, never guessed.
  }
  const ended = mine.map((transaction) => SSL_UNPAID[transaction.status ?? '']).find(Boolean);
  if (ended) await settleUnpaid(p.db, payment, ended.status, ended.reason);
  else if (claim === 'sweep' && now - payment.createdAt > GATEWAY_OPEN_MS.sslcommerz) await settleUnpaid(p.db, payment, 'expired', 'The payment was not completed in time');
}

/** The validation API's confirmation of a val_id for this payment, or undefined (not valid, not ours, no answer). */
async function validateSsl(client: SslcommerzClient, valId: string, payment: Payment): Promise<SslTransaction | undefined> {
  try {
    const validated = await client.validate(valId);
    return VALIDATES.includes(validated.status ?? '') && validated.tran_id === payment.id ? validated : undefined;
  } catch (error) {
    if (!(error instanceof GatewayUnreachable)) throw error;
    return undefined;
  }
}

async function takeSslcommerz(p: Payments, payment: Payment, transaction: SslTransaction, mails: Mails, now: number): Promise<void> {
  const currency = transaction.currency_type ?? transaction.currency;
  const bankTranId = transaction.bank_tran_id ?? '';
  if (!sameAmount(transaction.amount, payment.amount) || currency !== 'BDT') {
    return refundTaken(p, payment, bankTranId, `SSLCommerz reported ${transaction.amount ?? 'no amount'} ${currency ?? ''}, not ${payment.amount.toFixed(2)} BDT`);
  }
  // risk_level 1: SSLCommerz took the money but flags it; staff decide before the kitchen cooks.
  await settleTaken(p, payment, { transactionId: bankTranId, validationId: transaction.val_id, instrument: transaction.card_type }, transaction.risk_level === '1', mails, now);
}

/**
 * Money the gateway confirmed: the order paid (or held). Confirmed late (LATE_AFTER_MS) when the kitchen would not
 * take the order now, it is refunded at once and the order failed, for the guest to pay again or in cash when the
 * kitchen takes orders. If this payment was given up meanwhile (expired by the sweep, cancelled by a switch to
 * cash), or its order was paid by another attempt (still 'initiated' here), the money is not kept either: it is
 * refunded at once. Settled already (paid or held): nothing more.
 */
async function settleTaken(p: Payments, payment: Payment, taken: Taken, held: boolean, mails: Mails, now: number): Promise<void> {
  const refused = now - payment.createdAt >= LATE_AFTER_MS ? await lateRefusal(p, payment.orderId, now) : null;
  if (refused) return refundTaken(p, payment, taken.transactionId, `Confirmed late, when the kitchen would not take the order: ${refused}`, { orderFails: true });
  if (await settlePaid(p.db, payment, taken, held, mails)) return;
  const current = await findPayment(p.db, payment.id);
  if (current && ['initiated', 'cancelled', 'expired', 'failed'].includes(current.status)) await refundTaken(p, current, taken.transactionId, 'Paid after the order stopped waiting for it');
}

/** Why the kitchen would not take the order now, as a new order is told; null when it would, or the order is not waiting. */
async function lateRefusal(p: Payments, orderId: string, now: number): Promise<string | null> {
  const order = await findOrder(p.db, orderId);
  if (!order || (order.paymentStatus !== 'awaiting' && order.paymentStatus !== 'failed')) return null;
  return (await kitchenRefusal(p.db, await p.rules(), order, new Date(now)))?.body.error ?? null;
}

async function refundTaken(p: Payments, payment: Payment, transactionId: string, reason: string, options: { orderFails?: boolean } = {}): Promise<void> {
  if (await markForRefund(p.db, payment, transactionId, reason, options)) {
    const marked = await findPayment(p.db, payment.id);
    if (marked) await refundPayment(p, marked);
  }
}

/** What staff are told of a bKash payment older than bKash's refund window (db/payments.ts, BKASH_REFUND_MS). */
export const BKASH_TOO_OLD = `bKash refunds a payment only within 15 days of it. Return the money another way (send it to the guest’s bKash number from the merchant account) and keep a note of it.`;

/**
 * Refunds one payment through its gateway, once: a retry first asks whether the refund was already made (bKash's
 * refund status; SSLCommerz's refund query by the refund_ref_id it gave). SSLCommerz's `success` only initiates
 * a refund: it stays refund_pending, and the refund query (asked again by the sweep) says when it is refunded, or
 * cancelled (then refund_failed, for staff to try again). Refused: refund_failed with the gateway's reason. No
 * answer: left refund_pending for the sweep.
 */
export async function refundPayment(p: Payments, payment: Payment, now = Date.now()): Promise<void> {
  const reason = CANCELLED_BY_RESTAURANT;
  try {
    if (payment.gateway === 'bkash' && p.bkash && payment.gatewayPaymentId && payment.transactionId) {
      const ids = { paymentID: payment.gatewayPaymentId, trxID: payment.transactionId };
      const earlier = await p.bkash.refundStatus(ids);
      if (bkashOk(earlier) && earlier.refundTrxID) return await settleRefund(p.db, payment, { status: 'refunded', refundRef: earlier.refundTrxID });
      if (payment.settledAt !== null && now - payment.settledAt > BKASH_REFUND_MS) return await settleRefund(p.db, payment, { status: 'refund_failed', error: BKASH_TOO_OLD });
      const refund = await p.bkash.refund({ ...ids, amount: payment.amount, sku: payment.orderId, reason });
      if (bkashOk(refund) && refund.refundTrxID) return await settleRefund(p.db, payment, { status: 'refunded', refundRef: refund.refundTrxID });
      return await settleRefund(p.db, payment, { status: 'refund_failed', error: bkashReason(refund) });
    }
    if (payment.gateway === 'sslcommerz' && p.sslcommerz && payment.transactionId) {
      if (payment.refundRef) {
        const earlier = await p.sslcommerz.refundStatus(payment.refundRef);
        if (earlier.status === 'refunded') return await settleRefund(p.db, payment, { status: 'refunded' });
        if (earlier.status === 'processing') return await settleRefund(p.db, payment, { status: 'refund_pending' });
        // Cancelled at SSLCommerz: staff see it, and trying again asks for a new refund (the old reference is let go).
        if (earlier.status === 'cancelled') return await settleRefund(p.db, payment, { status: 'refund_failed', error: `SSLCommerz cancelled the refund ${payment.refundRef}`, forgetRef: true });
      }
      const refund = await p.sslcommerz.refund({ bankTranId: payment.transactionId, amount: payment.amount, remarks: reason, refeId: payment.id });
      if ((refund.status === 'success' || refund.status === 'processing') && refund.refund_ref_id) return await settleRefund(p.db, payment, { status: 'refund_pending', refundRef: refund.refund_ref_id });
      return await settleRefund(p.db, payment, { status: 'refund_failed', error: refund.errorReason || 'SSLCommerz refused the refund' });
    }
    await settleRefund(p.db, payment, { status: 'refund_failed', error: `${payment.gateway} is not set up, or the payment has no transaction to refund` });
  } catch (error) {
    if (!(error instanceof GatewayUnreachable)) throw error;
    await settleRefund(p.db, payment, { status: 'refund_pending', error: `The gateway did not answer (${error.message}); the refund will be tried again` });
  }
}

/** Every refund an order owes (after staff cancelled it, or a retry): each payment's, once. */
export async function refundOrder(p: Payments, orderId: string): Promise<void> {
  for (const payment of await refundsOf(p.db, orderId)) await refundPayment(p, payment);
}

/**
 * The Cron sweep's part: attempts left open past PAYMENT_OPEN_MS are asked about once more and settled (paid, or
 * expired: no money moved), and refunds left pending are tried again. A gateway that still does not answer
 * leaves them for the next minute. Then orders whose time to pay is over, with no attempt left open, expire.
 */
export async function sweepPayments(p: Payments, now: number, mails: Mails): Promise<number> {
  const due = await paymentsDue(p.db, now, PAYMENT_OPEN_MS);
  for (const payment of due) {
    // One payment's failure (a refused token grant, say) is logged and leaves the others to be settled.
    try {
      if (payment.status === 'refund_pending') await refundPayment(p, payment, now);
      else if (payment.gateway === 'bkash') await reconcileBkash(p, payment, 'sweep', mails, now);
      else await reconcileSslcommerz(p, payment, 'sweep', mails, undefined, now);
    } catch (error) {
      console.error(`The payment sweep could not settle ${payment.id}`, error);
    }
  }
  await expireUnpaidOrders(p.db, now - ORDER_PAYABLE_MS, undefined, now);
  return due.length;
}
