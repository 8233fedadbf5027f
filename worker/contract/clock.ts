// The restaurant's clock, written once: Chattogram keeps Bangladesh Standard Time, UTC+6 all year (no
// daylight saving since 2009). A booking's date and time, "today" for the booking window and the times a mail
// or the admin shows are all on this clock, whatever the time zone of the guest's device or of the server.
// A fixed offset rather than Intl's 'Asia/Dhaka': Intl's first use loads locale data on every page that
// shows a date (see worker/contract/format.ts), and the zone has no rule an offset misses.
// Pure: no imports, so the demo data script (Node, scripts/lib/demo-data.mjs) can import it as it is.

/** Minutes the restaurant's clock is ahead of UTC. */
export const RESTAURANT_UTC_OFFSET_MINUTES = 6 * 60;

/** An instant moved so that its UTC fields read as the restaurant's wall clock (a date, an hour). */
export const onRestaurantClock = (instant: Date | number): Date => new Date(new Date(instant).getTime() + RESTAURANT_UTC_OFFSET_MINUTES * 60_000);

/** The instant the restaurant's clock reads `minutes` past midnight on `date` (YYYY-MM-DD). */
export const restaurantInstant = (date: string, minutes: number): Date => new Date(Date.parse(`${date}T00:00:00Z`) + (minutes - RESTAURANT_UTC_OFFSET_MINUTES) * 60_000);

/** The instants [start, end) of the restaurant's day that holds `instant`, in ms. */
export function restaurantDayOf(instant: Date | number): [number, number] {
  const start = restaurantInstant(onRestaurantClock(instant).toISOString().slice(0, 10), 0).getTime();
  return [start, start + 24 * 60 * 60_000];
}
