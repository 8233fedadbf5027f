import { useEffect, useState } from 'react';
import type { AwaitingAnswer, AwaitingPayment as Awaiting } from '#contract/staff';
import { formatTakaExact } from '../../lib/format';
import { api } from '../../lib/api';
import { LinkToSend } from './OrderTaken';
import * as TAKE from './take-order-messages';

/**
 * The orders taken to be paid by a link and not paid yet, each with its link to send again (copied, shared or texted):
 * a guest who lost the message, or whose payment failed and who asks for it once more. Nothing shows while there are none, or if the
 * list cannot be read (the form stays the tab's business).
 */
export function AwaitingPayment() {
  const [orders, setOrders] = useState<Awaiting[]>([]);
  useEffect(() => {
    let gone = false;
    api<AwaitingAnswer>('/api/staff/awaiting').then(
      (answer) => !gone && setOrders(answer.orders),
      () => undefined,
    );
    return () => void (gone = true);
  }, []);
  if (orders.length === 0) return null;
  return (
    <section className="take-awaiting" aria-labelledby="take-awaiting-title">
      <h3 id="take-awaiting-title">{TAKE.awaitingHeading}</h3>
      <ul role="list">
        {orders.map((order) => (
          <li key={order.id}>
            <p className="take-awaiting-what">
              {TAKE.awaitingLine(order.id, order.name, formatTakaExact(order.amount), order.paymentMethod === 'bkash' ? 'bKash' : 'card', order.paymentStatus === 'failed')}
            </p>
            <LinkToSend id={`take-awaiting-${order.id}`} label={TAKE.awaitingLink(order.id)} url={order.payLink} share={{ title: TAKE.shareTitle(order.id), text: TAKE.shareText, url: order.payLink }} textFor={order.id} />
          </li>
        ))}
      </ul>
    </section>
  );
}
