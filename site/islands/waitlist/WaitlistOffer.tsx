import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { formatsFor } from '#contract/formats';
import type { OfferView } from '#contract/waitlist';
import type { IslandWords } from '../../i18n/catalog';
import { pathIn } from '../../i18n/lang';
import { useLang, useWords, WordsProvider } from '../../i18n/react';
import { waitlistSentences } from '../../lib/waitlist/messages';
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
// identity provider. In the page's language: its words are handed in by the page (`words`).

/** The heading of whatever the page says: focused when it changes. */
const TITLE = 'waitlist-status-title';

export type OfferWords = IslandWords<'common' | 'shared' | 'validation' | 'waitlist'>;

export default function WaitlistOffer({ words }: { words: OfferWords }) {
  return (
    <WordsProvider words={words}>
      <Offer />
    </WordsProvider>
  );
}

/** The waitlist's words, and its sentences in the page's language and digits. */
function useWaitlistWords() {
  const words = useWords('waitlist');
  const lang = useLang();
  return { words, lang, say: useMemo(() => waitlistSentences(words, lang), [words, lang]) };
}

function Offer() {
  const { words } = useWaitlistWords();
  const { state, again, take, taking, failure } = useOffer();
  useFocusOnChange(state.kind);

  switch (state.kind) {
    case 'loading':
      return <Pending label={words.loadingOffer} />;
    case 'none':
      return (
        <Notice title={words.noOfferTitle} actions={<BookLink />}>
          <p>{words.noOffer}</p>
        </Notice>
      );
    case 'gone':
      return (
        <Notice title={words.goneTitle} actions={<BookLink />}>
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
            {words.tryAgain}
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
  const { words, lang } = useWaitlistWords();
  return (
    <a className="button" href={pathIn(lang, '/reservations')}>
      {words.bookTable}
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
  const { words, lang, say } = useWaitlistWords();
  const now = useNow(true);
  const held = minutesHeld(offer.expiresAt, now);
  const ended = held === null;
  useEffect(() => {
    if (ended) onEnded();
  }, [ended, onEnded]);
  return (
    <section className="notice-card waitlist-offer" aria-labelledby={TITLE}>
      <h2 id={TITLE} tabIndex={-1}>
        {words.offerTitle}
      </h2>
      <p className="waitlist-offer-said" role="timer">
        {say.offerSentence(offer.guests, offerDay(offer.date, lang), formatsFor(lang).writtenTime(offer.time), offer.table, say.heldFor(held ?? 0))}
      </p>
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <button type="button" className="button" disabled={taking || ended} onClick={onTake}>
        {taking && <span className="spinner" aria-hidden="true" />}
        {taking ? words.taking : words.take}
      </button>
      <p className="visually-hidden" role="status">
        {taking ? words.taking : ''}
      </p>
    </section>
  );
}

function Taken({ reservation }: { reservation: TakenTable }) {
  const { words, lang, say } = useWaitlistWords();
  return (
    <section className="success waitlist-taken" aria-labelledby={TITLE}>
      <SuccessMark />
      <h2 id={TITLE} className="success-title" tabIndex={-1}>
        {words.takenTitle}
      </h2>
      <p>{say.takenFacts(reservation.guests, offerDay(reservation.date, lang), formatsFor(lang).writtenTime(reservation.time), reservation.table)}</p>
      <p>{words.welcome}</p>
      <div className="notice-actions">
        <a className="button" href={pathIn(lang, `/track-reservation/${encodeURIComponent(reservation.id)}`)}>
          {words.trackReservation}
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
