import * as RESERVATION from '../../../worker/contract/messages/reservation';
import type { Reservation } from '../../../worker/contract/reservation-rules';

// SPEC §4 "Reservation status": pending and confirmed each in their own style, any other value in the red,
// cancelled one; what each says to the guest.

type Status = Reservation['status'];

export const isOpen = (status: Status) => status === 'pending' || status === 'confirmed';

export function StatusBadge({ status }: { status: Status }) {
  return <span className={`badge badge--${isOpen(status) ? status : 'cancelled'}`}>{status.charAt(0).toUpperCase() + status.slice(1)}</span>;
}

export const statusMessage = (status: Status) => (status === 'pending' ? RESERVATION.pending : status === 'confirmed' ? RESERVATION.confirmed : RESERVATION.cancelled);
