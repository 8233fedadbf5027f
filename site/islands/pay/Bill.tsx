import type { PayLinkOrder } from '#contract/payment';
import { formatTakaExact } from '../../lib/format';
import { amountToPay } from './pay-link';

/**
 * The restaurant's bill for the order, as a sheet of paper on the dark page: each dish, the service charge and
 * the delivery fee when there is one, and the total (SPEC §9: the dishes' total, the charge and the fee together).
 * `paid`: the total is what was paid, not what is to pay.
 */
export function Bill({ order, paid = false }: { order: PayLinkOrder; paid?: boolean }) {
  const extras = order.serviceCharge > 0 || order.deliveryFee > 0;
  return (
    <section className="pay-bill" aria-labelledby="pay-bill-title">
      <header className="pay-bill-head">
        <h2 id="pay-bill-title" className="pay-bill-title">
          Your bill
        </h2>
        <p className="pay-bill-meta">
          Order <span className="pay-code">{order.orderId}</span> · {order.fulfilment === 'pickup' ? 'Collected from the restaurant' : 'Delivered to you'}
        </p>
      </header>
      <ul className="pay-lines" role="list">
        {order.items.map((item, index) => (
          <li key={`${index}-${item.name}`} className="pay-line">
            <span>
              {item.quantity} × {item.name}
              {item.quantity > 1 && <span className="pay-each price"> {formatTakaExact(item.price)} each</span>}
            </span>
            <span className="price">{formatTakaExact(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="pay-totals">
        {extras && (
          <div>
            <dt>Dishes</dt>
            <dd className="price">{formatTakaExact(order.total)}</dd>
          </div>
        )}
        {order.serviceCharge > 0 && (
          <div>
            <dt>Service charge</dt>
            <dd className="price">{formatTakaExact(order.serviceCharge)}</dd>
          </div>
        )}
        {order.deliveryFee > 0 && (
          <div>
            <dt>Delivery fee</dt>
            <dd className="price">{formatTakaExact(order.deliveryFee)}</dd>
          </div>
        )}
        <div className="pay-total">
          <dt>{paid ? 'Total paid' : 'Total to pay'}</dt>
          <dd className="price">{formatTakaExact(amountToPay(order))}</dd>
        </div>
      </dl>
      <p className="pay-vat">Prices include VAT.</p>
    </section>
  );
}
