import { describe, expect, it } from 'vitest';
import { deliveryTime, dayFromNow } from './format';
import { cartClosedMessage, closedMessage, openSlots, orderTiming } from './ordering-ahead';
import { parseOpeningHours, scheduleSlots, type KitchenHours } from './service';

// The seed's hours; 2026-11-26 is a Thursday, on the restaurant's clock (UTC+6).
const rules: KitchenHours = {
  week: parseOpeningHours([
    { days: 'Mon – Thu', hours: '11:00 AM – 10:00 PM' },
    { days: 'Fri – Sun', hours: '11:00 AM – 11:00 PM' },
  ]),
  lastOrdersMinutes: 30,
  leadMinutes: 30,
};
const at = (local: string) => new Date(`${local}+06:00`);

describe('the words of ordering ahead', () => {
  it('says when the kitchen opens: today, tomorrow or on its weekday', () => {
    expect(closedMessage(rules, at('2026-11-26T03:00'))).toBe('The kitchen is closed now. It takes delivery orders again at 11:00 AM today. Please schedule your order.');
    expect(cartClosedMessage(at('2026-11-27T11:00'), at('2026-11-26T23:00'))).toBe("We're closed now. The kitchen takes delivery orders again at 11:00 AM tomorrow.");
    const closedTillMonday = { ...rules, week: rules.week.map((hours, day) => (day === 1 ? hours : null)) };
    expect(closedMessage(closedTillMonday, at('2026-11-26T12:00'))).toContain('at 11:00 AM on Monday.');
  });

  it('writes a delivery time and its day from now on the restaurant clock', () => {
    expect(deliveryTime('2026-11-27T05:30:00.000Z')).toBe('Friday 27 November, 11:30 AM');
    expect(dayFromNow(at('2026-11-26T23:59'), at('2026-11-26T00:00'))).toBe('today');
    expect(dayFromNow(at('2026-11-27T00:00'), at('2026-11-26T23:59'))).toBe('tomorrow');
    expect(dayFromNow(at('2026-11-28T12:00'), at('2026-11-26T23:59'))).toBe('Saturday');
  });
});

describe('the slots while paused', () => {
  const now = at('2026-11-26T19:00');

  it('are the slots the kitchen starts after the pause ends', () => {
    const slots = openSlots(rules, { until: at('2026-11-26T19:20') }, now);
    expect(slots[0]).toEqual(at('2026-11-26T20:00'));
    expect(slots.length).toBe(scheduleSlots(rules, now).length - 2);
  });

  it('start at the next opening when the pause has no end', () => {
    expect(openSlots(rules, { until: null }, now)[0]).toEqual(at('2026-11-27T11:30'));
  });
});

describe('the timing of an order', () => {
  it('takes an order for now within the hours, and an offered slot at any hour', () => {
    expect(orderTiming(rules, null, at('2026-11-26T12:00'), null)).toBeNull();
    expect(orderTiming(rules, null, at('2026-11-26T03:00'), at('2026-11-26T11:30'))).toBeNull();
  });

  it('refuses a slot not offered with a 400, and one inside a pause with a 409, both naming scheduledFor', () => {
    expect(orderTiming(rules, null, at('2026-11-26T03:00'), at('2026-11-26T11:10'))).toMatchObject({ status: 400, body: { issues: [{ path: ['scheduledFor'] }] } });
    expect(orderTiming(rules, { until: at('2026-11-26T19:20') }, at('2026-11-26T19:00'), at('2026-11-26T19:45'))).toMatchObject({ status: 409, body: { issues: [{ path: ['scheduledFor'] }] } });
  });
});
