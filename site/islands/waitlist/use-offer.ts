import { useCallback, useEffect, useRef, useState } from 'react';
import type { OfferView } from '#contract/waitlist';
import { useWords } from '../../i18n/react';
import { failureWords } from '../../lib/reservations/refusal';
import { offerToken } from '../../lib/waitlist/waitlist';
import { ApiError, readOffer, type TakenTable, takeOffer } from './offer-api';

export type OfferState =
  | { kind: 'loading' }
  /** The address holds no offer's key: the page explains where its link comes from. */
  | { kind: 'none' }
  | { kind: 'ready'; token: string; offer: OfferView }
  | { kind: 'taken'; reservation: TakenTable }
  /** The offer has ended (its hold passed, or the table went): the Worker's words for it, in the page's language. */
  | { kind: 'gone'; message: string }
  /** No answer, or too many asks at once (429): the guest may try again. */
  | { kind: 'unreachable'; message: string };

/** The Worker's refusal of a key it no longer holds a table for (410), or never did. */
const ended = (error: unknown) => error instanceof ApiError && (error.status === 410 || error.status === 404);

/**
 * The table the page's link holds (/waitlist#offer=KEY), read when the page mounts, when its fragment changes (another
 * link opened in the same tab) and when asked `again` (a retry, or the hold ending on this device's clock: the Worker
 * says what became of it). `take` books it; `failure`, why a take found no answer. What a failure says is in the
 * page's words: the Worker's refusal by its code (the catalog's `validation`), or that it could not be reached.
 */
export function useOffer() {
  const { unreachable } = useWords('waitlist');
  const validation = useWords('validation');
  const failureText = useCallback((error: unknown) => failureWords(error, validation, unreachable), [validation, unreachable]);
  const [state, setState] = useState<OfferState>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const [taking, setTaking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useRef(false);
  const again = useCallback(() => setRound((count) => count + 1), []);

  useEffect(() => {
    window.addEventListener('hashchange', again);
    return () => window.removeEventListener('hashchange', again);
  }, [again]);

  useEffect(() => {
    const token = offerToken(window.location.hash);
    if (!token) {
      setState({ kind: 'none' });
      return;
    }
    // Read again, the offer on screen stays until the answer comes (nothing jumps, the countdown keeps its place).
    setState((shown) => (shown.kind === 'ready' && shown.token === token ? shown : { kind: 'loading' }));
    let current = true;
    readOffer(token).then(
      (offer) => current && setState({ kind: 'ready', token, offer }),
      (error: unknown) => current && setState(ended(error) ? { kind: 'gone', message: failureText(error) } : { kind: 'unreachable', message: failureText(error) }),
    );
    return () => {
      current = false;
    };
  }, [round, failureText]);

  const take = useCallback(async () => {
    if (state.kind !== 'ready' || busy.current) return;
    busy.current = true;
    setTaking(true);
    setFailure(null);
    try {
      setState({ kind: 'taken', reservation: await takeOffer(state.token) });
    } catch (error) {
      if (ended(error)) setState({ kind: 'gone', message: failureText(error) });
      else setFailure(failureText(error));
    } finally {
      busy.current = false;
      setTaking(false);
    }
  }, [state, failureText]);

  return { state, again, take, taking, failure };
}
