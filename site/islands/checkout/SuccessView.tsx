import { CHECKOUT } from '../../../worker/contract/messages/checkout';
import * as TOASTS from '../../../worker/contract/messages/toasts';
import type { PlacedOrder } from '../../lib/orders/draft';
import { showToast } from '../../lib/toast';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** SPEC §2 "Success view": the order's id (a click copies it), its time, and the ways on. */
export function SuccessView({ order }: { order: PlacedOrder }) {
  return (
    <section className="success" aria-labelledby="step-title">
      <svg className="success-mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="none" stroke="currentColor" strokeWidth="1.2" />
        <path d="m20 33 8 8 16-18" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 id="step-title" className="success-title" tabIndex={-1}>
        {CHECKOUT.placedTitle}
      </h2>
      <p>{CHECKOUT.placedText}</p>
      <p className="success-time">{CHECKOUT.estimatedTime(order.estimatedDeliveryTime)}</p>
      <div className="success-id">
        <span className="caps-heading" id="order-id-label">
          Order ID
        </span>
        <button
          type="button"
          className="order-id"
          aria-describedby="order-id-label order-id-hint"
          onClick={() => void copy(order.id).then((copied) => copied && showToast(TOASTS.orderIdCopied))}
        >
          {order.id}
        </button>
        <span className="success-hint" id="order-id-hint">
          Click to copy it: it is all you need to follow your order.
        </span>
      </div>
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
