import { z } from 'zod';
import { DeliveryInput, PickupInput } from './checkout';
import { CHECKOUT } from './messages/checkout';
import { LANGS } from './lang';
import * as VALIDATION from './messages/validation';
import { type Fulfilment, FULFILMENTS, MAX_LINES, MAX_QUANTITY, ORDER_STATUSES, type OrderSource, type OrderStatus, PAYMENT_METHODS, type PaymentMethod } from './order-rules';
import type { Invoice, OrderTax } from './invoice';
import { type PaymentStatus } from './payment-rules';

// SPEC §3 "Order" and §7 order calls. The constants live in ./order-rules and the delivery form in
// ./checkout (zod's mini build), which the checkout island imports without this file's heavier schemas.

/** A cart line as the client sends it; only id and quantity are trusted. */
export const OrderLineInput = z
  .object({
    id: z.string().regex(/^\d{1,6}$/, 'Unknown dish'),
    quantity: z.number().int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`),
    name: z.string().max(200).optional(),
    price: z.number().optional(),
    image: z.string().max(500).optional(),
    description: z.string().max(1000).optional(),
  })
  .strict();

const orderFields = {
  userId: z.string().trim().min(1, 'userId is required').max(128),
  name: z.string().trim().min(2, VALIDATION.nameMin).max(100, VALIDATION.nameMax100),
  items: z.array(OrderLineInput).min(1, CHECKOUT.emptyTitle).max(MAX_LINES, `An order has at most ${MAX_LINES} lines`),
  total: z.number().nonnegative(),
  estimatedDeliveryTime: z.number().int().nonnegative(),
  // The fee the guest was shown (the area's): when it is sent, an order priced otherwise is refused with the real
  // figures, as a changed total is. The Worker always takes the fee from the published areas.
  deliveryFee: z.number().nonnegative().optional(),
  // The service charge the guest was shown, compared as the fee is.
  serviceCharge: z.number().nonnegative().optional(),
  // SPEC §7 sends these; the server always decides them itself.
  status: z.string().max(20).optional(),
  createdAt: z.string().max(40).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, 'Choose Credit Card, Bkash or Cash On Delivery'),
  // The time a guest scheduled the order for (one of the slots of ./service's scheduleSlots); absent or null: as
  // soon as possible. The Worker decides whether the slot is one it takes (worker/ordering/hours.ts).
  scheduledFor: z.iso.datetime({ offset: true, message: 'scheduledFor must be a date and time (ISO 8601)' }).nullable().optional(),
  // The language of the page it was placed from, which its mails and texts are written in; the account's when left out.
  lang: z.optional(z.enum(LANGS, 'lang must be en or bn')),
};

/**
 * SPEC §7's order, with a departure (docs/spec.md): `fulfilment` says whether it is delivered (to an area of
 * ./delivery-areas, `delivery.area`) or collected (`delivery` then holds only the phone and a note). An order that
 * does not say is a delivery, as every order was before pickup.
 */
export const CreateOrderInput = z.preprocess(
  (body) => (body !== null && typeof body === 'object' && !Array.isArray(body) && !('fulfilment' in body) ? { ...body, fulfilment: 'delivery' } : body),
  z.discriminatedUnion(
    'fulfilment',
    [
      z.object({ ...orderFields, fulfilment: z.literal('delivery'), delivery: DeliveryInput }).strict(),
      z.object({ ...orderFields, fulfilment: z.literal('pickup'), delivery: PickupInput }).strict(),
    ],
    `fulfilment must be one of ${FULFILMENTS.join(', ')}`,
  ),
);
export type CreateOrderInput = z.infer<typeof CreateOrderInput>;

const statusOf = (field: string) => z.enum(ORDER_STATUSES, `${field} must be one of ${ORDER_STATUSES.join(', ')}`);

/**
 * PUT /api/order/update-order/:id. `from`, when sent, is the status the caller saw: the change is made only if the
 * order still has it, else 409 with the order as it is. The kitchen's screen sends it, so a tap replayed after the
 * network comes back is applied once, and a tap on a ticket someone else moved on changes nothing.
 */
export const UpdateOrderInput = z.object({ status: statusOf('Status'), from: statusOf('from').optional() }).strict();

export interface OrderLine {
  id: string;
  name: string;
  quantity: number;
  price: number;
  image: string;
  description: string;
  /** Staff's note on the line for the kitchen ("no chilli"); '' when none (a guest's own order has none). */
  note: string;
}

export interface Order {
  id: string;
  userId: string;
  name: string;
  items: OrderLine[];
  total: number;
  status: OrderStatus;
  createdAt: string;
  estimatedDeliveryTime: number;
  /** Delivered or collected (a pickup has no area, no address and no fee). */
  fulfilment: Fulfilment;
  /** Taka: the area's fee when the order was placed; 0 for a pickup. Not part of `total` (SPEC §9). */
  deliveryFee: number;
  /** Taka: the service charge on the dishes when the order was placed; 0 when none. Not part of `total`. */
  serviceCharge: number;
  /** The VAT (and service charge) rates it was sold at, the VAT inside what it pays, and the BIN (./invoice). */
  tax: OrderTax;
  /** Its tax invoice, once issued: when it became the kitchen's (placed for cash, or paid); null before. */
  invoice: Invoice | null;
  /** `area`: the delivery area as it was named when the order was placed; null for a pickup (and orders placed before areas). */
  delivery: { area: { id: string; name: string } | null; address: string; phone: string; instructions: string };
  paymentMethod: PaymentMethod;
  /** Where its money stands (docs/payments.md): an online order is 'awaiting' until its payment is confirmed. */
  paymentStatus: PaymentStatus;
  /** The delivery time the guest scheduled (ISO instant); null: as soon as possible. */
  scheduledFor: string | null;
  /** Where it came from: the guest's own on the site, or taken by staff on the phone or at the counter. */
  source: OrderSource;
  /** The name of the staff member who took it; null for the guest's own. */
  takenBy: string | null;
  /**
   * For an order staff took to be paid by a link: the key of its link (/pay?order=…&key=…), which lets whoever holds
   * it pay this order and see whether it is paid, nothing else. null otherwise.
   */
  payKey: string | null;
}

/**
 * The language a guest reads an order in: `?lang=` on the reads a guest's own screens make (the history, one order,
 * tracking, a payment link's bill). `bn` names its dishes and its delivery area as the Bangla menu does, by id
 * (worker/ordering/names.ts); left out or `en`, the names it was placed with, the answer as it always was.
 */
export const readLang = z.optional(z.enum(LANGS, 'lang must be en or bn'));
export const OrderReadQuery = z.object({ lang: readLang });

/**
 * What tracking shows (SPEC §2, §4): no address, no phone, only the customer's first name; of the payment only
 * whether it is paid or cash on delivery (the status, never the method or a reference).
 */
export type TrackedOrder = Omit<Order, 'userId' | 'delivery' | 'paymentMethod' | 'items' | 'tax' | 'invoice' | 'source' | 'takenBy' | 'payKey'> & {
  items: Omit<OrderLine, 'description' | 'note'>[];
  /** The delivery area's name (a neighbourhood, not an address); null for a pickup. */
  area: string | null;
};
