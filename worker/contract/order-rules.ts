// SPEC §3 "Order" and "Payment form", §9 constants: plain values, no schema library, so the lightest
// script (the tracking page) and the checkout's first view can use them without loading zod.

/** Where the build publishes the menu catalogue, the truth of prices, availability and times: the Worker reads
 * it through ASSETS, the checkout from the browser. */
export const CATALOGUE_PATH = '/catalogue.json';

/** SPEC §9's one delivery fee, which orders placed before delivery areas paid (they keep it): now each area has its own (./delivery-areas). */
export const FLAT_DELIVERY_FEE = 120;

/** Brought to the guest's door, or collected from the restaurant. */
export const FULFILMENTS = ['delivery', 'pickup'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];
export const FULFILMENT_LABELS: Record<Fulfilment, string> = { delivery: 'Delivery', pickup: 'Pickup' };
export const MAX_QUANTITY = 50;
export const MAX_LINES = 50;

/** A delivery goes pending → preparing → ready → delivered; a pickup ends collected instead (docs/spec.md, "Departures"). */
export const ORDER_STATUSES = ['pending', 'preparing', 'ready', 'delivered', 'collected', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What a guest chooses at checkout. */
export const PAYMENT_METHODS = ['credit-card', 'bkash', 'cod'] as const;
export type GuestPaymentMethod = (typeof PAYMENT_METHODS)[number];
/** A guest's methods, or (staff only) paid at the counter when the order is taken: ./order-sources COUNTER_METHODS. */
export type PaymentMethod = GuestPaymentMethod | 'counter-cash' | 'counter-card';
export const PAYMENT_LABELS: Record<GuestPaymentMethod, string> = { 'credit-card': 'Credit Card', bkash: 'Bkash', cod: 'Cash On Delivery' };

/** Where an order came from (./order-sources): the guest's own on the site, taken on the phone, or at the counter. */
export type OrderSource = 'web' | 'phone' | 'walk-in';

/** SPEC §5 "Credit card" and "Bkash": the inputs' maximum lengths. */
export const PAYMENT_MAX_LENGTH = { cardNumber: 16, expiryDate: 5, cvv: 4, bkashNumber: 11 } as const;

/** How `ready` reads for a pickup: the food waits at the restaurant, not on a rider. */
export const READY_FOR_PICKUP = 'Ready for pickup';

/** The statuses each way through the kitchen, in order: a delivery is delivered, a pickup collected. */
export const STATUS_PATHS: Record<Fulfilment, readonly OrderStatus[]> = {
  delivery: ['pending', 'preparing', 'ready', 'delivered'],
  pickup: ['pending', 'preparing', 'ready', 'collected'],
};

/** How an order's status reads to a guest, for its way through the kitchen. */
export const statusLabel = (status: OrderStatus, fulfilment: Fulfilment = 'delivery'): string => (fulfilment === 'pickup' && status === 'ready' ? READY_FOR_PICKUP : ORDER_STATUS_LABELS[status]);

/** How a status reads to a guest (SPEC §4; tracking also has a confirmed style). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  preparing: 'Preparing',
  ready: 'Ready',
  delivered: 'Delivered',
  collected: 'Collected',
  cancelled: 'Cancelled',
};
