import { DELIVERY_FEE } from '#contract/order-rules';
import { CHECKOUT } from '#contract/messages/checkout';
import { deliveryTime, formatTakaExact } from '../../lib/format';
import type { ReviewedCart } from '../../lib/orders/catalogue';

/** SPEC §2: the order summary card on every step but success — lines, Subtotal, Delivery Fee, Total. */
export function OrderSummary({ review, scheduledFor = null }: { review: ReviewedCart; scheduledFor?: string | null }) {
  return (
    <aside className="summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="summary-title">
        Order Summary
      </h2>
      <ul className="summary-lines" role="list">
        {review.lines.map((line) => (
          <li key={line.id} className={line.unavailable ? 'summary-line summary-line--off' : 'summary-line'}>
            <span>
              {line.quantity} × {line.name}
            </span>
            <span className="price">{formatTakaExact(line.currentPrice * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="summary-totals">
        <div>
          <dt>Subtotal</dt>
          <dd className="price">{formatTakaExact(review.subtotal)}</dd>
        </div>
        <div>
          <dt>Delivery Fee</dt>
          <dd className="price">{formatTakaExact(DELIVERY_FEE)}</dd>
        </div>
        <div className="summary-total">
          <dt>Total</dt>
          <dd className="price">{formatTakaExact(review.subtotal + DELIVERY_FEE)}</dd>
        </div>
      </dl>
      {/* An order scheduled ahead arrives at its time, not "in about N minutes". */}
      {scheduledFor ? (
        <p className="summary-time">{CHECKOUT.deliveryAt(deliveryTime(scheduledFor))}</p>
      ) : (
        review.estimatedDeliveryTime > 0 && <p className="summary-time">Ready at your door in about {review.estimatedDeliveryTime} minutes.</p>
      )}
    </aside>
  );
}
