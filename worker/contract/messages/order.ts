// SPEC §4 "Order status": what an order's status says to the guest, written once for the tracking page and
// the mails. Pure data: no imports.
/** Named for the order, as a code is one name across the modules (reservation.ts has its own `cancelled`). */
export const orderCancelled = 'This order was cancelled. Your refund will be processed within 3-5 business days.';
export const delivered = 'Your order has been delivered. Enjoy your meal!';
// Ours, for the mails (tracking shows a progress bar instead).
export const preparing = 'Your order is in the kitchen: our chefs are preparing it now.';
export const ready = 'Your order is ready and on its way to you.';
export const received = 'Thank you: your order is in. We will write again as it moves through the kitchen.';
// A pickup (docs/spec.md "Departures"): ready at the restaurant, then collected.
export const readyForPickup = 'Your order is ready. Come by the restaurant to collect it: we will keep it warm for you.';
export const collected = 'You have collected your order. Enjoy your meal, and thank you for coming by.';
