import { describe, expect, it } from 'vitest';
import { TIME_SLOTS } from '#contract/reservation-rules';
import { bookingWindow, chosenTimeAfter, nearestOpenDate, offeredSlots } from './availability';

// 13:00 UTC on 22 November is 19:00 on 22 November in Chattogram.
const evening = new Date('2026-11-22T13:00:00Z');
const day = (date: string, full: string[] = []) => ({ date, guests: 2, slots: TIME_SLOTS.map((time) => ({ time, available: !full.includes(time) })) });

describe('the times the booking form offers', () => {
  it('the window is Chattogram’s today and the 29 days after it', () => {
    expect(bookingWindow(evening)).toEqual({ first: '2026-11-22', last: '2026-12-21' });
    // 18:30 UTC is already the next day in Chattogram.
    expect(bookingWindow(new Date('2026-11-22T18:30:00Z')).first).toBe('2026-11-23');
  });

  it('leaves out today’s times less than two hours ahead, and keeps full ones, marked', () => {
    expect(offeredSlots(day('2026-11-22', ['21:30']), evening)).toEqual([
      { time: '21:00', full: false },
      { time: '21:30', full: true },
    ]);
    expect(offeredSlots(day('2026-11-23', ['09:00']), evening)).toHaveLength(26);
    expect(offeredSlots(day('2026-11-23', ['09:00']), evening)[0]).toEqual({ time: '09:00', full: true });
  });

  it('looks for the nearest open day one later, one earlier, two later…, inside the window, within the limit', async () => {
    const window = { first: '2026-11-22', last: '2026-12-21' };
    const asked: string[] = [];
    const openOn = (open: string[]) => async (date: string) => (asked.push(date), open.includes(date));

    expect(await nearestOpenDate('2026-11-25', window, openOn(['2026-11-23', '2026-11-28']))).toBe('2026-11-23');
    expect(asked).toEqual(['2026-11-26', '2026-11-24', '2026-11-27', '2026-11-23']);

    asked.length = 0;
    expect(await nearestOpenDate('2026-11-25', window, openOn(['2026-11-23', '2026-11-27']))).toBe('2026-11-27');
    expect(asked).toEqual(['2026-11-26', '2026-11-24', '2026-11-27']);

    asked.length = 0;
    expect(await nearestOpenDate('2026-11-22', window, openOn([]), 3)).toBeUndefined();
    expect(asked).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']); // never before today

    asked.length = 0;
    expect(await nearestOpenDate('2026-12-21', { first: '2026-12-21', last: '2026-12-21' }, openOn([]))).toBeUndefined();
    expect(asked).toEqual([]);
  });
});

describe('the chosen time when the times for a party arrive', () => {
  const times = (guests: number, full: string[] = []) => ({ guests, slots: ['18:30', '19:00', '19:30'].map((time) => ({ time, full: full.includes(time) })) });

  it('keeps it while it is open, whatever the party was', () => {
    expect(chosenTimeAfter('19:00', 2, times(3))).toBe('keep');
    expect(chosenTimeAfter('19:00', 3, times(3, ['18:30']))).toBe('keep');
  });

  it('says so when a new party size makes it full', () => {
    expect(chosenTimeAfter('19:00', 10, times(11, ['19:00']))).toBe('full');
    expect(chosenTimeAfter('19:00', 2, times(1, ['19:00']))).toBe('full');
  });

  it('drops it quietly when it is full for the same party (a refused booking says why) or no longer offered', () => {
    expect(chosenTimeAfter('19:00', 11, times(11, ['19:00']))).toBe('drop');
    expect(chosenTimeAfter('19:00', undefined, times(11, ['19:00']))).toBe('drop');
    expect(chosenTimeAfter('09:00', 2, times(3))).toBe('drop');
  });
});
