import type { ServiceStatus } from '#contract/service';
import { clockTimeFrom } from '#contract/clock-time';
// The Bangla time and digits alone, not formatsFor's every formatter: every content page loads this script.
import { clockTimeFrom as clockTimeFromBn } from '#contract/clock-time-bn';
import { digits } from '#contract/digits';
import type { Catalog } from '../../i18n/catalog';
import { fill } from '../../i18n/fill';
import type { Lang } from '../../i18n/lang';

// What /menu says when the kitchen is not taking delivery orders for now: paused by staff, or outside its
// hours. Polite, and pointing to what the guest can do (schedule an order); null while orders are taken. In
// the page's language: the menu catalog's `notice`, its times on the restaurant's clock.

export type NoticeWords = Catalog['menu']['notice'];

/** The minutes a pause has left at the answer's own clock, rounded up (at least 1 while it lasts); null: until turned back. */
export const minutesLeft = (until: string | null, at: string): number | null => (until === null ? null : Math.max(1, Math.ceil((Date.parse(until) - Date.parse(at)) / 60_000)));

export function serviceNotice(status: ServiceStatus, words: NoticeWords, lang: Lang): string | null {
  if (status.open) return null;
  if (status.paused) {
    const minutes = minutesLeft(status.paused.until, status.at);
    const paused = minutes === null ? words.pausedNow : fill(words.pausedFor, { minutes: lang === 'bn' ? digits(minutes) : minutes });
    return `${paused} ${words.scheduleLater}`;
  }
  if (status.nextOpening) {
    const time = (lang === 'bn' ? clockTimeFromBn : clockTimeFrom)(status.nextOpening, new Date(status.at));
    return fill(words.reopens, { time });
  }
  return words.closed;
}
