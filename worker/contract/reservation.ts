import * as z from 'zod/mini';
import { LANGS } from './lang';
import * as VALIDATION from './messages/validation';
import { TABLE_COUNT } from './floor-plan';
import { inWindow, meetsNotice, NOTICE_MESSAGE, RESERVATION_STATUSES, TABLE_MESSAGE, TIME_SLOTS } from './reservation-rules';

// SPEC §7 create-reservation's body and §5's rules as schemas, in zod's mini build: the booking form in the
// browser validates with the very schema the Worker does. The rules themselves are in ./reservation-rules.
export * from './reservation-rules';

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

/**
 * SPEC §7 create-reservation's body: the form, whose booking it is, and the language of the page it was made from
 * (its mails, calendar file and texts are written in it; the account's when left out).
 */
export function reservationInput(now: () => Date = () => new Date()) {
  return z
    .strictObject({ userId: text().check(z.minLength(1, 'userId is required'), z.maxLength(128)), ...bookingFields(now), lang: z.optional(z.enum(LANGS, 'lang must be en or bn')) })
    .check(notice(now));
}
export const ReservationInput = reservationInput();
export type ReservationInput = z.infer<typeof ReservationInput>;

export const UpdateReservationInput = z.strictObject({ status: z.enum(RESERVATION_STATUSES, `Status must be one of ${RESERVATION_STATUSES.join(', ')}`) });
