import '../../lib/zod-jitless';
import { type ReactNode, type SubmitEvent, useEffect, useState } from 'react';
import { PaymentForm } from '#contract/checkout';
import * as TOASTS from '../../lib/toasts/messages';
import { type GuestPaymentMethod as PaymentMethod, PAYMENT_LABELS, PAYMENT_MAX_LENGTH } from '#contract/order-rules';
import { EXPIRED_UNPAID, ONLINE_METHODS, type OnlineMethod, UNCONFIRMED_PAYMENT_STATUSES } from '#contract/payment-rules';
import type { OrderPayment } from '#contract/payment';
import { failureMessage } from '../../lib/api';
import { fieldErrors } from '../../lib/field-errors';
import type { PlacedOrder } from '../../lib/orders/draft';
import { forgetBkashNumber, offeredMethods, payCash, payOnline, readBkashNumber, readPayment } from '../../lib/orders/pay';
import { showToast } from '../../lib/toasts/show';
import { Pending } from '../shared/LoginRequired';
import { Field, focusFirstError, formValues } from '../shared/Field';

// The checkout, given an order (/cart?order=…): where the gateway sends the guest back (docs/payments.md), and
// where a payment that could not start lands. It asks the Worker (never the URL the gateway wrote) what became of
// the payment: paid, the success view; declined, cancelled or never finished, what happened, and the same order
// paid again or in cash without typing anything again. Loaded only then: not part of the cart's first view.

/** How long the page asks while the gateway's answer is on its way (the Worker settles it, or the sweep does). */
const ASK_EVERY_MS = 1500;
const ASK_TIMES = 20;

const WHAT_HAPPENED: Record<string, string> = {
  cancelled: 'You cancelled the payment on the payment page. Nothing was charged.',
  failed: 'The payment did not go through. Nothing was charged.',
  expired: 'The payment was not completed in time. Nothing was charged.',
  // Confirmed after the order had stopped waiting for it, or when the kitchen could no longer take it (paused,
  // closed, a dish sold out), or an amount that did not match: never kept.
  refund_pending: 'Your payment was confirmed only when the kitchen could no longer take this order (it had stopped waiting for the payment, paused, closed or sold out a dish), so it is on its way back to you (3-5 business days).',
  refunded: 'Your payment was confirmed only when the kitchen could no longer take this order (it had stopped waiting for the payment, paused, closed or sold out a dish), so it was refunded (it arrives within 3-5 business days).',
  refund_failed: 'Your payment was confirmed only when the kitchen could no longer take this order; we are refunding it and will contact you.',
};

const isPaid = (payment: OrderPayment) => !(UNCONFIRMED_PAYMENT_STATUSES as readonly string[]).includes(payment.paymentStatus);
const isOpen = (payment: OrderPayment) => payment.paymentStatus === 'awaiting' && (payment.latest === null || payment.latest.status === 'initiated');

/**
 * `paid` draws the success view (the checkout's own, passed in: imported here it would leave the checkout's chunk
 * and make the cart's first view heavier).
 */
export default function PaymentReturn({ orderId, paid }: { orderId: string; paid: (order: PlacedOrder) => ReactNode }) {
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
        if (isPaid(now) && now.paymentStatus !== 'cod') showToast(TOASTS.paymentSuccessful);
        if (isOpen(now)) {
          if (left > 0) timer = setTimeout(() => void ask(left - 1), ASK_EVERY_MS);
          else setWaitedOut(true);
        }
      } catch (error) {
        if (!stopped) setFailure(failureMessage(error, 'We could not reach the restaurant to check your payment. Please reload the page.'));
      }
    };
    void ask(ASK_TIMES);
    offeredMethods().then((methods) => setOffered(methods.filter((method) => method !== 'cod')), () => {});
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderId]);

  if (!payment) return failure ? <p className="form-alert" role="alert">{failure}</p> : <Pending label="Checking your payment" />;

  if (isPaid(payment)) {
    forgetBkashNumber();
    return paid({ id: payment.orderId, estimatedDeliveryTime: payment.estimatedDeliveryTime, scheduledFor: payment.scheduledFor, fulfilment: payment.fulfilment, invoice: payment.invoice, vat: payment.vat });
  }

  if (payment.paymentStatus === 'expired') {
    return (
      <section className="panel" aria-labelledby="step-title">
        <h2 id="step-title" className="panel-title" tabIndex={-1}>
          This order expired unpaid
        </h2>
        <p>{EXPIRED_UNPAID}</p>
      </section>
    );
  }

  if (isOpen(payment) && !failure) {
    return (
      <section className="panel" aria-labelledby="step-title" aria-busy={!waitedOut}>
        <h2 id="step-title" className="panel-title" tabIndex={-1}>
          Confirming your payment
        </h2>
        <p role="status">
          {waitedOut
            ? 'The payment service has not confirmed your payment yet. We keep asking: your order appears in your orders once it is paid, and nothing is charged twice.'
            : 'We are asking the payment service whether your payment went through…'}
        </p>
      </section>
    );
  }

  async function again(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { data, errors: found } = fieldErrors(PaymentForm, formValues(form));
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
      setFailure(failureMessage(error, 'We could not reach the restaurant. Your order is kept: try again in a moment.'));
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
      setFailure(failureMessage(error, 'We could not reach the restaurant. Your order is kept: try again in a moment.'));
    } finally {
      setBusy(false);
    }
  }

  const said = payment.latest ? WHAT_HAPPENED[payment.latest.status] : undefined;
  const method: OnlineMethod = payment.paymentMethod === 'bkash' ? 'bkash' : 'credit-card';
  return (
    <section className="panel" aria-labelledby="step-title">
      <h2 id="step-title" className="panel-title" tabIndex={-1}>
        Your payment did not go through
      </h2>
      <p>{said ?? 'The payment could not be started. Nothing was charged.'}</p>
      <p>Your order {payment.orderId} is kept as you placed it: pay again, or pay the rider in cash, without typing anything again.</p>
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <form className="checkout-form" noValidate onSubmit={(event) => void again(event)}>
        <fieldset className="methods">
          <legend className="methods-legend">Pay again by</legend>
          {offered.map((value) => (
            <label key={value} className="method">
              <input type="radio" name="method" value={value} defaultChecked={value === method} />
              <span>{PAYMENT_LABELS[value]}</span>
            </label>
          ))}
        </fieldset>
        {offered.includes('bkash') && (
          <Field form="again" name="bkashNumber" label="Bkash Number (for Bkash)" type="tel" inputMode="numeric" autoComplete="tel" maxLength={PAYMENT_MAX_LENGTH.bkashNumber} defaultValue={readBkashNumber()} placeholder="01XXXXXXXXX" error={errors['bkashNumber']} />
        )}
        <div className="panel-actions">
          <button className="button button--quiet" type="button" onClick={() => void cash()} disabled={busy}>
            Pay Cash On Delivery Instead
          </button>
          <button className="button" type="submit" disabled={busy || offered.length === 0} aria-busy={busy}>
            {busy && <span className="spinner" aria-hidden="true" />}
            Pay Again
          </button>
        </div>
      </form>
    </section>
  );
}
