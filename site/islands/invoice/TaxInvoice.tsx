import { invoiceFigures, percentLabel } from '#contract/invoice';
import type { Order } from '#contract/order';
import { statusLabel } from '#contract/order-rules';
import { paymentLabel } from '#contract/order-sources';
import { type InvoiceHouse, noInvoiceReason } from '../../lib/orders/invoice-words';
import { useOrderInUrl } from '../../lib/orders/use-order-in-url';
import { formatPaisa, invoiceDateTime } from '../../lib/format';
import { useMountedSession } from '../../lib/session/use-mounted-session';
import { Pending, SignedOutGate } from '../shared/LoginRequired';
import '../shared/shared.css';
import './invoice.css';

/**
 * The tax invoice of one order (Mushak-6.3, worker/contract/invoice.ts), for the guest who placed it and for
 * staff, to read and to print on A4 through the browser's own print. Signed out, the login prompt.
 */
export default function TaxInvoice({ house }: { house: InvoiceHouse }) {
  const session = useMountedSession();
  if (!session?.isAuthenticated || !session.user) return <SignedOutGate what="this invoice" label="Loading the invoice" known={session !== undefined} />;
  return <Loaded house={house} />;
}

function Loaded({ house }: { house: InvoiceHouse }) {
  const state = useOrderInUrl('No order was named: open the invoice from your orders.');
  if (state === null) return <Pending label="Loading the invoice" />;
  if ('failure' in state)
    return (
      <div className="load-failure" role="alert">
        <p className="form-alert">{state.failure}</p>
        <a className="button button--quiet" href="/orders">
          Your orders
        </a>
      </div>
    );
  return <Invoice order={state.order} house={house} />;
}

function Invoice({ order, house }: { order: Order; house: InvoiceHouse }) {
  const { invoice } = order;
  if (!invoice) {
    return (
      <section className="invoice-none" aria-labelledby="invoice-title">
        <h2 id="invoice-title">No tax invoice yet</h2>
        <p>{noInvoiceReason(order)}</p>
        <a className="button button--quiet" href={`/track-order/${order.id}`}>
          Track Order
        </a>
      </section>
    );
  }
  const figures = invoiceFigures(order);
  const vatRate = percentLabel(order.tax.vatRate);
  const destination = order.fulfilment === 'pickup' ? `Collected at ${house.name}` : [order.delivery.address, order.delivery.area?.name].filter(Boolean).join(', ');
  return (
    <article className="invoice" aria-labelledby="invoice-title">
      <div className="invoice-actions">
        <button className="button" type="button" onClick={() => window.print()}>
          Print invoice
        </button>
        <a className="button button--quiet" href="/orders">
          Your orders
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
                BIN <span className="invoice-code">{order.tax.bin}</span>
              </p>
            )}
          </div>
          <div className="invoice-title-block">
            <h2 id="invoice-title" className="invoice-title">
              Tax Invoice
            </h2>
            <p className="invoice-form">Mushak-6.3</p>
            {order.status === 'cancelled' && <p className="invoice-cancelled">Cancelled</p>}
          </div>
        </header>
        <dl className="invoice-facts">
          <div>
            <dt>Invoice No.</dt>
            <dd className="invoice-code">{invoice.number}</dd>
          </div>
          <div>
            <dt>Date and time of issue</dt>
            <dd>
              <time dateTime={invoice.issuedAt}>{invoiceDateTime(invoice.issuedAt)}</time>
            </dd>
          </div>
          <div>
            <dt>Order</dt>
            <dd className="invoice-code">{order.id}</dd>
          </div>
          <div>
            <dt>Purchaser</dt>
            <dd>{order.name}</dd>
          </div>
          <div className="invoice-wide">
            <dt>Destination of supply</dt>
            <dd>{destination}</dd>
          </div>
        </dl>
        {/* On a phone the table scrolls in its frame: a region the keyboard can reach and scroll. */}
        <div className="invoice-table-wrap" role="region" aria-label="Lines of the invoice" tabIndex={0}>
          <table className="invoice-table">
            <caption className="visually-hidden">What was sold, with the VAT inside each line</caption>
            <thead>
              <tr>
                <th scope="col">S/L</th>
                <th scope="col">Description</th>
                <th scope="col">Qty</th>
                <th scope="col">Unit price</th>
                <th scope="col">Value without VAT</th>
                <th scope="col">VAT</th>
                <th scope="col">Value with VAT</th>
              </tr>
            </thead>
            <tbody>
              {figures.lines.map((line, index) => (
                <tr key={index}>
                  <td>{index + 1}</td>
                  <th scope="row">{line.description}</th>
                  <td>{line.quantity}</td>
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
            <dt>Value without VAT</dt>
            <dd className="price">{formatPaisa(figures.net)}</dd>
          </div>
          <div>
            <dt>VAT at {vatRate}</dt>
            <dd className="price">{formatPaisa(figures.vat)}</dd>
          </div>
          <div className="invoice-total">
            <dt>Total, VAT included</dt>
            <dd className="price">{formatPaisa(figures.total)}</dd>
          </div>
        </dl>
        <footer className="invoice-foot">
          <p>
            Payment: {paymentLabel(order.paymentMethod)} · {statusLabel(order.status, order.fulfilment)}
          </p>
          <p>Prices include VAT at {vatRate}. Unit prices are VAT inclusive; the VAT column shows the VAT inside each line.</p>
        </footer>
      </div>
    </article>
  );
}
