// A time in Bangla, said with its part of the day (সন্ধ্যা ৭:৩০), and said from now: ./clock-time's Bangla twin,
// a module of its own for the content pages' status script. ./format-bn re-exports it.
import { onRestaurantClock } from './clock';
import { digits } from './digits';

export const WEEKDAYS_BN = ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'];

/** The part of the day a Bangla time is said with: সকাল, দুপুর, বিকেল, সন্ধ্যা, রাত (and ভোর before six). */
function partOfDay(hours: number): string {
  if (hours < 4) return 'রাত';
  if (hours < 6) return 'ভোর';
  if (hours < 12) return 'সকাল';
  if (hours < 15) return 'দুপুর';
  if (hours < 18) return 'বিকেল';
  if (hours < 20) return 'সন্ধ্যা';
  return 'রাত';
}

/** 19:30 → সন্ধ্যা ৭:৩০. */
export function writtenTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${partOfDay(hours)} ${digits(`${hours % 12 || 12}:${String(minutes).padStart(2, '0')}`)}`;
}

/** The restaurant's clock at an instant: সকাল ১১:৩০. */
export function clockTime(instant: Date | string): string {
  const at = onRestaurantClock(new Date(instant));
  return writtenTime(`${at.getUTCHours()}:${at.getUTCMinutes()}`);
}

/** A time tonight or in the days ahead, said from `now`: রাত ৯:৪৫; আগামীকাল সকাল ১১:০০; শুক্রবার সকাল ১১:০০. */
export function clockTimeFrom(iso: string, now: Date): string {
  const at = onRestaurantClock(new Date(iso));
  const clock = clockTime(iso);
  const days = Math.round((Date.parse(at.toISOString().slice(0, 10)) - Date.parse(onRestaurantClock(now).toISOString().slice(0, 10))) / 86_400_000);
  return days <= 0 ? clock : days === 1 ? `আগামীকাল ${clock}` : `${WEEKDAYS_BN[at.getUTCDay()]} ${clock}`;
}
