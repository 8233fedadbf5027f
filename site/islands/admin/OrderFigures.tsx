import { CHECKOUT } from '#contract/messages/checkout';
import { deliveryTime, formatTakaExact } from '../../lib/format';
import type { Figures } from './take-order';
import * as TAKE from './take-order-messages';

interface Props {
  figures: Figures;
  pickup: boolean;
  /** The delivery area's name; null while a delivery has none chosen (no fee yet). */
  area: string | null;
  /** The slot the order is for (ISO instant); null: as soon as possible. */
  at: string | null;
  /** What the form says after a send: a refusal, or (`changed`) the Worker's new figures to read out. */
  alert: string | null;
  changed: boolean;
  sending: boolean;
}

/** The figures staff read to the guest, as the Worker will charge them, and the one button that sends the order. */
export function OrderFigures({ figures, pickup, area, at, alert, changed, sending }: Props) {
  const feeKnown = pickup || area !== null;
  return (
    <aside className="take-summary" aria-labelledby="take-summary-title">
      <h3 id="take-summary-title" className="take-summary-title">
        {TAKE.summaryHeading}
      </h3>
      <dl className="take-totals">
        <div>
          <dt>{TAKE.subtotal}</dt>
          <dd className="price">{formatTakaExact(figures.total)}</dd>
        </div>
        {figures.serviceCharge > 0 && (
          <div>
            <dt>{TAKE.serviceCharge}</dt>
            <dd className="price">{formatTakaExact(figures.serviceCharge)}</dd>
          </div>
        )}
        <div>
          <dt>{pickup ? CHECKOUT.pickupChoice : area ? `${TAKE.deliveryFee} (${area})` : TAKE.deliveryFee}</dt>
          <dd className={feeKnown ? 'price' : 'take-muted'}>{pickup ? TAKE.noFee : feeKnown ? formatTakaExact(figures.deliveryFee) : TAKE.chooseArea}</dd>
        </div>
        <div className="take-total">
          <dt>{TAKE.toPay}</dt>
          <dd className="price">{formatTakaExact(figures.total + figures.serviceCharge + (feeKnown ? figures.deliveryFee : 0))}</dd>
        </div>
      </dl>
      <p className="take-muted take-vat">{TAKE.vatIncluded}</p>
      {figures.estimatedDeliveryTime > 0 && <p className="take-time">{at ? TAKE.at(deliveryTime(at)) : TAKE.readyIn(figures.estimatedDeliveryTime)}</p>}
      <div role="alert" className="take-alert">
        {alert && <p className={changed ? 'take-changed' : 'form-alert'}>{alert}</p>}
      </div>
      {/* aria-disabled, not disabled: the button keeps its focus while the order is on its way, and a second tap waits. */}
      <button className="button take-submit" type="submit" aria-disabled={sending} aria-busy={sending}>
        {sending ? TAKE.submitting : TAKE.submit}
      </button>
    </aside>
  );
}
