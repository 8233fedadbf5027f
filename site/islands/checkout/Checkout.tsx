import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { Handover } from '#contract/checkout';
import type { DeliveryArea } from '#contract/delivery-areas';
import type { GuestPaymentMethod as PaymentMethod } from '#contract/order-rules';
import { type CatalogueMap, loadPublished, reviewCart } from '../../lib/orders/catalogue';
import { type HandoverChoice, quote as quoteFor } from '../../lib/orders/quote';
import { placeOrder } from '../../lib/orders/place-order';
import { forgetPlaced, type PlacedOrder, readHandover, readPlaced, saveHandover, savePlaced } from '../../lib/orders/draft';
import { showToast } from '../../lib/toasts/show';
import { $cart, clearCart } from '../../stores/cart';
import type { SessionUser } from '../../lib/session/store';
import { Pending, SignedOutGate } from '../shared/LoginRequired';
import { useSay } from '../shared/use-say';
import { confirmSession } from '../../lib/session/confirm';
import { useMountedSession } from '../../lib/session/use-mounted-session';
import '../shared/shared.css';
import { CartStep, EmptyCart } from './CartStep';
import './checkout.css';
import { OrderSummary } from './OrderSummary';
import { SchedulePicker } from './SchedulePicker';
import type { MenuChange } from './PaymentStep';
import type { PickupPlace } from './DeliveryStep';
import { StepIndicator } from './StepIndicator';
import { SuccessView } from './SuccessView';
import { type Step, useCheckoutStep } from './useCheckoutStep';
import { useServiceStatus } from './use-service-status';
import { isTimingRefusal, useScheduledDelivery } from './useOrderingHours';
import { openSlots } from '#contract/ordering-ahead';
import type { IslandWords } from '../../i18n/catalog';
import { useLang, useWords, WordsProvider } from '../../i18n/react';

// The forms' steps (and zod with them) load when the guest heads for them, not with the cart.
const loadDelivery = () => import('./DeliveryStep');
const loadPayment = () => import('./PaymentStep');
const DeliveryStep = lazy(loadDelivery);
const PaymentStep = lazy(loadPayment);
// Only for a guest back from a payment page (or whose payment could not start): never the cart's first view.
const PaymentReturn = lazy(() => import('./PaymentReturn'));
const loadSteps = () => void Promise.all([loadDelivery(), loadPayment()]).catch(() => {});
// The identity provider may be needed from the delivery step on (a fresh record to fill the form, then the
// token that places the order, unless one is kept), so the cart's first view does without it; the guest
// reaching for the button starts it when it is needed (lib/session/confirm.ts).
const getReady = () => {
  loadSteps();
  confirmSession();
};

/** The parts of the catalog the cart shows: its own, and those of the shared parts it draws (the login prompt, the text offer). */
export type CheckoutWords = IslandWords<'common' | 'shared' | 'account' | 'validation' | 'cart' | 'checkout'>;

/**
 * SPEC §2 "Cart page": login required; then the four steps. `place`: where a pickup is collected (the site settings);
 * `words`: the page's words (cart.astro).
 */
export default function Checkout({ place, words }: { place: PickupPlace; words: CheckoutWords }) {
  return (
    <WordsProvider words={words}>
      <CheckoutGate place={place} />
    </WordsProvider>
  );
}

function CheckoutGate({ place }: { place: PickupPlace }) {
  const session = useMountedSession();
  const cart = useWords('cart');
  if (!session?.isAuthenticated || !session.user) {
    return <SignedOutGate what={cart.signedOutWhat} label={cart.loading} known={session !== undefined} foreseen={<EmptyView />} />;
  }
  return <CheckoutFlow user={session.user} pickupPlace={place} />;
}

/** The cart with nothing in it; cart.astro's inline script foresees it before the first paint. */
function EmptyView() {
  return (
    <div className="checkout">
      <StepIndicator step="cart" />
      <EmptyCart />
    </div>
  );
}

function CheckoutFlow({ user, pickupPlace }: { user: SessionUser; pickupPlace: PickupPlace }) {
  const lang = useLang();
  const words = useWords('checkout');
  const say = useSay();
  const { items } = useStore($cart);
  const [step, go] = useCheckoutStep();
  const [catalogue, setCatalogue] = useState<CatalogueMap>();
  const [areas, setAreas] = useState<DeliveryArea[]>();
  const [serviceChargeRate, setServiceChargeRate] = useState(0);
  const [handover, setHandover] = useState<Handover | null>(readHandover);
  // Delivery or pickup, and the area, as the guest chooses them on the delivery step: the summary follows.
  const [choice, setChoice] = useState<HandoverChoice>(() =>
    handover?.fulfilment === 'pickup' ? { fulfilment: 'pickup', area: null } : { fulfilment: 'delivery', area: handover?.delivery.area ?? null },
  );
  const [placed, setPlaced] = useState<PlacedOrder | null>(readPlaced);
  const [placing, setPlacing] = useState(false);
  const [change, setChange] = useState<MenuChange | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // An order whose payment is the question (docs/payments.md): the gateway sends the guest back to /cart?order=…,
  // and a payment that could not start puts the guest there too (lib/orders/pay.ts), where the Worker says what
  // became of it.
  const returning = new URLSearchParams(location.search).get('order');
  const tonight = useServiceStatus();
  const soldOut = tonight.status?.soldOut;
  // Outside the kitchen's hours or while it is paused, the order is scheduled for a slot (useOrderingHours.ts).
  const { scheduling, scheduledFor: scheduledSlot, choose, refuse } = useScheduledDelivery(tonight);
  // A pickup may be for later although the kitchen is open now: the slots the Worker takes, the soonest first.
  const [pickupAt, setPickupAt] = useState<string | null>(null);
  const laterSlots = useMemo(
    () => (choice.fulfilment === 'pickup' && !scheduling && tonight.status ? openSlots(tonight.status.rules, null, new Date()).map((slot) => slot.toISOString()) : []),
    [choice.fulfilment, scheduling, tonight.status],
  );
  const scheduledFor = scheduling ? scheduledSlot : pickupAt && laterSlots.includes(pickupAt) ? pickupAt : null;
  const review = useMemo(() => reviewCart(items, catalogue, soldOut), [items, catalogue, soldOut]);
  const quote = useMemo(() => quoteFor(review, areas, choice, serviceChargeRate), [review, areas, choice, serviceChargeRate]);

  const published = (fresh = false) =>
    loadPublished(fresh).then(({ catalogue: dishes, areas: list, serviceChargeRate: rate }) => {
      setCatalogue(dishes);
      setAreas(list);
      setServiceChargeRate(rate);
      return { dishes, list, rate };
    });

  useEffect(() => {
    published().catch(() => {});
  }, []);

  // Where the guest may be: no form without dishes, no payment without delivery details.
  let shown: Step = step;
  if (shown === 'success' && !placed) shown = 'cart';
  if (shown !== 'success' && items.length === 0) shown = 'cart';
  if (shown === 'payment' && !handover) shown = 'delivery';

  const firstStep = useRef(true);
  useEffect(() => {
    if (shown === 'delivery' || shown === 'payment') {
      loadSteps();
      confirmSession();
    }
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    // A new step starts at the step indicator, below the fixed header, with its heading focused for screen readers.
    document.querySelector('.checkout')?.scrollIntoView({ block: 'start' });
    document.getElementById('step-title')?.focus({ preventScroll: true });
  }, [shown]);

  function continueToPayment(details: Handover) {
    saveHandover(details);
    setHandover(details);
    setFailure(null);
    go('payment');
  }

  async function place(method: PaymentMethod, accept?: MenuChange, bkashNumber?: string) {
    if (!handover) return;
    setPlacing(true);
    setFailure(null);
    try {
      // The time and total come from the published menu (SPEC §9); read it now if it had not loaded yet.
      const menu = catalogue && areas ? { dishes: catalogue, list: areas, rate: serviceChargeRate } : await published();
      const current = reviewCart(items, menu.dishes, soldOut);
      if (current.blocked) return;
      const priced = quoteFor(current, menu.list, choice, menu.rate);
      const figures = accept ?? { total: current.subtotal, estimatedDeliveryTime: priced.minutes, deliveryFee: priced.fee ?? 0, serviceCharge: priced.serviceCharge };
      const outcome = await placeOrder(user, { items, handover, paymentMethod: method, ...figures, scheduledFor, lang });
      if (outcome.kind === 'changed') {
        setChange({ total: outcome.total, estimatedDeliveryTime: outcome.estimatedDeliveryTime, deliveryFee: outcome.deliveryFee, serviceCharge: outcome.serviceCharge });
        // The lines and the summary show today's menu and areas while the guest decides.
        await published(true).catch(() => {});
        return;
      }
      const placedOrder = outcome.order;
      const order = { id: placedOrder.id, estimatedDeliveryTime: placedOrder.estimatedDeliveryTime, scheduledFor: placedOrder.scheduledFor, fulfilment: placedOrder.fulfilment, invoice: placedOrder.invoice, vat: { vatRate: placedOrder.tax.vatRate, vat: placedOrder.tax.vat } };
      setChange(null);
      clearCart();
      if (method !== 'cod') {
        // The money is taken on the gateway's page (lib/orders/pay.ts, loaded now, not with the cart): the guest
        // comes back to /cart?order=…; a payment that cannot even start leaves them with this order, told why.
        await (await import('../../lib/orders/pay')).payFor(order.id, method, bkashNumber);
        return;
      }
      savePlaced(order);
      setPlaced(order);
      showToast(words.paymentSuccessful);
      go('success', { replace: true });
    } catch (error) {
      // The kitchen closed or paused meanwhile (or the device's clock is wrong): back to the cart to schedule, in
      // the Worker's words, with the delivery details kept.
      if (isTimingRefusal(error)) {
        refuse(say.failure(error));
        go('cart');
        return;
      }
      setFailure(say.failure(error, words.unreachable));
      // A refusal naming a dish (no longer available, or sold out tonight) shows on its line once the menu and
      // tonight's state are read again.
      tonight.refresh();
      await published(true).catch(() => {});
    } finally {
      setPlacing(false);
    }
  }

  // The number the guest just gave for this order, else the profile's: the one first offered for texts.
  const textsPhone = handover?.delivery.phone || user.phone;

  if (returning) {
    return (
      <div className="checkout">
        <StepIndicator step="payment" />
        <Suspense fallback={<Pending label={words.checkingPayment} />}>
          <PaymentReturn orderId={returning} paid={(order) => <SuccessView order={order} unverified={user.verifiedEmail === null} place={pickupPlace} phone={textsPhone} />} />
        </Suspense>
      </div>
    );
  }
  if (shown === 'success' && placed) {
    return (
      <div className="checkout">
        <StepIndicator step="success" />
        <SuccessView order={placed} unverified={user.verifiedEmail === null} place={pickupPlace} phone={textsPhone} />
      </div>
    );
  }
  if (items.length === 0) return <EmptyView />;

  return (
    <div className="checkout">
      <StepIndicator step={shown} />
      <div className="checkout-body">
        <Suspense fallback={<Pending label={words.loadingStep} />}>
          {shown === 'cart' && (
            <CartStep
              review={review}
              schedule={scheduling && <SchedulePicker scheduling={scheduling} value={scheduledFor} onChange={choose} />}
              unscheduled={scheduling !== null && scheduledFor === null}
              onIntent={getReady}
              onProceed={() => {
                forgetPlaced();
                go('delivery');
              }}
            />
          )}
          {shown === 'delivery' && (
            <DeliveryStep
              initial={handover ? { address: handover.fulfilment === 'delivery' ? handover.delivery.address : user.address, phone: handover.delivery.phone, instructions: handover.delivery.instructions } : { address: user.address, phone: user.phone }}
              areas={areas}
              choice={choice}
              onChoice={setChoice}
              quote={quote}
              subtotal={review.subtotal}
              place={pickupPlace}
              pickupSlots={laterSlots}
              onPickupAt={setPickupAt}
              scheduledFor={scheduledFor}
              onBack={() => history.back()}
              onContinue={continueToPayment}
            />
          )}
          {shown === 'payment' && (
            <PaymentStep placing={placing} change={change} failure={failure} blocked={review.blocked} pickup={handover?.fulfilment === 'pickup'} onBack={() => history.back()} onPlace={(method, accept, bkashNumber) => void place(method, accept, bkashNumber)} />
          )}
        </Suspense>
        <OrderSummary review={review} quote={quote} scheduledFor={scheduledFor} />
      </div>
    </div>
  );
}
