import '../../lib/zod-jitless';
import { type ReactNode, type SubmitEvent, useEffect, useState } from 'react';
import { PaymentForm } from '#contract/checkout';
import { type GuestPaymentMethod as PaymentMethod, PAYMENT_MAX_LENGTH } from '#contract/order-rules';
import { ONLINE_METHODS, type OnlineMethod, UNCONFIRMED_PAYMENT_STATUSES } from '#contract/payment-rules';
import type { OrderPayment } from '#contract/payment';
import { asciiDigits } from '#contract/phone';
import { fill } from '../../i18n/fill';
import { useLang, useWords } from '../../i18n/react';
import { fieldErrors } from '../../lib/field-errors';
import { Latin } from '../../lib/orders/words';
import type { PlacedOrder } from '../../lib/orders/draft';
import { forgetBkashNumber, offeredMethods, payCash, payOnline, readBkashNumber, readPayment } from '../../lib/orders/pay';
import { showToast } from '../../lib/toasts/show';
import { Pending } from '../shared/LoginRequired';
// A field's message is the contract's English, which the Field shows in the page's words (shared/Field.tsx).
import { Field, focusFirstError, formValues } from '../shared/Field';
import { useSay } from '../shared/use-say';

// The checkout, given an order (/cart?order=…): where the gateway sends the guest back (docs/payments.md), and
// where a payment that could not start lands. It asks the Worker (never the URL the gateway wrote) what became of
// the payment: paid, the success view; declined, cancelled or never finished, what happened, and the same order
// paid again or in cash without typing anything again. Loaded only then: not part of the cart's first view.

/** How long the page asks while the gateway's answer is on its way (the Worker settles it, or the sweep does). */
const ASK_EVERY_MS = 1500;
const ASK_TIMES = 20;

/**
 * What became of the last attempt, by its status: the checkout's words `returned` (cancelled, failed, expired; and
 * confirmed after the order had stopped waiting for it, or when the kitchen could no longer take it (paused,
 * closed, a dish sold out), or an amount that did not match: never kept, so refund_pending, refunded, refund_failed).
 */
const whatHappened = (returned: Record<string, string>, status: string): string | undefined => (Object.hasOwn(returned, status) ? returned[status] : undefined);

const isPaid = (payment: OrderPayment) => !(UNCONFIRMED_PAYMENT_STATUSES as readonly string[]).includes(payment.paymentStatus);
const isOpen = (payment: OrderPayment) => payment.paymentStatus === 'awaiting' && (payment.latest === null || payment.latest.status === 'initiated');

/**
 * `paid` draws the success view (the checkout's own, passed in: imported here it would leave the checkout's chunk
 * and make the cart's first view heavier).
 */
export default function PaymentReturn({ orderId, paid }: { orderId: string; paid: (order: PlacedOrder) => ReactNode }) {
  const lang = useLang();
  const words = useWords('checkout');
  const say = useSay();
  const [payment, setPayment] = useState<OrderPayment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [waitedOut, setWaitedOut] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [offered, setOffered] = useState<readonly PaymentMethod[]>(ONLINE_METHODS);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (left: number) => {
      try {
        const now = await readPayment(orderId);
        if (stopped) return;
        setPayment(now);
        if (isPaid(now) && now.paymentStatus !== 'cod') showToast(words.paymentSuccessful);
        if (isOpen(now)) {
          if (left > 0) timer = setTimeout(() => void ask(left - 1), ASK_EVERY_MS);
          else setWaitedOut(true);
        }
      } catch (error) {
        if (!stopped) setFailure(say.failure(error, words.checkUnreachable));
      }
    };
    void ask(ASK_TIMES);
    offeredMethods().then((methods) => setOffered(methods.filter((method) => method !== 'cod')), () => {});
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // The words are the page's, the same for as long as it is open: the payment is asked about once per order.
  }, [orderId]);

  if (!payment) return failure ? <p className="form-alert" role="alert">{failure}</p> : <Pending label={words.checkingPayment} />;

  if (isPaid(payment)) {
    forgetBkashNumber();
    return paid({ id: payment.orderId, estimatedDeliveryTime: payment.estimatedDeliveryTime, scheduledFor: payment.scheduledFor, fulfilment: payment.fulfilment, invoice: payment.invoice, vat: payment.vat });
  }

  if (payment.paymentStatus === 'expired') {
    return (
      <section className="panel" aria-labelledby="step-title">
        <h2 id="step-title" className="panel-title" tabIndex={-1}>
          {words.expiredTitle}
        </h2>
        <p>{words.expiredUnpaid}</p>
      </section>
    );
  }

  if (isOpen(payment) && !failure) {
    return (
      <section className="panel" aria-labelledby="step-title" aria-busy={!waitedOut}>
        <h2 id="step-title" className="panel-title" tabIndex={-1}>
          {words.confirmingTitle}
        </h2>
        <p role="status">{waitedOut ? words.confirmingWaitedOut : words.confirmingWait}</p>
      </section>
    );
  }

  async function again(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    // A Bkash number typed in Bengali digits is sent in ASCII ones.
    const { data, errors: found } = fieldErrors(PaymentForm, { ...values, ...(values['bkashNumber'] === undefined ? {} : { bkashNumber: asciiDigits(values['bkashNumber']) }) });
    setErrors(found);
    if (!data || data.method === 'cod') {
      focusFirstError(form, found);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await payOnline(orderId, data.method as OnlineMethod, data.method === 'bkash' ? data.bkashNumber : undefined);
    } catch (error) {
      setFailure(say.failure(error, words.keptUnreachable));
      setBusy(false);
    }
  }

  async function cash() {
    setBusy(true);
    setFailure(null);
    try {
      await payCash(orderId);
      setPayment(await readPayment(orderId));
    } catch (error) {
      setFailure(say.failure(error, words.keptUnreachable));
    } finally {
      setBusy(false);
    }
  }

  const said = payment.latest ? whatHappened(words.returned, payment.latest.status) : undefined;
  const method: OnlineMethod = payment.paymentMethod === 'bkash' ? 'bkash' : 'credit-card';
  return (
    <section className="panel" aria-labelledby="step-title">
      <h2 id="step-title" className="panel-title" tabIndex={-1}>
        {words.notThroughTitle}
      </h2>
      <p>{said ?? words.notStarted}</p>
      <p>{fill(words.orderKept, { id: payment.orderId })}</p>
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <form className="checkout-form" noValidate onSubmit={(event) => void again(event)}>
        <fieldset className="methods">
          <legend className="methods-legend">{words.payAgainBy}</legend>
          {offered.map((value) => (
            <label key={value} className="method">
              <input type="radio" name="method" value={value} defaultChecked={value === method} />
              <span>
                <Latin text={words.methods[value]} lang={lang} />
              </span>
            </label>
          ))}
        </fieldset>
        {offered.includes('bkash') && (
          <Field form="again" name="bkashNumber" label={words.bkashNumberForBkash} type="tel" inputMode="numeric" autoComplete="tel" maxLength={PAYMENT_MAX_LENGTH.bkashNumber} defaultValue={readBkashNumber()} placeholder={words.phonePlaceholder} error={errors['bkashNumber']} />
        )}
        <div className="panel-actions">
          <button className="button button--quiet" type="button" onClick={() => void cash()} disabled={busy}>
            {words.payCashInstead}
          </button>
          <button className="button" type="submit" disabled={busy || offered.length === 0} aria-busy={busy}>
            {busy && <span className="spinner" aria-hidden="true" />}
            {words.payAgain}
          </button>
        </div>
      </form>
    </section>
  );
}
