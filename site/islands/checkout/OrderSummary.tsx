import { CHECKOUT } from '#contract/messages/checkout';
import { deliveryTime, formatTakaExact } from '../../lib/format';
import type { ReviewedCart } from '../../lib/orders/catalogue';
import type { Quote } from '../../lib/orders/quote';

/**
 * SPEC §2: the order summary card on every step but success — lines, Subtotal, Delivery Fee, Total. The fee and
 * the time follow the guest's choice: the area's, or none for a pickup; before an area is chosen, the total waits.
 */
export function OrderSummary({ review, quote, scheduledFor = null }: { review: ReviewedCart; quote: Quote; scheduledFor?: string | null }) {
  const pickup = quote.fulfilment === 'pickup';
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
        {quote.serviceCharge > 0 && (
          <div>
            <dt>Service charge</dt>
            <dd className="price">{formatTakaExact(quote.serviceCharge)}</dd>
          </div>
        )}
        <div>
          <dt>{pickup ? CHECKOUT.pickupChoice : quote.area ? `Delivery Fee (${quote.area.name})` : 'Delivery Fee'}</dt>
          <dd className={quote.fee === null ? 'summary-pending' : 'price'}>{pickup ? CHECKOUT.pickupFee : quote.fee === null ? CHECKOUT.chooseAreaForFee : formatTakaExact(quote.fee)}</dd>
        </div>
        <div className="summary-total">
          <dt>Total</dt>
          <dd className="price">{formatTakaExact(review.subtotal + quote.serviceCharge + (quote.fee ?? 0))}</dd>
        </div>
      </dl>
      <p className="summary-vat">Prices include VAT.</p>
      {/* An order scheduled ahead arrives at its time, not "in about N minutes". */}
      {scheduledFor ? (
        <p className="summary-time">{pickup ? CHECKOUT.pickupAt(deliveryTime(scheduledFor)) : CHECKOUT.deliveryAt(deliveryTime(scheduledFor))}</p>
      ) : (
        quote.minutes > 0 && <p className="summary-time">{pickup ? CHECKOUT.pickupReadyIn(quote.minutes) : `Ready at your door in about ${quote.minutes} minutes.`}</p>
      )}
    </aside>
  );
}
