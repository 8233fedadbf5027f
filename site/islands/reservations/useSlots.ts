import { useCallback, useEffect, useRef, useState } from 'react';
import { useWords } from '../../i18n/react';
import { failureWords } from '../../lib/reservations/refusal';
import { fetchAvailability, nearestOpenDate, offeredSlots, type Slot } from '../../lib/reservations/availability';

export type SlotsState =
  | { status: 'waiting' }
  | { status: 'loading' }
  /**
   * `guests`, the party the times are for. `nearest`, for a day with no open time: the nearest date with one; null when none was found around it;
   * false when the search itself failed; undefined while looking.
   */
  | { status: 'ready'; guests: number; slots: Slot[]; nearest?: string | null | false }
  | { status: 'failed'; message: string };

const hasOpen = (slots: Slot[]) => slots.some((slot) => !slot.full);
/** A party size typed digit by digit, or stepped with −/+, is asked about once it settles. */
const SETTLE_MS = 300;

class Superseded extends Error {}

/** The times offered for a date and party, asked of the Worker as they change; `refresh` asks again. */
export function useSlots(date: string, guests: number | undefined, window: { first: string; last: string }): SlotsState & { refresh: () => void } {
  const { failure } = useWords('reservations');
  const validation = useWords('validation');
  const [state, setState] = useState<SlotsState>({ status: 'waiting' });
  const [fresh, setFresh] = useState(0);
  const asked = useRef({ key: '', fresh: 0 });
  const refresh = useCallback(() => setFresh((count) => count + 1), []);
  const bookable = guests !== undefined && date >= window.first && date <= window.last;

  useEffect(() => {
    if (!bookable) {
      setState({ status: 'waiting' });
      return;
    }
    const key = `${date}|${guests}`;
    // Asked again for the same day (a booking was refused): the times stay on screen until the answer comes.
    const again = asked.current.key === key && asked.current.fresh !== fresh;
    asked.current = { key, fresh };
    if (!again) setState({ status: 'loading' });
    let current = true;
    const open = async (day: string) => {
      if (!current) throw new Superseded();
      return hasOpen(offeredSlots(await fetchAvailability(day, guests), new Date()));
    };
    const timer = setTimeout(() => {
      fetchAvailability(date, guests, again)
        .then(async (availability) => {
          const slots = offeredSlots(availability, new Date());
          if (!current) return;
          setState({ status: 'ready', guests, slots });
          if (hasOpen(slots)) return;
          const nearest = await nearestOpenDate(date, window, open).then(
            (found) => found ?? null,
            (error: unknown) => (error instanceof Superseded ? undefined : false),
          );
          if (current && nearest !== undefined) setState({ status: 'ready', guests, slots, nearest });
        })
        .catch((error: unknown) => current && setState({ status: 'failed', message: failureWords(error, validation, failure.offline, failure.signedOut) }));
    }, again ? 0 : SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [bookable, date, guests, window, fresh, failure, validation]);

  return { ...state, refresh };
}
