import { CHECKOUT } from '#contract/messages/checkout';
import * as TOASTS from '../../lib/toasts/messages';
import type { PlacedOrder } from '../../lib/orders/draft';
import { CopyId, SuccessMark } from '../shared/ConfirmationParts';
import { VerifyEmail } from '../shared/VerifyEmail';

/**
 * SPEC §2 "Success view": the order's id (a click copies it), its time, and the ways on; for an account whose
 * address is not verified yet, the prompt to verify it: the receipt waits for it.
 */
export function SuccessView({ order, unverified }: { order: PlacedOrder; unverified: boolean }) {
  return (
    <section className="success" aria-labelledby="step-title">
      <SuccessMark />
      <h2 id="step-title" className="success-title" tabIndex={-1}>
        {CHECKOUT.placedTitle}
      </h2>
      <p>{CHECKOUT.placedText}</p>
      <p className="success-time">{CHECKOUT.estimatedTime(order.estimatedDeliveryTime)}</p>
      {unverified && <VerifyEmail headingLevel={3} />}
      <CopyId id={order.id} label="Order ID" copied={TOASTS.orderIdCopied} hint="Click to copy it: it is all you need to follow your order." />
      <div className="notice-actions">
        <a className="button" href={`/track-order/${order.id}`}>
          Track Order
        </a>
        <a className="button button--quiet" href="/menu">
          {CHECKOUT.orderSomethingElse}
        </a>
      </div>
    </section>
  );
}
