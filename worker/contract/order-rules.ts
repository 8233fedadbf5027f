// SPEC §3 "Order" and "Payment form", §9 constants: plain values, no schema library, so the lightest
// script (the tracking page) and the checkout's first view can use them without loading zod.

/** Where the build publishes the menu catalogue, the truth of prices, availability and times: the Worker reads
 * it through ASSETS, the checkout from the browser. */
export const CATALOGUE_PATH = '/catalogue.json';

/** SPEC §9: shown in the summary, never part of the total sent to the server. */
export const DELIVERY_FEE = 120;
export const MAX_QUANTITY = 50;
export const MAX_LINES = 50;

export const ORDER_STATUSES = ['pending', 'preparing', 'ready', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['credit-card', 'bkash', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_LABELS: Record<PaymentMethod, string> = { 'credit-card': 'Credit Card', bkash: 'Bkash', cod: 'Cash On Delivery' };

/** SPEC §5 "Credit card" and "Bkash": the inputs' maximum lengths. */
export const PAYMENT_MAX_LENGTH = { cardNumber: 16, expiryDate: 5, cvv: 4, bkashNumber: 11 } as const;

/** How a status reads to a guest (SPEC §4; tracking also has a confirmed style). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  preparing: 'Preparing',
  ready: 'Ready',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
