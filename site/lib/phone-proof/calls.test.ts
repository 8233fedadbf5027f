import { describe, expect, it } from 'vitest';
import { ApiError } from '../http';
import { refusalFields, settingsOf, triesLeftOf } from './calls';

// The Worker's refusals read back to the proof's fields (./calls.ts).

describe('a refusal, by field', () => {
  it('puts each message under the field its path names, the first for each', () => {
    const wrong = new ApiError(400, 'That code is not right.', [
      { path: ['code'], message: 'That code is not right.' },
      { path: ['code'], message: 'A second word on it' },
      { path: ['phone'], message: 'Enter a Bangladeshi mobile number' },
    ]);
    expect(refusalFields(wrong)).toEqual({ code: 'That code is not right.', phone: 'Enter a Bangladeshi mobile number' });
  });

  it('names no field for a refusal without issues, or a failure that is not a refusal', () => {
    expect(refusalFields(new ApiError(503, 'Text messages are not available right now.'))).toEqual({});
    expect(refusalFields(new TypeError('Failed to fetch'))).toEqual({});
  });

  it('says how many tries are left when the Worker does', () => {
    expect(triesLeftOf(new ApiError(400, 'wrong', [], { error: 'wrong', triesLeft: 3 }))).toBe(3);
    expect(triesLeftOf(new ApiError(410, 'used', [], { error: 'used' }))).toBeUndefined();
    expect(triesLeftOf(new ApiError(400, 'wrong', [], { triesLeft: 0 }))).toBeUndefined();
    expect(triesLeftOf(new Error('offline'))).toBeUndefined();
  });
});

it('keeps the settings of a write’s answer without its words', () => {
  const answer = { message: 'Your text message choices are saved.', verifiedPhone: '01712345678', orders: true, bookings: false, available: true };
  expect(settingsOf(answer)).toEqual({ verifiedPhone: '01712345678', orders: true, bookings: false, available: true });
});
