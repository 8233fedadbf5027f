import { useEffect, useState } from 'react';
import type { IslandWords } from '../../i18n/catalog';
import { WordsProvider } from '../../i18n/react';
import { containsText } from '#contract/allergens';
import { amountDue, percentLabel } from '#contract/invoice';
import type { Order } from '#contract/order';
import { paymentLabel } from '#contract/order-sources';
import { PAYMENT_STATUS_LABELS } from '#contract/payment-rules';
import { clockTime, formatPaisa, formatTakaExact, invoiceDateTime } from '../../lib/format';
import { useMountedSession } from '../../lib/session/use-mounted-session';
import { useDishAllergens } from '../../lib/orders/use-dish-allergens';
import { useOrderInUrl } from '../../lib/orders/use-order-in-url';
import { Pending, SignedOutGate } from '../shared/LoginRequired';
import type { InvoiceHouse } from '../../lib/orders/invoice-words';
import '../shared/shared.css';
import './ticket.css';

// The printed tickets of an order, for the 80 mm and 58 mm receipt printers restaurants use, through the
// browser's own print (a print stylesheet with the page's width set): whatever printer the tablet reaches prints
// them, and Bangla prints as the browser draws it. /ticket?order=ID&copy=kitchen (the pass) or copy=bill (the
// guest's), &paper=58 for the narrow roll.

export type Copy = 'kitchen' | 'bill';
export type Paper = '80' | '58';

const params = () => new URLSearchParams(window.location.search);

/**
 * `<html data-ticket-ready>`: '1' once the ticket is drawn whole (the kitchen's copy with its allergens), 'failed'
 * when there is none to draw. The kitchen's screen loads this page in a hidden frame to print each new ticket
 * (islands/kitchen/print-frame.ts) and prints when it reads '1'.
 */
function useReadyMark(mark: '1' | 'failed' | null): void {
  useEffect(() => {
    if (!mark) return;
    document.documentElement.dataset.ticketReady = mark;
    return () => void delete document.documentElement.dataset.ticketReady;
  }, [mark]);
}

/** A staff screen is English only: the shared components' words (the sign-in prompt, Access Denied, the sound switch) are handed in English by its page. */
export default function Ticket({ house, words }: { house: InvoiceHouse; words: IslandWords<'shared'> }) {
  return (
    <WordsProvider words={words}>
      <TicketScreen house={house} />
    </WordsProvider>
  );
}

function TicketScreen({ house }: { house: InvoiceHouse }) {
  const session = useMountedSession();
  if (!session?.isAuthenticated || !session.user) return <SignedOutGate what="this ticket" label="Loading the ticket" known={session !== undefined} />;
  return <Loaded house={house} />;
}

function Loaded({ house }: { house: InvoiceHouse }) {
  const state = useOrderInUrl('No order was named: open the ticket from the order on the dashboard.');
  const [copy, setCopy] = useState<Copy>(() => (params().get('copy') === 'bill' ? 'bill' : 'kitchen'));
  const [paper, setPaper] = useState<Paper>(() => (params().get('paper') === '58' ? '58' : '80'));
  useReadyMark(state && 'failure' in state ? 'failed' : null);
  if (state === null) return <Pending label="Loading the ticket" />;
  if ('failure' in state) return <p className="form-alert" role="alert">{state.failure}</p>;
  const { order } = state;
  return (
    <div className="ticket-page">
      <div className="ticket-controls">
        <fieldset className="ticket-choice">
          <legend>Ticket</legend>
          {(['kitchen', 'bill'] as const).map((each) => (
            <label key={each}>
              <input type="radio" name="copy" value={each} checked={copy === each} onChange={() => setCopy(each)} /> {each === 'kitchen' ? 'Kitchen ticket' : 'Guest bill'}
            </label>
          ))}
        </fieldset>
        <fieldset className="ticket-choice">
          <legend>Paper</legend>
          {(['80', '58'] as const).map((each) => (
            <label key={each}>
              <input type="radio" name="paper" value={each} checked={paper === each} onChange={() => setPaper(each)} /> {each} mm
            </label>
          ))}
        </fieldset>
        <button className="button" type="button" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <div className={`ticket ticket--${paper}`}>{copy === 'kitchen' ? <KitchenTicket order={order} /> : <GuestBill order={order} house={house} />}</div>
    </div>
  );
}

/** When the order is due: at the guest's door, or ready at the pass for a pickup. */
function dueAt(order: Order): string {
  const due = order.scheduledFor ?? new Date(Date.parse(order.createdAt) + order.estimatedDeliveryTime * 60_000).toISOString();
  return `${order.fulfilment === 'pickup' ? 'Ready by' : 'At the door by'} ${clockTime(due)}`;
}

/** The pass's copy: big type, each line with its quantity and allergens, the note, the time due, how it leaves. */
function KitchenTicket({ order }: { order: Order }) {
  const allergensOf = useDishAllergens();
  useReadyMark(allergensOf ? '1' : null);
  return (
    <article className="ticket-kitchen" aria-label={`Kitchen ticket for order ${order.id}`}>
      <p className="ticket-way">{order.fulfilment === 'pickup' ? 'PICKUP' : `DELIVERY · ${order.delivery.area?.name ?? ''}`}</p>
      <p className="ticket-id">{order.id}</p>
      <p className="ticket-due">{dueAt(order)}</p>
      <ol className="ticket-lines" role="list">
        {order.items.map((line, index) => {
          const contains = allergensOf && containsText(allergensOf(line.id) ?? []);
          return (
            <li key={index}>
              <span className="ticket-qty">{line.quantity} ×</span> <span className="ticket-dish">{line.name}</span>
              {line.note && <span className="ticket-line-note">{line.note}</span>}
              {contains && <span className="ticket-allergens">{contains}</span>}
            </li>
          );
        })}
      </ol>
      {order.delivery.instructions && <p className="ticket-note">Note: {order.delivery.instructions}</p>}
      <p className="ticket-small">
        {order.name} · placed {clockTime(order.createdAt)}
      </p>
    </article>
  );
}

/** The guest's copy: the restaurant, the invoice, each line with its price, the charges, the total and the VAT inside it. */
function GuestBill({ order, house }: { order: Order; house: InvoiceHouse }) {
  const due = amountDue(order);
  useReadyMark('1');
  return (
    <article className="ticket-bill" aria-label={`Bill for order ${order.id}`}>
      <p className="ticket-house">{house.name}</p>
      <p className="ticket-small">{house.address}</p>
      <p className="ticket-small">
        {house.phone}
        {order.tax.bin && ` · BIN ${order.tax.bin}`}
      </p>
      <p className="ticket-small">
        {order.invoice ? `Invoice ${order.invoice.number} · ${invoiceDateTime(order.invoice.issuedAt)}` : `Order ${order.id} · not invoiced yet`}
      </p>
      <table className="ticket-table">
        <caption className="visually-hidden">What was ordered</caption>
        <tbody>
          {order.items.map((line, index) => (
            <tr key={index}>
              <th scope="row">
                {line.quantity} × {line.name}
              </th>
              <td>{formatTakaExact(line.price * line.quantity)}</td>
            </tr>
          ))}
          {order.serviceCharge > 0 && (
            <tr>
              <th scope="row">Service charge ({percentLabel(order.tax.serviceChargeRate)})</th>
              <td>{formatTakaExact(order.serviceCharge)}</td>
            </tr>
          )}
          {order.deliveryFee > 0 && (
            <tr>
              <th scope="row">Delivery fee{order.delivery.area ? ` (${order.delivery.area.name})` : ''}</th>
              <td>{formatTakaExact(order.deliveryFee)}</td>
            </tr>
          )}
          <tr className="ticket-total">
            <th scope="row">Total</th>
            <td>{formatTakaExact(due)}</td>
          </tr>
          <tr>
            <th scope="row">VAT included ({percentLabel(order.tax.vatRate)})</th>
            <td>{formatPaisa(order.tax.vat)}</td>
          </tr>
        </tbody>
      </table>
      <p className="ticket-small">
        {paymentLabel(order.paymentMethod)}
        {order.paymentStatus !== 'cod' && ` · ${PAYMENT_STATUS_LABELS[order.paymentStatus]}`}
      </p>
      <p className="ticket-thanks">Thank you for dining with us.</p>
    </article>
  );
}
