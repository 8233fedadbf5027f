// Money and dates as guests in Chattogram read them, on the pages and in the mails. Pure: Intl only.

/**
 * A formatter made on its first use. This module is in every page's shared script, and the browser's first
 * Intl formatter costs 15-25 ms on this machine (the locale data loading), four times that on Lighthouse's
 * phone: a long task on pages that never format anything.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const taka = once(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));
const takaExact = once(() => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** A menu price: ৳1,850. */
export function formatTaka(amount: number): string {
  return `৳${taka().format(amount)}`;
}

/** An order amount, with 2 decimals (SPEC §9): ৳3,700.00. */
export function formatTakaExact(amount: number): string {
  return `৳${takaExact().format(amount)}`;
}

/** SPEC §2: 'Last updated' is two days before the day the guest reads the page. */
export function lastUpdated(today: Date): string {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 2);
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

const dhakaDateTime = once(() => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true }));

/** An instant as the restaurant's clock shows it: 22 Nov 2026, 7:30 pm (Chattogram, UTC+6). */
export function formatDhakaDateTime(iso: string): string {
  return dhakaDateTime().format(new Date(iso));
}

// A booking's date and time are the restaurant's own (YYYY-MM-DD, HH:MM): read as written, never shifted by the
// device's time zone.
const dateLong = once(() => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }));
const dateShort = once(() => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }));

/** A booking's date as a person writes it: Saturday, 28 November 2026 (the restaurant's own calendar date). */
export function writtenDate(date: string): string {
  return dateLong().format(new Date(`${date}T00:00:00Z`));
}

/** 19:30 → 7:30 PM. */
export function writtenTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A booking's date in a table: Sat 28 Nov. */
export function shortDate(date: string): string {
  return dateShort().format(new Date(`${date}T00:00:00Z`)).replace(',', '');
}
