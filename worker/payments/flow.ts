import type { PaymentMethod } from '../contract/order-rules';
import type { OnlineMethod } from '../contract/payment-rules';
import { DELIVERY_FEE, PAYMENT_METHODS } from '../contract/order-rules';
import type { Config } from '../env';
import { d1TokenStore } from '../db/gateway-tokens';
import { findPayment, markForRefund, openPayment, type Payment, paymentsDue, recordGatewayPaymentId, refundsOf, settlePaid, settleRefund, settleUnpaid, type Taken } from '../db/payments';
import type { Mails } from '../mail/outbox';
import { BkashClient, bkashOk, type BkashPayment, bkashReason, bkashSettings } from './bkash';
import { GatewayUnreachable, sameAmount } from './http';
import { SslcommerzClient, sslcommerzSettings, type SslTransaction } from './sslcommerz';

// A payment's life (docs/payments.md): start it at a gateway, and settle it from the gateway's own answer, never
// from what a browser brings back. Every entry (the return, the IPN, the sweep) ends in the same reconcile
// functions, and they in db/payments.ts's conditional writes, so whichever comes first settles the payment once.

/** What the payment code needs: the database, the clients of the gateways that are set up, and the site's origin. */
export interface Payments {
  db: D1Database;
  siteUrl: string;
  bkash?: BkashClient | undefined;
  sslcommerz?: SslcommerzClient | undefined;
  storePassword?: string | undefined;
}

export function payments(db: D1Database, config: Config): Payments {
  const bkash = bkashSettings(config);
  const ssl = sslcommerzSettings(config);
  return {
    db,
    siteUrl: config.SITE_URL,
    bkash: bkash && new BkashClient(bkash, d1TokenStore(db, 'bkash')),
    sslcommerz: ssl && new SslcommerzClient(ssl),
    storePassword: ssl?.storePassword,
  };
}

/** The methods offered: cash always; Credit Card and Bkash only with their gateway set up (never one that takes nothing). */
export function offeredMethods(config: Config): PaymentMethod[] {
  const on = { 'credit-card': Boolean(sslcommerzSettings(config)), bkash: Boolean(bkashSettings(config)), cod: true };
  return PAYMENT_METHODS.filter((method) => on[method]);
}

/** How long a payment may stay open before the sweep settles it: the gateways' pages time out well within it. */
export const PAYMENT_OPEN_MS = 10 * 60 * 1000;

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
  name: string;
  email: string;
  phone: string;
  address: string;
  dishes: string;
  payerReference?: string | undefined;
}

const DOWN = 'The payment service is not answering. Your order is kept and nothing was charged: try again in a moment, or pay cash on delivery.';

/**
 * A new attempt at the gateway of `method`: the payment row first (so nothing the gateway answers is ever
 * lost), then the gateway's session; its page is where the guest goes. A gateway that does not answer leaves the
 * attempt failed and the order waiting: nothing was charged.
 */
export async function startPayment(p: Payments, method: OnlineMethod, payer: Payer): Promise<StartAnswer> {
  const gateway = method === 'bkash' ? 'bkash' : 'sslcommerz';
  const amount = payer.total + DELIVERY_FEE;
  const id = await openPayment(p.db, payer.orderId, method, gateway, amount);
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
        cus_name: payer.name,
        cus_email: payer.email,
        cus_phone: payer.phone,
        cus_add1: payer.address,
        cus_city: 'Chattogram',
        cus_country: 'Bangladesh',
        // We deliver ourselves: SSLCommerz needs no shipping details.
        shipping_method: 'NO',
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
 * Settles a bKash payment from bKash's own answers. A return claiming success executes it (money moves only
 * there); when execute does not answer or refuses, bKash's status query decides: Completed is paid, whoever
 * executed it. Anything short of Completed is no money: failed or cancelled as the guest's return said, expired
 * by the sweep, or left open (in doubt) for the sweep when bKash cannot be reached.
 */
export async function reconcileBkash(p: Payments, payment: Payment, claim: Claim, mails: Mails): Promise<void> {
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
      if (bkashOk(executed) && executed.transactionStatus === 'Completed') return takeBkash(p, payment, executed, mails);
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
  if (bkashOk(status) && status.transactionStatus === 'Completed') return takeBkash(p, payment, status, mails);
  // bKash says no money moved. A return claiming success does not close the attempt unless bKash has closed it
  // too: a forged success (or one that came before the guest approved) changes nothing.
  const ended = bkashOk(status) && status.transactionStatus !== undefined && !['Initiated', 'Pending Authorized'].includes(status.transactionStatus);
  const reason = bkashOk(status) ? (refusal ?? `bKash reports the payment ${status.transactionStatus ?? 'unknown'}`) : bkashReason(status);
  if (claim === 'sweep') await settleUnpaid(p.db, payment, 'expired', 'The payment was not completed in time');
  else if (claim === 'cancel' || status.transactionStatus === 'Cancelled') await settleUnpaid(p.db, payment, 'cancelled', 'The guest cancelled on bKash’s page');
  else if (claim === 'failure' || ended) await settleUnpaid(p.db, payment, 'failed', reason);
  // Otherwise (still open at bKash, or bKash did not answer the query): left for the guest, or for the sweep.
}

async function takeBkash(p: Payments, payment: Payment, answer: BkashPayment, mails: Mails): Promise<void> {
  const trxID = answer.trxID ?? '';
  if (!sameAmount(answer.amount, payment.amount) || answer.merchantInvoiceNumber !== payment.id) {
    return refundTaken(p, payment, trxID, `bKash reported ${answer.amount ?? 'no amount'} for invoice ${answer.merchantInvoiceNumber ?? '?'}, not ${payment.amount.toFixed(2)} for ${payment.id}`);
  }
  await settleTaken(p, payment, { transactionId: trxID, instrument: 'bKash' }, false, mails);
}

/**
 * Settles an SSLCommerz payment from its validation API (given a val_id: from a return or an IPN) or, when that
 * does not answer or there is none, its transaction query by our tran_id. A val_id of another transaction (a
 * forged return) counts for nothing: only a transaction whose tran_id is this payment's is read.
 */
export async function reconcileSslcommerz(p: Payments, payment: Payment, claim: Claim, mails: Mails, valId?: string): Promise<void> {
  if (!p.sslcommerz) return;
  // An attempt we gave up (cancelled by a switch to cash, expired by the sweep) may still be paid on SSLCommerz's
  // page: its validated money is refunded (settleTaken), never kept. Anything else already settled is left.
  const givenUp = ['cancelled', 'expired', 'failed'].includes(payment.status);
  if (payment.status !== 'initiated' && !(givenUp && valId)) return;
  if (valId) {
    try {
      const validated = await p.sslcommerz.validate(valId);
      if ((validated.status === 'VALID' || validated.status === 'VALIDATED') && validated.tran_id === payment.id) return takeSslcommerz(p, payment, validated, mails);
    } catch (error) {
      if (!(error instanceof GatewayUnreachable)) throw error;
    }
  }
  if (payment.status !== 'initiated') return;
  let found: SslTransaction[];
  try {
    found = (await p.sslcommerz.query(payment.id)).element ?? [];
  } catch (error) {
    if (!(error instanceof GatewayUnreachable)) throw error;
    return; // In doubt: the sweep asks again.
  }
  const mine = found.filter((transaction) => transaction.tran_id === payment.id);
  const paid = mine.find((transaction) => transaction.status === 'VALID' || transaction.status === 'VALIDATED');
  if (paid) return takeSslcommerz(p, payment, paid, mails);
  const ended = mine.find((transaction) => transaction.status === 'FAILED' || transaction.status === 'CANCELLED');
  if (ended?.status === 'CANCELLED' || claim === 'cancel') await settleUnpaid(p.db, payment, 'cancelled', 'The guest cancelled on SSLCommerz’s page');
  else if (ended || claim === 'failure') await settleUnpaid(p.db, payment, 'failed', 'The payment was declined');
  else if (claim === 'sweep') await settleUnpaid(p.db, payment, 'expired', 'The payment was not completed in time');
}

/** The IPN's own word on an unpaid outcome: signed by SSLCommerz, so it may close the attempt without a query. */
export async function closeFromIpn(p: Payments, payment: Payment, status: string): Promise<void> {
  if (status === 'FAILED') await settleUnpaid(p.db, payment, 'failed', 'The payment was declined');
  else if (status === 'CANCELLED') await settleUnpaid(p.db, payment, 'cancelled', 'The guest cancelled on SSLCommerz’s page');
  else if (status === 'UNATTEMPTED' || status === 'EXPIRED') await settleUnpaid(p.db, payment, 'expired', 'The payment was not completed in time');
}

async function takeSslcommerz(p: Payments, payment: Payment, transaction: SslTransaction, mails: Mails): Promise<void> {
  const currency = transaction.currency_type ?? transaction.currency;
  const bankTranId = transaction.bank_tran_id ?? '';
  if (!sameAmount(transaction.amount, payment.amount) || currency !== 'BDT') {
    return refundTaken(p, payment, bankTranId, `SSLCommerz reported ${transaction.amount ?? 'no amount'} ${currency ?? ''}, not ${payment.amount.toFixed(2)} BDT`);
  }
  // risk_level 1: SSLCommerz took the money but flags it; staff decide before the kitchen cooks.
  await settleTaken(p, payment, { transactionId: bankTranId, validationId: transaction.val_id, instrument: transaction.card_type }, transaction.risk_level === '1', mails);
}

/**
 * Money the gateway confirmed: the order paid (or held). If this payment was given up meanwhile (expired by the
 * sweep, cancelled by a switch to cash), or its order was paid by another attempt (still 'initiated' here), the
 * money is not kept: it is refunded at once. Settled already (paid or held): nothing more.
 */
async function settleTaken(p: Payments, payment: Payment, taken: Taken, held: boolean, mails: Mails): Promise<void> {
  if (await settlePaid(p.db, payment, taken, held, mails)) return;
  const now = await findPayment(p.db, payment.id);
  if (now && ['initiated', 'cancelled', 'expired', 'failed'].includes(now.status)) await refundTaken(p, now, taken.transactionId, 'Paid after the order stopped waiting for it');
}

async function refundTaken(p: Payments, payment: Payment, transactionId: string, reason: string): Promise<void> {
  if (await markForRefund(p.db, payment, transactionId, reason)) {
    const marked = await findPayment(p.db, payment.id);
    if (marked) await refundPayment(p, marked);
  }
}

/**
 * Refunds one payment through its gateway, once: a retry first asks whether the refund was already made (bKash's
 * refund status; SSLCommerz's refund query, or the same refe_id, which names the same refund). Refused: kept
 * as refund_failed with the gateway's reason, for staff to try again. No answer: left refund_pending for the sweep.
 */
export async function refundPayment(p: Payments, payment: Payment): Promise<void> {
  const reason = 'Order cancelled by the restaurant';
  try {
    if (payment.gateway === 'bkash' && p.bkash && payment.gatewayPaymentId && payment.transactionId) {
      const ids = { paymentID: payment.gatewayPaymentId, trxID: payment.transactionId };
      const earlier = await p.bkash.refundStatus(ids);
      if (bkashOk(earlier) && earlier.refundTrxID) return await settleRefund(p.db, payment, { status: 'refunded', refundRef: earlier.refundTrxID });
      const refund = await p.bkash.refund({ ...ids, amount: payment.amount, sku: payment.orderId, reason });
      if (bkashOk(refund) && refund.refundTrxID) return await settleRefund(p.db, payment, { status: 'refunded', refundRef: refund.refundTrxID });
      return await settleRefund(p.db, payment, { status: 'refund_failed', error: bkashReason(refund) });
    }
    if (payment.gateway === 'sslcommerz' && p.sslcommerz && payment.transactionId) {
      if (payment.refundRef) {
        const earlier = await p.sslcommerz.refundStatus(payment.refundRef);
        if (earlier.status === 'refunded') return await settleRefund(p.db, payment, { status: 'refunded' });
        if (earlier.status === 'processing') return await settleRefund(p.db, payment, { status: 'refund_pending' });
      }
      const refund = await p.sslcommerz.refund({ bankTranId: payment.transactionId, amount: payment.amount, remarks: reason, refeId: payment.id });
      // success: SSLCommerz accepted the refund and named it; the money reaches the card in its own days (the
      // guest's mail says 3-5 business days). processing: accepted, not yet done: the sweep asks again.
      if (refund.status === 'success') return await settleRefund(p.db, payment, { status: 'refunded', refundRef: refund.refund_ref_id ?? null });
      if (refund.status === 'processing') return await settleRefund(p.db, payment, { status: 'refund_pending', refundRef: refund.refund_ref_id ?? null });
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
 * leaves them for the next minute.
 */
export async function sweepPayments(p: Payments, now: number, mails: Mails): Promise<number> {
  const due = await paymentsDue(p.db, now, PAYMENT_OPEN_MS);
  for (const payment of due) {
    // One payment's failure (a refused token grant, say) is logged and leaves the others to be settled.
    try {
      if (payment.status === 'refund_pending') await refundPayment(p, payment);
      else if (payment.gateway === 'bkash') await reconcileBkash(p, payment, 'sweep', mails);
      else await reconcileSslcommerz(p, payment, 'sweep', mails);
    } catch (error) {
      console.error(`The payment sweep could not settle ${payment.id}`, error);
    }
  }
  return due.length;
}
