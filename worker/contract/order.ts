import { z } from 'zod';

// SPEC §3 "Order", §5 "Delivery form", §7 order calls and §9 constants.
export const ORDER_STATUSES = ['pending', 'preparing', 'ready', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_METHODS = ['credit-card', 'bkash', 'cod'] as const;

/** SPEC §9: shown in the summary, never part of the total sent to the server. */
export const DELIVERY_FEE = 120;
export const MAX_QUANTITY = 50;
export const MAX_LINES = 50;

export const DeliveryInput = z
  .object({
    address: z.string().trim().min(5, 'Address is required').max(300, 'Address must be less than 300 characters'),
    phone: z.string().trim().min(10, 'Valid phone number is required').max(20, 'Valid phone number is required'),
    instructions: z.string().trim().max(500, 'Delivery instructions must be less than 500 characters').optional(),
  })
  .strict();
export type DeliveryInput = z.infer<typeof DeliveryInput>;

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

export const CreateOrderInput = z
  .object({
    userId: z.string().trim().min(1, 'userId is required').max(128),
    name: z.string().trim().min(2, 'Name must be at least 2 characters').max(100, 'Name must be less than 100 characters'),
    items: z.array(OrderLineInput).min(1, 'Your cart is empty').max(MAX_LINES, `An order has at most ${MAX_LINES} lines`),
    total: z.number().nonnegative(),
    estimatedDeliveryTime: z.number().int().nonnegative(),
    // SPEC §7 sends these; the server always decides them itself.
    status: z.string().max(20).optional(),
    createdAt: z.string().max(40).optional(),
    delivery: DeliveryInput,
    paymentMethod: z.enum(PAYMENT_METHODS, 'Choose Credit Card, Bkash or Cash On Delivery'),
  })
  .strict();
export type CreateOrderInput = z.infer<typeof CreateOrderInput>;

export const UpdateOrderInput = z.object({ status: z.enum(ORDER_STATUSES, `Status must be one of ${ORDER_STATUSES.join(', ')}`) }).strict();

export interface OrderLine {
  id: string;
  name: string;
  quantity: number;
  price: number;
  image: string;
  description: string;
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
  delivery: { address: string; phone: string; instructions: string };
  paymentMethod: (typeof PAYMENT_METHODS)[number];
}

/** What tracking shows (SPEC §2, §4): no address, no phone, only the customer's first name. */
export type TrackedOrder = Omit<Order, 'userId' | 'delivery' | 'paymentMethod' | 'items'> & {
  items: Omit<OrderLine, 'description'>[];
};
