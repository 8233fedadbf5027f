import { useState } from 'react';
import type { Order } from '#contract/order';
import { ORDER_STATUS_LABELS } from '#contract/order-rules';
import { EXPIRED_UNPAID, PAYMENT_STATUS_LABELS } from '#contract/payment-rules';
import { failureMessage } from '../../lib/api';
import { deliveryTime, formatDhakaDateTime, formatTakaExact } from '../../lib/format';
import type { OrderAgainResult } from '../../lib/orders/order-again';
import { InvoiceNote } from '../shared/InvoiceNote';

/** One past order: its id (to its tracking page), when, what, how much, where it stands, and 'Order again'. */
export function OrderCard({ order }: { order: Order }) {
  const [again, setAgain] = useState<OrderAgainResult | 'busy' | { failure: string } | null>(null);
  const titleId = `order-${order.id}`;

  async function reorder() {
    setAgain('busy');
    // Its code (and the catalogue) load only when a guest asks for it.
    const result = await import('../../lib/orders/order-again')
      .then(async ({ keepHandover, orderAgain }) => {
        const added = await orderAgain(order.items);
        // The area and address (or pickup) travel with the dishes: the delivery step opens as it was.
        if (added.added > 0) keepHandover(order);
        return added;
      })
      .catch((error: unknown) => ({ failure: failureMessage(error) }));
    setAgain(result);
  }

  return (
    <article className="order" aria-labelledby={titleId}>
      <header className="order-head">
        <h2 className="order-title" id={titleId}>
          <span className="visually-hidden">Order </span>
          <a href={`/track-order/${order.id}`} className="order-link">
            {order.id}
          </a>
        </h2>
        <span className={`badge badge--${order.status}`}>{ORDER_STATUS_LABELS[order.status]}</span>
        <p className="order-date">
          <time dateTime={order.createdAt}>{formatDhakaDateTime(order.createdAt)}</time>
        </p>
        {/* An order scheduled ahead: when it is delivered, on the restaurant's clock. */}
        {order.scheduledFor && (
          <p className="order-date order-scheduled">
            Scheduled for <time dateTime={order.scheduledFor}>{deliveryTime(order.scheduledFor)}</time>
          </p>
        )}
      </header>
      <ul className="order-items" role="list">
        {order.items.map((item) => (
          <li key={item.id}>
            {item.quantity} × {item.name}
          </li>
        ))}
      </ul>
      {order.paymentStatus === 'expired' && <p className="order-note">{EXPIRED_UNPAID}</p>}
      <InvoiceNote orderId={order.id} invoice={order.invoice} vat={order.tax} />
      <footer className="order-foot">
        <p className="order-total">
          <span className="order-total-label">Total</span> <span className="price">{formatTakaExact(order.total)}</span>{' '}
          {order.serviceCharge > 0 && <span className="order-fee">+ {formatTakaExact(order.serviceCharge)} service charge </span>}
          <span className="order-fee">
            {order.fulfilment === 'pickup'
              ? '· Pickup'
              : `+ ${formatTakaExact(order.deliveryFee)} delivery${order.delivery.area ? ` to ${order.delivery.area.name}` : ''}`}
          </span>{' '}
          {/* Paid online, cash on delivery, or a payment that did not go through (docs/payments.md). */}
          <span className="order-fee">· {PAYMENT_STATUS_LABELS[order.paymentStatus]}</span>
        </p>
        <button className="button button--quiet" type="button" disabled={again === 'busy'} onClick={() => void reorder()}>
          Order again
        </button>
      </footer>
      <OrderAgainNote result={again} />
    </article>
  );
}

function OrderAgainNote({ result }: { result: OrderAgainResult | 'busy' | { failure: string } | null }) {
  return (
    <div className="order-again" role="status">
      {result !== null && typeof result === 'object' && 'failure' in result && <p className="form-alert">{result.failure}</p>}
      {result !== null && typeof result === 'object' && 'added' in result && (
        <p>
          {result.added > 0 ? `Added to your cart at today's prices. ` : 'Nothing could be added. '}
          {result.skipped.length > 0 && `No longer available: ${result.skipped.join(', ')}. `}
          {result.added > 0 && <a href="/cart">Go to your cart</a>}
        </p>
      )}
    </div>
  );
}
