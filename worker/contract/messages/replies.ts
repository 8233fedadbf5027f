// The words the API itself says in its answers, which the site shows as they come: SPEC §8's toasts for the
// tracking lookups' 404s and the profile update, and our refusal of a booking brought back onto a taken table.
// The rest of the toasts and the dashboard's words are the site's alone (site/lib/toasts/messages.ts, which
// re-exports the toasts here so a page reads every toast from one place; site/islands/admin/messages.ts).
// Pure data: no imports.

export const orderNotFound = 'Order not found. Please check the order ID and try again.';
export const reservationNotFound = 'Reservation not found. Please check the reservation ID and try again.';
export const profileUpdated = 'Profile updated successfully';
/** Ours: an admin's bringing back a cancelled booking whose table was booked meanwhile (409). */
export const tableTaken = 'Its table has been booked by someone else since it was cancelled.';
