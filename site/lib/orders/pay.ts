import type { OnlineMethod } from '#contract/payment-rules';
import type { Order } from '#contract/order';
import type { OrderPayment, PaymentMethods, StartedPayment } from '#contract/payment';
import { pageLang, pathIn } from '../../i18n/lang';
import { api } from '../api';
import { keepReturnLang } from './return-lang';

// Paying an order online (docs/payments.md): the order exists first (place-order.ts); then the Worker opens the
// payment at the gateway and the guest goes to the gateway's own page. Nothing here holds a card number: the
// card is typed on SSLCommerz's page only. The Bkash number (SPEC §5) goes to bKash as the payer reference.

// The Bkash number, kept for the tab only while its order waits for its payment, so paying again after a
// declined payment needs no typing: it is the payer reference bKash's page opens with, not a secret. (Here, not
// in draft.ts, so that the cart's first view does not carry it.)
const BKASH = 'checkout-bkash';
export const readBkashNumber = () => sessionStorage.getItem(BKASH) ?? '';
const saveBkashNumber = (number: string) => sessionStorage.setItem(BKASH, number);
export const forgetBkashNumber = () => sessionStorage.removeItem(BKASH);

/** The methods this restaurant offers: Cash On Delivery always; a method whose gateway is not set up, never. */
export const offeredMethods = () => api<PaymentMethods>('/api/payment/methods', { anonymous: true }).then((answer) => answer.methods);

/** Opens the payment and sends the browser to the gateway's page; resolves only if it could not. */
export async function payOnline(orderId: string, method: OnlineMethod, bkashNumber?: string): Promise<void> {
  if (method === 'bkash' && bkashNumber) saveBkashNumber(bkashNumber);
  const body = method === 'bkash' ? { orderId, method, payerReference: bkashNumber } : { orderId, method };
  const { redirectUrl } = await api<StartedPayment>('/api/payment/start', { method: 'POST', body });
  // Back from the gateway, a guest who paid from a Bangla page lands on its Bangla twin (./return-lang.ts).
  keepReturnLang();
  window.location.assign(redirectUrl);
}

/**
 * The checkout's way on from a new order paid online: to the gateway's page (this never resolves: the browser
 * leaves), or, when the payment cannot even start, to the order's own view (/cart?order=… in the page's language, in place: the
 * checkout draws it on its next render), where the Worker says what became of it; the order is kept.
 */
export async function payFor(orderId: string, method: OnlineMethod, bkashNumber?: string): Promise<void> {
  try {
    await payOnline(orderId, method, bkashNumber);
    await new Promise<never>(() => {});
  } catch {
    history.replaceState(history.state, '', `${pathIn(pageLang(), '/cart')}?order=${orderId}`);
  }
}

/** Gives up paying online: the same order, as typed, is paid in cash on delivery. */
export const payCash = (orderId: string) => api<{ order: Order }>('/api/payment/cash', { method: 'POST', body: { orderId } }).then((answer) => answer.order);

export const readPayment = (orderId: string) => api<OrderPayment>(`/api/payment/order/${encodeURIComponent(orderId)}`);
