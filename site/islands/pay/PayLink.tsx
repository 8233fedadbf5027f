import { useEffect, useRef } from 'react';
import type { PayLinkOrder } from '#contract/payment';
import { Pending } from '../shared/LoginRequired';
import '../shared/shared.css';
import { Bill } from './Bill';
import { CallButton, Confirming, Failed, Notice, Paid, type Restaurant, STATUS_TITLE, trackHref } from './Outcome';
import { PayForm } from './PayForm';
import { amountToPay, type PayLink as Link, stageOf, whatWentWrong } from './pay-link';
import { usePayLink } from './use-pay-link';
import './pay.css';

// The page a guest opens from the payment link staff sent them (/pay?order=…&key=…) for an order taken on the
// phone, and where the gateway sends them back after paying (docs/payments.md). No account and no sign-in: the
// key is their right to pay this order. Light on purpose (a cheap phone on a slow network): no zod, no session,
// no identity provider; the checks are pay-link.ts's, written by hand.

/** `restaurant`: its name for the greeting, and its phone for when the link cannot help. */
export default function PayLink({ restaurant }: { restaurant: Restaurant }) {
  const { state, round, again } = usePayLink();
  useFocusOnChange(state.kind === 'ready' ? stageOf(state.order) : state.kind);

  if (state.kind === 'loading') return <Pending label="Loading your bill" />;
  if (state.kind === 'invalid') {
    return (
      <Notice title="Link not valid" actions={<CallButton restaurant={restaurant} />}>
        <p>This payment link is not valid. Please call the restaurant.</p>
      </Notice>
    );
  }
  if (state.kind === 'unreachable') {
    return (
      <div className="load-failure pay-unreachable">
        <p className="form-alert" role="alert">
          {state.message}
        </p>
        <button className="button button--quiet" type="button" onClick={again}>
          Try again
        </button>
      </div>
    );
  }
  return <Ready order={state.order} link={state.link} waitedOut={state.waitedOut} round={round} restaurant={restaurant} again={again} />;
}

interface ReadyProps {
  order: PayLinkOrder;
  link: Link;
  waitedOut: boolean;
  /** The form is drawn anew with each fresh read (use-pay-link.ts): a button left busy by a departure is not. */
  round: number;
  restaurant: Restaurant;
  again: () => void;
}

function Ready({ order, link, waitedOut, round, restaurant, again }: ReadyProps) {
  const stage = stageOf(order);
  const form = <PayForm key={round} link={link} method={order.paymentMethod} amount={amountToPay(order)} />;
  switch (stage) {
    case 'paid':
    case 'held':
      return (
        <div className="pay">
          <Paid order={order} />
          <Bill order={order} paid />
        </div>
      );
    case 'expired':
      return (
        <Notice title="This order was not paid in time" actions={<CallButton restaurant={restaurant} />}>
          <p>The time to pay for this order has passed, so the kitchen never received it and nothing was charged. Please call the restaurant.</p>
        </Notice>
      );
    case 'nothing':
      return (
        <Notice
          title="Nothing to pay here"
          actions={
            <>
              <a className="button" href={trackHref(order.orderId)}>
                Track your order
              </a>
              <CallButton restaurant={restaurant} quiet />
            </>
          }
        >
          <p>{nothingToPay(order)}</p>
        </Notice>
      );
    case 'confirming':
      return (
        <div className="pay">
          <Confirming waitedOut={waitedOut} onCheck={again} />
          <Bill order={order} />
          {waitedOut && form}
        </div>
      );
    default:
      return (
        <div className="pay">
          {stage === 'failed' ? <Failed reason={whatWentWrong(order.latest)} /> : <Greeting name={order.name} restaurant={restaurant.name} />}
          <Bill order={order} />
          {form}
        </div>
      );
  }
}

function Greeting({ name, restaurant }: { name: string; restaurant: string }) {
  return (
    <div className="pay-greeting">
      <p className="pay-hello">{name ? `Hello, ${name}.` : 'Hello.'}</p>
      <p>Here is the bill for the order you placed with {restaurant} by phone. Please check it, then pay below: the kitchen starts on your order as soon as it is paid.</p>
    </div>
  );
}

/** Why an order the link names has nothing to pay online. */
function nothingToPay(order: PayLinkOrder): string {
  if (order.paymentStatus === 'cod') return `This order is paid in cash when you ${order.fulfilment === 'pickup' ? 'collect it' : 'receive it'}.`;
  if (order.paymentStatus.startsWith('refund')) return 'The payment for this order has been given back, so there is nothing to pay. Please call the restaurant if you have a question.';
  return 'There is nothing to pay online for this order.';
}

/**
 * When what the page says about the payment changes while the guest is on it (confirmed after the wait, failed,
 * the link found not valid), focus moves to its heading, so a screen reader reads the news rather than nothing.
 * Not on the first view: the page's own heading comes first there.
 */
function useFocusOnChange(stage: string) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const before = shown.current;
    shown.current = stage;
    if (before === null || before === 'loading' || before === stage) return;
    document.getElementById(STATUS_TITLE)?.focus();
  }, [stage]);
}
