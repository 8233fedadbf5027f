import { onRestaurantClock, restaurantInstant } from './clock';
import { bookingsHeld, cancelNotOpen, cancelTooLate, noTable, notice, tableChoice } from './messages/refusals';

// SPEC §3 "Reservation", §5 "Reservation" rules and §9 constants, evaluated in the restaurant's time zone.
// No schema library: the booking page reads these as it loads; the schemas in ./reservation follow later.
export const RESERVATION_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
/** A booking holds its table for a two-hour sitting. */
export const SITTING_MINUTES = 120;
export const RESERVATION_WINDOW_DAYS = 30;
/** The Terms: reservations at least 2 hours in advance. */
export const MIN_NOTICE_MINUTES = 120;
export const NO_TABLE_MESSAGE = noTable;
/** The booking form's words when a time the guest chose has no table free for the party they changed to. */
export const nowFullMessage = (writtenTime: string, guests: number) => `${writtenTime} is now full for ${guests === 1 ? '1 guest' : `${guests} guests`}. Please choose another time.`;
/** The refusal of a booking beyond what one account may hold (the floor plan's UPCOMING_BOOKINGS_PER_GUEST). */
export const BOOKINGS_HELD_MESSAGE = bookingsHeld;
export const TABLE_MESSAGE = tableChoice;
export const NOTICE_MESSAGE = notice;
/** The Terms: cancellation at least 4 hours in advance; later than that, the guest calls. */
export const CANCEL_NOTICE_MINUTES = 4 * 60;
export const CANCEL_TOO_LATE_MESSAGE = cancelTooLate;
export const CANCEL_NOT_OPEN_MESSAGE = cancelNotOpen;

/** Half-hour slots from 9:00 up to, not including, 22:00 — the rule's own limit (SPEC §5). */
export const TIME_SLOTS = Array.from({ length: 26 }, (_, index) => {
  const minutes = 9 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});

/** The restaurant's calendar date (YYYY-MM-DD) and minutes past midnight at an instant (./clock). */
export function dhakaClock(now: Date): { date: string; minutes: number } {
  const local = onRestaurantClock(now);
  return { date: local.toISOString().slice(0, 10), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A real calendar date written YYYY-MM-DD (never throws, whatever the string). */
export const isCalendarDate = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && addDays(date, 0) === date;

/** Whether a date is bookable at `now`: today (in Chattogram) up to, not including, 30 days ahead, and a real date. */
export function inWindow(date: string, now: Date): boolean {
  const today = dhakaClock(now).date;
  return isCalendarDate(date) && date >= today && date < addDays(today, RESERVATION_WINDOW_DAYS);
}

/** The Terms' notice: a sitting today starts at least 2 hours after `now`; any later date is far enough. */
export function meetsNotice(date: string, time: string, now: Date): boolean {
  const clock = dhakaClock(now);
  return date !== clock.date || minutesOf(time) >= clock.minutes + MIN_NOTICE_MINUTES;
}

/** The instant a sitting starts: its date and time are on the restaurant's clock (./clock). */
export function sittingStart(date: string, time: string): Date {
  return restaurantInstant(date, minutesOf(time));
}

/** Whether a guest may still cancel online at `now`: at least 4 hours before the sitting (the Terms). */
export const cancellable = (date: string, time: string, now: Date) => sittingStart(date, time).getTime() - now.getTime() >= CANCEL_NOTICE_MINUTES * 60_000;

export interface Reservation {
  id: string;
  userId: string;
  name: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  guests: number;
  table: number;
  specialRequests: string;
  status: (typeof RESERVATION_STATUSES)[number];
  createdAt: string;
}

/** What tracking shows: no e-mail, phone or requests, only a first name; the table's kind spelled out. */
export type TrackedReservation = Pick<Reservation, 'id' | 'name' | 'date' | 'time' | 'guests' | 'table' | 'status'> & { kind: string };
