import { formatsFor } from '#contract/formats';
import { invoiceFigures, percentLabel } from '#contract/invoice';
import type { Order } from '#contract/order';
import type { IslandWords } from '../../i18n/catalog';
import { fill } from '../../i18n/fill';
import { pathIn } from '../../i18n/lang';
import { useLang, useWords, WordsProvider } from '../../i18n/react';
import { type InvoiceHouse, noInvoiceWhy, type NoInvoiceWhy } from '../../lib/orders/invoice-words';
import { useOrderInUrl } from '../../lib/orders/use-order-in-url';
import { Latin, latinName } from '../../lib/orders/words';
import { useMountedSession } from '../../lib/session/use-mounted-session';
import { Pending, SignedOutGate } from '../shared/LoginRequired';
import { useSay } from '../shared/use-say';
import '../shared/shared.css';
import './invoice.css';

/** The parts of the catalog the invoice shows: its own, the order's statuses and payment methods, the shared prompt's. */
export type TaxInvoiceWords = IslandWords<'common' | 'shared' | 'validation' | 'invoice' | 'orders'>;

/**
 * The tax invoice of one order (Mushak-6.3, worker/contract/invoice.ts), for the guest who placed it and for
 * staff, to read and to print on A4 through the browser's own print. Signed out, the login prompt.
 */
export default function TaxInvoice({ house, words }: { house: InvoiceHouse; words: TaxInvoiceWords }) {
  return (
    <WordsProvider words={words}>
      <Gate house={house} />
    </WordsProvider>
  );
}

function Gate({ house }: { house: InvoiceHouse }) {
  const words = useWords('invoice');
  const session = useMountedSession();
  if (!session?.isAuthenticated || !session.user) return <SignedOutGate what={words.signedOutWhat} label={words.loading} known={session !== undefined} />;
  return <Loaded house={house} />;
}

function Loaded({ house }: { house: InvoiceHouse }) {
  const lang = useLang();
  const words = useWords('invoice');
  const say = useSay();
  // On a Bangla page, the dishes and the area as the Bangla menu names them, as the Bangla receipt does.
  const state = useOrderInUrl(words.unnamed, (error) => say.failure(error, words.unreachable), lang);
  if (state === null) return <Pending label={words.loading} />;
  if ('failure' in state)
    return (
      <div className="load-failure" role="alert">
        <p className="form-alert">{state.failure}</p>
        <a className="button button--quiet" href={pathIn(lang, '/orders')}>
          {words.yourOrders}
        </a>
      </div>
    );
  return <Invoice order={state.order} house={house} />;
}

/** Why an order has no invoice, in the page's words. */
const NO_INVOICE: Record<NoInvoiceWhy, 'noneHeld' | 'noneExpired' | 'noneUnpaid' | 'noneBefore'> = { held: 'noneHeld', expired: 'noneExpired', unpaid: 'noneUnpaid', before: 'noneBefore' };

function Invoice({ order, house }: { order: Order; house: InvoiceHouse }) {
  const lang = useLang();
  const words = useWords('invoice');
  const orders = useWords('orders');
  const { formatPaisa, invoiceDateTime, digits } = formatsFor(lang);
  const { invoice } = order;
  if (!invoice) {
    return (
      <section className="invoice-none" aria-labelledby="invoice-title">
        <h2 id="invoice-title">{words.noneTitle}</h2>
        <p>{words[NO_INVOICE[noInvoiceWhy(order)]]}</p>
        <a className="button button--quiet" href={pathIn(lang, `/track-order/${order.id}`)}>
          {words.trackOrder}
        </a>
      </section>
    );
  }
  const figures = invoiceFigures(order, { serviceCharge: words.serviceCharge, deliveryFee: words.deliveryFee });
  const vatRate = digits(percentLabel(order.tax.vatRate));
  // A delivery's address is the guest's own words (their face on a Bangla page, global.css), its area the menu's.
  const { address, area } = order.delivery;
  const destination =
    order.fulfilment === 'pickup' ? (
      fill(words.collectedAt, { house: house.name })
    ) : (
      <>
        {address && <span className="guest-words">{address}</span>}
        {address && area?.name && ', '}
        {area?.name}
      </>
    );
  const status = order.fulfilment === 'pickup' && order.status === 'ready' ? orders.readyForPickup : orders.statuses[order.status];
  return (
    <article className="invoice" aria-labelledby="invoice-title">
      <div className="invoice-actions">
        <button className="button" type="button" onClick={() => window.print()}>
          {words.print}
        </button>
        <a className="button button--quiet" href={pathIn(lang, '/orders')}>
          {words.yourOrders}
        </a>
      </div>
      <div className="invoice-sheet">
        <header className="invoice-head">
          <div>
            <p className="invoice-house">{house.name}</p>
            <p>{house.address}</p>
            <p>{house.phone}</p>
            {order.tax.bin && (
              <p>
                {words.bin} <span className="invoice-code">{order.tax.bin}</span>
              </p>
            )}
          </div>
          <div className="invoice-title-block">
            <h2 id="invoice-title" className="invoice-title">
              {words.title}
            </h2>
            <p className="invoice-form">{words.form}</p>
            {order.status === 'cancelled' && <p className="invoice-cancelled">{words.cancelled}</p>}
          </div>
        </header>
        <dl className="invoice-facts">
          <div>
            <dt>{words.number}</dt>
            <dd className="invoice-code">{invoice.number}</dd>
          </div>
          <div>
            <dt>{words.issued}</dt>
            <dd>
              <time dateTime={invoice.issuedAt}>{invoiceDateTime(invoice.issuedAt)}</time>
            </dd>
          </div>
          <div>
            <dt>{words.order}</dt>
            <dd className="invoice-code">{order.id}</dd>
          </div>
          <div>
            <dt>{words.purchaser}</dt>
            <dd className="guest-words">{order.name}</dd>
          </div>
          <div className="invoice-wide">
            <dt>{words.destination}</dt>
            <dd>{destination}</dd>
          </div>
        </dl>
        {/* On a phone the table scrolls in its frame: a region the keyboard can reach and scroll. */}
        <div className="invoice-table-wrap" role="region" aria-label={words.linesLabel} tabIndex={0}>
          <table className="invoice-table">
            <caption className="visually-hidden">{words.linesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{words.columns.serial}</th>
                <th scope="col">{words.columns.description}</th>
                <th scope="col">{words.columns.quantity}</th>
                <th scope="col">{words.columns.unitPrice}</th>
                <th scope="col">{words.columns.net}</th>
                <th scope="col">{words.columns.vat}</th>
                <th scope="col">{words.columns.value}</th>
              </tr>
            </thead>
            <tbody>
              {figures.lines.map((line, index) => (
                <tr key={index}>
                  <td>{digits(index + 1)}</td>
                  {/* A dish by its name in the page's language (the order's own where the menu has none); then the service charge and the delivery fee, in the page's words. */}
                  <th scope="row" lang={latinName(line.description, lang)}>
                    {index < order.items.length ? line.description : digits(line.description)}
                  </th>
                  <td>{digits(line.quantity)}</td>
                  <td className="price">{formatPaisa(line.unitPrice)}</td>
                  <td className="price">{formatPaisa(line.net)}</td>
                  <td className="price">{formatPaisa(line.vat)}</td>
                  <td className="price">{formatPaisa(line.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="invoice-totals">
          <div>
            <dt>{words.net}</dt>
            <dd className="price">{formatPaisa(figures.net)}</dd>
          </div>
          <div>
            <dt>{fill(words.vatAt, { rate: vatRate })}</dt>
            <dd className="price">{formatPaisa(figures.vat)}</dd>
          </div>
          <div className="invoice-total">
            <dt>{words.total}</dt>
            <dd className="price">{formatPaisa(figures.total)}</dd>
          </div>
        </dl>
        <footer className="invoice-foot">
          <p>
            <Latin text={fill(words.payment, { method: orders.paymentMethods[order.paymentMethod], status })} lang={lang} />
          </p>
          <p>{fill(words.vatNote, { rate: vatRate })}</p>
        </footer>
      </div>
    </article>
  );
}
