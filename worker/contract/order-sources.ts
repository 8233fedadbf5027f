import { type OrderSource, PAYMENT_LABELS, PAYMENT_METHODS, type PaymentMethod } from './order-rules';

// Where an order came from and the counter's payments: what only staff's screens (the dashboard, the kitchen) and
// the Worker need, apart from ./order-rules so the guests' pages (tracking, the cart) do not carry it.

/** Paid when the order is taken, at the counter: in cash, or on the card machine (staff only, never through a gateway). */
export const COUNTER_METHODS = ['counter-cash', 'counter-card'] as const satisfies readonly PaymentMethod[];
/** What staff choose for an order they take: a guest's methods (bKash and card by a payment link) and the counter's. */
export const STAFF_PAYMENT_METHODS = [...PAYMENT_METHODS, ...COUNTER_METHODS] as const satisfies readonly PaymentMethod[];

export const ORDER_SOURCES = ['web', 'phone', 'walk-in'] as const satisfies readonly OrderSource[];
export const SOURCE_LABELS: Record<OrderSource, string> = { web: 'Website', phone: 'Phone', 'walk-in': 'Walk-in' };

const COUNTER_LABELS: Record<(typeof COUNTER_METHODS)[number], string> = { 'counter-cash': 'Paid at the counter, cash', 'counter-card': 'Paid at the counter, card machine' };

/** How any order's payment method reads (a guest's, or the counter's) to staff and on the order's papers. */
export const paymentLabel = (method: PaymentMethod): string => (method === 'counter-cash' || method === 'counter-card' ? COUNTER_LABELS[method] : PAYMENT_LABELS[method]);

/** Whether `method` was paid at the counter when the order was taken. */
export const paidAtCounter = (method: PaymentMethod): boolean => method === 'counter-cash' || method === 'counter-card';
