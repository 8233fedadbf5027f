import type { ReactNode } from 'react';
import type { PayLinkOrder } from '#contract/payment';
import { formatTakaExact } from '../../lib/format';
import { SuccessMark } from '../shared/ConfirmationParts';
import { amountToPay } from './pay-link';

/** The restaurant as the guest reaches it when the link cannot help: its name and its phone, to call. */
export interface Restaurant {
  name: string;
  phone: string;
  /** `tel:` and the digits (site/content/site.ts, telephoneHref). */
  phoneHref: string;
}

/** The heading of whatever the page says about the payment: focused when it changes (usePaymentHeading). */
export const STATUS_TITLE = 'pay-status-title';

export function CallButton({ restaurant, quiet = false }: { restaurant: Restaurant; quiet?: boolean }) {
  return (
    <a className={quiet ? 'button button--quiet' : 'button'} href={restaurant.phoneHref}>
      Call {restaurant.phone}
    </a>
  );
}

/** A centred card for what ends the way to paying here: a link not valid, an order expired, nothing to pay. */
export function Notice({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <section className="notice-card pay-notice" aria-labelledby={STATUS_TITLE}>
      <h2 id={STATUS_TITLE} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <div className="notice-actions">{actions}</div>
    </section>
  );
}

export const trackHref = (orderId: string) => `/track-order/${encodeURIComponent(orderId)}`;

/** Paid, or paid and held for the restaurant to check (the gateway flagged it): the amount, the invoice, the way on. */
export function Paid({ order }: { order: PayLinkOrder }) {
  const held = order.paymentStatus === 'held';
  const amount = formatTakaExact(amountToPay(order));
  return (
    <section className="pay-result" aria-labelledby={STATUS_TITLE}>
      <SuccessMark />
      <h2 id={STATUS_TITLE} className="pay-result-title" tabIndex={-1}>
        {held ? 'Paid. The restaurant is checking your payment.' : 'Paid. Thank you — the kitchen has your order.'}
      </h2>
      <p className="pay-result-amount">
        <span className="price">{amount}</span> paid for order <span className="pay-code">{order.orderId}</span>
      </p>
      {held && (
        <p>
          The payment service asked the restaurant to look at this payment before the kitchen starts on your order. There is nothing more for you to do: we will call you if
          anything is needed.
        </p>
      )}
      {order.invoice && (
        <p>
          Tax invoice <span className="pay-code">{order.invoice.number}</span>
        </p>
      )}
      <a className="button" href={trackHref(order.orderId)}>
        Track your order
      </a>
    </section>
  );
}

/** Asked about every 2 s while the gateway's answer is on its way; after about 30 s, what to do. */
export function Confirming({ waitedOut, onCheck }: { waitedOut: boolean; onCheck: () => void }) {
  return (
    <section className="pay-panel pay-confirming" aria-labelledby={STATUS_TITLE} aria-busy={!waitedOut}>
      <h2 id={STATUS_TITLE} className="pay-panel-title" tabIndex={-1}>
        {!waitedOut && <span className="spinner" aria-hidden="true" />}
        Confirming your payment…
      </h2>
      <p role="status">
        {waitedOut
          ? 'The payment service has not confirmed your payment yet. If you paid, there is nothing more to do: the kitchen gets your order as soon as it is confirmed, and nothing is charged twice. If you left the payment page without paying, you can pay again below.'
          : 'We are asking the payment service whether your payment went through. This takes a few seconds.'}
      </p>
      {waitedOut && (
        <button
          className="button button--quiet"
          type="button"
          onClick={() => {
            // The button goes while the page asks again: focus waits on the heading rather than on nothing.
            document.getElementById(STATUS_TITLE)?.focus();
            onCheck();
          }}
        >
          Check again
        </button>
      )}
    </section>
  );
}

/** The last attempt did not go through: why, and that the form below pays again. */
export function Failed({ reason }: { reason: string }) {
  return (
    <section className="pay-panel pay-failed" aria-labelledby={STATUS_TITLE}>
      <h2 id={STATUS_TITLE} className="pay-panel-title" tabIndex={-1}>
        Your payment did not go through
      </h2>
      <p className="pay-reason" role="alert">
        {reason}
      </p>
      <p>Your order is kept as it was taken. You can try again below.</p>
    </section>
  );
}
