import { useState } from 'react';
import { formatsFor } from '#contract/formats';
import type { Order } from '#contract/order';
import { fill } from '../../i18n/fill';
import { pathIn } from '../../i18n/lang';
import { useLang, useWords } from '../../i18n/react';
import type { OrderAgainResult } from '../../lib/orders/order-again';
import { latinName } from '../../lib/orders/words';
import { fillNodes } from '../shared/fill-nodes';
import { InvoiceNote } from '../shared/InvoiceNote';
import { useSay } from '../shared/use-say';

/** One past order: its id (to its tracking page), when, what, how much, where it stands, and 'Order again'. */
export function OrderCard({ order }: { order: Order }) {
  const lang = useLang();
  const words = useWords('orders');
  const say = useSay();
  const { deliveryTime, formatDhakaDateTime, formatTakaExact, digits } = formatsFor(lang);
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
      .catch((error: unknown) => ({ failure: say.failure(error, words.unreachable) }));
    setAgain(result);
  }

  const fee = formatTakaExact(order.deliveryFee);
  return (
    <article className="order" aria-labelledby={titleId}>
      <header className="order-head">
        <h2 className="order-title" id={titleId}>
          <span className="visually-hidden">{words.orderHidden}</span>
          <a href={pathIn(lang, `/track-order/${order.id}`)} className="order-link">
            {order.id}
          </a>
        </h2>
        <span className={`badge badge--${order.status}`}>{words.statuses[order.status]}</span>
        <p className="order-date">
          <time dateTime={order.createdAt}>{formatDhakaDateTime(order.createdAt)}</time>
        </p>
        {/* An order scheduled ahead: when it is delivered, on the restaurant's clock. */}
        {order.scheduledFor && <p className="order-date order-scheduled">{fillNodes(words.scheduledFor, { when: <time dateTime={order.scheduledFor}>{deliveryTime(order.scheduledFor)}</time> })}</p>}
      </header>
      <ul className="order-items" role="list">
        {order.items.map((item) => (
          <li key={item.id}>
            {digits(item.quantity)} × <span lang={latinName(item.name, lang)}>{item.name}</span>
          </li>
        ))}
      </ul>
      {order.paymentStatus === 'expired' && <p className="order-note">{words.expiredUnpaid}</p>}
      <InvoiceNote orderId={order.id} invoice={order.invoice} vat={order.tax} />
      <footer className="order-foot">
        <p className="order-total">
          <span className="order-total-label">{words.total}</span> <span className="price">{formatTakaExact(order.total)}</span>{' '}
          {order.serviceCharge > 0 && <span className="order-fee">{fill(words.serviceCharge, { charge: formatTakaExact(order.serviceCharge) })} </span>}
          <span className="order-fee">{order.fulfilment === 'pickup' ? words.pickup : order.delivery.area ? fillNodes(words.deliveryTo, { fee, area: <span lang={latinName(order.delivery.area.name, lang)}>{order.delivery.area.name}</span> }) : fill(words.delivery, { fee })}</span>{' '}
          {/* Paid online, cash on delivery, or a payment that did not go through (docs/payments.md). */}
          <span className="order-fee">· {words.paymentStatuses[order.paymentStatus]}</span>
        </p>
        <button className="button button--quiet" type="button" disabled={again === 'busy'} onClick={() => void reorder()}>
          {words.orderAgain}
        </button>
      </footer>
      <OrderAgainNote result={again} />
    </article>
  );
}

function OrderAgainNote({ result }: { result: OrderAgainResult | 'busy' | { failure: string } | null }) {
  const lang = useLang();
  const words = useWords('orders');
  return (
    <div className="order-again" role="status">
      {result !== null && typeof result === 'object' && 'failure' in result && <p className="form-alert">{result.failure}</p>}
      {result !== null && typeof result === 'object' && 'added' in result && (
        <p>
          {result.added > 0 ? `${words.addedAgain} ` : `${words.nothingAdded} `}
          {result.skipped.length > 0 && `${fill(words.noLongerAvailable, { dishes: result.skipped.join(', ') })} `}
          {result.added > 0 && <a href={pathIn(lang, '/cart')}>{words.goToCart}</a>}
        </p>
      )}
    </div>
  );
}
