import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../test/calendar';
import { ARRIVE_EARLY, bookingCalendar, escapeText, foldLine } from './calendar';

// The booking's calendar file (RFC 5545): what a phone's calendar reads from the confirmation and the reminder.

const house = { name: 'Karnaphuli', email: 'table@karnaphuli.com.bd', phone: '+880 1713-550142', address: '14 Strand Road, Sadarghat; Chattogram 4000, Bangladesh', eveningService: '5 PM to 10 PM', service: { week: Array.from({ length: 7 }, () => ({ opens: 660, closes: 1320 })), lastOrdersMinutes: 30, leadMinutes: 30 } };
const booking = { reservationId: 'K7QM2XW9PD4A', name: 'Ayesha Siddiqua', date: '2026-12-10', time: '19:30', guests: 4, table: 16 };
const ics = bookingCalendar(booking, { house, siteUrl: 'https://karnaphuli.com.bd', now: new Date('2026-12-09T04:00:00.000Z') });

describe('the calendar file', () => {
  it('is a published VCALENDAR with one VEVENT for the two-hour sitting, in UTC', () => {
    const { calendar, event } = parseCalendar(ics);
    expect(calendar).toMatchObject({ VERSION: '2.0', METHOD: 'PUBLISH', PRODID: '-//Karnaphuli//Reservations//EN' });
    expect(event).toEqual({
      UID: 'reservation-K7QM2XW9PD4A@karnaphuli.com.bd',
      DTSTAMP: '20261209T040000Z',
      // 19:30 in Chattogram (UTC+6) is 13:30 UTC; the sitting is two hours.
      DTSTART: '20261210T133000Z',
      DTEND: '20261210T153000Z',
      SUMMARY: 'Dinner at Karnaphuli, table 16, 4 guests',
      LOCATION: 'Karnaphuli, 14 Strand Road, Sadarghat; Chattogram 4000, Bangladesh',
      DESCRIPTION: `Reservation K7QM2XW9PD4A: table 16, 4 guests.\n${ARRIVE_EARLY}\nTrack your reservation: https://karnaphuli.com.bd/track-reservation/K7QM2XW9PD4A\nTo change it, call us on +880 1713-550142.`,
      URL: 'https://karnaphuli.com.bd/track-reservation/K7QM2XW9PD4A',
      STATUS: 'CONFIRMED',
      TRANSP: 'OPAQUE',
    });
    expect(ics).not.toContain(booking.name);
  });

  it('ends every line with CRLF, folds at 75 octets and escapes TEXT', () => {
    expect(ics.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    expect(ics.replace(/\r\n /g, '')).toContain('LOCATION:Karnaphuli\\, 14 Strand Road\\, Sadarghat\\; Chattogram 4000\\, Bangladesh');
    expect(ics).toMatch(/^DESCRIPTION:.{63}\r\n .{74}\r\n /m);
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds between characters, never inside one: a Bengali address survives', () => {
    const line = `LOCATION:${'কর্ণফুলী '.repeat(20)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(2);
    expect(physical.every((part) => new TextEncoder().encode(part).length <= 75)).toBe(true);
    expect(physical.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
