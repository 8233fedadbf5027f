import { describe, expect, it } from 'vitest';
import * as bn from './format-bn';
import { formatsFor } from './formats';

// Intl's bn-BD is the reference for the digits, the lakh grouping, and the names of months and weekdays; the
// taka sign's place (before the amount, where CLDR puts it after) and a time's part of the day (where CLDR writes
// a Latin "PM") are the glossary's (docs/glossary.md), checked by their own cases.
const number = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 });
const exact = new Intl.NumberFormat('bn-BD', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const fullDate = new Intl.DateTimeFormat('bn-BD', { dateStyle: 'full', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const weekday = new Intl.DateTimeFormat('bn-BD', { weekday: 'long', timeZone: 'UTC' });

describe('Bangla numbers and money', () => {
  it('write digits and the lakh grouping as Intl bn-BD does, over a wide spread of amounts', () => {
    const amounts = [0, 7, 42, 999, 1000, 1250, 12_345, 123_450, 1_234_567, 98_765_432];
    for (let amount = 1; amount < 10_000_000; amount = Math.floor(amount * 1.37) + 11) amounts.push(amount);
    for (const amount of amounts) {
      expect(bn.formatCount(amount)).toBe(number.format(amount));
      expect(bn.formatTaka(amount)).toBe(`৳${number.format(amount)}`);
      expect(bn.formatTakaExact(amount + 0.5)).toBe(`৳${exact.format(amount + 0.5)}`);
    }
  });

  it('put the taka sign before the amount, as the glossary writes it', () => {
    expect(bn.formatTaka(123_450)).toBe('৳১,২৩,৪৫০');
    expect(bn.formatPaisa(880_952)).toBe('৳৮,৮০৯.৫২');
  });

  it('turn ASCII digits into Bengali ones and leave the rest', () => {
    expect(bn.digits('12:30, table 7')).toBe('১২:৩০, table ৭');
    expect(formatsFor('en').digits(42)).toBe('42');
  });
});

describe('Bangla dates', () => {
  it('write a booking date as Intl bn-BD writes the full date, every day of a year', () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2026, 0, 1 + day));
      expect(bn.writtenDate(date.toISOString().slice(0, 10))).toBe(fullDate.format(date));
    }
  });

  it("name the restaurant's day and month as Intl does", () => {
    // 19:00 UTC on the 27th is 01:00 on the 28th on the restaurant's clock (UTC+6).
    const instant = new Date(Date.UTC(2026, 10, 27, 19, 0));
    const local = new Date(Date.UTC(2026, 10, 28));
    expect(bn.dayAndMonth(instant)).toBe(`${weekday.format(local)}, ${dayMonth.format(local)}`);
  });

  it('say a time with its part of the day', () => {
    expect(bn.writtenTime('19:30')).toBe('সন্ধ্যা ৭:৩০');
    expect(bn.writtenTime('11:00')).toBe('সকাল ১১:০০');
    expect(bn.writtenTime('13:15')).toBe('দুপুর ১:১৫');
    expect(bn.writtenTime('16:45')).toBe('বিকেল ৪:৪৫');
    expect(bn.writtenTime('21:00')).toBe('রাত ৯:০০');
    expect(bn.writtenTime('00:30')).toBe('রাত ১২:৩০');
  });

  it('say today and tomorrow', () => {
    const now = new Date('2026-11-28T06:00:00Z');
    expect(bn.dayFromNow('2026-11-28T12:00:00Z', now)).toBe('আজ');
    expect(bn.dayFromNow('2026-11-29T12:00:00Z', now)).toBe('আগামীকাল');
    expect(bn.clockTimeFrom('2026-11-29T05:00:00Z', now)).toBe('আগামীকাল সকাল ১১:০০');
  });

  it('have every function the English module has', () => {
    expect(Object.keys(formatsFor('bn')).sort()).toEqual(Object.keys(formatsFor('en')).sort());
  });
});
