import { type ReactNode, useEffect, useRef } from 'react';
import type { OfferView } from '#contract/waitlist';
import { writtenTime } from '../../lib/format';
import * as WAITLIST from '../../lib/waitlist/messages';
import { minutesHeld, offerDay } from '../../lib/waitlist/waitlist';
import { SuccessMark } from '../shared/ConfirmationParts';
import { Pending } from '../shared/LoginRequired';
import { useNow } from '../shared/use-now';
import '../shared/shared.css';
import type { TakenTable } from './offer-api';
import { useOffer } from './use-offer';
import './waitlist.css';

// The page a waitlist offer's link opens (/w/KEY, sent on to /waitlist#offer=KEY): the table held for the guest,
// its hold counting down, and the button that books it (docs/decisions/0026-texts-and-the-waitlist.md). No account
// and no sign-in: the key is their right to the table. Light on purpose, like /pay: no zod, no session, no
// identity provider.

/** The heading of whatever the page says: focused when it changes. */
const TITLE = 'waitlist-status-title';

export default function WaitlistOffer() {
  const { state, again, take, taking, failure } = useOffer();
  useFocusOnChange(state.kind);

  switch (state.kind) {
    case 'loading':
      return <Pending label={WAITLIST.loadingOffer} />;
    case 'none':
      return (
        <Notice title={WAITLIST.noOfferTitle} actions={<BookLink />}>
          <p>{WAITLIST.noOffer}</p>
        </Notice>
      );
    case 'gone':
      return (
        <Notice title={WAITLIST.goneTitle} actions={<BookLink />}>
          <p>{state.message}</p>
        </Notice>
      );
    case 'unreachable':
      return (
        <div className="load-failure waitlist-unreachable">
          <p className="form-alert" role="alert">
            {state.message}
          </p>
          <button className="button button--quiet" type="button" onClick={again}>
            {WAITLIST.tryAgain}
          </button>
        </div>
      );
    case 'taken':
      return <Taken reservation={state.reservation} />;
    case 'ready':
      return <Held offer={state.offer} taking={taking} failure={failure} onTake={() => void take()} onEnded={again} />;
  }
}

function Notice({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <section className="notice-card waitlist-notice" aria-labelledby={TITLE}>
      <h2 id={TITLE} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <div className="notice-actions">{actions}</div>
    </section>
  );
}

function BookLink() {
  return (
    <a className="button" href="/reservations">
      {WAITLIST.bookTable}
    </a>
  );
}

interface HeldProps {
  offer: OfferView;
  taking: boolean;
  failure: string | null;
  onTake: () => void;
  /** The hold has ended on this device's clock: the page asks the Worker what became of it. */
  onEnded: () => void;
}

/** The table held: for whom, when, which, and the minutes left (each minute, not announced: the guest reads them). */
function Held({ offer, taking, failure, onTake, onEnded }: HeldProps) {
  const now = useNow(true);
  const held = minutesHeld(offer.expiresAt, now);
  const ended = held === null;
  useEffect(() => {
    if (ended) onEnded();
  }, [ended, onEnded]);
  return (
    <section className="notice-card waitlist-offer" aria-labelledby={TITLE}>
      <h2 id={TITLE} tabIndex={-1}>
        {WAITLIST.offerTitle}
      </h2>
      <p className="waitlist-offer-said" role="timer">
        {WAITLIST.offerSentence(offer.guests, offerDay(offer.date), writtenTime(offer.time), offer.table, WAITLIST.heldFor(held ?? 0))}
      </p>
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <button type="button" className="button" disabled={taking || ended} onClick={onTake}>
        {taking && <span className="spinner" aria-hidden="true" />}
        {taking ? WAITLIST.taking : WAITLIST.take}
      </button>
      <p className="visually-hidden" role="status">
        {taking ? WAITLIST.taking : ''}
      </p>
    </section>
  );
}

function Taken({ reservation }: { reservation: TakenTable }) {
  return (
    <section className="success waitlist-taken" aria-labelledby={TITLE}>
      <SuccessMark />
      <h2 id={TITLE} className="success-title" tabIndex={-1}>
        {WAITLIST.takenTitle}
      </h2>
      <p>{WAITLIST.takenFacts(reservation.guests, offerDay(reservation.date), writtenTime(reservation.time), reservation.table)}</p>
      <p>{WAITLIST.welcome}</p>
      <div className="notice-actions">
        <a className="button" href={`/track-reservation/${encodeURIComponent(reservation.id)}`}>
          {WAITLIST.trackReservation}
        </a>
      </div>
    </section>
  );
}

/**
 * When what the page says changes while the guest is on it (the table taken, the offer ended), focus moves to its
 * heading, so a screen reader reads the news rather than nothing. Not on the first view: the page's own heading
 * comes first there.
 */
function useFocusOnChange(kind: string) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const before = shown.current;
    shown.current = kind;
    if (before === null || before === 'loading' || before === kind) return;
    document.getElementById(TITLE)?.focus();
  }, [kind]);
}
