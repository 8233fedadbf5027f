import { describe, expect, it } from 'vitest';
import { isScheduleSlot, nextOpening, parseOpeningHours, scheduleSlots, type KitchenHours, soldOutFor, withinOrderingHours } from './service';

// The seed's hours, as staff write them in the Studio.
const week = parseOpeningHours([
  { days: 'Mon – Thu', hours: '11:00 AM – 10:00 PM' },
  { days: 'Fri – Sun', hours: '11:00 AM – 11:00 PM' },
]);
const rules: KitchenHours = { week, lastOrdersMinutes: 30, leadMinutes: 30 };
/** An instant on the restaurant's clock (UTC+6): 2026-11-26 is a Thursday. */
const at = (local: string) => new Date(`${local}+06:00`);

describe('the opening hours staff write', () => {
  it('reads day ranges, 12-hour times and closed days', () => {
    expect(week[4]).toEqual({ opens: 11 * 60, closes: 22 * 60 });
    expect(week[0]).toEqual({ opens: 11 * 60, closes: 23 * 60 });
    expect(parseOpeningHours([{ days: 'Sat - Mon', hours: '5 PM to 12:00 AM' }, { days: 'Sun', hours: 'Closed' }])).toEqual([null, { opens: 17 * 60, closes: 24 * 60 }, null, null, null, null, { opens: 17 * 60, closes: 24 * 60 }]);
  });

  it('refuses what it cannot read, naming it', () => {
    expect(() => parseOpeningHours([{ days: 'Weekdays', hours: '11:00 AM – 10:00 PM' }])).toThrow('"Weekdays" is not a day of the week');
    expect(() => parseOpeningHours([{ days: 'Mon', hours: '11 – 10' }])).toThrow('"11" is not a time');
    expect(() => parseOpeningHours([{ days: 'Mon', hours: '10:00 PM – 11:00 AM' }])).toThrow('closes before it opens');
  });
});

describe('ordering for now', () => {
  it('is taken from opening until last orders, on the restaurant clock', () => {
    expect(withinOrderingHours(rules, at('2026-11-26T03:00'))).toBe(false);
    expect(withinOrderingHours(rules, at('2026-11-26T11:00'))).toBe(true);
    expect(withinOrderingHours(rules, at('2026-11-26T21:29'))).toBe(true);
    expect(withinOrderingHours(rules, at('2026-11-26T21:30'))).toBe(false);
    // Friday closes an hour later.
    expect(withinOrderingHours(rules, at('2026-11-27T22:00'))).toBe(true);
  });

  it('opens next at the first opening after now', () => {
    expect(nextOpening(rules, at('2026-11-26T03:00'))).toEqual(at('2026-11-26T11:00'));
    expect(nextOpening(rules, at('2026-11-26T20:00'))).toEqual(at('2026-11-27T11:00'));
  });
});

describe('scheduling ahead', () => {
  it('offers quarter hours from opening + lead to last orders + lead, today and the next two days', () => {
    const slots = scheduleSlots(rules, at('2026-11-26T03:00'));
    expect(slots[0]).toEqual(at('2026-11-26T11:30'));
    expect(slots).toContainEqual(at('2026-11-26T22:00'));
    expect(slots).not.toContainEqual(at('2026-11-26T22:15'));
    expect(slots.at(-1)).toEqual(at('2026-11-28T23:00'));
    expect(isScheduleSlot(rules, at('2026-11-26T03:00'), at('2026-11-26T11:30'))).toBe(true);
    expect(isScheduleSlot(rules, at('2026-11-26T03:00'), at('2026-11-26T11:20'))).toBe(false);
  });

  it('never offers a time sooner than the lead', () => {
    expect(scheduleSlots(rules, at('2026-11-26T12:05'))[0]).toEqual(at('2026-11-26T12:45'));
  });
});

describe('a dish sold out tonight, for an order', () => {
  const back = new Date('2026-11-25T05:00:00Z');
  it('counts for an order now, and for one scheduled before it is back', () => {
    expect(soldOutFor(back, null)).toBe(true);
    expect(soldOutFor(back, new Date(back.getTime() - 15 * 60_000))).toBe(true);
  });
  it('does not count for an order scheduled for when it is back, or later', () => {
    expect(soldOutFor(back, back)).toBe(false);
    expect(soldOutFor(back, new Date(back.getTime() + 60 * 60_000))).toBe(false);
  });
  it('switched off until staff switch it on, counts for any order', () => {
    expect(soldOutFor(null, null)).toBe(true);
    expect(soldOutFor(null, new Date('2026-11-27T06:00:00Z'))).toBe(true);
  });
});
