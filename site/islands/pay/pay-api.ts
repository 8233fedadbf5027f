import type { PayLinkOrder, PayLinkStartInput, StartedPayment } from '#contract/payment';
import { type Lang, readIn } from '../../i18n/lang';
import { ApiError, answer, send } from '../../lib/http';
import type { PayLink } from './pay-link';

// The payment link's two calls (docs/payments.md). The guest holding the link is nobody to the Worker: the key is
// their right to this order, so the calls go through the bare wire (lib/http.ts), never lib/api.ts, which would
// bring the session and the identity provider's loader to a page that has no use for them.

export { ApiError };

/** The order as its bill reads, its dishes named in the page's language, and where its payment stands; an ApiError 404 for a wrong id or key. */
export async function readLinkOrder({ orderId, key }: PayLink, lang: Lang): Promise<PayLinkOrder> {
  return answer<PayLinkOrder>(await send(readIn(lang, `/api/payment/link/${encodeURIComponent(orderId)}?key=${encodeURIComponent(key)}`)));
}

/** Opens the payment at the gateway: where to send the guest to pay. */
export async function startLinkPayment(input: PayLinkStartInput): Promise<StartedPayment> {
  return answer<StartedPayment>(await send('/api/payment/link/start', { method: 'POST', body: input }));
}

// What a failed call says to the guest is the island's `useSay().failure` (shared/use-say.ts): the Worker's words
// for a refusal in the page's language, else the page's words for a call that could not reach it.
