import '../../lib/zod-jitless';
import type { ApiIssue } from '#contract/errors';
import { dhakaClock, minutesOf, TIME_SLOTS } from '#contract/reservation-rules';
import type { Reservation } from '#contract/reservation';
import { OFFER_MINUTES, type StaffWaitlistEntry, StaffWaitlistInput, WAITLIST_MESSAGES, type WaitlistEntry, type WaitlistStatus } from '#contract/waitlist';
import { fieldErrors } from '../../lib/field-errors';
import { writtenTime } from '../../lib/format';
import * as WAIT from './waitlist-messages';

// The evening's waitlist as staff work it (the "Waitlist" tab): the pure steps between GET /api/staff/waitlist's
// entries and what the cards show, and from the "Add a guest" form to the body of POST /api/staff/waitlist
// (#contract/waitlist StaffWaitlistInput, the Worker's own schema, checked here first).

/** The restaurant's date at `now`, whatever the clock of the device staff hold. */
export const tonightAt = (now: number) => dhakaClock(new Date(now)).date;

/** "7:00 PM – 9:00 PM". */
export const timeWindow = (entry: Pick<WaitlistEntry, 'fromTime' | 'toTime'>) => WAIT.window(writtenTime(entry.fromTime), writtenTime(entry.toTime));

/** How long an offer still holds its table, to the second and rounded up: "14:05 left", then "Time is up". */
export function countdown(expiresAt: string, now: number): string {
  const seconds = Math.ceil((Date.parse(expiresAt) - now) / 1000);
  if (!(seconds > 0)) return WAIT.timeUp;
  return WAIT.left(`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`);
}

// The cards' order: who needs staff now first (an offer running out, soonest first), then the queue in its own
// order, then offers that ended (to be offered again), then those done with.
const RANK: Record<WaitlistStatus, number> = { offered: 0, waiting: 1, expired: 2, booked: 3, cancelled: 4 };
const oldestFirst = (a: WaitlistEntry, b: WaitlistEntry) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1);

export function arrange<T extends WaitlistEntry>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => {
    const byRank = RANK[a.status] - RANK[b.status];
    if (byRank !== 0) return byRank;
    if (a.status === 'offered' && a.offer && b.offer && a.offer.expiresAt !== b.offer.expiresAt) return a.offer.expiresAt < b.offer.expiresAt ? -1 : 1;
    return oldestFirst(a, b);
  });
}

/** Each waiting guest's place among those waiting, oldest first (the Worker's rule); null for everyone else. */
export function renumber(entries: readonly StaffWaitlistEntry[]): StaffWaitlistEntry[] {
  let place = 0;
  const places = new Map([...entries].sort(oldestFirst).map((entry) => [entry.id, entry.status === 'waiting' ? ++place : null]));
  return entries.map((entry) => ({ ...entry, position: places.get(entry.id) ?? null }));
}

/**
 * An action's answer in the list: the entry as the Worker now holds it, over what staff saw of it (an answer may
 * leave out the phone and the texts mark), and the queue's places counted again.
 */
export function withAnswer(entries: readonly StaffWaitlistEntry[], answer: WaitlistEntry): StaffWaitlistEntry[] {
  const known = entries.some((entry) => entry.id === answer.id);
  return renumber(known ? entries.map((entry) => (entry.id === answer.id ? { ...entry, ...answer } : entry)) : entries);
}

/** What may be done with an entry: offered again once its offer ended; seated only on its own evening. */
export function actionsFor(entry: Pick<WaitlistEntry, 'status' | 'date'>, tonight: string): { offer: boolean; seat: boolean; remove: boolean } {
  const open = entry.status === 'waiting' || entry.status === 'offered' || entry.status === 'expired';
  return { offer: entry.status === 'waiting' || entry.status === 'expired', seat: open && entry.date === tonight, remove: open };
}

export type WaitlistAction = 'offer' | 'seat' | 'remove';

/** What the toast says once an action is done: the table offered and for how long, the table booked, or the guest removed. */
export function actionDone(action: WaitlistAction, entry: WaitlistEntry, reservation?: Pick<Reservation, 'table'>): string {
  if (action === 'offer') return WAIT.offered(entry.name, entry.offer?.table ?? 0, OFFER_MINUTES);
  if (action === 'seat') return WAIT.seated(entry.name, reservation?.table ?? entry.offer?.table ?? 0);
  return WAIT.removed(entry.name);
}

export interface AddForm {
  name: string;
  phone: string;
  /** The select's value: '1' to '20'. */
  guests: string;
  fromTime: string;
  toTime: string;
}

/** A guest at the door: from the next half hour for two hours (a sitting), or the evening's last slots; another evening's times are chosen. */
export function emptyAddForm(date: string, now: number): AddForm {
  const blank = { name: '', phone: '', guests: '2', fromTime: '', toTime: '' };
  const clock = dhakaClock(new Date(now));
  if (date !== clock.date) return blank;
  const from = TIME_SLOTS.findIndex((time) => minutesOf(time) >= clock.minutes);
  if (from === -1) return blank;
  return { ...blank, fromTime: TIME_SLOTS[from] ?? '', toTime: TIME_SLOTS[Math.min(from + 4, TIME_SLOTS.length - 1)] ?? '' };
}

/** The form checked by the Worker's schema (and the window's order, the guest's own rule); the body when it passes. */
export function checkAdd(form: AddForm): { body?: StaffWaitlistInput; errors: Record<string, string> } {
  const values = { name: form.name, phone: form.phone, guests: Number(form.guests), fromTime: form.fromTime, toTime: form.toTime };
  const { data, errors } = fieldErrors(StaffWaitlistInput, values);
  if (!errors['fromTime'] && !errors['toTime'] && minutesOf(form.fromTime) > minutesOf(form.toTime)) errors['toTime'] = WAITLIST_MESSAGES.window;
  return data && Object.keys(errors).length === 0 ? { body: data, errors } : { errors };
}

const FIELDS = new Set(['name', 'phone', 'guests', 'fromTime', 'toTime']);

/** The Worker's 400 issues under the fields they name; any other under the form. */
export function addIssuesToFields(issues: readonly ApiIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) errors[typeof path[0] === 'string' && FIELDS.has(path[0]) ? path[0] : 'form'] ??= message;
  return errors;
}
