import '../../lib/zod-jitless';
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { PaymentForm } from '#contract/checkout';
import { formatsFor } from '#contract/formats';
import { type GuestPaymentMethod as PaymentMethod, PAYMENT_MAX_LENGTH, PAYMENT_METHODS } from '#contract/order-rules';
import { asciiDigits } from '#contract/phone';
import { fill } from '../../i18n/fill';
import { useLang, useWords } from '../../i18n/react';
import { fieldErrors } from '../../lib/field-errors';
import { offeredMethods } from '../../lib/orders/pay';
import { Latin } from '../../lib/orders/words';
import { fillNodes } from '../shared/fill-nodes';
// A field's message is the contract's English, which the Field shows in the page's words (shared/Field.tsx).
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
  const lang = useLang();
  const words = useWords('checkout');
  const { formatTakaExact, digits } = formatsFor(lang);
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
    const values = formValues(form);
    // A Bkash number typed in Bengali digits is sent in ASCII ones.
    const { data, errors: found } = fieldErrors(PaymentForm, { ...values, ...(values['bkashNumber'] === undefined ? {} : { bkashNumber: asciiDigits(values['bkashNumber']) }) });
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
        {words.steps.payment}
      </h2>
      <form className="checkout-form" noValidate onSubmit={submit} autoComplete="on">
        <fieldset className="methods">
          <legend className="methods-legend">{words.methodLegend}</legend>
          {offered.map((value) => (
            <label key={value} className="method">
              <input type="radio" name="method" value={value} checked={method === value} onChange={() => setMethod(value)} />
              <span>
                <Latin text={words.methods[value]} lang={lang} />
              </span>
            </label>
          ))}
        </fieldset>

        {/* No card fields on our page (PCI DSS): SSLCommerz's secure page takes the card (docs/spec.md, Departures). */}
        {method === 'credit-card' && (
          <p className="method-note">
            <Latin text={words.cardNote} lang={lang} />
          </p>
        )}
        {method === 'bkash' && (
          <>
            <Field form="payment" name="bkashNumber" label={words.bkashNumber} type="tel" inputMode="numeric" autoComplete="tel" maxLength={PAYMENT_MAX_LENGTH.bkashNumber} placeholder={words.phonePlaceholder} error={errors['bkashNumber']} />
            <p className="method-note">
              <Latin text={words.bkashNote} lang={lang} />
            </p>
          </>
        )}
        {method === 'cod' && <p className="method-note">{pickup ? words.cashOnPickup : words.cashOnDelivery}</p>}

        {change && (
          <div className="menu-change" role="alert">
            <p className="menu-change-title">{words.menuChanged}</p>
            <p>
              {fillNodes(words.changeText, {
                total: <strong className="price">{formatTakaExact(change.total + change.serviceCharge + change.deliveryFee)}</strong>,
                fee: change.deliveryFee > 0 ? fill(words.changeFee, { fee: formatTakaExact(change.deliveryFee) }) : '',
                charge: change.serviceCharge > 0 ? fill(words.changeCharge, { charge: formatTakaExact(change.serviceCharge) }) : '',
                minutes: <strong>{fill(words.minutes, { minutes: digits(change.estimatedDeliveryTime) })}</strong>,
              })}
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
            {words.backToDelivery}
          </button>
          <button className="button" type="submit" disabled={placing || blocked} aria-busy={placing}>
            {placing && <span className="spinner" aria-hidden="true" />}
            {change ? words.confirmAndPlace : words.placeOrder}
          </button>
        </div>
      </form>
    </section>
  );
}
