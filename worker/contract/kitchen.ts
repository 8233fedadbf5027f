import type { Allergen } from './allergens';
import type { Fulfilment, OrderSource, OrderStatus } from './order-rules';

// The kitchen's screen (/kitchen, staff only; docs/decisions/0025-staff-orders-and-the-kitchen.md): the tickets due
// now, read every few seconds. Plain values, no schema library: the screen's script imports them without zod.

/** The kitchen's stations, one per menu category: a ticket can be shown for one station's lines alone. */
export const STATIONS = ['starters', 'mains', 'desserts', 'drinks'] as const;
export type Station = (typeof STATIONS)[number];
export const STATION_LABELS: Record<Station, string> = { starters: 'Starters', mains: 'Mains', desserts: 'Desserts', drinks: 'Drinks' };

/** The statuses a ticket is on the board in: still to start, cooking, and waiting at the pass. */
export const KITCHEN_STATUSES = ['pending', 'preparing', 'ready'] as const satisfies readonly OrderStatus[];

/** Where the timer turns amber: this share of the ticket's cooking time gone; red once it is all gone. */
export const AMBER_SHARE = 0.75;

/** How often the screen asks for the board: a new ticket is on it within this and the answer's time, inside the 5 s a pass expects. */
export const KITCHEN_POLL_MS = 3_000;

export interface KitchenLine {
  dishId: string;
  name: string;
  quantity: number;
  /** Staff's note on the line ("no chilli"); '' when none. */
  note: string;
  allergens: Allergen[];
  /** From the dish's category; null for a dish no longer in the catalogue. */
  station: Station | null;
  /** The dish's cooking time in minutes (its eta in the catalogue). */
  minutes: number;
}

export interface KitchenTicket {
  id: string;
  /** The guest's first name, as the pass calls it. */
  name: string;
  status: (typeof KITCHEN_STATUSES)[number];
  fulfilment: Fulfilment;
  source: OrderSource;
  /** When it came to the kitchen's board (ISO): placed (or paid), or for a scheduled order its time less its cooking time. */
  startAt: string;
  /** The time the guest was promised (ISO): scheduled, or placed plus the estimate. */
  dueAt: string;
  /** The ticket's cooking time: its slowest dish's. */
  minutes: number;
  /** The delivery area's name; null for a pickup. */
  area: string | null;
  /** The guest's note for the kitchen or the rider. */
  instructions: string;
  lines: KitchenLine[];
}

/** GET /api/kitchen/tickets: the board, oldest first, and the server's time it was read at. */
export interface KitchenBoard {
  at: string;
  tickets: KitchenTicket[];
}

/** Where a ticket's timer stands at `now`: how far through its cooking time, and its colour. */
export function ticketTimer(ticket: Pick<KitchenTicket, 'startAt' | 'minutes'>, now: number): { elapsedMs: number; state: 'ok' | 'amber' | 'red' } {
  const elapsedMs = Math.max(0, now - Date.parse(ticket.startAt));
  const budget = Math.max(1, ticket.minutes) * 60_000;
  return { elapsedMs, state: elapsedMs >= budget ? 'red' : elapsedMs >= budget * AMBER_SHARE ? 'amber' : 'ok' };
}

/** The status one tap moves a ticket to, and the one a recall moves it back to. */
export const NEXT_STATUS: Record<(typeof KITCHEN_STATUSES)[number], Record<Fulfilment, OrderStatus>> = {
  pending: { delivery: 'preparing', pickup: 'preparing' },
  preparing: { delivery: 'ready', pickup: 'ready' },
  ready: { delivery: 'delivered', pickup: 'collected' },
};
