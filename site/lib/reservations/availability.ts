import type { Availability } from '#contract/availability';
import { addDays, dhakaClock, meetsNotice, RESERVATION_WINDOW_DAYS } from '#contract/reservation-rules';
import { api } from '../api';

// Which times the booking form offers (docs/decisions/0005): the Worker's availability, which agrees with what booking
// would do, less the times too soon to book today by the guest's own clock. Those are left out; a time with
// no table free for the party is kept and shown as full, so a guest sees the evening is taken, not missing.

export interface Slot {
  time: string;
  full: boolean;
}

/** The dates a guest may book at `now`: today in Chattogram and the 29 days after it. */
export function bookingWindow(now: Date): { first: string; last: string } {
  const first = dhakaClock(now).date;
  return { first, last: addDays(first, RESERVATION_WINDOW_DAYS - 1) };
}

/** The times the form shows for a day: every time that meets the notice, each open or full. */
export function offeredSlots({ date, slots }: Availability, now: Date): Slot[] {
  return slots.filter((slot) => meetsNotice(date, slot.time, now)).map((slot) => ({ time: slot.time, full: !slot.available }));
}

const answers = new Map<string, Promise<Availability>>();

/** One lookup per date and party while the page is open, unless `fresh` (after a booking was refused). */
export function fetchAvailability(date: string, guests: number, fresh = false): Promise<Availability> {
  const key = `${date}|${guests}`;
  const known = answers.get(key);
  if (known && !fresh) return known;
  const answer = api<Availability>(`/api/reservation/availability?${new URLSearchParams({ date, guests: String(guests) })}`, { anonymous: true });
  answers.set(key, answer);
  answer.catch(() => answers.delete(key));
  return answer;
}

/** A booking made or cancelled changes what is free: the next lookups ask the Worker again. */
export function forgetAvailability(): void {
  answers.clear();
}

/**
 * The date nearest to `date` inside `window` for which `hasOpenSlot` holds, looking one day later, then one
 * earlier, then two later and so on; at most `limit` lookups (each is one of the client's 60 a minute).
 */
export async function nearestOpenDate(date: string, window: { first: string; last: string }, hasOpenSlot: (date: string) => Promise<boolean>, limit = 8): Promise<string | undefined> {
  let asked = 0;
  for (let distance = 1; asked < limit; distance += 1) {
    const candidates = [addDays(date, distance), addDays(date, -distance)].filter((day) => day >= window.first && day <= window.last);
    if (candidates.length === 0) return undefined;
    for (const day of candidates) {
      if (asked >= limit) return undefined;
      asked += 1;
      if (await hasOpenSlot(day)) return day;
    }
  }
  return undefined;
}

/** What becomes of the guest's chosen time when the times for a party arrive (see chosenTimeAfter). */
export type ChosenTime = 'keep' | 'full' | 'drop';

/**
 * What becomes of the chosen `time` when the times `offered` for a party arrive. Kept while it is open: a new
 * party size, or the times asked again, is no reason to choose again. 'full' when it has no table for this party
 * though it had one for `openFor`, the party it was last open for: the guest changed the party, and is told.
 * Otherwise dropped quietly: no longer offered (too soon now), or full for the same party once a booking was
 * refused, which says why itself.
 */
export function chosenTimeAfter(time: string, openFor: number | undefined, offered: { guests: number; slots: Slot[] }): ChosenTime {
  const slot = offered.slots.find((candidate) => candidate.time === time);
  if (slot && !slot.full) return 'keep';
  return slot && openFor !== undefined && openFor !== offered.guests ? 'full' : 'drop';
}
