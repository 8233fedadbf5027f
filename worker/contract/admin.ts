import { z } from 'zod';
import { ID_ALPHABET, ID_LENGTH } from './ids';
import type { MailRecord } from './mail';
import type { Order } from './order';
import type { PaymentRecord } from './payment';
import { cursorParam, openCursor, pageLimit, readCursor, toBase64Url } from './order-history';
import { FULFILMENTS, type OrderSource, ORDER_STATUSES, type OrderStatus } from './order-rules';
import { ORDER_SOURCES } from './order-sources';
import { RESERVATION_STATUSES, type Reservation } from './reservation';

// The admin dashboard's reads (docs/decisions/0006): the four figures from D1, and both lists a page at a time,
// filtered and searched on the server. SPEC §7's `{ orders }` and `{ reservations }` stay; `nextCursor` is added.
export const ADMIN_PAGE_SIZE = 25;

/**
 * GET /api/admin/summary. Revenue is the sum of every order's total, cancelled ones too (SPEC §9), but not of an
 * online order whose payment was never confirmed (docs/payments.md): that one is not counted at all.
 */
export interface AdminSummary {
  /** Whose dashboard this is: staff see the evening's figures, an admin the money too (null for staff). */
  role: 'staff' | 'admin';
  totalOrders: number;
  /** Of the orders, those collected from the restaurant rather than delivered. */
  pickupOrders: number;
  reservations: number;
  customers: number;
  /** Taka, VAT included: what guests pay for the dishes (SPEC §9's revenue), without delivery fees or service charges. */
  revenue: number | null;
  /**
   * Today's tax invoices, on the restaurant's clock, in paisa: everything they charge (dishes, service charges,
   * delivery fees), the VAT inside it, and the service charges. What the day's sales CSV adds up to.
   */
  today: { invoices: number; total: number; vat: number; serviceCharge: number } | null;
  /** Today's orders (the kitchen's, on the restaurant's clock) by where they came from. */
  sourcesToday: Record<OrderSource, number>;
  /** Guest e-mails that could not be delivered and wait for Resend (docs/decisions/0002). */
  failedMails: number | null;
  /** Payments with no final answer from their gateway an hour after they started: staff check them (docs/payments.md). */
  paymentsToCheck: number | null;
  /**
   * Today's text messages (docs/decisions/0026): sent, the parts they went in (what the gateway bills), not sent
   * because the day's cap was reached, and failed; the cap itself, and what the parts cost in paisa (an admin's only).
   */
  texts: { sent: number; parts: number; capped: number; failed: number; cap: number; cost: number | null };
}

// Any text up to 100 characters, in any script: worker/db/admin.ts matches it with instr(), never as a LIKE
// pattern (D1 refuses those over 50 bytes), so every q this accepts is searched.
const searchParam = z.string().trim().max(100, 'q must be at most 100 characters').optional();

/** fetch-all-orders: newest first; `status` one of the five; `q` an id, a customer's name or phone. */
export const AdminOrdersQuery = z
  .object({
    limit: pageLimit(ADMIN_PAGE_SIZE),
    before: cursorParam('before', readCursor),
    status: z.enum(ORDER_STATUSES, `status must be one of ${ORDER_STATUSES.join(', ')}`).optional(),
    fulfilment: z.enum(FULFILMENTS, `fulfilment must be one of ${FULFILMENTS.join(', ')}`).optional(),
    source: z.enum(ORDER_SOURCES, `source must be one of ${ORDER_SOURCES.join(', ')}`).optional(),
    q: searchParam,
  })
  .strict();

export interface AdminOrderPage {
  orders: Order[];
  nextCursor: string | null;
}

export const RESERVATION_SCOPES = ['upcoming', 'past'] as const;
export type ReservationScope = (typeof RESERVATION_SCOPES)[number];

/** Where a page of bookings ends: the last one's date, time and id (the list's own order). */
export interface ReservationCursor {
  date: string;
  time: string;
  id: string;
}

const RESERVATION_CURSOR = new RegExp(`^(\\d{4}-\\d{2}-\\d{2})\\.(\\d{2}:\\d{2})\\.([${ID_ALPHABET}]{${ID_LENGTH}})$`);
export const reservationCursorAfter = (booking: ReservationCursor): string => toBase64Url(`${booking.date}.${booking.time}.${booking.id}`);
function readReservationCursor(value: string): ReservationCursor | undefined {
  const [, date, time, id] = RESERVATION_CURSOR.exec(openCursor(value) ?? '') ?? [];
  return date && time && id ? { date, time, id } : undefined;
}

/** fetch-all-reservation: `upcoming` (today on, soonest first; the default) or `past` (latest first). */
export const AdminReservationsQuery = z
  .object({
    limit: pageLimit(ADMIN_PAGE_SIZE),
    cursor: cursorParam('cursor', readReservationCursor),
    status: z.enum(RESERVATION_STATUSES, `status must be one of ${RESERVATION_STATUSES.join(', ')}`).optional(),
    when: z.enum(RESERVATION_SCOPES, `when must be one of ${RESERVATION_SCOPES.join(', ')}`).default('upcoming'),
    q: searchParam,
  })
  .strict();

export interface AdminReservationPage {
  reservations: Reservation[];
  nextCursor: string | null;
}

/** One line of an order's or a booking's history: a status change, or its deletion. */
export interface StatusEvent {
  action: 'status' | 'delete';
  from: OrderStatus | Reservation['status'] | null;
  to: OrderStatus | Reservation['status'] | null;
  at: string;
  by: string;
  /** An order's delete: its total then (what is left of it once its guest's data is gone). */
  total?: number;
}

/** GET /api/admin/{orders|reservations}/{id}/history: the status's history and the mails sent about it. */
export interface AdminHistory {
  events: StatusEvent[];
  mails: MailRecord[];
  /** An order's payment attempts, oldest first (docs/payments.md); [] for cash on delivery and for a booking. */
  payments: PaymentRecord[];
}

/**
 * GET /api/admin/sales.csv: the tax invoices of one day (`day`, YYYY-MM-DD) or one month (`month`, YYYY-MM) on
 * the restaurant's clock, for the accountant (worker/ordering/sales.ts).
 */
export const SalesQuery = z
  .object({
    day: z.iso.date('day must be a date, YYYY-MM-DD').optional(),
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be a month, YYYY-MM').optional(),
  })
  .strict()
  .refine((query) => (query.day === undefined) !== (query.month === undefined), { message: 'Ask for either a day or a month', path: ['day'] });
export type SalesQuery = z.infer<typeof SalesQuery>;
