import type { Reservation } from '#contract/reservation-rules';
import type { Catalog } from '../../i18n/catalog';

// SPEC §4 "Reservation status", written once for the tracking page (DOM) and the booking screen (React):
// pending and confirmed each in their own style, any other value in the red, cancelled one; what each says, in the
// page's words (the catalog's reservations.status, which the tracking page's words carry too).

type Status = Reservation['status'];
export type StatusWords = Catalog['reservations']['status'];

export const isOpen = (status: Status) => status === 'pending' || status === 'confirmed';

/** The badge's and message's style: `pending`, `confirmed` or `cancelled`. */
export const statusStyle = (status: Status) => (isOpen(status) ? status : 'cancelled');

export const statusLabel = (status: Status, words: StatusWords) => words[statusStyle(status)];

export const statusMessage = (status: Status, words: StatusWords) => words[`${statusStyle(status)}Message`];
