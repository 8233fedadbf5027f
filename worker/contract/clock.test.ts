import { describe, expect, it } from 'vitest';
import { onRestaurantClock, restaurantInstant } from './clock';

// Against Intl's own zone for Chattogram, not against the offset the module writes: if Bangladesh's clock ever
// changes in the time-zone data, this says so.
const dhaka = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const asIntlWrites = (instant: number) => {
  const part = (type: string) => dhaka.formatToParts(instant).find((each) => each.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
};

// Every 7 hours 13 minutes over two years: every hour of the day, both sides of midnight, every month.
const instants = Array.from({ length: 2 * 365 * 3 }, (_, index) => Date.UTC(2026, 0, 1) + index * (7 * 60 + 13) * 60_000);

describe("the restaurant's clock", () => {
  it('reads, at any instant, the date and time Chattogram reads', () => {
    for (const instant of instants) expect(onRestaurantClock(instant).toISOString().slice(0, 16)).toBe(asIntlWrites(instant));
  });

  it('finds the instant of a date and time on it', () => {
    for (const instant of instants) {
      const [date = '', time = ''] = asIntlWrites(instant).split('T');
      const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
      expect(restaurantInstant(date, minutes).getTime()).toBe(Math.floor(instant / 60_000) * 60_000);
    }
  });
});
