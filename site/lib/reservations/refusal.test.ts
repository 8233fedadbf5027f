import { describe, expect, it } from 'vitest';
import { BOOKINGS_HELD_MESSAGE, NO_TABLE_MESSAGE } from '#contract/reservation-rules';
import { islandWords } from '../../i18n/catalog';
import { ApiError } from '../http';
import { bookingRefusal as refusalIn } from './refusal';

const { validation } = islandWords('en', 'validation');
const bookingRefusal = (error: unknown) => refusalIn(error, validation);

describe('where the booking form puts a refusal', () => {
  it('the most bookings one guest may hold: beside the form, in the server’s words', () => {
    const error = new ApiError(409, BOOKINGS_HELD_MESSAGE, [{ path: ['userId'], message: BOOKINGS_HELD_MESSAGE }]);
    expect(bookingRefusal(error)).toEqual({ at: 'form', message: BOOKINGS_HELD_MESSAGE });
  });

  it('a time taken meanwhile: beside the time', () => {
    expect(bookingRefusal(new ApiError(409, NO_TABLE_MESSAGE))).toEqual({ at: 'time', message: NO_TABLE_MESSAGE });
  });

  it('fields the server found wrong: each beside its field, the first message of each', () => {
    const error = new ApiError(400, 'Validation failed', [
      { path: ['phone'], message: 'Please enter a valid phone number' },
      { path: ['time'], message: 'Reservations must be made at least 2 hours in advance' },
      { path: ['phone'], message: 'second' },
    ]);
    expect(bookingRefusal(error)).toEqual({ at: 'fields', errors: { phone: 'Please enter a valid phone number', time: 'Reservations must be made at least 2 hours in advance' } });
  });

  it('anything else is not a refusal of this booking (the form shows its toast and why)', () => {
    expect(bookingRefusal(new ApiError(429, 'Too many requests. Please try again in a minute.'))).toBeUndefined();
    expect(bookingRefusal(new ApiError(400, 'Idempotency-Key must be 1 to 100 visible characters'))).toBeUndefined();
    expect(bookingRefusal(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
