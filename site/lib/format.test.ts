import { describe, expect, it } from 'vitest';
import { clockTimeFrom, formatCount, formatDhakaDateTime, formatTaka, formatTakaExact, lastUpdated, lastUpdatedIso, shortDate, writtenDate, writtenTime } from './format';

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

// The formatters are written by hand (no Intl: its first use costs a phone 60-100 ms); Intl, here in Node, is
// the reference they must match, character for character.
describe('the same as Intl writes it', () => {
  const taka = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
  const takaExact = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const count = new Intl.NumberFormat('en-IN');
  const amounts = [0, 1, 7, 99, 100, 999, 1000, 1850, 9999, 10000, 99999, 100000, 185000, 219700, 999999, 1000000, 12345678, 123456789012];
  // Fractions, the halves that round up and down, and a spread of cents.
  for (let index = 0; index < 2000; index++) amounts.push(Math.round(((index * 7919) % 10_000_000) * 1.37) / 100, index + 0.5, index + 0.005, index * 1001 + 0.125);
  amounts.push(12345678.905, 0.615, 1.005, 2.675, -1850, -0.4);

  it('money and counts in Indian-style grouping', () => {
    for (const amount of amounts) {
      expect(formatTaka(amount), String(amount)).toBe(`৳${taka.format(amount)}`);
      expect(formatTakaExact(amount), String(amount)).toBe(`৳${takaExact.format(amount)}`);
      if (Number.isInteger(amount)) expect(formatCount(amount), String(amount)).toBe(count.format(amount));
    }
  });

  it("instants on the restaurant's clock, every hour of a year and each minute of a day", () => {
    const dhaka = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });
    const start = Date.UTC(2026, 0, 1);
    for (let at = start; at < start + 366 * 86_400_000; at += 3_600_000 + 60_000) {
      const iso = new Date(at).toISOString();
      expect(formatDhakaDateTime(iso), iso).toBe(dhaka.format(new Date(at)));
    }
    for (let minute = 0; minute < 24 * 60; minute++) {
      const iso = new Date(start + minute * 60_000).toISOString();
      expect(formatDhakaDateTime(iso), iso).toBe(dhaka.format(new Date(iso)));
    }
  });

  it('booking dates and the legal pages’ date, every day of two years', () => {
    const long = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const short = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
    for (let day = 0; day < 731; day++) {
      const date = new Date(Date.UTC(2026, 0, 1 + day));
      const written = date.toISOString().slice(0, 10);
      expect(writtenDate(written)).toBe(long.format(date));
      expect(shortDate(written)).toBe(short.format(date).replace(',', ''));
      const today = new Date(2026, 0, 1 + day, 15, 30);
      const before = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 2);
      expect(lastUpdated(today)).toBe(before.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }));
      expect(lastUpdatedIso(today)).toBe(before.toLocaleDateString('en-CA'));
    }
  });
});

describe('a time tonight or in the days ahead, on the restaurant\u2019s clock', () => {
  // Tuesday 24 November 2026, 8:00 PM in Chattogram.
  const now = new Date('2026-11-24T14:00:00Z');
  it('says the time alone today, "tomorrow" the next day, the weekday later', () => {
    expect(clockTimeFrom('2026-11-24T15:45:00Z', now)).toBe('9:45 PM');
    expect(clockTimeFrom('2026-11-25T05:00:00Z', now)).toBe('11:00 AM tomorrow');
    expect(clockTimeFrom('2026-11-27T05:00:00Z', now)).toBe('11:00 AM on Friday');
    // 11:30 PM UTC is 5:30 AM the next day in Chattogram.
    expect(clockTimeFrom('2026-11-24T23:30:00Z', now)).toBe('5:30 AM tomorrow');
  });
});
