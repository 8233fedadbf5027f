import { KITCHEN_STATUSES, type KitchenLine, type KitchenTicket, NEXT_STATUS, type Station } from '#contract/kitchen';
import type { OrderStatus } from '#contract/order-rules';

// The board as the screen draws it, as pure functions: the Worker's tickets with the taps not yet answered
// on top, one station's lines, the timer's text.

export type BoardStatus = KitchenTicket['status'];
/** A station, or every line of every ticket. */
export type StationChoice = Station | 'all';

export const isOnBoard = (status: OrderStatus): status is BoardStatus => (KITCHEN_STATUSES as readonly string[]).includes(status);

/** How the pass calls an order: the last six characters of its id, enough to tell the evening's orders apart. */
export const shortId = (id: string): string => id.slice(-6);

/** The status one tap on the ticket's button moves it to. */
export const nextStatus = (ticket: Pick<KitchenTicket, 'status' | 'fulfilment'>): OrderStatus => NEXT_STATUS[ticket.status][ticket.fulfilment];

/** mm:ss since the ticket started (minutes past 99 keep counting). */
export function timerText(elapsedMs: number): string {
  const seconds = Math.floor(Math.max(0, elapsedMs) / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The ticket as one station sees it: its lines for that station (and any dish no longer in the catalogue, whose
 * station nobody knows, so that no station misses it), and how many are another's. Null when it has none.
 */
export function stationView(ticket: KitchenTicket, station: StationChoice): { lines: KitchenLine[]; elsewhere: number } | null {
  if (station === 'all') return { lines: ticket.lines, elsewhere: 0 };
  const lines = ticket.lines.filter((line) => line.station === station || line.station === null);
  return lines.length ? { lines, elsewhere: ticket.lines.length - lines.length } : null;
}

/**
 * The board with one order at `status`: off it when that is not a kitchen status (or null: the order is gone),
 * back on it, where its start puts it, when the order was off it and `known` still has its ticket.
 */
export function withStatus(tickets: readonly KitchenTicket[], id: string, status: OrderStatus | null, known: ReadonlyMap<string, KitchenTicket>): KitchenTicket[] {
  const rest = tickets.filter((ticket) => ticket.id !== id);
  if (status === null || !isOnBoard(status)) return rest;
  const shown = tickets.find((ticket) => ticket.id === id);
  if (shown) return tickets.map((ticket) => (ticket === shown ? { ...ticket, status } : ticket));
  const kept = known.get(id);
  if (!kept) return rest;
  const at = rest.findIndex((ticket) => ticket.startAt > kept.startAt);
  const back = { ...kept, status };
  return at === -1 ? [...rest, back] : [...rest.slice(0, at), back, ...rest.slice(at)];
}

/** A move to show: the order from `from` to `to`. */
export interface Move {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
}

/**
 * The board with the moves not yet answered shown as made, in order. A move applies only to an order that has
 * its `from` as far as the board knows (an order off the board is taken to have it when `from` is not a kitchen
 * status: a recall of a ticket handed over); one the board shows elsewhere was moved by someone else, and its
 * tap will change nothing.
 */
export function withMoves(tickets: readonly KitchenTicket[], moves: readonly Move[], known: ReadonlyMap<string, KitchenTicket>): KitchenTicket[] {
  let board = [...tickets];
  for (const move of moves) {
    const shown = board.find((ticket) => ticket.id === move.orderId);
    const has = shown ? shown.status === move.from : !isOnBoard(move.from);
    if (has) board = withStatus(board, move.orderId, move.to, known);
  }
  return board;
}

/** The ids on `tickets` this screen has not seen before. */
export const unseen = (tickets: readonly KitchenTicket[], seen: ReadonlySet<string>): string[] => tickets.filter((ticket) => !seen.has(ticket.id)).map((ticket) => ticket.id);
