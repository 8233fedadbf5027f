import { z } from 'zod';
import { DeliveryInput, PickupInput } from './checkout';
import { CHECKOUT } from './messages/checkout';
import { LANGS } from './lang';
import * as VALIDATION from './messages/validation';
import type { Order } from './order';
import { FULFILMENTS, MAX_LINES, MAX_QUANTITY } from './order-rules';
import { ORDER_SOURCES, STAFF_PAYMENT_METHODS } from './order-sources';

// The staff's side of ordering (docs/decisions/0025-staff-orders-and-the-kitchen.md): an order taken by phone or at
// the counter for a guest, found by phone or name, or for someone without an account. The Worker prices it, times
// it and refuses it exactly as it does a guest's own order (worker/routes/staff.ts).

/** Who a person is to the restaurant: a guest, staff of the evening, or an admin (who also sees the money and manages staff). */
export const ROLES = ['user', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Whether `role` may run the evening: take orders, run the kitchen, move statuses, print. */
export const isStaffRole = (role: string | undefined): role is 'staff' | 'admin' => role === 'staff' || role === 'admin';

/** One line as staff take it: a dish, how many, and a note for the kitchen ("no chilli"). */
export const StaffLineInput = z
  .object({
    id: z.string().regex(/^\d{1,6}$/, 'Unknown dish'),
    quantity: z.number().int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`),
    note: z.string().trim().max(140, 'A note on a dish must be at most 140 characters').optional(),
  })
  .strict();

/** Taken on the phone or at the counter (a guest's own order on the site is 'web'). */
export const STAFF_SOURCES = ORDER_SOURCES.filter((source) => source !== 'web') as ['phone', 'walk-in'];

const fields = {
  source: z.enum(STAFF_SOURCES, 'source must be phone or walk-in'),
  /** The returning guest's account (found with /api/staff/guests); null: someone without one, known by name and phone. */
  guestId: z.string().trim().min(1).max(128).nullable(),
  name: z.string().trim().min(2, VALIDATION.nameMin).max(100, VALIDATION.nameMax100),
  items: z.array(StaffLineInput).min(1, CHECKOUT.emptyTitle).max(MAX_LINES, `An order has at most ${MAX_LINES} lines`),
  /**
   * How it is paid: cash on delivery (or on collection), paid now at the counter (cash, or the card machine), or by
   * a link the guest opens on their own phone to pay by bKash or card (`bkash`, `credit-card`).
   */
  paymentMethod: z.enum(STAFF_PAYMENT_METHODS, `paymentMethod must be one of ${STAFF_PAYMENT_METHODS.join(', ')}`),
  // The figures staff read to the guest: compared as a guest's order compares them (a 409 with the real ones).
  total: z.number().nonnegative(),
  estimatedDeliveryTime: z.number().int().nonnegative(),
  deliveryFee: z.number().nonnegative().optional(),
  serviceCharge: z.number().nonnegative().optional(),
  scheduledFor: z.iso.datetime({ offset: true, message: 'scheduledFor must be a date and time (ISO 8601)' }).nullable().optional(),
  /** The language the guest's mails and texts about it are written in: English unless staff choose Bangla. */
  lang: z.optional(z.enum(LANGS, 'lang must be en or bn')),
};

/** POST /api/staff/orders (with an Idempotency-Key: a double tap is one order). */
export const StaffOrderInput = z
  .discriminatedUnion(
    'fulfilment',
    [z.object({ ...fields, fulfilment: z.literal('delivery'), delivery: DeliveryInput }).strict(), z.object({ ...fields, fulfilment: z.literal('pickup'), delivery: PickupInput }).strict()],
    `fulfilment must be one of ${FULFILMENTS.join(', ')}`,
  )
  .refine((order) => !order.paymentMethod.startsWith('counter-') || order.fulfilment === 'pickup', {
    message: 'Paid at the counter is for an order collected here: a delivery is paid on delivery or by a payment link',
    path: ['paymentMethod'],
  });
export type StaffOrderInput = z.infer<typeof StaffOrderInput>;

/** The answer: the order, and for a payment link the address the guest opens to pay (null otherwise). */
export interface StaffOrderAnswer {
  order: Order;
  payLink: string | null;
}

/** GET /api/staff/guests?q=: a guest found by phone (any spelling) or name. */
export const GuestSearchQuery = z.object({ q: z.string().trim().min(2, 'Type at least 2 letters or digits of a name or phone').max(100, 'q must be at most 100 characters') }).strict();

/** What staff need of a returning guest to take their order, and nothing more (no e-mail, no history). */
export interface GuestMatch {
  userId: string;
  name: string;
  phone: string;
  /** Their profile's address, else their last delivery's; '' when none. */
  address: string;
  /** The area of their last delivery (an id of the published areas), to choose again; null when none. */
  area: string | null;
}
export interface GuestSearchAnswer {
  guests: GuestMatch[];
}

/** An order staff took to be paid by a link, not paid yet: its link, to send again (GET /api/staff/awaiting). */
export interface AwaitingPayment {
  id: string;
  name: string;
  /** Taka: everything the guest pays (dishes, service charge, delivery fee). */
  amount: number;
  paymentMethod: 'bkash' | 'credit-card';
  /** Waiting, or an attempt failed (the guest may try again). */
  paymentStatus: 'awaiting' | 'failed';
  createdAt: string;
  payLink: string;
}
export interface AwaitingAnswer {
  orders: AwaitingPayment[];
}
