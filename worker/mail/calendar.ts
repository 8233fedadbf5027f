import { formatsFor } from '../contract/formats';
import type { House } from '../contract/house';
import { DEFAULT_LANG, type Lang } from '../contract/lang';
import type { ReservationPayload } from '../contract/mail';
import { sittingStart, SITTING_MINUTES } from '../contract/reservation-rules';
import { mailWords } from './words';

// A booking as a calendar file (RFC 5545), attached to the confirmation and to the reminder so a guest adds the
// sitting to their calendar with one tap. Written by hand: the format is a few lines, and a library would be the
// Worker's largest dependency for them. Times are in UTC (the "Z" form), so no VTIMEZONE is needed and every
// calendar shows the sitting at the right hour whatever zone the guest's phone is in. A Bangla booking's file is
// written in Bangla (./words.ts), its words marked LANGUAGE=bn, and its link is the Bangla page's.

/** What the attachment is called, and its type: a published event, not an invitation to answer. */
export const CALENDAR_FILENAME = 'karnaphuli-reservation.ics';
export const CALENDAR_TYPE = 'text/calendar; charset=UTF-8; method=PUBLISH';

/** The Terms' sentence (the Terms page in the Studio), which the reminder and the calendar entry repeat. */
export { ARRIVE_EARLY } from './words';

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, a line break written \n. */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): each continuation starts with one space, which counts
 * towards its 75. Splits between characters, never inside a character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** An instant as a UTC DATE-TIME: 20261127T133000Z. */
export const utcStamp = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export interface CalendarContext {
  house: House;
  siteUrl: string;
  /** When the file is written (DTSTAMP). */
  now: Date;
  /** The booking's language: its words, and its tracking page's. English when not said. */
  lang?: Lang | undefined;
}

/** The booking's sitting as a VCALENDAR with one VEVENT, lines ending CRLF, folded. */
export function bookingCalendar(booking: ReservationPayload, { house, siteUrl, now, lang = DEFAULT_LANG }: CalendarContext): string {
  const start = sittingStart(booking.date, booking.time);
  const end = new Date(start.getTime() + SITTING_MINUTES * 60_000);
  const tracking = `${siteUrl}${lang === 'bn' ? '/bn' : ''}/track-reservation/${booking.reservationId}`;
  const host = new URL(siteUrl).hostname;
  const words = mailWords(lang);
  const { digits } = formatsFor(lang);
  const party = words.guests(booking.guests, digits);
  const table = digits(booking.table);
  // The language of a TEXT value (RFC 5545 §3.2.10), said only for Bangla: an English file is as it always was.
  const language = lang === 'bn' ? ';LANGUAGE=bn' : '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(house.name)}//Reservations//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    // The same UID in the confirmation's file and the reminder's: a calendar updates the one entry.
    `UID:reservation-${booking.reservationId}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY${language}:${escapeText(words.calendar.summary(house.name, table, party))}`,
    `LOCATION${language}:${escapeText(`${house.name}, ${house.address}`)}`,
    `DESCRIPTION${language}:${escapeText(words.calendar.description(booking.reservationId, table, party, tracking, house.phone))}`,
    `URL:${tracking}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** UTF-8 text as base64, the attachment's transfer encoding. */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of encoder.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
