import '../../lib/zod-jitless';
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { PaymentForm } from '#contract/checkout';
import { CHECKOUT } from '#contract/messages/checkout';
import { type GuestPaymentMethod as PaymentMethod, PAYMENT_LABELS, PAYMENT_MAX_LENGTH, PAYMENT_METHODS } from '#contract/order-rules';
import { fieldErrors } from '../../lib/field-errors';
import { formatTakaExact } from '../../lib/format';
import { offeredMethods } from '../../lib/orders/pay';
import { Field, focusFirstError, formValues } from '../shared/Field';

export interface MenuChange {
  total: number;
  estimatedDeliveryTime: number;
  deliveryFee: number;
  serviceCharge: number;
}

interface Props {
  placing: boolean;
  /** The server's figures after the menu changed, waiting for the guest's consent. */
  change: MenuChange | null;
  failure: string | null;
  blocked: boolean;
  /** Collected from the restaurant: cash is paid at the counter, not to a rider. */
  pickup?: boolean;
  onBack: () => void;
  /**
   * Called with the method, and for Bkash the number typed (SPEC §5), which goes to bKash as the payer reference.
   * No card number is ever typed here: the card is entered on SSLCommerz's page (docs/payments.md).
   */
  onPlace: (method: PaymentMethod, accept?: MenuChange, bkashNumber?: string) => void;
}

/** SPEC §2 "Payment step" and §5: Credit Card, Bkash or Cash On Delivery, then 'Place Order'. */
export default function PaymentStep({ placing, change, failure, blocked, pickup = false, onBack, onPlace }: Props) {
  const [method, setMethod] = useState<PaymentMethod>('credit-card');
  // The methods this restaurant has set up (a gateway that is not is never offered); the spec's three until known.
  const [offered, setOffered] = useState<readonly PaymentMethod[]>(PAYMENT_METHODS);
  useEffect(() => {
    offeredMethods().then((methods) => {
      setOffered(methods);
      setMethod((chosen) => (methods.includes(chosen) ? chosen : (methods[0] ?? 'cod')));
    }, () => {});
  }, []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A second click in the same instant must not start a second request (the key would still make it one order).
  const busy = useRef(false);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || placing) return;
    const form = event.currentTarget;
    const { data, errors: found } = fieldErrors(PaymentForm, formValues(form));
    setErrors(found);
    if (!data) {
      focusFirstError(form, found);
      return;
    }
    busy.current = true;
    onPlace(data.method, change ?? undefined, data.method === 'bkash' ? data.bkashNumber : undefined);
    queueMicrotask(() => (busy.current = false));
  }

  return (
    <section className="panel" aria-labelledby="step-title">
      <h2 id="step-title" className="panel-title" tabIndex={-1}>
        {CHECKOUT.steps.payment}
      </h2>
      <form className="checkout-form" noValidate onSubmit={submit} autoComplete="on">
        <fieldset className="methods">
          <legend className="methods-legend">Payment method</legend>
          {offered.map((value) => (
            <label key={value} className="method">
              <input type="radio" name="method" value={value} checked={method === value} onChange={() => setMethod(value)} />
              <span>{PAYMENT_LABELS[value]}</span>
            </label>
          ))}
        </fieldset>

        {/* No card fields on our page (PCI DSS): SSLCommerz's secure page takes the card (docs/spec.md, Departures). */}
        {method === 'credit-card' && <p className="method-note">You will enter your card on SSLCommerz’s secure page, then come back here. Your card number is never typed on our site.</p>}
        {method === 'bkash' && (
          <>
            <Field form="payment" name="bkashNumber" label="Bkash Number" type="tel" inputMode="numeric" autoComplete="tel" maxLength={PAYMENT_MAX_LENGTH.bkashNumber} placeholder="01XXXXXXXXX" error={errors['bkashNumber']} />
            <p className="method-note">You will confirm the payment with your PIN on bKash’s page, then come back here.</p>
          </>
        )}
        {method === 'cod' && <p className="method-note">{pickup ? 'Pay in cash when you collect your order.' : 'Pay the rider in cash when your order arrives.'}</p>}

        {change && (
          <div className="menu-change" role="alert">
            <p className="menu-change-title">The menu has changed since you opened it.</p>
            <p>
              Your order now comes to <strong className="price">{formatTakaExact(change.total + change.serviceCharge + change.deliveryFee)}</strong>
              {change.deliveryFee > 0 ? ` including the ${formatTakaExact(change.deliveryFee)} delivery fee` : ''}
              {change.serviceCharge > 0 ? ` and the ${formatTakaExact(change.serviceCharge)} service charge` : ''}, and will take about{' '}
              <strong>{change.estimatedDeliveryTime} minutes</strong>. Please check the summary, then confirm.
            </p>
          </div>
        )}
        {failure && (
          <p className="form-alert" role="alert">
            {failure}
          </p>
        )}

        <div className="panel-actions">
          <button className="button button--quiet" type="button" onClick={onBack} disabled={placing}>
            Back to Delivery
          </button>
          <button className="button" type="submit" disabled={placing || blocked} aria-busy={placing}>
            {placing && <span className="spinner" aria-hidden="true" />}
            {change ? `Confirm and ${CHECKOUT.placeOrder}` : CHECKOUT.placeOrder}
          </button>
        </div>
      </form>
    </section>
  );
}
