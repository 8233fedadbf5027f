import type { OnlineMethod } from '../../../worker/contract/payment-rules';
import type { Order } from '../../../worker/contract/order';
import type { OrderPayment, PaymentMethods, StartedPayment } from '../../../worker/contract/payment';
import { api, failureMessage } from '../api';
import { saveBkashNumber } from './draft';

// Paying an order online (docs/payments.md): the order exists first (place-order.ts); then the Worker opens the
// payment at the gateway and the guest goes to the gateway's own page. Nothing here holds a card number: the
// card is typed on SSLCommerz's page only. The Bkash number (SPEC §5) goes to bKash as the payer reference.

/** The methods this restaurant offers: Cash On Delivery always; a method whose gateway is not set up, never. */
export const offeredMethods = () => api<PaymentMethods>('/api/payment/methods', { anonymous: true }).then((answer) => answer.methods);

/** Opens the payment and sends the browser to the gateway's page; resolves only if it could not. */
export async function payOnline(orderId: string, method: OnlineMethod, bkashNumber?: string): Promise<void> {
  const body = method === 'bkash' ? { orderId, method, payerReference: bkashNumber } : { orderId, method };
  const { redirectUrl } = await api<StartedPayment>('/api/payment/start', { method: 'POST', body });
  window.location.assign(redirectUrl);
}

/**
 * The checkout's way on from a new order paid online: to the gateway's page (this never resolves: the browser
 * leaves), or, when the payment cannot even start, the words that say why (the order is kept). The Bkash number
 * is kept for the tab, so paying again needs no typing.
 */
export async function payFor(orderId: string, method: OnlineMethod, bkashNumber?: string): Promise<string> {
  if (method === 'bkash' && bkashNumber) saveBkashNumber(bkashNumber);
  try {
    await payOnline(orderId, method, bkashNumber);
    return await new Promise<never>(() => {});
  } catch (error) {
    history.replaceState(history.state, '', `/cart?order=${orderId}`);
    return failureMessage(error, 'We could not reach the payment service. Your order is kept and nothing was charged.');
  }
}

/** Gives up paying online: the same order, as typed, is paid in cash on delivery. */
export const payCash = (orderId: string) => api<{ order: Order }>('/api/payment/cash', { method: 'POST', body: { orderId } }).then((answer) => answer.order);

export const readPayment = (orderId: string) => api<OrderPayment>(`/api/payment/order/${encodeURIComponent(orderId)}`);
