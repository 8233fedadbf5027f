import * as RESERVATION from '#contract/messages/reservation';
import type { Reservation } from '#contract/reservation-rules';

// SPEC §4 "Reservation status", written once for the tracking page (DOM) and the booking screen (React):
// pending and confirmed each in their own style, any other value in the red, cancelled one; what each says.

type Status = Reservation['status'];

export const isOpen = (status: Status) => status === 'pending' || status === 'confirmed';

/** The badge's and message's style: `pending`, `confirmed` or `cancelled`. */
export const statusStyle = (status: Status) => (isOpen(status) ? status : 'cancelled');

export const statusLabel = (status: Status) => status.charAt(0).toUpperCase() + status.slice(1);

export const statusMessage = (status: Status) => (status === 'pending' ? RESERVATION.pending : status === 'confirmed' ? RESERVATION.confirmed : RESERVATION.cancelled);
