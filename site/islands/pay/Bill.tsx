import type { PayLinkOrder } from '#contract/payment';
import { formatsFor } from '#contract/formats';
import { fill } from '../../i18n/fill';
import { useLang, useWords } from '../../i18n/react';
import { latinName } from '../../lib/orders/words';
import { fillNodes } from '../shared/fill-nodes';
import { amountToPay } from './pay-link';

/**
 * The restaurant's bill for the order, as a sheet of paper on the dark page: each dish, the service charge and
 * the delivery fee when there is one, and the total (SPEC §9: the dishes' total, the charge and the fee together).
 * `paid`: the total is what was paid, not what is to pay.
 */
export function Bill({ order, paid = false }: { order: PayLinkOrder; paid?: boolean }) {
  const lang = useLang();
  const words = useWords('pay');
  const { formatTakaExact, digits } = formatsFor(lang);
  const extras = order.serviceCharge > 0 || order.deliveryFee > 0;
  return (
    <section className="pay-bill" aria-labelledby="pay-bill-title">
      <header className="pay-bill-head">
        <h2 id="pay-bill-title" className="pay-bill-title">
          {words.billTitle}
        </h2>
        <p className="pay-bill-meta">
          {fillNodes(words.billOrder, { id: <span className="pay-code">{order.orderId}</span> })} · {order.fulfilment === 'pickup' ? words.collected : words.delivered}
        </p>
      </header>
      <ul className="pay-lines" role="list">
        {order.items.map((item, index) => (
          <li key={`${index}-${item.name}`} className="pay-line">
            <span>
              {digits(item.quantity)} × <span lang={latinName(item.name, lang)}>{item.name}</span>
              {item.quantity > 1 && <span className="pay-each price"> {fill(words.each, { price: formatTakaExact(item.price) })}</span>}
            </span>
            <span className="price">{formatTakaExact(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="pay-totals">
        {extras && (
          <div>
            <dt>{words.dishes}</dt>
            <dd className="price">{formatTakaExact(order.total)}</dd>
          </div>
        )}
        {order.serviceCharge > 0 && (
          <div>
            <dt>{words.serviceCharge}</dt>
            <dd className="price">{formatTakaExact(order.serviceCharge)}</dd>
          </div>
        )}
        {order.deliveryFee > 0 && (
          <div>
            <dt>{words.deliveryFee}</dt>
            <dd className="price">{formatTakaExact(order.deliveryFee)}</dd>
          </div>
        )}
        <div className="pay-total">
          <dt>{paid ? words.totalPaid : words.totalToPay}</dt>
          <dd className="price">{formatTakaExact(amountToPay(order))}</dd>
        </div>
      </dl>
      <p className="pay-vat">{words.pricesIncludeVat}</p>
    </section>
  );
}
