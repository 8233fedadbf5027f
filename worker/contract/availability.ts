import { z } from 'zod';
import * as VALIDATION from './messages/validation';
import { isCalendarDate } from './reservation';

// GET /api/reservation/availability: which of the day's slots a party can still book (ARCHITECTURE.md:
// availability agrees exactly with what booking would do). Public, so it says nothing about anyone.

export const DATE_MESSAGE = VALIDATION.reservationDate;

/** Query strings: `date` YYYY-MM-DD (a real date), `guests` a whole number 1–20. */
export const AvailabilityQuery = z.object({
  date: z.string(DATE_MESSAGE).refine(isCalendarDate, DATE_MESSAGE),
  guests: z
    .string(VALIDATION.guestsMin)
    .regex(/^\d{1,3}$/, 'Guests must be a whole number')
    .transform(Number)
    .pipe(z.number().min(1, VALIDATION.guestsMin).max(20, VALIDATION.guestsMax)),
});
export type AvailabilityQuery = z.infer<typeof AvailabilityQuery>;

export interface Availability {
  date: string;
  guests: number;
  /** Every slot of TIME_SLOTS, in order. */
  slots: { time: string; available: boolean }[];
}
