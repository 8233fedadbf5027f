import { onRestaurantClock } from './clock';

// A time tonight or in the days ahead, as the dashboard and the content pages' status script say it (./format
// re-exports it). A module of its own: the status script on every content page takes this, not all of ./format.

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * An instant's time on the restaurant's clock, said from `now`: "9:45 PM" the same day, "11:00 AM tomorrow",
 * "11:00 AM on Friday" later in the week (tonight's pause, a dish back at the next service, the next opening).
 */
export function clockTimeFrom(iso: string, now: Date): string {
  const at = onRestaurantClock(new Date(iso));
  const hours = at.getUTCHours();
  const clock = `${hours % 12 || 12}:${String(at.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  const days = Math.round((Date.parse(at.toISOString().slice(0, 10)) - Date.parse(onRestaurantClock(now).toISOString().slice(0, 10))) / 86_400_000);
  return days <= 0 ? clock : days === 1 ? `${clock} tomorrow` : `${clock} on ${WEEKDAYS[at.getUTCDay()]}`;
}
