// Money and dates as guests in Chattogram read them, on the pages and in the mails.
//
// Written by hand rather than with Intl, to the letter of what Intl writes for these locales (the unit tests
// compare the two over thousands of values): the browser's first Intl formatters load its locale data, about
// 107 ms of main thread on a 4x-slowed page against 2.5 ms for these (`npm run bench:intl`), on every page that
// shows a price or a date (docs/decisions/0014-dates-and-money-written-by-hand.md). The times are on the
// restaurant's clock (clock.ts).
import { onRestaurantClock } from './clock';
import { indian } from './grouping';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** en-GB's short months ("Sept", as current CLDR writes it). */
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A count in the same grouping: 1,250. */
export function formatCount(count: number): string {
  return indian(count, 0);
}

/** A menu price: ৳1,850. */
export function formatTaka(amount: number): string {
  return `৳${indian(amount, 0)}`;
}

/** An order amount, with 2 decimals (SPEC §9): ৳3,700.00. */
export function formatTakaExact(amount: number): string {
  return `৳${indian(amount, 2)}`;
}

/** The day two days before `today`, on the device's own calendar (SPEC §2: 'Last updated'). */
function twoDaysBefore(today: Date): Date {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - 2);
}

/** SPEC §2: 'Last updated' is two days before the day the guest reads the page: 23 November 2026. */
export function lastUpdated(today: Date): string {
  const date = twoDaysBefore(today);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** The same day as a `<time datetime>` wants it: 2026-11-23. */
export function lastUpdatedIso(today: Date): string {
  const date = twoDaysBefore(today);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** An instant as the restaurant's clock shows it: 22 Nov 2026, 7:30 pm (Chattogram, UTC+6). */
export function formatDhakaDateTime(iso: string): string {
  const at = onRestaurantClock(new Date(iso));
  const hours = at.getUTCHours();
  const clock = `${hours % 12 || 12}:${String(at.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
  return `${at.getUTCDate()} ${MONTHS_SHORT[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${clock}`;
}

// An instant on the restaurant's clock, for ordering ahead (./service): a delivery time, the next opening.

/** The restaurant's clock at an instant: 11:30 AM. */
export function clockTime(instant: Date | string): string {
  const at = onRestaurantClock(new Date(instant));
  return writtenTime(`${at.getUTCHours()}:${at.getUTCMinutes()}`);
}

/** The restaurant's date at an instant: Friday 27 November. */
export function dayAndMonth(instant: Date | string): string {
  const at = onRestaurantClock(new Date(instant));
  return `${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}`;
}

/** A scheduled delivery time: Friday 27 November, 11:30 AM. */
export function deliveryTime(instant: Date | string): string {
  return `${dayAndMonth(instant)}, ${clockTime(instant)}`;
}

/** The restaurant's day of `instant` as seen at `now`: today, tomorrow, or its weekday (Saturday) within the week. */
export function dayFromNow(instant: Date | string, now: Date): string {
  const days = (at: Date | string) => Math.floor(onRestaurantClock(new Date(at)).getTime() / 86_400_000);
  const ahead = days(instant) - days(now);
  if (ahead === 0) return 'today';
  if (ahead === 1) return 'tomorrow';
  return WEEKDAYS[onRestaurantClock(new Date(instant)).getUTCDay()] ?? '';
}

// A booking's date and time are the restaurant's own (YYYY-MM-DD, HH:MM): read as written, never shifted by the
// device's time zone.
const calendarDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** A booking's date as a person writes it: Saturday, 28 November 2026 (the restaurant's own calendar date). */
export function writtenDate(date: string): string {
  const day = calendarDay(date);
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** 19:30 → 7:30 PM. */
export function writtenTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A booking's date in a table: Sat 28 Nov. */
export function shortDate(date: string): string {
  const day = calendarDay(date);
  return `${WEEKDAYS[day.getUTCDay()]?.slice(0, 3)} ${day.getUTCDate()} ${MONTHS_SHORT[day.getUTCMonth()]}`;
}


// Its own module, so the content pages' status script takes it without the rest of this one.
export { clockTimeFrom } from './clock-time';

/** An instant as a tax invoice prints it, 24-hour on the restaurant's clock: 27 Nov 2026, 19:42. */
export function invoiceDateTime(instant: Date | string): string {
  const at = onRestaurantClock(new Date(instant));
  return `${at.getUTCDate()} ${MONTHS_SHORT[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
}

/** Paisa as an order amount: 880952 → ৳8,809.52. */
export const formatPaisa = (paisa: number): string => formatTakaExact(paisa / 100);
