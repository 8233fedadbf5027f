import * as z from 'zod/mini';
import { TABLE_COUNT } from './floor-plan';
import * as VALIDATION from './messages/validation';

// SPEC §3 "Reservation", §5 "Reservation" rules and §9 constants, evaluated in the restaurant's time zone.
// Written with zod's mini build: the booking form in the browser validates with the very schema the Worker
// does, and the page stays light.
export const RESERVATION_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
/** A booking holds its table for a two-hour sitting. */
export const SITTING_MINUTES = 120;
export const RESERVATION_WINDOW_DAYS = 30;
/** The Terms: reservations at least 2 hours in advance. */
export const MIN_NOTICE_MINUTES = 120;
export const NO_TABLE_MESSAGE = 'No table is available at that time. Please choose another time.';
export const TABLE_MESSAGE = `Choose a table from 1 to ${TABLE_COUNT}`;
export const NOTICE_MESSAGE = 'Reservations must be made at least 2 hours in advance';
/** The Terms: cancellation at least 4 hours in advance; later than that, the guest calls. */
export const CANCEL_NOTICE_MINUTES = 4 * 60;
export const CANCEL_TOO_LATE_MESSAGE = 'Reservations can be cancelled online up to 4 hours before their time. Please call the restaurant to cancel.';
export const CANCEL_NOT_OPEN_MESSAGE = 'This reservation is already cancelled. Please call the restaurant if you need help.';

const DHAKA_OFFSET_MINUTES = 6 * 60; // UTC+6, no daylight saving

/** Half-hour slots from 9:00 up to, not including, 22:00 — the rule's own limit (SPEC §5). */
export const TIME_SLOTS = Array.from({ length: 26 }, (_, index) => {
  const minutes = 9 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});

/** The restaurant's calendar date (YYYY-MM-DD) and minutes past midnight at an instant. */
export function dhakaClock(now: Date): { date: string; minutes: number } {
  const local = new Date(now.getTime() + DHAKA_OFFSET_MINUTES * 60_000);
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

/** The instant a sitting starts: its date and time are the restaurant's (UTC+6). */
export function sittingStart(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minutesOf(time) - DHAKA_OFFSET_MINUTES) * 60_000);
}

/** Whether a guest may still cancel online at `now`: at least 4 hours before the sitting (the Terms). */
export const cancellable = (date: string, time: string, now: Date) => sittingStart(date, time).getTime() - now.getTime() >= CANCEL_NOTICE_MINUTES * 60_000;

const text = () => z.string().check(z.trim());

/** The fields a guest fills in; "today" is read from `now` at each validation (tests pass a fixed clock). */
function bookingFields(now: () => Date) {
  return {
    name: text().check(z.minLength(2, VALIDATION.nameMin), z.maxLength(50, VALIDATION.nameMax50)),
    email: z.pipe(text(), z.email(VALIDATION.email)),
    phone: text().check(z.minLength(10, VALIDATION.reservationPhone), z.maxLength(15, VALIDATION.reservationPhone)),
    date: z.string(VALIDATION.reservationDate).check(z.refine((date) => inWindow(date, now()), VALIDATION.reservationDate)),
    time: z.string(VALIDATION.reservationTime).check(z.refine((time) => TIME_SLOTS.includes(time), VALIDATION.reservationTime)),
    guests: z.number(VALIDATION.guestsMin).check(z.int('Guests must be a whole number'), z.minimum(1, VALIDATION.guestsMin), z.maximum(20, VALIDATION.guestsMax)),
    table: z.optional(z.number().check(z.int(TABLE_MESSAGE), z.minimum(1, TABLE_MESSAGE), z.maximum(TABLE_COUNT, TABLE_MESSAGE))),
    specialRequests: z.optional(text().check(z.maxLength(500, VALIDATION.specialRequests))),
  };
}

const notice = (now: () => Date) => z.refine<{ date: string; time: string }>((input) => meetsNotice(input.date, input.time, now()), { message: NOTICE_MESSAGE, path: ['time'] });

/** The booking form, as the guest's browser checks it before sending. */
export const bookingForm = (now: () => Date = () => new Date()) => z.strictObject(bookingFields(now)).check(notice(now));
export type BookingForm = z.infer<ReturnType<typeof bookingForm>>;

/** SPEC §7 create-reservation's body: the form and whose booking it is. */
export function reservationInput(now: () => Date = () => new Date()) {
  return z.strictObject({ userId: text().check(z.minLength(1, 'userId is required'), z.maxLength(128)), ...bookingFields(now) }).check(notice(now));
}
export const ReservationInput = reservationInput();
export type ReservationInput = z.infer<typeof ReservationInput>;

export const UpdateReservationInput = z.strictObject({ status: z.enum(RESERVATION_STATUSES, `Status must be one of ${RESERVATION_STATUSES.join(', ')}`) });

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
