import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminOrderPage } from '#contract/admin';
import { STATUS_PATH, type ServiceStatus } from '#contract/service';
import { api } from '../../lib/api';
import { type Sound, useChime } from '../shared/use-chime';
import { listPath, ORDERS_PATH } from './first-reads';
import { acknowledge, EMPTY_WATCH, nextWatch, showsSame, titleWithCount, type Watch } from './new-orders';

/** Asked every this often, visible or not (the title and the chime are for when staff are in another tab). */
const WATCH_MS = 15_000;
/** The pending orders, newest first: the most a night has waiting at once (the list's largest page). */
const PENDING = listPath(ORDERS_PATH, { status: 'pending', limit: '100' });
/** Until the service's rules answer: the lead time the kitchen is set up with. */
const DEFAULT_LEAD_MINUTES = 30;
const SOUND_KEY = 'admin-sound';

export interface OrderWatch {
  watch: Watch;
  /** Staff opened the order or changed its status. */
  attend: (id: string) => void;
  sound: Sound;
  toggleSound: () => void;
  /** How many chimes were handed to the audio context (the sound button shows it as data-chimes). */
  chimes: number;
}

/**
 * Watches the pending orders for the chime, the title's count and the highlight (./new-orders.ts). Starts once
 * the dashboard's first data is on screen (`start`): its first answer is the baseline and announces nothing.
 */
export function useOrderWatch(start: boolean): OrderWatch {
  const [watch, setWatch] = useState<Watch>(EMPTY_WATCH);
  // The watch itself lives here, so a look and an acknowledgement never work on different copies.
  const watched = useRef<Watch>(EMPTY_WATCH);
  const { sound, toggleSound, chime, chimes } = useChime(SOUND_KEY);
  const lead = useRef<Promise<number> | undefined>(undefined);

  useEffect(() => {
    if (!start) return;
    let first = true;
    let stopped = false;
    // The kitchen's lead time, asked once and only when an order is scheduled for later.
    const leadMinutes = () => (lead.current ??= api<ServiceStatus>(STATUS_PATH).then((status) => status.rules.leadMinutes, () => DEFAULT_LEAD_MINUTES));
    const look = async () => {
      try {
        const { orders } = await api<AdminOrderPage>(PENDING);
        const minutes = orders.some((order) => order.scheduledFor !== null) ? await leadMinutes() : DEFAULT_LEAD_MINUTES;
        if (stopped) return;
        const next = nextWatch(watched.current, orders, Date.now(), minutes, first);
        first = false;
        const shown = !showsSame(watched.current, next.watch);
        watched.current = next.watch;
        if (shown) setWatch(next.watch);
        if (next.announced > 0) chime();
      } catch {
        // Silent, like the dashboard's other polls (SPEC §8): the next look tries again.
      }
    };
    void look();
    // A plain interval, not the dashboard's visible-only one: the count in the title and the chime matter most
    // while staff are in another tab (browsers slow a hidden tab's timers to about once a minute).
    const timer = window.setInterval(() => void look(), WATCH_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [start, chime]);

  // The title carries the count of orders announced and not yet attended to.
  useEffect(() => {
    document.title = titleWithCount(document.title, watch.unseen.size);
  }, [watch.unseen.size]);
  useEffect(() => () => void (document.title = titleWithCount(document.title, 0)), []);

  const attend = useCallback((id: string) => {
    watched.current = acknowledge(watched.current, id);
    setWatch(watched.current);
  }, []);

  return { watch, attend, sound, toggleSound, chimes };
}
