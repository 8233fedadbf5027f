import { useCallback, useEffect, useState } from 'react';
import { failureMessage } from '../../lib/api';
import { fetchAvailability, nearestOpenDate, offeredSlots, type Slot } from '../../lib/reservations/availability';

export type SlotsState =
  | { status: 'waiting' }
  | { status: 'loading' }
  /** `nearest`: for a day with no open time, the nearest date with one (null: none found; undefined: looking). */
  | { status: 'ready'; slots: Slot[]; nearest?: string | null }
  | { status: 'failed'; message: string };

const hasOpen = (slots: Slot[]) => slots.some((slot) => !slot.full);

/** The times offered for a date and party, asked of the Worker as they change; `refresh` asks again. */
export function useSlots(date: string, guests: number | undefined, window: { first: string; last: string }): SlotsState & { refresh: () => void } {
  const [state, setState] = useState<SlotsState>({ status: 'waiting' });
  const [fresh, setFresh] = useState(0);
  const refresh = useCallback(() => setFresh((count) => count + 1), []);
  const bookable = guests !== undefined && date >= window.first && date <= window.last;

  useEffect(() => {
    if (!bookable) {
      setState({ status: 'waiting' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    const open = async (day: string) => hasOpen(offeredSlots(await fetchAvailability(day, guests), new Date()));
    fetchAvailability(date, guests, fresh > 0)
      .then(async (availability) => {
        const slots = offeredSlots(availability, new Date());
        if (!current) return;
        if (hasOpen(slots)) return setState({ status: 'ready', slots });
        setState({ status: 'ready', slots });
        const nearest = await nearestOpenDate(date, window, open).catch(() => undefined);
        if (current) setState({ status: 'ready', slots, nearest: nearest ?? null });
      })
      .catch((error: unknown) => current && setState({ status: 'failed', message: failureMessage(error) }));
    return () => {
      current = false;
    };
  }, [bookable, date, guests, window, fresh]);

  return { ...state, refresh };
}
