import type { ReactNode } from 'react';
import { formatsFor } from '#contract/formats';
import type { PayLinkOrder } from '#contract/payment';
import { fill } from '../../i18n/fill';
import { type Lang, pathIn } from '../../i18n/lang';
import { useLang, useWords } from '../../i18n/react';
import { fillNodes } from '../shared/fill-nodes';
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
  const words = useWords('pay');
  return (
    <a className={quiet ? 'button button--quiet' : 'button'} href={restaurant.phoneHref}>
      {fill(words.call, { phone: restaurant.phone })}
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

/** The order's tracking page, in the page's language. */
export const trackHref = (orderId: string, lang: Lang) => pathIn(lang, `/track-order/${encodeURIComponent(orderId)}`);

/** Paid, or paid and held for the restaurant to check (the gateway flagged it): the amount, the invoice, the way on. */
export function Paid({ order }: { order: PayLinkOrder }) {
  const lang = useLang();
  const words = useWords('pay');
  const held = order.paymentStatus === 'held';
  const amount = formatsFor(lang).formatTakaExact(amountToPay(order));
  return (
    <section className="pay-result" aria-labelledby={STATUS_TITLE}>
      <SuccessMark />
      <h2 id={STATUS_TITLE} className="pay-result-title" tabIndex={-1}>
        {held ? words.heldTitle : words.paidTitle}
      </h2>
      <p className="pay-result-amount">{fillNodes(words.paidFor, { amount: <span className="price">{amount}</span>, id: <span className="pay-code">{order.orderId}</span> })}</p>
      {held && <p>{words.heldText}</p>}
      {order.invoice && <p>{fillNodes(words.taxInvoice, { number: <span className="pay-code">{order.invoice.number}</span> })}</p>}
      <a className="button" href={trackHref(order.orderId, lang)}>
        {words.trackOrder}
      </a>
    </section>
  );
}

/** Asked about every 2 s while the gateway's answer is on its way; after about 30 s, what to do. */
export function Confirming({ waitedOut, onCheck }: { waitedOut: boolean; onCheck: () => void }) {
  const words = useWords('pay');
  return (
    <section className="pay-panel pay-confirming" aria-labelledby={STATUS_TITLE} aria-busy={!waitedOut}>
      <h2 id={STATUS_TITLE} className="pay-panel-title" tabIndex={-1}>
        {!waitedOut && <span className="spinner" aria-hidden="true" />}
        {words.confirmingTitle}
      </h2>
      <p role="status">{waitedOut ? words.confirmingWaitedOut : words.confirmingWait}</p>
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
          {words.checkAgain}
        </button>
      )}
    </section>
  );
}

/** The last attempt did not go through: why (`gateway`: in the gateway's own words, which are English), and that the form below pays again. */
export function Failed({ reason, gateway = false }: { reason: string; gateway?: boolean }) {
  const lang = useLang();
  const words = useWords('pay');
  return (
    <section className="pay-panel pay-failed" aria-labelledby={STATUS_TITLE}>
      <h2 id={STATUS_TITLE} className="pay-panel-title" tabIndex={-1}>
        {words.failedTitle}
      </h2>
      <p className="pay-reason" role="alert" lang={gateway && lang === 'bn' ? 'en' : undefined}>
        {reason}
      </p>
      <p>{words.failedText}</p>
    </section>
  );
}
