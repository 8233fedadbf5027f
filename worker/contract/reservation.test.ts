import { describe, expect, it } from 'vitest';
import { addDays, dhakaClock, nowFullMessage, reservationInput, TIME_SLOTS } from './reservation';

const valid = { userId: 'u', name: 'Ayesha', email: 'ayesha@example.com', phone: '01711000001', guests: 2, time: '19:30' };
const messages = (now: Date, input: object) => {
  const result = reservationInput(() => now).safeParse({ ...valid, ...input });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('reservation rules (SPEC §5) in Chattogram time', () => {
  // 18:30 UTC on 21 November is 00:30 on 22 November in Dhaka.
  const justAfterDhakaMidnight = new Date('2026-11-21T18:30:00Z');

  it('today is the restaurant’s today, not UTC’s', () => {
    expect(dhakaClock(justAfterDhakaMidnight)).toEqual({ date: '2026-11-22', minutes: 30 });
    expect(messages(justAfterDhakaMidnight, { date: '2026-11-22' })).toEqual([]);
    expect(messages(justAfterDhakaMidnight, { date: '2026-11-21' })).toEqual(['Please select a date within the next 30 days']);
  });

  it('accepts up to 29 days ahead and refuses the 30th, and impossible dates', () => {
    expect(messages(justAfterDhakaMidnight, { date: addDays('2026-11-22', 29) })).toEqual([]);
    expect(messages(justAfterDhakaMidnight, { date: addDays('2026-11-22', 30) })).toEqual(['Please select a date within the next 30 days']);
    expect(messages(justAfterDhakaMidnight, { date: '2026-11-31' })).toEqual(['Please select a date within the next 30 days']);
  });

  it('offers 26 half-hour slots from 9:00 to 21:30 and refuses anything else', () => {
    expect(TIME_SLOTS).toHaveLength(26);
    expect([TIME_SLOTS[0], TIME_SLOTS.at(-1)]).toEqual(['09:00', '21:30']);
    for (const time of ['08:30', '22:00', '19:15', '7pm']) {
      expect(messages(justAfterDhakaMidnight, { date: '2026-11-23', time })).toEqual(['Reservations are available between 9:00 AM and 10:00 PM']);
    }
  });

  it('needs two hours’ notice on the day itself', () => {
    const afternoon = new Date('2026-11-22T11:00:00Z'); // 17:00 in Dhaka
    expect(messages(afternoon, { date: '2026-11-22', time: '18:30' })).toEqual(['Reservations must be made at least 2 hours in advance']);
    expect(messages(afternoon, { date: '2026-11-22', time: '19:00' })).toEqual([]);
  });

  it('guests, name, email, phone and requests carry the spec’s messages', () => {
    const date = '2026-11-23';
    expect(messages(justAfterDhakaMidnight, { date, guests: 0 })).toEqual(['Minimum 1 guest required']);
    expect(messages(justAfterDhakaMidnight, { date, guests: 21 })).toEqual(['Maximum 20 guests allowed']);
    expect(messages(justAfterDhakaMidnight, { date, name: 'A' })).toEqual(['Name must be at least 2 characters']);
    expect(messages(justAfterDhakaMidnight, { date, name: 'A'.repeat(51) })).toEqual(['Name must be less than 50 characters']);
    expect(messages(justAfterDhakaMidnight, { date, email: 'nope' })).toEqual(['Please enter a valid email']);
    expect(messages(justAfterDhakaMidnight, { date, phone: '123' })).toEqual(['Please enter a valid phone number']);
    expect(messages(justAfterDhakaMidnight, { date, specialRequests: 'x'.repeat(501) })).toEqual(['Special requests must be less than 500 characters']);
  });
});

describe('the booking form’s words for a time a new party size made full', () => {
  it('names the time and the party, and asks for another time', () => {
    expect(nowFullMessage('7:00 PM', 5)).toBe('7:00 PM is now full for 5 guests. Please choose another time.');
    expect(nowFullMessage('1:30 PM', 1)).toBe('1:30 PM is now full for 1 guest. Please choose another time.');
  });
});
