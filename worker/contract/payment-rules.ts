import { expiredUnpaid } from './messages/refusals';
import type { PaymentMethod } from './order-rules';

// Where an order's money stands (docs/payments.md): plain values, no schema library, in a module of their own so
// that only the pages that show a payment's state bundle them (the cart's first view does not).

/** The methods that go through a gateway (docs/payments.md); cash on delivery is the only other. */
export const ONLINE_METHODS = ['credit-card', 'bkash'] as const satisfies readonly PaymentMethod[];
export type OnlineMethod = (typeof ONLINE_METHODS)[number];

/**
 * Where an order's money stands (docs/payments.md): 'cod' cash on delivery; 'awaiting' an online order not yet
 * paid and 'failed' one whose payment failed, was cancelled or never finished; 'expired' one left unpaid past
 * its time to pay, which can no longer be paid or switched to cash (none of the three is the kitchen's);
 * 'paid'; 'held' paid but flagged by the gateway as risky, for staff to decide; then a cancelled paid order's refund.
 */
export const PAYMENT_STATUSES = ['cod', 'awaiting', 'failed', 'expired', 'paid', 'held', 'refund_pending', 'refunded', 'refund_failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The payment states the kitchen never sees: not in the dashboard's list, its revenue, nor the outbox. */
export const UNCONFIRMED_PAYMENT_STATUSES = ['awaiting', 'failed', 'expired'] as const satisfies readonly PaymentStatus[];

/** How a payment status reads, to the guest (history, tracking) and to staff. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  cod: 'Cash On Delivery',
  awaiting: 'Awaiting payment',
  failed: 'Not paid',
  expired: 'Expired unpaid',
  paid: 'Paid',
  held: 'Paid, held for review',
  refund_pending: 'Refund on its way',
  refunded: 'Refunded',
  refund_failed: 'Refund refused',
};

/** What the guest is told of an order left unpaid past its time to pay: in its history, its page and the refusals. */
export const EXPIRED_UNPAID = expiredUnpaid;

/** Why a paid order's money goes back when staff cancel it: the refund's reason to the gateway and to staff. */
export const CANCELLED_BY_RESTAURANT = 'Order cancelled by the restaurant';
