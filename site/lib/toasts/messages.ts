// SPEC §8: the toasts and messages a guest or an admin reads, written once, in English. Imported as a namespace
// (`import * as TOASTS`), so a page's bundle keeps only the ones it uses. Pure data. The site's alone, but for
// the three the API says in its own answers, which the contract owns (messages/replies) and this module passes on.
// The catalog's `toasts` part is built from these names (site/i18n/en/toasts.ts), with their Bangla beside it: a
// guest's page shows a toast in its words (an island's useWords('toasts'), a page script's pageWords('toasts'), or
// showToastOf(key) from ./show.ts); the staff's screens, English only, use these.
export { orderNotFound, profileUpdated, reservationNotFound } from '#contract/messages/replies';

export const itemAdded = 'Item added to your order';
export const loginToAdd = 'Please login to add items to your order';
export const orderDeleted = 'Order deleted successfully';
export const reservationDeleted = 'Reservation deleted successfully';
export const orderUpdated = 'Order updated successfully';
export const reservationUpdated = 'Reservation updated successfully';
export const paymentSuccessful = 'Payment successful, your order is on the way!';
export const orderIdCopied = 'Order ID copied to clipboard';
// Ours, as the spec's order one: a booking's confirmation has an id to copy too.
export const reservationIdCopied = 'Reservation ID copied to clipboard';
export const reservationCancelled = 'Your reservation has been cancelled';
export const messageSent = 'Your message has been sent successfully!';
export const messageFailed = 'Failed to send message';
export const profileFailed = 'Failed to update profile. Please try again';
export const orderDeleteFailed = 'Failed to delete order.';
export const reservationDeleteFailed = 'Failed to delete reservation.';
export const reservationFailed = 'Failed to create reservation. Please try again.';
export const unavailable = 'Currently Unavailable';
