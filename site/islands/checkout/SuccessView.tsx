import { lazy, Suspense } from 'react';
import { formatsFor } from '#contract/formats';
import { fill } from '../../i18n/fill';
import { pathIn } from '../../i18n/lang';
import { useLang, useWords } from '../../i18n/react';
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
  const lang = useLang();
  const words = useWords('checkout');
  const { deliveryTime, digits } = formatsFor(lang);
  const pickup = order.fulfilment === 'pickup';
  const minutes = { minutes: digits(order.estimatedDeliveryTime) };
  return (
    <section className="success" aria-labelledby="step-title">
      <SuccessMark />
      <h2 id="step-title" className="success-title" tabIndex={-1}>
        {words.placedTitle}
      </h2>
      {/* An order scheduled ahead is read by its delivery time, not by minutes from now. */}
      <p>{pickup ? words.pickupPlacedText : order.scheduledFor ? words.scheduledText : words.placedText}</p>
      <p className="success-time">
        {pickup
          ? order.scheduledFor
            ? fill(words.pickupAt, { when: deliveryTime(order.scheduledFor) })
            : fill(words.pickupReadyIn, minutes)
          : order.scheduledFor
            ? fill(words.scheduledTime, { when: deliveryTime(order.scheduledFor) })
            : fill(words.estimatedTime, minutes)}
      </p>
      {pickup && (
        <p className="success-place">
          {fill(words.pickupFromPlace, { name: place.name, address: place.address })}{' '}
          <a href={place.directionsUrl} target="_blank" rel="noopener noreferrer">
            {words.directions}
            <span className="visually-hidden">{words.opensInNewTab}</span>
          </a>
        </p>
      )}
      <InvoiceNote orderId={order.id} invoice={order.invoice} vat={order.vat} />
      {unverified && <VerifyEmail headingLevel={3} />}
      <CopyId id={order.id} label={words.orderId} copied={words.orderIdCopied} hint={words.orderIdHint} />
      <div className="notice-actions">
        <a className="button" href={pathIn(lang, `/track-order/${order.id}`)}>
          {words.trackOrder}
        </a>
        <a className="button button--quiet" href={pathIn(lang, '/menu')}>
          {words.orderSomethingElse}
        </a>
      </div>
      <Suspense fallback={null}>
        <TextOffer phone={phone} about={pickup ? 'pickup' : 'delivery'} />
      </Suspense>
    </section>
  );
}
