import * as VALIDATION from '#contract/messages/validation';
import type { PayLinkOrder } from '#contract/payment';
import { asciiDigits } from '#contract/phone';

// The payment link's own rules, by hand rather than with the contract's zod schema (PayLinkStartInput): the page
// opens on a cheap phone over a slow network, and zod would be a third of its script. Each check below accepts
// exactly what that schema accepts, so the Worker never refuses what this page let through (pay-link.test.ts).

/** What a payment link (/pay?order=…&key=…) names: the order, and the key that lets its holder pay it. */
export interface PayLink {
  orderId: string;
  key: string;
}

/** The key as worker/contract/payment.ts makes and checks it: 32 URL-safe characters. */
const KEY = /^[A-Za-z0-9_-]{32}$/;

/** An order id as the Worker writes it (worker/contract/ids.ts). */
const ORDER_ID = /^[0-9A-Z]{12}$/;

/** The link in a page's query string, or null when it names no order or carries no well-formed key. */
export function linkFrom(search: string): PayLink | null {
  const query = new URLSearchParams(search);
  // The link is the Worker's own, its id written as the Worker writes ids: checked by shape only (the Worker reads
  // it with normalizeId), so this page and tracking do not share, and split, the ids module's chunk.
  const orderId = ORDER_ID.test(query.get('order') ?? '') ? (query.get('order') ?? '') : null;
  const key = (query.get('key') ?? '').trim();
  return orderId && KEY.test(key) ? { orderId, key } : null;
}

export const EMAIL_MAX = 50;
// The Worker's words for the same refusals (PayLinkStartInput, and the link's start route for a missing address).
export const EMAIL_MESSAGES = {
  required: 'An e-mail address is required: the card’s receipt goes there',
  tooLong: 'E-mail must be at most 50 characters',
  invalid: VALIDATION.profileEmail,
} as const;

/** zod's own e-mail pattern (z.email(), which the Worker checks with), copied so the browser needs no zod. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The e-mail the card's receipt goes to, trimmed, or the message that says what is wrong with it. */
export function checkEmail(value: string): { value: string } | { error: string } {
  const email = value.trim();
  if (!email) return { error: EMAIL_MESSAGES.required };
  if (email.length > EMAIL_MAX) return { error: EMAIL_MESSAGES.tooLong };
  return EMAIL.test(email) ? { value: email } : { error: EMAIL_MESSAGES.invalid };
}

/**
 * The bKash wallet number as the Worker takes it (11 digits, SPEC §5's messages), or what is wrong with it. A
 * number copied from a phone's contacts often comes spaced, dashed or with the country code (+880 1712-345678),
 * or typed in Bengali digits (০১৭১২…): those are read as the 11 ASCII digits they stand for rather than refused.
 */
export function checkBkashNumber(value: string): { value: string } | { error: string } {
  const typed = asciiDigits(value.trim());
  if (!typed) return { error: VALIDATION.bkashRequired };
  const digits = typed.replace(/[\s-]/g, '').replace(/^\+?88(?=01\d{9}$)/, '');
  return /^\d{11}$/.test(digits) ? { value: digits } : { error: VALIDATION.bkash };
}

/** Taka: what the guest pays for the order, the dishes, the service charge and the delivery fee together. */
export const amountToPay = (order: Pick<PayLinkOrder, 'total' | 'deliveryFee' | 'serviceCharge'>): number => order.total + order.serviceCharge + order.deliveryFee;

/**
 * What the page shows for the order as the Worker last told it: `pay` the form; `confirming` while the gateway's
 * answer is on its way (the guest just came back from its page); `failed` what went wrong and the form again;
 * `paid`, `held` (paid, the restaurant checks it), `expired` (not paid in time); `nothing` for an order with
 * nothing to pay online (cash, or a payment already given back).
 */
export type Stage = 'pay' | 'confirming' | 'failed' | 'paid' | 'held' | 'expired' | 'nothing';

export function stageOf(order: Pick<PayLinkOrder, 'paymentStatus' | 'latest'>): Stage {
  switch (order.paymentStatus) {
    case 'paid':
    case 'held':
    case 'expired':
    case 'failed':
      return order.paymentStatus;
    case 'awaiting': {
      const attempt = order.latest?.status;
      // An attempt the gateway settled a moment ago, but the order not yet: a poll later it is.
      if (attempt === 'initiated' || attempt === 'paid' || attempt === 'held') return 'confirming';
      if (attempt === 'failed' || attempt === 'cancelled' || attempt === 'expired') return 'failed';
      return 'pay';
    }
    default:
      return 'nothing';
  }
}

/** The gateway's reason, or ours (`reasons`, the page's words), for the attempt that did not go through. */
export function whatWentWrong(latest: PayLinkOrder['latest'], reasons: { cancelled: string; expired: string; failed: string }): string {
  if (latest?.lastError) return latest.lastError;
  if (latest?.status === 'cancelled') return reasons.cancelled;
  if (latest?.status === 'expired') return reasons.expired;
  return reasons.failed;
}
