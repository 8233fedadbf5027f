// Money and dates in Bangla, as a Bangladeshi reader writes them (docs/glossary.md): Bengali digits, the taka
// sign before the amount with the lakh grouping (৳১,২৩,৪৫০), the month and weekday names CLDR's bn gives
// (the unit tests compare them, and the digits and grouping, with Intl's bn-BD), and a time said with its part of
// the day (সন্ধ্যা ৭:৩০) where Intl writes "PM" in Latin letters. The same functions as ./format, so a screen
// or a mail takes its language's module (./formats.ts) and calls the same names. Times are the restaurant's.
import { onRestaurantClock } from './clock';
import { clockTime, WEEKDAYS_BN as WEEKDAYS } from './clock-time-bn';
import { digits } from './digits';
import { indian } from './grouping';

export { clockTime, clockTimeFrom, writtenTime } from './clock-time-bn';
export { digits } from './digits';

const MONTHS = ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'];

/** A count in the lakh grouping: ১,২৫০. */
export const formatCount = (count: number): string => digits(indian(count, 0));

/** A menu price: ৳১,৮৫০. */
export const formatTaka = (amount: number): string => `৳${digits(indian(amount, 0))}`;

/** An order amount, with 2 decimals: ৳৩,৭০০.০০. */
export const formatTakaExact = (amount: number): string => `৳${digits(indian(amount, 2))}`;

/** Paisa as an order amount: 880952 → ৳৮,৮০৯.৫২. */
export const formatPaisa = (paisa: number): string => formatTakaExact(paisa / 100);

const calendarDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** A booking's date: শনিবার, ২৮ নভেম্বর, ২০২৬ (Intl's bn-BD "full" date). */
export function writtenDate(date: string): string {
  const day = calendarDay(date);
  return `${WEEKDAYS[day.getUTCDay()]}, ${digits(day.getUTCDate())} ${MONTHS[day.getUTCMonth()]}, ${digits(day.getUTCFullYear())}`;
}

/** A booking's date in a table: শনি ২৮ নভেম্বর. */
export function shortDate(date: string): string {
  const day = calendarDay(date);
  return `${WEEKDAYS[day.getUTCDay()]?.replace(/বার$/, '')} ${digits(day.getUTCDate())} ${MONTHS[day.getUTCMonth()]}`;
}

function twoDaysBefore(today: Date): Date {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - 2);
}

/** 'Last updated', two days before today: ২৩ নভেম্বর, ২০২৬. */
export function lastUpdated(today: Date): string {
  const date = twoDaysBefore(today);
  return `${digits(date.getDate())} ${MONTHS[date.getMonth()]}, ${digits(date.getFullYear())}`;
}

/** The same day as a `<time datetime>` wants it: 2026-11-23. */
export function lastUpdatedIso(today: Date): string {
  const date = twoDaysBefore(today);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** An instant as the restaurant's clock shows it: ২২ নভেম্বর, ২০২৬, সন্ধ্যা ৭:৩০. */
export function formatDhakaDateTime(iso: string): string {
  const at = onRestaurantClock(new Date(iso));
  return `${digits(at.getUTCDate())} ${MONTHS[at.getUTCMonth()]}, ${digits(at.getUTCFullYear())}, ${clockTime(iso)}`;
}

/** The restaurant's date at an instant: শুক্রবার, ২৭ নভেম্বর. */
export function dayAndMonth(instant: Date | string): string {
  const at = onRestaurantClock(new Date(instant));
  return `${WEEKDAYS[at.getUTCDay()]}, ${digits(at.getUTCDate())} ${MONTHS[at.getUTCMonth()]}`;
}

/** A scheduled delivery time: শুক্রবার, ২৭ নভেম্বর, সকাল ১১:৩০. */
export function deliveryTime(instant: Date | string): string {
  return `${dayAndMonth(instant)}, ${clockTime(instant)}`;
}

/** The restaurant's day of `instant` seen at `now`: আজ, আগামীকাল, or its weekday within the week. */
export function dayFromNow(instant: Date | string, now: Date): string {
  const days = (at: Date | string) => Math.floor(onRestaurantClock(new Date(at)).getTime() / 86_400_000);
  const ahead = days(instant) - days(now);
  if (ahead === 0) return 'আজ';
  if (ahead === 1) return 'আগামীকাল';
  return WEEKDAYS[onRestaurantClock(new Date(instant)).getUTCDay()] ?? '';
}

/** An instant as a tax invoice prints it, 24-hour: ২৭ নভেম্বর, ২০২৬, ১৯:৪২. */
export function invoiceDateTime(instant: Date | string): string {
  const at = onRestaurantClock(new Date(instant));
  return `${digits(at.getUTCDate())} ${MONTHS[at.getUTCMonth()]}, ${digits(at.getUTCFullYear())}, ${digits(`${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`)}`;
}
