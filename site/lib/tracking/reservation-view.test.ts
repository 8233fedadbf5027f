import { describe, expect, it } from 'vitest';
import { writtenDate, writtenTime } from './reservation-view';

describe('a booking written out for a person', () => {
  it('reads the date on the restaurant calendar, whatever the device time zone', () => {
    expect(writtenDate('2026-11-28')).toBe('Saturday, 28 November 2026');
    expect(writtenDate('2027-01-01')).toBe('Friday, 1 January 2027');
  });

  it('reads the time on a 12-hour clock', () => {
    expect(writtenTime('09:00')).toBe('9:00 AM');
    expect(writtenTime('12:30')).toBe('12:30 PM');
    expect(writtenTime('21:30')).toBe('9:30 PM');
  });
});
