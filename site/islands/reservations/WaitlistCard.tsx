import { useEffect, useState } from 'react';
import { useConfirmStep } from '../shared/use-confirm-step';
import { formatsFor } from '#contract/formats';
import type { WaitlistEntry } from '#contract/waitlist';
import { pathIn } from '../../i18n/lang';
import { useWords } from '../../i18n/react';
import { ApiError } from '../../lib/api';
import { failureWords } from '../../lib/reservations/refusal';
import { showToast } from '../../lib/toasts/show';
import { leaveWaitlist, takeOffered } from '../../lib/waitlist/api';
import type { WaitlistSentences, WaitlistWords } from '../../lib/waitlist/messages';
import { isActive, minutesHeld } from '../../lib/waitlist/waitlist';
import { useNow } from '../shared/use-now';
import { useWaitlistSentences } from './use-waitlist-words';

/** The badge's style for each status: the site's badge colours (global.css), brass for a table held. */
const BADGE = { waiting: 'pending', offered: 'delivered', booked: 'confirmed', expired: 'cancelled', cancelled: 'cancelled' } as const;

interface Props {
  entry: WaitlistEntry;
  /** The guest has left this entry (the Worker's entry, `cancelled`): its card goes, and focus to the list. */
  onLeft: (entry: WaitlistEntry) => void;
  /** The table offered is taken: a booking was made. */
  onTaken: () => void;
  /** The list may no longer be what the Worker holds (an offer ended, a table taken): read it again. */
  onStale: () => void;
}

/** One evening on the waitlist: its window, where it stands, and what the guest can do about it. */
export function WaitlistCard({ entry, onLeft, onTaken, onStale }: Props) {
  const { words, lang, say } = useWaitlistSentences();
  const { writtenDate, writtenTime } = formatsFor(lang);
  const titleId = `waitlist-${entry.id}`;
  const from = writtenTime(entry.fromTime);
  const until = writtenTime(entry.toTime);
  return (
    <article className="reservation-card waitlist-card" aria-labelledby={titleId}>
      <header className="reservation-card-head">
        <h3 id={titleId} className="reservation-when" tabIndex={-1}>
          {writtenDate(entry.date)}{' '}
          <span>{say.timeWindow(from, until)}</span>
        </h3>
        <span className={`badge badge--${BADGE[entry.status]}`}>{words.status[entry.status]}</span>
      </header>
      <p className="reservation-what">{say.party(entry.guests)}</p>
      {entry.status === 'offered' && entry.offer ? (
        <Offered entry={entry} offer={entry.offer} onLeft={onLeft} onTaken={onTaken} onStale={onStale} />
      ) : (
        <>
          <p className="waitlist-said">{said(entry, from, until, words, say, writtenTime)}</p>
          {entry.status === 'booked' && entry.reservationId && (
            <p className="reservation-id">
              <a href={pathIn(lang, `/track-reservation/${entry.reservationId}`)}>{words.trackBooking}</a>
            </p>
          )}
          {isActive(entry) && <Actions entry={entry} onLeft={onLeft} onStale={onStale} />}
        </>
      )}
    </article>
  );
}

/** What an entry not holding a table says. */
function said(entry: WaitlistEntry, from: string, until: string, words: WaitlistWords, say: WaitlistSentences, writtenTime: (time: string) => string): string {
  const time = entry.offer ? writtenTime(entry.offer.time) : '';
  switch (entry.status) {
    case 'booked':
      return say.booked(entry.guests, time || from);
    case 'expired':
      return time ? say.expiredOffer(time) : words.expiredWaiting;
    default:
      return say.waiting(from, until);
  }
}

type OfferedProps = Omit<Props, 'entry'> & { entry: WaitlistEntry; offer: NonNullable<WaitlistEntry['offer']> };

/** A table held for the guest: until when, the minutes left (each minute), and the table to take. */
function Offered({ entry, offer, onLeft, onTaken, onStale }: OfferedProps) {
  const { lang, say } = useWaitlistSentences();
  const { clockTime, writtenTime } = formatsFor(lang);
  const now = useNow(true);
  const held = minutesHeld(offer.expiresAt, now);
  // The hold has ended on this device's clock: the Worker says what became of it.
  const ended = held === null;
  useEffect(() => {
    if (ended) onStale();
  }, [ended, onStale]);
  return (
    <>
      <p className="waitlist-said waitlist-held">{say.offered(entry.guests, writtenTime(offer.time), clockTime(offer.expiresAt))}</p>
      <p className="waitlist-countdown" role="timer">
        {ended ? say.expiredOffer(writtenTime(offer.time)) : say.minutesLeft(held)}
      </p>
      {!ended && <Actions entry={entry} onLeft={onLeft} onStale={onStale} onTaken={onTaken} />}
    </>
  );
}

interface ActionsProps extends Omit<Props, 'onTaken'> {
  /** Given for a table offered: the button to take it. */
  onTaken?: () => void;
}

function Actions({ entry, onLeft, onTaken, onStale }: ActionsProps) {
  const { words } = useWaitlistSentences();
  const { failure: offline } = useWords('reservations');
  const validation = useWords('validation');
  const failed = (error: unknown) => failureWords(error, validation, offline.offline, offline.signedOut);
  const { asking, setAsking, ask, answer: confirm } = useConfirmStep();
  const [busy, setBusy] = useState<'take' | 'leave' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function take() {
    setBusy('take');
    setFailure(null);
    try {
      await takeOffered(entry.id);
      showToast(words.taken);
      onTaken?.();
      onStale();
      document.getElementById(`waitlist-${entry.id}`)?.focus();
    } catch (error) {
      setFailure(failed(error));
      // 410: the hold ended, or the table went; the list shows what became of the entry.
      if (error instanceof ApiError && error.status === 410) onStale();
    } finally {
      setBusy(null);
    }
  }

  async function leave() {
    setBusy('leave');
    setFailure(null);
    try {
      const { entry: left } = await leaveWaitlist(entry.id);
      if (left.status === 'cancelled') {
        showToast(words.left);
        onLeft(left);
        return;
      }
      // Booked or ended meanwhile: it comes back unchanged, and the list shows what became of it.
      setBusy(null);
      setAsking(false);
      onStale();
    } catch (error) {
      setFailure(failed(error));
      // 404: gone from the list meanwhile (left in another tab).
      if (error instanceof ApiError && error.status === 404) onStale();
      setBusy(null);
      setAsking(false);
    }
  }

  return (
    <div className="reservation-actions">
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      {asking ? (
        <div className="reservation-confirm" role="group" aria-label={words.leave}>
          <p>{words.leaveQuestion}</p>
          <button type="button" className="button button--danger" disabled={busy !== null} ref={confirm} onClick={() => void leave()}>
            {busy === 'leave' ? words.leaving : words.leaveYes}
          </button>
          <button type="button" className="button button--quiet" disabled={busy !== null} onClick={() => setAsking(false)}>
            {words.leaveNo}
          </button>
        </div>
      ) : (
        <div className="waitlist-buttons">
          {onTaken && (
            <button type="button" className="button" disabled={busy !== null} onClick={() => void take()}>
              {busy === 'take' && <span className="spinner" aria-hidden="true" />}
              {busy === 'take' ? words.taking : words.take}
            </button>
          )}
          <button type="button" className="button button--quiet" disabled={busy !== null} ref={ask} onClick={() => setAsking(true)}>
            {words.leave}
          </button>
        </div>
      )}
    </div>
  );
}
