import { lazy, Suspense } from 'react';
import { CHECKOUT } from '#contract/messages/checkout';
import { deliveryTime } from '../../lib/format';
import * as TOASTS from '../../lib/toasts/messages';
import type { PlacedOrder } from '../../lib/orders/draft';
import { CopyId, SuccessMark } from '../shared/ConfirmationParts';
import { InvoiceNote } from '../shared/InvoiceNote';
import { VerifyEmail } from '../shared/VerifyEmail';
import type { PickupPlace } from './DeliveryStep';

// Read and drawn after the view, below it: the view's first paint is as it was, and nothing in it moves.
const TextOffer = lazy(() => import('../shared/TextOffer'));

/**
 * SPEC §2 "Success view": the order's id (a click copies it), its time, and the ways on; for an account whose
 * address is not verified yet, the prompt to verify it: the receipt waits for it. Last, for a guest with no proven
 * number, the offer of a text as the order moves along, with `phone` (the delivery's) offered first.
 */
export function SuccessView({ order, unverified, place, phone }: { order: PlacedOrder; unverified: boolean; place: PickupPlace; phone: string }) {
  const pickup = order.fulfilment === 'pickup';
  return (
    <section className="success" aria-labelledby="step-title">
      <SuccessMark />
      <h2 id="step-title" className="success-title" tabIndex={-1}>
        {CHECKOUT.placedTitle}
      </h2>
      {/* An order scheduled ahead is read by its delivery time, not by minutes from now. */}
      <p>{pickup ? CHECKOUT.pickupPlacedText : order.scheduledFor ? CHECKOUT.scheduledText : CHECKOUT.placedText}</p>
      <p className="success-time">
        {pickup
          ? order.scheduledFor
            ? CHECKOUT.pickupAt(deliveryTime(order.scheduledFor))
            : CHECKOUT.pickupReadyIn(order.estimatedDeliveryTime)
          : order.scheduledFor
            ? CHECKOUT.scheduledTime(deliveryTime(order.scheduledFor))
            : CHECKOUT.estimatedTime(order.estimatedDeliveryTime)}
      </p>
      {pickup && (
        <p className="success-place">
          {CHECKOUT.pickupFrom} {place.name}, {place.address}.{' '}
          <a href={place.directionsUrl} target="_blank" rel="noopener noreferrer">
            {CHECKOUT.directions}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      <InvoiceNote orderId={order.id} invoice={order.invoice} vat={order.vat} />
      {unverified && <VerifyEmail headingLevel={3} />}
      <CopyId id={order.id} label="Order ID" copied={TOASTS.orderIdCopied} hint="Click to copy it: it is all you need to follow your order." />
      <div className="notice-actions">
        <a className="button" href={`/track-order/${order.id}`}>
          Track Order
        </a>
        <a className="button button--quiet" href="/menu">
          {CHECKOUT.orderSomethingElse}
        </a>
      </div>
      <Suspense fallback={null}>
        <TextOffer phone={phone} about={pickup ? 'pickup' : 'delivery'} />
      </Suspense>
    </section>
  );
}
