// orders: the guest's order history (SPEC §2 "Orders history"), and how an order's status and payment read to a
// guest (worker/contract/order-rules.ts, payment-rules.ts, order-sources.ts), which the invoice shows too. The
// Bangla beside it (../bn/orders.ts) has every key of this one.
import { PAYMENT_STATUS_LABELS } from '#contract/payment-rules';

export default {
  page: {
    title: 'Your orders',
    description: 'Your Karnaphuli orders: follow one, or order it again.',
    eyebrow: 'Delivery',
    lede: 'Every order you have placed with us, newest first. Open one to follow it to your door, or order it again.',
  },
  /** What a signed-out guest is asked to log in to see (SPEC §6). */
  signedOutWhat: 'your orders',
  loading: 'Loading your orders',
  listLabel: 'Your orders, newest first',
  loadingMore: 'Loading…',
  showMore: 'Show more',
  tryAgain: 'Try again',
  unreachable: 'We could not reach the restaurant. Please check your connection and try again.',
  noneTitle: 'No orders yet',
  noneText: 'When you order for delivery, your orders appear here, ready to follow or to order again.',
  browseMenu: 'Browse Menu',
  bookTable: 'Book a Table',

  // One order's card.
  /** Read before the id, by screen readers only. */
  orderHidden: 'Order ',
  /** {when} is the delivery time, a <time>. */
  scheduledFor: 'Scheduled for {when}',
  total: 'Total',
  serviceCharge: '+ {charge} service charge',
  pickup: '· Pickup',
  delivery: '+ {fee} delivery',
  deliveryTo: '+ {fee} delivery to {area}',
  expiredUnpaid: 'This order was not paid in time, so it expired: the kitchen never received it and nothing was charged. Place it again (Order again) if you still want it.',
  orderAgain: 'Order again',
  addedAgain: "Added to your cart at today's prices.",
  nothingAdded: 'Nothing could be added.',
  noLongerAvailable: 'No longer available: {dishes}.',
  goToCart: 'Go to your cart',

  /** SPEC §4: how a status reads to the guest. */
  statuses: { pending: 'Pending', preparing: 'Preparing', ready: 'Ready', delivered: 'Delivered', collected: 'Collected', cancelled: 'Cancelled' },
  /** How `ready` reads for a pickup: the food waits at the restaurant, not on a rider. */
  readyForPickup: 'Ready for pickup',
  /** Where an order's money stands (docs/payments.md). */
  paymentStatuses: PAYMENT_STATUS_LABELS,
  /** How an order's payment method reads on its papers: a guest's, or the counter's. */
  paymentMethods: {
    'credit-card': 'Credit Card',
    bkash: 'Bkash',
    cod: 'Cash On Delivery',
    'counter-cash': 'Paid at the counter, cash',
    'counter-card': 'Paid at the counter, card machine',
  },
};
