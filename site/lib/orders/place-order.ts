import type { Handover } from '#contract/checkout';
import type { Order } from '#contract/order';
import type { GuestPaymentMethod as PaymentMethod } from '#contract/order-rules';
import type { Lang } from '#contract/lang';
import type { CartItem } from '../../stores/cart';
import type { SessionUser } from '../session/store';
import { api, ApiError } from '../api';
import { attemptKey, endAttempt } from '../attempt';

// Placing an order (SPEC §7 create-order) so that it happens once: one Idempotency-Key per checkout attempt
// (../attempt), so a double click, a retry after a dropped connection or a reload of the payment step all
// send the same key and the server answers with the one order. The key changes only when what is ordered
// changes. No card or Bkash number is ever part of the body or of what is stored.

const ATTEMPT_KEY = 'checkout-attempt';

export interface OrderRequest {
  items: readonly CartItem[];
  handover: Handover;
  paymentMethod: PaymentMethod;
  /** The figures the guest agreed to: Σ price × quantity (no delivery fee) and the time, SPEC §9, and the area's fee. */
  total: number;
  estimatedDeliveryTime: number;
  deliveryFee: number;
  /** The service charge the guest was shown (taka). */
  serviceCharge: number;
  /** The delivery slot the guest scheduled (ISO instant); absent or null: as soon as possible. */
  scheduledFor?: string | null;
  /** The page's language: the mails and texts about the order are written in it. */
  lang: Lang;
}

/** What the server compares when a key comes back (worker/db/orders.ts isSameOrder): all of it, or a 422. */
function fingerprint(name: string, { items, handover, paymentMethod, scheduledFor }: OrderRequest): string {
  return JSON.stringify([name, items.map((item) => [item.id, item.quantity]), handover, paymentMethod, scheduledFor ?? null]);
}

/** The key of this checkout attempt: the stored one while the order is the same, else a new one. */
const orderAttemptKey = (name: string, request: OrderRequest) => attemptKey(ATTEMPT_KEY, fingerprint(name, request));

const endOrderAttempt = () => endAttempt(ATTEMPT_KEY);

export type PlaceOutcome =
  | { kind: 'placed'; order: Order }
  /** SPEC-plus: the menu changed since the page loaded; the server's figures, for the guest to confirm. */
  | { kind: 'changed'; total: number; estimatedDeliveryTime: number; deliveryFee: number; serviceCharge: number };

export async function placeOrder(user: SessionUser, request: OrderRequest): Promise<PlaceOutcome> {
  const body = {
    userId: user.userId,
    name: user.name,
    items: request.items.map(({ id, name, quantity, price, image, description }) => ({ id, name, quantity, price, image, description })),
    total: request.total,
    status: 'pending',
    createdAt: new Date().toISOString(),
    estimatedDeliveryTime: request.estimatedDeliveryTime,
    deliveryFee: request.deliveryFee,
    serviceCharge: request.serviceCharge,
    fulfilment: request.handover.fulfilment,
    delivery: request.handover.delivery,
    paymentMethod: request.paymentMethod,
    ...(request.scheduledFor ? { scheduledFor: request.scheduledFor } : {}),
    lang: request.lang,
  };
  try {
    const { order } = await api<{ order: Order }>('/api/order/create-order', { method: 'POST', body, headers: { 'Idempotency-Key': orderAttemptKey(user.name, request) } });
    endOrderAttempt();
    return { kind: 'placed', order };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && typeof error.body['total'] === 'number' && typeof error.body['estimatedDeliveryTime'] === 'number') {
      const deliveryFee = typeof error.body['deliveryFee'] === 'number' ? error.body['deliveryFee'] : request.deliveryFee;
      const serviceCharge = typeof error.body['serviceCharge'] === 'number' ? error.body['serviceCharge'] : request.serviceCharge;
      return { kind: 'changed', total: error.body['total'], estimatedDeliveryTime: error.body['estimatedDeliveryTime'], deliveryFee, serviceCharge };
    }
    throw error;
  }
}
