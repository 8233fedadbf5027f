import { useCallback, useRef, useState } from 'react';
import type { KitchenTicket } from '#contract/kitchen';
import { AUTO_PRINT_KEY, readPrinted, toPrint, withPrinted, writePrinted } from './printed';
import * as KITCHEN from './messages';
import { printTicket } from './print-frame';
import { shortId } from './tickets';

export interface AutoPrint {
  on: boolean;
  /** Switches it; switched on, the tickets on the board now count as printed (only new ones print). */
  toggle: (board: readonly KitchenTicket[]) => void;
  /** A board read from the Worker: its tickets not printed yet are printed, one after another. */
  consider: (board: readonly KitchenTicket[]) => void;
  /** How many tickets were handed to the printer (the switch shows it as data-prints, for the end-to-end test). */
  prints: number;
}

/**
 * "Print each new ticket": off unless switched on (remembered in localStorage). Each ticket is printed once: its id
 * is remembered as it is sent to the printer (./printed.ts), so a ticket that fails to print is said, not tried again.
 */
export function useAutoPrint(onFailed: (message: string) => void): AutoPrint {
  const [on, setOn] = useState(() => window.localStorage.getItem(AUTO_PRINT_KEY) === 'on');
  const [prints, setPrints] = useState(0);
  const onRef = useRef(on);
  onRef.current = on;
  // One ticket at a time: a printer (or a print dialog) takes one job after the other.
  const line = useRef<Promise<void>>(Promise.resolve());

  const remember = useCallback((ids: readonly string[]) => {
    const storage = window.localStorage;
    writePrinted(storage, withPrinted(readPrinted(storage, Date.now()), ids, Date.now()));
  }, []);

  const consider = useCallback(
    (board: readonly KitchenTicket[]) => {
      if (!onRef.current) return;
      const ids = toPrint(board, readPrinted(window.localStorage, Date.now()));
      if (!ids.length) return;
      remember(ids);
      for (const id of ids) {
        line.current = line.current.then(async () => {
          if (await printTicket(id, KITCHEN.printing(shortId(id)))) setPrints((count) => count + 1);
          else onFailed(KITCHEN.printFailed(shortId(id)));
        });
      }
    },
    [onFailed, remember],
  );

  const toggle = useCallback(
    (board: readonly KitchenTicket[]) => {
      const next = !onRef.current;
      if (next) remember(board.map((ticket) => ticket.id));
      window.localStorage.setItem(AUTO_PRINT_KEY, next ? 'on' : 'off');
      onRef.current = next;
      setOn(next);
    },
    [remember],
  );

  return { on, toggle, consider, prints };
}
