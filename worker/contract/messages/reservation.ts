// SPEC §4 "Reservation status": what a booking's status says to the guest, written once (tracking, and the
// booking's confirmation).
export const pending = 'Your reservation is pending confirmation. An e-mail follows once it is confirmed.';
export const confirmed = 'Your table is confirmed. We look forward to welcoming you.';
export const cancelled = 'This reservation has been cancelled. To book again, choose another time or call us.';
