import { useEffect, useRef, useState } from 'react';
import type { GuestMatch, GuestSearchAnswer } from '#contract/staff';
import { api, failureMessage } from '../../lib/api';
import * as TAKE from './take-order-messages';
import { fieldId } from './take-order';

/** The search waits for a pause in the typing, and for enough to search by (the Worker's own minimum). */
const DEBOUNCE_MS = 300;
const MIN_QUERY = 2;

type Search = { state: 'idle' } | { state: 'looking' } | { state: 'found'; guests: GuestMatch[] } | { state: 'failed'; message: string };

interface Props {
  /** The chosen guest's name and phone while an account is chosen; null: no account. */
  chosen: { name: string; phone: string } | null;
  onChoose: (guest: GuestMatch) => void;
  onClear: () => void;
  error?: string | undefined;
}

/**
 * Who the order is for: a returning guest found by phone or name (GET /api/staff/guests), whose account the
 * order joins; or, with no account chosen, whoever the name and phone fields below say.
 */
export function GuestPicker({ chosen, onChoose, onClear, error }: Props) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const clear = useRef<HTMLButtonElement>(null);
  const q = text.trim();

  useEffect(() => {
    if (q.length < MIN_QUERY) {
      setSearch({ state: 'idle' });
      return;
    }
    // An answer to what was typed before never replaces the answer to what is typed now.
    let current = true;
    const timer = window.setTimeout(() => {
      setSearch({ state: 'looking' });
      api<GuestSearchAnswer>(`/api/staff/guests?${new URLSearchParams({ q })}`)
        .then(({ guests }) => current && setSearch({ state: 'found', guests }))
        .catch((failure: unknown) => current && setSearch({ state: 'failed', message: failureMessage(failure) }));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [q]);

  function choose(guest: GuestMatch) {
    onChoose(guest);
    setText('');
    // The list the button was in is gone: focus goes to what replaced it.
    window.requestAnimationFrame(() => clear.current?.focus());
  }

  const status =
    search.state === 'looking'
      ? TAKE.guestLooking
      : search.state === 'failed'
        ? search.message
        : search.state === 'found'
          ? search.guests.length === 0
            ? TAKE.guestNone
            : TAKE.guestsFound(search.guests.length)
          : q.length > 0
            ? TAKE.guestTypeMore
            : '';

  return (
    <div className="take-guest">
      {chosen ? (
        <div className="take-chosen" id={fieldId('guest')} tabIndex={-1}>
          <span className="take-chosen-who">
            <span className="take-chosen-tag">{TAKE.chosenGuest}</span>
            <strong>{chosen.name}</strong> <span className="take-muted">{chosen.phone}</span>
          </span>
          <button ref={clear} type="button" className="button button--quiet take-small" aria-label={TAKE.clearGuestLabel(chosen.name)} onClick={() => (onClear(), window.requestAnimationFrame(() => input.current?.focus()))}>
            {TAKE.clearGuest}
          </button>
        </div>
      ) : (
        <div className="field">
          <label htmlFor={fieldId('guest-q')}>{TAKE.guestSearch}</label>
          <input
            ref={input}
            className="input"
            id={fieldId('guest-q')}
            type="search"
            autoComplete="off"
            maxLength={100}
            placeholder={TAKE.guestSearchPlaceholder}
            aria-describedby={`${fieldId('guest-q')}-status ${fieldId('guest-q')}-hint`}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <p className="field-hint" id={`${fieldId('guest-q')}-status`} role="status">
            {status}
          </p>
          <p className="field-hint" id={`${fieldId('guest-q')}-hint`}>
            {TAKE.guestSearchHint}
          </p>
          {search.state === 'found' && search.guests.length > 0 && (
            <ul className="take-matches" role="list" aria-label={TAKE.guestsFound(search.guests.length)}>
              {search.guests.map((guest) => (
                <li key={guest.userId}>
                  <button type="button" className="take-match" onClick={() => choose(guest)}>
                    <span className="take-match-name">{guest.name}</span>
                    <span className="take-muted">{[guest.phone, guest.address].filter(Boolean).join(' · ')}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
