import { useCallback, useMemo, useState } from 'react';
import { onRestaurantClock } from '#contract/clock';
import { formatsFor } from '#contract/formats';
import { minutesLeft, openSlots, type Pause, SCHEDULE_FIELD, takesOrdersNow } from '#contract/ordering-ahead';
import { nextOpening, type ServiceStatus } from '#contract/service';
import type { Catalog } from '../../i18n/catalog';
import { fill } from '../../i18n/fill';
import type { Lang } from '../../i18n/lang';
import { useLang, useWords } from '../../i18n/react';
import { ApiError } from '../../lib/api';

// Whether the cart takes the order for now or asks the guest to schedule it (docs/features.md "Ordering
// hours"), from the public status answer the cart already follows (use-service-status.ts: one read for the sold-out
// flags and the hours, read again after the Worker refused an order's timing); "open now" is decided with its
// rules on the device's own clock, so the page's clock decides what it shows. The Worker still decides what it accepts: its refusal (`refused`) switches the cart to
// scheduling whatever this said. Only the pure rules are imported here: the cart's first view stays light.

export interface Scheduling {
  /** Why the guest schedules: closed (and when it opens), paused, or the Worker's own words. */
  message: string;
  /** The delivery times the guest may choose, soonest first. */
  slots: Date[];
}

const pauseOf = (status: ServiceStatus, now: Date): Pause => {
  const until = status.paused?.until;
  if (!status.paused) return null;
  // A pause the device's clock has seen end counts no more (the answer may be a few seconds old).
  return until === null || until === undefined ? { until: null } : Date.parse(until) > now.getTime() ? { until: new Date(until) } : null;
};

const dayNumber = (at: Date) => Math.floor(onRestaurantClock(at).getTime() / 86_400_000);

/** When the kitchen opens again, from `now`: "11:00 AM today", "11:00 AM tomorrow", "11:00 AM on Saturday" (ordering-ahead.ts openingWords). */
function openingWords(opening: Date, now: Date, words: Catalog['checkout'], lang: Lang): string {
  const { clockTime, dayFromNow } = formatsFor(lang);
  const ahead = dayNumber(opening) - dayNumber(now);
  const time = clockTime(opening);
  if (ahead === 0) return fill(words.openingToday, { time });
  if (ahead === 1) return fill(words.openingTomorrow, { time });
  return fill(words.openingOn, { time, day: dayFromNow(opening, now) });
}

/** The cart's words when the kitchen does not take orders for now: paused (for how long), or closed (until when). */
function closedWords(status: ServiceStatus, pause: Pause, now: Date, words: Catalog['checkout'], lang: Lang): string {
  if (pause) {
    const left = minutesLeft(pause.until, now);
    return left === null ? words.pausedForNow : fill(words.pausedFor, { minutes: formatsFor(lang).digits(left) });
  }
  const opening = nextOpening(status.rules, now);
  return opening ? fill(words.closedUntil, { when: openingWords(opening, now, words, lang) }) : words.closedNow;
}

/** Null while the kitchen takes orders for now (or while its status is unknown: the Worker decides); else what the cart says and offers. */
export function useOrderingHours(status: ServiceStatus | null, refused: string | null): Scheduling | null {
  const words = useWords('checkout');
  const lang = useLang();
  return useMemo(() => {
    if (!status) return refused ? { message: refused, slots: [] } : null;
    const now = new Date();
    const pause = pauseOf(status, now);
    const slots = openSlots(status.rules, pause, now);
    if (refused) return { message: refused, slots };
    if (takesOrdersNow(status.rules, pause, now)) return null;
    return { message: closedWords(status, pause, now, words, lang), slots };
  }, [status, refused, words, lang]);
}

/** A refusal of the Worker's about the order's timing (closed, paused, a slot it does not take): it names scheduledFor. */
export const isTimingRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.issues.some((issue) => issue.path[0] === SCHEDULE_FIELD);

/**
 * The checkout's scheduling: null `scheduledFor` while the order is for now; else the guest's chosen slot (the
 * first one until they choose). `refuse` takes the Worker's words about timing and switches to scheduling.
 */
export function useScheduledDelivery(tonight: { status: ServiceStatus | null; refresh: () => void }) {
  const [refused, setRefused] = useState<string | null>(null);
  const [chosen, choose] = useState<string | null>(null);
  const scheduling = useOrderingHours(tonight.status, refused);
  const { refresh } = tonight;
  // The Worker's words stand, and the status is read again so the slots offered follow a pause set meanwhile.
  const refuse = useCallback(
    (words: string) => {
      setRefused(words);
      refresh();
    },
    [refresh],
  );
  const slots = scheduling?.slots.map((slot) => slot.toISOString()) ?? [];
  const scheduledFor = scheduling ? (chosen && slots.includes(chosen) ? chosen : (slots[0] ?? null)) : null;
  return { scheduling, scheduledFor, choose, refuse };
}
