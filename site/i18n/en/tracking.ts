// tracking: the public tracking pages, /track-order and /track-reservation (SPEC §2, §4): the lookup, an order's
// progress and a booking's status. Their scripts read these from the page (scriptWords). A booking's statuses and
// the floor's areas are the booking page's own words (./reservations.ts), so both say them alike. The Bangla
// beside it (../bn/tracking.ts) has every key of this one.
import reservations from './reservations';
import { PAYMENT_STATUS_LABELS } from '#contract/payment-rules';


export default {
  /** The id field's example (ids keep their ASCII letters and digits). */
  placeholder: 'e.g. {example}',
  unreachable: 'We could not reach the restaurant. Please check your connection and try again.',
  order: {
    title: 'Track your order',
    description: 'Follow your Karnaphuli delivery from our kitchen to your door.',
    eyebrow: 'Delivery',
    lede: 'Every order has an ID, shown when you place it and in your order history. Keep it to hand: it is all you need to follow your dishes from our kitchen to your door.',
    hint: 'Enter the ID of your order to see where it stands. This page keeps itself up to date while you watch.',
    region: 'Order tracking',
    label: 'Order ID',
    button: 'Track Order',
    /** Under a pickup order: where to collect it; a link to the directions follows. */
    pickupPlace: 'Collect it from {name}, {street}, {locality}.',
    directions: 'Directions',
    newTab: ' (opens in a new tab)',
    heading: 'Order',
    forName: 'For {name} · placed {placed}',
    forDeliveryAt: ' · delivery at {when}',
    forPickupAt: ' · pickup at {when}',
    forCollect: ' · to collect from the restaurant',
    /** SPEC §4: the badge. */
    status: {
      pending: 'Pending',
      preparing: 'Preparing',
      ready: 'Ready',
      delivered: 'Delivered',
      collected: 'Collected',
      cancelled: 'Cancelled',
      readyForPickup: 'Ready for pickup',
    },
    /** The steps of the way, for a delivery and for a pickup. */
    stages: {
      pending: 'Order received',
      preparing: 'In the kitchen',
      onItsWay: 'On its way',
      delivered: 'Delivered',
      readyForPickup: 'Ready for pickup',
      collected: 'Collected',
    },
    /** SPEC §4 "Order status": what a settled order says. */
    cancelled: 'This order was cancelled. Your refund will be processed within 3-5 business days.',
    delivered: 'Your order has been delivered. Enjoy your meal!',
    collected: 'You have collected your order. Enjoy your meal, and thank you for coming by.',
    readyForPickup: 'Your order is ready. Come by the restaurant to collect it: we will keep it warm for you.',
    progress: 'Progress',
    deliveryProgress: 'Delivery progress',
    /** {when} and {minutes} are set in bold. */
    scheduledFor: 'Scheduled for {when}',
    remaining: 'Estimated time remaining: {minutes}',
    minutesOne: '{count} minute',
    minutesOther: '{count} minutes',
    dishes: 'Your dishes',
    total: 'Total',
    pickupFee: 'To collect from the restaurant: no delivery fee.',
    deliveryFee: 'Plus the {fee} delivery fee.',
    deliveryFeeTo: 'Plus the {fee} delivery fee to {area}.',
    serviceCharge: 'Plus the {fee} service charge.',
    payment: 'Payment: {status}',
    paymentStatus: PAYMENT_STATUS_LABELS,
  },
  reservation: {
    title: 'Track your reservation',
    description: 'Check the status of your table at Karnaphuli.',
    eyebrow: 'Reservations',
    lede: 'Your reservation ID arrives with your booking. With it you can check whether your table is confirmed, at any time.',
    hint: 'Enter the ID of your reservation to see its date, table and whether it is confirmed.',
    region: 'Reservation tracking',
    label: 'Reservation ID',
    button: 'Track Reservation',
    heading: 'Reservation',
    forName: 'For {name}',
    date: 'Date',
    time: 'Time',
    guests: 'Guests',
    table: 'Table',
    guestsValue: reservations.confirmation.guestsValue,
    status: reservations.status,
    kinds: reservations.kinds,
  },
};
