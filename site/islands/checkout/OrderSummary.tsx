import { formatsFor } from '#contract/formats';
import { fill } from '../../i18n/fill';
import { useLang, useWords } from '../../i18n/react';
import type { ReviewedCart } from '../../lib/orders/catalogue';
import type { Quote } from '../../lib/orders/quote';

/**
 * SPEC §2: the order summary card on every step but success — lines, Subtotal, Delivery Fee, Total. The fee and
 * the time follow the guest's choice: the area's, or none for a pickup; before an area is chosen, the total waits.
 */
export function OrderSummary({ review, quote, scheduledFor = null }: { review: ReviewedCart; quote: Quote; scheduledFor?: string | null }) {
  const words = useWords('checkout');
  const { formatTakaExact, deliveryTime, digits } = formatsFor(useLang());
  const pickup = quote.fulfilment === 'pickup';
  const minutes = { minutes: digits(quote.minutes) };
  return (
    <aside className="summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="summary-title">
        {words.summaryTitle}
      </h2>
      <ul className="summary-lines" role="list">
        {review.lines.map((line) => (
          <li key={line.id} className={line.unavailable ? 'summary-line summary-line--off' : 'summary-line'}>
            <span>
              {digits(line.quantity)} × {line.name}
            </span>
            <span className="price">{formatTakaExact(line.currentPrice * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="summary-totals">
        <div>
          <dt>{words.subtotal}</dt>
          <dd className="price">{formatTakaExact(review.subtotal)}</dd>
        </div>
        {quote.serviceCharge > 0 && (
          <div>
            <dt>{words.serviceCharge}</dt>
            <dd className="price">{formatTakaExact(quote.serviceCharge)}</dd>
          </div>
        )}
        <div>
          <dt>{pickup ? words.pickupChoice : quote.area ? fill(words.deliveryFeeTo, { area: quote.area.name }) : words.deliveryFee}</dt>
          <dd className={quote.fee === null ? 'summary-pending' : 'price'}>{pickup ? words.pickupFee : quote.fee === null ? words.chooseAreaForFee : formatTakaExact(quote.fee)}</dd>
        </div>
        <div className="summary-total">
          <dt>{words.total}</dt>
          <dd className="price">{formatTakaExact(review.subtotal + quote.serviceCharge + (quote.fee ?? 0))}</dd>
        </div>
      </dl>
      <p className="summary-vat">{words.pricesIncludeVat}</p>
      {/* An order scheduled ahead arrives at its time, not "in about N minutes". */}
      {scheduledFor ? (
        <p className="summary-time">{fill(pickup ? words.pickupAt : words.deliveryAt, { when: deliveryTime(scheduledFor) })}</p>
      ) : (
        quote.minutes > 0 && <p className="summary-time">{fill(pickup ? words.pickupReadyIn : words.atYourDoorIn, minutes)}</p>
      )}
    </aside>
  );
}
