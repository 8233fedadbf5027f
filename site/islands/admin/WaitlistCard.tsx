import { useEffect, useRef, useState } from 'react';
import type { Reservation } from '#contract/reservation';
import type { StaffWaitlistEntry, WaitlistEntry } from '#contract/waitlist';
import { api, ApiError, failureMessage } from '../../lib/api';
import { writtenTime } from '../../lib/format';
import { showToast } from '../../lib/toasts/show';
import { Phone, StatusBadge } from './controls';
import { actionDone, actionsFor, countdown, timeWindow, type WaitlistAction } from './waitlist';
import * as WAIT from './waitlist-messages';

type Action = WaitlistAction;

const CALLS: Record<Action, { method: 'POST' | 'DELETE'; path: (id: string) => string }> = {
  offer: { method: 'POST', path: (id) => `/api/staff/waitlist/${encodeURIComponent(id)}/offer` },
  seat: { method: 'POST', path: (id) => `/api/staff/waitlist/${encodeURIComponent(id)}/seat` },
  remove: { method: 'DELETE', path: (id) => `/api/staff/waitlist/${encodeURIComponent(id)}` },
};

/**
 * One guest on the evening's list, as a card a thumb works: their place, party, window and number; an offer's
 * table and what is left of its quarter of an hour; and the actions their status allows, in a row at the card's
 * foot. A refusal (no table now, not tonight) is said on the card itself.
 */
export function WaitlistCard({
  entry,
  tonight,
  now,
  onAnswer,
  onDenied,
}: {
  entry: StaffWaitlistEntry;
  tonight: string;
  now: number;
  onAnswer: (entry: WaitlistEntry) => void;
  onDenied: () => void;
}) {
  const [busy, setBusy] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Asked to confirm, focus lands on the choice that changes nothing.
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);
  const actions = actionsFor(entry, tonight);
  const nameId = `wait-${entry.id}-name`;

  async function run(action: Action) {
    // A second tap while the first is on its way waits for its answer.
    if (busy) return;
    setBusy(action);
    setError(null);
    try {
      const call = CALLS[action];
      const answer = await api<{ entry: WaitlistEntry; reservation?: Reservation }>(call.path(entry.id), { method: call.method });
      setConfirming(false);
      onAnswer(answer.entry);
      showToast(actionDone(action, answer.entry, answer.reservation));
      // The button pressed may have gone with the status it belonged to: the keyboard stays on the card, at its name.
      window.requestAnimationFrame(() => {
        if (document.activeElement === document.body) heading.current?.focus();
      });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 403) onDenied();
      else setError(failureMessage(failure));
    } finally {
      setBusy(null);
    }
  }

  function keep() {
    setConfirming(false);
    window.requestAnimationFrame(() => removeButton.current?.focus());
  }

  const offer = entry.status === 'offered' ? entry.offer : null;
  return (
    <li className={`wait-card wait-card--${entry.status}`} aria-labelledby={nameId}>
      <div className="wait-card-head">
        {entry.position !== null && (
          <span className="wait-place">
            <span className="visually-hidden">{WAIT.place} </span>
            {entry.position}
          </span>
        )}
        <h3 className="wait-name" id={nameId} ref={heading} tabIndex={-1}>
          {entry.name}
        </h3>
        <StatusBadge status={entry.status} label={WAIT.statusLabels[entry.status]} />
      </div>
      <p className="wait-facts">
        {WAIT.party(entry.guests)} · <span className="wait-window">{timeWindow(entry)}</span>
      </p>
      <p className="wait-facts">
        <Phone number={entry.phone} />
        {entry.texted && (
          <span className="wait-texted">
            {WAIT.texted}
            <span className="visually-hidden">{WAIT.textedMeans}</span>
          </span>
        )}
      </p>
      {offer && (
        <p className="wait-offer">
          {WAIT.offeredTable(offer.table, writtenTime(offer.time))} · <time dateTime={offer.expiresAt}>{countdown(offer.expiresAt, now)}</time>
        </p>
      )}
      {entry.status === 'booked' && entry.reservationId && <p className="wait-facts">{WAIT.booking(entry.reservationId)}</p>}
      {error && (
        <p className="field-error wait-error" role="alert">
          {error}
        </p>
      )}
      {confirming ? (
        <div className="wait-confirm" role="group" aria-labelledby={`wait-${entry.id}-ask`}>
          <p id={`wait-${entry.id}-ask`}>{WAIT.removeQuestion(entry.name)}</p>
          <div className="wait-actions">
            <button type="button" className="button button--quiet wait-button" aria-disabled={busy !== null} onClick={() => void run('remove')}>
              {busy === 'remove' ? WAIT.removing : WAIT.removeYes}
            </button>
            <button type="button" className="button wait-button" ref={keepButton} onClick={keep}>
              {WAIT.keep}
            </button>
          </div>
        </div>
      ) : (
        (actions.offer || actions.seat || actions.remove) && (
          <div className="wait-actions">
            {actions.offer && (
              <button type="button" className="button wait-button" aria-disabled={busy !== null} aria-describedby={nameId} onClick={() => void run('offer')}>
                {busy === 'offer' ? WAIT.offering : WAIT.offer}
              </button>
            )}
            {actions.seat && (
              <button
                type="button"
                className={entry.status === 'offered' ? 'button wait-button' : 'button button--quiet wait-button'}
                aria-disabled={busy !== null}
                aria-describedby={nameId}
                onClick={() => void run('seat')}
              >
                {busy === 'seat' ? WAIT.seating : WAIT.seat}
              </button>
            )}
            {actions.remove && (
              <button type="button" className="button button--quiet wait-button" ref={removeButton} aria-describedby={nameId} onClick={() => setConfirming(true)}>
                {WAIT.remove}
              </button>
            )}
          </div>
        )
      )}
    </li>
  );
}
