import * as TOASTS from '../toasts/messages';
import * as VALIDATION from '#contract/messages/validation';
import type { TrackedReservation } from '#contract/reservation-rules';
import { renderTrackedReservation } from './reservation-view';
import { setUpTracker } from './tracker';

// /track-reservation/{reservationId} (SPEC §2, §4): a booking and its status. While it is pending the page
// asks again every 30 s, so a guest watching it sees the restaurant confirm it.
export function setUpReservationTracking(root: Document): void {
  setUpTracker<TrackedReservation>(root, {
    path: '/track-reservation',
    lookup: (id) => `/api/track/reservation/${id}`,
    field: 'reservation',
    required: VALIDATION.reservationIdRequired,
    notFound: TOASTS.reservationNotFound,
    render: (reservation) => ({ node: renderTrackedReservation(reservation), settled: reservation.status !== 'pending' }),
    pollMs: 30_000,
    tickMs: 0,
  });
}
