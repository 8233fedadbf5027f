import type { Reservation } from '#contract/reservation-rules';
import type { WaitlistEntry, WaitlistInput } from '#contract/waitlist';
import type { Lang } from '../../i18n/lang';
import { api } from '../api';
import { forgetAvailability } from '../reservations/availability';

// The guest's waitlist through the API (docs/decisions/0026-texts-and-the-waitlist.md): joining an evening, their
// own entries, leaving one, and taking a table offered. Each answer carries the Worker's own words for it.

/**
 * Joins the evening's waitlist with the booking form's details and a window of times (an ApiError 409 when already on
 * it); `lang`, the page's language, is the one its texts and mails are written in.
 */
export function joinWaitlist(input: WaitlistInput & { lang: Lang }): Promise<{ entry: WaitlistEntry; message: string }> {
  return api('/api/waitlist', { method: 'POST', body: input });
}

/** The guest's entries for today and later. */
export async function myWaitlist(): Promise<WaitlistEntry[]> {
  return (await api<{ entries: WaitlistEntry[] }>('/api/waitlist/mine')).entries;
}

export function leaveWaitlist(id: string): Promise<{ entry: WaitlistEntry; message: string }> {
  return api(`/api/waitlist/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Takes the table an entry is offered: a booking made through the booking's own allocation (an ApiError 410 once the offer has ended). */
export async function takeOffered(id: string): Promise<{ reservation: Reservation; message: string }> {
  const taken = await api<{ reservation: Reservation; message: string }>(`/api/waitlist/${encodeURIComponent(id)}/take`, { method: 'POST' });
  forgetAvailability();
  return taken;
}
