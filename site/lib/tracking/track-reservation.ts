import type { TrackedReservation } from '#contract/reservation-rules';
import { pageLang } from '../../i18n/lang';
import { pageWords } from '../../i18n/page-words';
import { failureWords } from '../reservations/refusal';
import { renderTrackedReservation } from './reservation-view';
import { setUpTracker } from './tracker';

// /track-reservation/{reservationId} (SPEC §2, §4): a booking and its status. While it is pending the page
// asks again every 30 s, so a guest watching it sees the restaurant confirm it. In the page's language: its words
// are the page's `tracking` and `validation` (scriptWords).
export function setUpReservationTracking(root: Document): void {
  const lang = pageLang();
  const words = pageWords('tracking');
  const validation = pageWords('validation');
  setUpTracker<TrackedReservation>(root, {
    path: '/track-reservation',
    lookup: (id) => `/api/track/reservation/${id}`,
    field: 'reservation',
    required: validation.reservationIdRequired,
    notFound: validation.reservationNotFound,
    failure: (error) => failureWords(error, validation, words.unreachable),
    render: (reservation) => ({ node: renderTrackedReservation(reservation, words.reservation, lang), settled: reservation.status !== 'pending' }),
    pollMs: 30_000,
    tickMs: 0,
  });
}
