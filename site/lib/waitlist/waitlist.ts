import { meetsNotice, minutesOf, TIME_SLOTS } from '#contract/reservation-rules';
import type { WaitlistEntry } from '#contract/waitlist';
import { formatsFor } from '#contract/formats';
import type { Lang } from '../../i18n/lang';

// The waitlist's rules as the guest's pages apply them (docs/decisions/0026-texts-and-the-waitlist.md): the window
// of times offered and chosen first, what is left of an offer's hold, and the offer's key in /waitlist's address.
// Types only from the contract's waitlist module: its values bring zod (./messages.ts says why).

/** The window first offered: from the time the guest wanted to an hour later. */
export const WINDOW_MINUTES = 60;

/** The times a guest may wait for on `date` at `now`: the day's slots, less those too soon to book (the Terms' notice). */
export const waitlistTimes = (date: string, now: Date): string[] => TIME_SLOTS.filter((time) => meetsNotice(date, time, now));

/**
 * The window first shown for `time`, among `times` (waitlistTimes): from it, or the first time after it still
 * offered, until an hour later, or the day's last time when the day ends sooner.
 */
export function defaultWindow(time: string, times: readonly string[]): { fromTime: string; toTime: string } {
  const fromTime = times.find((slot) => minutesOf(slot) >= minutesOf(time)) ?? times.at(-1) ?? time;
  const latest = minutesOf(fromTime) + WINDOW_MINUTES;
  const toTime = times.findLast((slot) => minutesOf(slot) <= latest) ?? fromTime;
  return { fromTime, toTime };
}

/** What is left of a hold ending at `expiresAt` at `now`: whole minutes (0 under a minute), or null once it has ended. */
export function minutesHeld(expiresAt: string, now: number): number | null {
  const left = Date.parse(expiresAt) - now;
  return Number.isFinite(left) && left > 0 ? Math.floor(left / 60_000) : null;
}

/** An offer's key as its link writes it (worker/routes/pages.ts sends /w/KEY on to /waitlist#offer=KEY). */
const TOKEN = /^[0-9A-Z]{16}$/;

/** The offer's key in a page's fragment (`#offer=…`), or null when it holds none that could be one. */
export function offerToken(hash: string): string | null {
  const token = (new URLSearchParams(hash.replace(/^#/, '')).get('offer') ?? '').trim().toUpperCase();
  return TOKEN.test(token) ? token : null;
}

/** An offer's day as its sentence says it: Saturday, 28 November; শনিবার, ২৮ নভেম্বর (an offer is never a year away). */
export const offerDay = (date: string, lang: Lang) => formatsFor(lang).writtenDate(date).replace(/,? [\d\u09E6-\u09EF]{4}$/, '');

/** Whether an entry may still change on its own (a table offered, the hold ending): the list keeps asking. */
export const isActive = (entry: Pick<WaitlistEntry, 'status'>) => entry.status === 'waiting' || entry.status === 'offered';

/** The list with `entry` in it: in its place when it was there, else added; entries left are not shown. */
export function withEntry(entries: readonly WaitlistEntry[], entry: WaitlistEntry): WaitlistEntry[] {
  const shown = entries.some((one) => one.id === entry.id) ? entries.map((one) => (one.id === entry.id ? entry : one)) : [...entries, entry];
  return shown.filter((one) => one.status !== 'cancelled');
}

/** Entries by evening, then by the start of their window: the soonest first. */
export const soonestFirst = (entries: readonly WaitlistEntry[]): WaitlistEntry[] =>
  [...entries].sort((a, b) => (a.date === b.date ? minutesOf(a.fromTime) - minutesOf(b.fromTime) : a.date < b.date ? -1 : 1));
