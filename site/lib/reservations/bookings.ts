import type { BookingForm, Reservation } from '#contract/reservation';
import type { Lang } from '../../i18n/lang';
import type { SessionUser } from '../session/store';
import { api } from '../api';
import { attemptKey, endAttempt } from '../attempt';
import { forgetAvailability } from './availability';

// A guest's bookings through the API (SPEC §7 and docs/decisions/0005): booking once per attempt, their own list, and
// cancelling online while the Terms allow it.

const ATTEMPT_KEY = 'booking-attempt';

/**
 * Books a table. The Idempotency-Key is kept for the tab while the form's values are unchanged, so a double
 * submit, or a retry after the answer was lost, is one booking. `lang`, the page's language, is the one the
 * booking's mails and texts are written in.
 */
export async function bookTable(user: SessionUser, form: BookingForm, lang: Lang): Promise<Reservation> {
  const body = { userId: user.userId, ...form, lang };
  const { reservation } = await api<{ reservation: Reservation }>('/api/reservation/create-reservation', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': attemptKey(ATTEMPT_KEY, JSON.stringify(body)) },
  });
  endAttempt(ATTEMPT_KEY);
  forgetAvailability();
  return reservation;
}

/** The guest's bookings, upcoming first (soonest first), then past ones. */
export async function myReservations(user: SessionUser): Promise<Reservation[]> {
  return (await api<{ reservations: Reservation[] }>(`/api/reservation/fetch-user-reservations/${encodeURIComponent(user.userId)}`)).reservations;
}

export async function cancelBooking(id: string): Promise<Reservation> {
  const { reservation } = await api<{ reservation: Reservation }>(`/api/reservation/cancel-reservation/${encodeURIComponent(id)}`, { method: 'PUT' });
  forgetAvailability();
  return reservation;
}
