import { describe, expect, it } from 'vitest';
import { formatDhakaDateTime, formatTaka, formatTakaExact, lastUpdated, shortDate, writtenDate, writtenTime } from './format';

describe('format', () => {
  it('prices in taka with Indian-style grouping', () => {
    expect(formatTaka(1850)).toBe('৳1,850');
    expect(formatTaka(700)).toBe('৳700');
    expect(formatTaka(185000)).toBe('৳1,85,000');
    expect(formatTakaExact(3700)).toBe('৳3,700.00');
  });

  it('dates the legal pages two days before today, across month and year boundaries', () => {
    expect(lastUpdated(new Date(2026, 10, 21))).toBe('19 November 2026');
    expect(lastUpdated(new Date(2026, 2, 1))).toBe('27 February 2026');
    expect(lastUpdated(new Date(2027, 0, 1, 23, 59))).toBe('30 December 2026');
  });

  it("shows an instant on the restaurant's clock, whatever the device's time zone", () => {
    expect(formatDhakaDateTime('2026-11-22T13:30:00.000Z')).toBe('22 Nov 2026, 7:30 pm');
    expect(formatDhakaDateTime('2026-12-31T18:05:00.000Z')).toBe('1 Jan 2027, 12:05 am');
  });
});

describe('a booking written out for a person', () => {
  it('reads the date on the restaurant calendar, whatever the device time zone', () => {
    expect(writtenDate('2026-11-28')).toBe('Saturday, 28 November 2026');
    expect(writtenDate('2027-01-01')).toBe('Friday, 1 January 2027');
    expect(shortDate('2026-11-28')).toBe('Sat 28 Nov');
  });

  it('reads the time on a 12-hour clock', () => {
    expect(writtenTime('09:00')).toBe('9:00 AM');
    expect(writtenTime('12:30')).toBe('12:30 PM');
    expect(writtenTime('21:30')).toBe('9:30 PM');
  });
});
