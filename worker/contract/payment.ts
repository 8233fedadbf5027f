import { z } from 'zod';
import * as VALIDATION from './messages/validation';
import { type Fulfilment, type GuestPaymentMethod, type PaymentMethod } from './order-rules';
import { ONLINE_METHODS, type PaymentStatus } from './payment-rules';
import type { Invoice, OrderTax } from './invoice';
import { readLang } from './order';

// Payments through the gateways (docs/payments.md): what the site sends to start, retry or give up a payment,
// and what the Worker answers about one. The gateways' own requests (bKash's callback, SSLCommerz's return and
// IPN) are not in this contract: they are the gateways' published shapes, read by worker/payments/.

/** The id of an order, as the create-order answer gave it. */
const orderId = z.string().trim().regex(/^[0-9A-Za-z]{12}$/, 'orderId must be the id of one of your orders');

/**
 * POST /api/payment/start: pay an order that is awaiting its payment (just created, or after a failed
 * attempt). Bkash carries the number the guest typed on our payment step (SPEC §5's rule), which bKash's page
 * opens with (payerReference); a card carries nothing: its number is typed on the gateway's page only (PCI DSS).
 */
export const StartPaymentInput = z.discriminatedUnion('method', [
  z.object({ orderId, method: z.literal('bkash'), payerReference: z.string().trim().min(1, VALIDATION.bkashRequired).regex(/^\d{11}$/, VALIDATION.bkash) }).strict(),
  z.object({ orderId, method: z.literal('credit-card') }).strict(),
], { error: `method must be one of ${ONLINE_METHODS.join(', ')}` });
export type StartPaymentInput = z.infer<typeof StartPaymentInput>;

/** The answer to start: where to send the guest (the gateway's own page), and the attempt it is. */
export interface StartedPayment {
  paymentId: string;
  redirectUrl: string;
}

/** POST /api/payment/cash: the guest gives up paying online and pays on delivery; the order is kept as typed. */
export const PayCashInput = z.object({ orderId }).strict();

/** GET /api/payment/methods: the methods this deployment offers, in the order the payment step lists them. */
export interface PaymentMethods {
  methods: GuestPaymentMethod[];
}

export const PAYMENT_ATTEMPT_STATUSES = ['initiated', 'paid', 'failed', 'cancelled', 'expired', 'held', 'refund_pending', 'refunded', 'refund_failed'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];
export type Gateway = 'bkash' | 'sslcommerz';

/** One attempt, as staff see it in the order's detail (and the guest, without the references). */
export interface PaymentRecord {
  id: string;
  gateway: Gateway;
  amount: number;
  status: PaymentAttemptStatus;
  /** bKash's trxID or SSLCommerz's bank_tran_id: what the restaurant's statement shows. */
  transactionId: string | null;
  /** SSLCommerz's card type (e.g. VISA-Dutch Bangla), or bKash. */
  instrument: string | null;
  refundRef: string | null;
  /** The gateway's reason when the last step failed: a declined payment, a refused refund. */
  lastError: string | null;
  /** Why its money is being given back (cancelled by the restaurant, paid too late…), kept once refunded. */
  refundReason: string | null;
  createdAt: string;
  settledAt: string | null;
  refundedAt: string | null;
  /** The gateway's own id for the attempt: bKash's paymentID, or SSLCommerz's sessionkey (ours, `id`, is its invoice / tran_id). */
  gatewayReference: string | null;
  /**
   * Still open an hour after it started with no final answer from the gateway (docs/payments.md, the sweep):
   * staff check it with the gateway, by `id` and `gatewayReference`.
   */
  checkWithGateway: boolean;
  /** For a paid bKash payment: the last moment bKash will refund it (15 days after it); null otherwise. */
  refundableUntil: string | null;
}

/**
 * GET /api/payment/order/:orderId: where an order's payment stands, for the page the gateway sends the guest
 * back to (which asks until it is settled) and the dashboard. `outcome` is what the guest is told.
 */
export interface OrderPayment {
  orderId: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** For the success view once it is paid (SPEC §2 "Success view"). */
  estimatedDeliveryTime: number;
  /** Its scheduled delivery time (ISO instant), for the same success view; null: as soon as possible. */
  scheduledFor: string | null;
  /** Delivered or collected: the success view says where. */
  fulfilment: Fulfilment;
  /** Its tax invoice once paid, and the VAT inside what it paid: the success view quotes them (./invoice). */
  invoice: Invoice | null;
  vat: Pick<OrderTax, 'vatRate' | 'vat'>;
  /** The latest attempt's state: what the return page says happened. Null for cash on delivery. */
  latest: Pick<PaymentRecord, 'id' | 'gateway' | 'status' | 'lastError'> | null;
}

/** POST /api/admin/orders/:id/refund answers the order's payments after the attempt. */
export interface RefundAnswer {
  paymentStatus: PaymentStatus;
  payments: PaymentRecord[];
}

/** The key of a payment link (/pay?order=…&key=…): 32 URL-safe characters, made by the Worker. */
const payKey = z.string().trim().regex(/^[A-Za-z0-9_-]{32}$/, 'key must be the key of this order’s payment link');

/** GET /api/payment/link/:orderId?key=: what the guest holding a payment link sees of the order before paying. */
export const PayLinkQuery = z.object({ key: payKey, lang: readLang }).strict();

/**
 * POST /api/payment/link/start: the guest who was sent a payment link pays the order by the method staff chose
 * for it (bKash or card), with no account and no sign-in: the key is their right to pay this order and no other.
 * bKash carries the wallet number as the checkout's does; a card carries the guest's e-mail, which SSLCommerz
 * requires and sends its receipt to.
 */
export const PayLinkStartInput = z
  .object({
    orderId,
    key: payKey,
    payerReference: z.string().trim().min(1, VALIDATION.bkashRequired).regex(/^\d{11}$/, VALIDATION.bkash).optional(),
    email: z.string().trim().max(50, 'E-mail must be at most 50 characters').pipe(z.email(VALIDATION.profileEmail)).optional(),
  })
  .strict();
export type PayLinkStartInput = z.infer<typeof PayLinkStartInput>;

/** The answer to GET /api/payment/link/:orderId: the order as its bill reads, and where its money stands. */
export interface PayLinkOrder {
  orderId: string;
  /** The guest's first name. */
  name: string;
  items: { name: string; quantity: number; price: number }[];
  total: number;
  deliveryFee: number;
  serviceCharge: number;
  fulfilment: Fulfilment;
  /** bKash or card: what staff chose when they took the order. */
  paymentMethod: 'bkash' | 'credit-card';
  paymentStatus: PaymentStatus;
  /** The last attempt's state and the gateway's reason when it failed; null before any. */
  latest: { status: PaymentAttemptStatus; lastError: string | null } | null;
  invoice: Invoice | null;
}
