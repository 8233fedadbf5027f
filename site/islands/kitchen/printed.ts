import type { KitchenTicket } from '#contract/kitchen';

// Which tickets this screen has printed on its own (the "Print each new ticket" switch), kept in localStorage for
// the evening, so a reload or a lost connection never prints a ticket twice.

export const AUTO_PRINT_KEY = 'kitchen-auto-print';
export const PRINTED_KEY = 'kitchen-printed';
/** A printed id is remembered this long: longer than a service, shorter than a day. */
export const KEEP_PRINTED_MS = 16 * 60 * 60_000;

/** Each printed order's id, with when it was sent to the printer (ms since the epoch). */
export type Printed = Readonly<Record<string, number>>;

/** The remembered ids, without those older than an evening. */
export function readPrinted(storage: Pick<Storage, 'getItem'>, now: number): Printed {
  try {
    const kept: unknown = JSON.parse(storage.getItem(PRINTED_KEY) ?? '{}');
    if (!kept || typeof kept !== 'object' || Array.isArray(kept)) return {};
    return Object.fromEntries(Object.entries(kept).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && now - entry[1] < KEEP_PRINTED_MS));
  } catch {
    return {};
  }
}

export function writePrinted(storage: Pick<Storage, 'setItem'>, printed: Printed): void {
  storage.setItem(PRINTED_KEY, JSON.stringify(printed));
}

export const withPrinted = (printed: Printed, ids: readonly string[], now: number): Printed => ({ ...printed, ...Object.fromEntries(ids.map((id) => [id, now])) });

/**
 * The tickets to print now: every one not printed yet that the kitchen still has to cook. A ticket already
 * waiting at the pass when the screen first sees it (the screen was closed while it was cooked) is not printed.
 */
export const toPrint = (tickets: readonly KitchenTicket[], printed: Printed): string[] => tickets.filter((ticket) => ticket.status !== 'ready' && !(ticket.id in printed)).map((ticket) => ticket.id);
