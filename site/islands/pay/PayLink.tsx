import { useEffect, useRef } from 'react';
import type { PayLinkOrder } from '#contract/payment';
import type { Catalog, IslandWords } from '../../i18n/catalog';
import { fill } from '../../i18n/fill';
import { useLang, useWords, WordsProvider } from '../../i18n/react';
import { fillNodes } from '../shared/fill-nodes';
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

/** The parts of the catalog the page shows: its own, the shared placeholder's, and the API's refusals. */
export type PayLinkWords = IslandWords<'common' | 'shared' | 'validation' | 'pay'>;

/** `restaurant`: its name for the greeting, and its phone for when the link cannot help; `words`: the page's (pay.astro). */
export default function PayLink({ restaurant, words }: { restaurant: Restaurant; words: PayLinkWords }) {
  return (
    <WordsProvider words={words}>
      <PayLinkPage restaurant={restaurant} />
    </WordsProvider>
  );
}

function PayLinkPage({ restaurant }: { restaurant: Restaurant }) {
  const words = useWords('pay');
  const { state, round, again } = usePayLink();
  useFocusOnChange(state.kind === 'ready' ? stageOf(state.order) : state.kind);

  if (state.kind === 'loading') return <Pending label={words.loading} />;
  if (state.kind === 'invalid') {
    return (
      <Notice title={words.invalidTitle} actions={<CallButton restaurant={restaurant} />}>
        <p>{words.invalidText}</p>
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
          {words.tryAgain}
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
  const words = useWords('pay');
  const lang = useLang();
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
        <Notice title={words.expiredTitle} actions={<CallButton restaurant={restaurant} />}>
          <p>{words.expiredText}</p>
        </Notice>
      );
    case 'nothing':
      return (
        <Notice
          title={words.nothingTitle}
          actions={
            <>
              <a className="button" href={trackHref(order.orderId, lang)}>
                {words.trackOrder}
              </a>
              <CallButton restaurant={restaurant} quiet />
            </>
          }
        >
          <p>{nothingToPay(order, words)}</p>
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
          {stage === 'failed' ? <Failed reason={whatWentWrong(order.latest, words.reasons)} gateway={Boolean(order.latest?.lastError)} /> : <Greeting name={order.name} restaurant={restaurant.name} />}
          <Bill order={order} />
          {form}
        </div>
      );
  }
}

function Greeting({ name, restaurant }: { name: string; restaurant: string }) {
  const words = useWords('pay');
  return (
    <div className="pay-greeting">
      <p className="pay-hello">{name ? fillNodes(words.helloName, { name: <span className="guest-words">{name}</span> }) : words.hello}</p>
      <p>{fill(words.greeting, { restaurant })}</p>
    </div>
  );
}

/** Why an order the link names has nothing to pay online. */
function nothingToPay(order: PayLinkOrder, words: Catalog['pay']): string {
  if (order.paymentStatus === 'cod') return order.fulfilment === 'pickup' ? words.cashOnCollect : words.cashOnReceive;
  if (order.paymentStatus.startsWith('refund')) return words.refunded;
  return words.nothingOnline;
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
