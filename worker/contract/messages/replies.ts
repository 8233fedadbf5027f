// SPEC §8: the toasts' words that the API itself says, in its answers (the tracking lookups' 404s, the profile
// update's message). The rest of the toasts are the site's alone (site/lib/toast-messages.ts, which re-exports
// these so a page reads every toast from one place). Pure data: no imports.

export const orderNotFound = 'Order not found. Please check the order ID and try again.';
export const reservationNotFound = 'Reservation not found. Please check the reservation ID and try again.';
export const profileUpdated = 'Profile updated successfully';
