import { useCallback, useEffect, useState } from 'react';
import type { PayLinkOrder } from '#contract/payment';
import { useLang, useWords } from '../../i18n/react';
import { useSay } from '../shared/use-say';
import { ApiError, readLinkOrder } from './pay-api';
import { linkFrom, type PayLink, stageOf } from './pay-link';

/** While the gateway's answer is on its way, the page asks every 2 s for about 30 s. */
const ASK_EVERY_MS = 2000;
const ASK_TIMES = 15;

export type PayLinkState =
  | { kind: 'loading' }
  /** The address names no order, a malformed key, or one the Worker does not know (404). */
  | { kind: 'invalid' }
  /** The first read found no answer (offline, the Worker down): the guest may try again. */
  | { kind: 'unreachable'; message: string }
  /** `waitedOut`: the payment is still unconfirmed after the page stopped asking. */
  | { kind: 'ready'; link: PayLink; order: PayLinkOrder; waitedOut: boolean };

/**
 * The order behind the page's payment link, read when the page mounts and asked again while its payment is being
 * confirmed. `round` counts the reads started afresh (`again`, or the page restored from the back-forward cache
 * after the gateway's page): the form is drawn anew with each, so a button left busy by the departure is not.
 */
export function usePayLink(): { state: PayLinkState; round: number; again: () => void } {
  const lang = useLang();
  const words = useWords('pay');
  const say = useSay();
  const [state, setState] = useState<PayLinkState>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const again = useCallback(() => setRound((count) => count + 1), []);

  useEffect(() => {
    const link = linkFrom(window.location.search);
    if (!link) {
      setState({ kind: 'invalid' });
      return;
    }
    // A read asked again keeps what is on screen until its answer comes (nothing jumps), but for a failure's message.
    setState((shown) => (shown.kind === 'ready' ? shown : { kind: 'loading' }));
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** `polling`: an earlier read of this round found the payment being confirmed. */
    const ask = async (left: number, polling: boolean) => {
      let order: PayLinkOrder;
      try {
        order = await readLinkOrder(link, lang);
      } catch (error) {
        if (stopped) return;
        if (error instanceof ApiError && error.status === 404) return setState({ kind: 'invalid' });
        if (!polling) return setState({ kind: 'unreachable', message: say.failure(error, words.unreachable) });
        // One poll lost on the way (a phone between cells) is one of several: the next may get through.
        setState((shown) => (shown.kind === 'ready' ? { ...shown, waitedOut: left === 0 } : shown));
        if (left > 0) timer = setTimeout(() => void ask(left - 1, true), ASK_EVERY_MS);
        return;
      }
      if (stopped) return;
      const confirming = stageOf(order) === 'confirming';
      setState({ kind: 'ready', link, order, waitedOut: confirming && left === 0 });
      if (confirming && left > 0) timer = setTimeout(() => void ask(left - 1, true), ASK_EVERY_MS);
    };
    void ask(ASK_TIMES, false);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // The words and the language are the page's, the same for as long as it is open: a round is read afresh only when asked.
  }, [round]);

  // Back from the gateway's page with the browser's Back button, the page may be the one it left, restored whole:
  // its payment has moved on since, so it is read again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) again();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, [again]);

  return { state, round, again };
}
