import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useConfirmStep } from '../shared/use-confirm-step';
import { tableKind } from '#contract/floor-plan';
import { formatsFor } from '#contract/formats';
import { cancellable, type Reservation, sittingStart } from '#contract/reservation-rules';
import { fill } from '../../i18n/fill';
import { pathIn } from '../../i18n/lang';
import { useLang, useWords } from '../../i18n/react';
import { ApiError } from '../../lib/api';
import { cancelBooking, myReservations } from '../../lib/reservations/bookings';
import { failureWords } from '../../lib/reservations/refusal';
import { showToast } from '../../lib/toasts/show';
import type { SessionUser } from '../../lib/session/store';
import { confirmSession } from '../../lib/session/confirm';
import type { Restaurant } from './types';
import { isOpen } from '../../lib/reservations/status-display';
import { StatusBadge } from './StatusBadge';
import { withNode } from './with-node';

interface Props {
  user: SessionUser;
  restaurant: Restaurant;
  /** Changes when a booking was made, to fetch the list again. */
  refresh: number;
  /** The list has come near the screen (what else waits for that, the waitlist, may load). */
  onSeen?: () => void;
}

/** Whether the element has come near the screen (once true, it stays so). */
function useSeen<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setSeen(true), { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen];
}

/**
 * Beyond the spec (docs/decisions/0005): the guest's own bookings, upcoming first, each cancellable while the Terms allow.
 * Below the form, so fetched when it comes near the screen: the identity provider's SDK (31 KB), which the
 * call needs, is then not part of the form's first view. A booking made above fetches it too.
 */
export function YourReservations({ user, restaurant, refresh, onSeen }: Props) {
  const { list: words, failure: offline } = useWords('reservations');
  const validation = useWords('validation');
  const { digits } = formatsFor(useLang());
  const [reservations, setReservations] = useState<Reservation[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [section, seen] = useSeen<HTMLElement>();

  const load = useCallback(async () => {
    setFailure(null);
    try {
      setReservations(await myReservations(user));
    } catch (error) {
      setFailure(failureWords(error, validation, offline.offline, offline.signedOut));
    }
  }, [user, validation, offline]);

  useEffect(() => {
    if (!seen && refresh === 0) return;
    confirmSession();
    void load();
  }, [load, refresh, seen]);

  useEffect(() => {
    if (seen) onSeen?.();
  }, [onSeen, seen]);

  const now = new Date();
  const upcoming = (reservations ?? []).filter((reservation) => sittingStart(reservation.date, reservation.time) > now);
  const past = (reservations ?? []).filter((reservation) => !upcoming.includes(reservation));

  return (
    <section className="your-reservations" aria-labelledby="your-reservations-title" ref={section}>
      <h2 id="your-reservations-title" className="booking-title">
        {words.title}
      </h2>
      {failure && (
        <div className="load-failure" role="alert">
          <p className="form-alert">{failure}</p>
          <button className="button button--quiet" type="button" onClick={() => void load()}>
            {words.tryAgain}
          </button>
        </div>
      )}
      {reservations === null && !failure && <p className="slots-note">{words.loading}</p>}
      {reservations?.length === 0 && <p className="slots-note">{words.empty}</p>}
      {upcoming.length > 0 && (
        <ol className="reservation-list" role="list" aria-label={words.upcoming}>
          {upcoming.map((reservation) => (
            <li key={reservation.id}>
              <ReservationCard
                reservation={reservation}
                restaurant={restaurant}
                onChange={(changed) => setReservations((shown) => shown?.map((one) => (one.id === changed.id ? changed : one)) ?? null)}
                onStale={() => void load()}
              />
            </li>
          ))}
        </ol>
      )}
      {past.length > 0 && (
        <details className="reservation-past">
          <summary>{fill(words.past, { count: digits(past.length) })}</summary>
          <ol className="reservation-list" role="list">
            {past.map((reservation) => (
              <li key={reservation.id}>
                <ReservationCard reservation={reservation} restaurant={restaurant} />
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}

interface CardProps {
  reservation: Reservation;
  restaurant: Restaurant;
  onChange?: (reservation: Reservation) => void;
  /** The server refused for a reason the list may not show yet (changed meanwhile): fetch it again. */
  onStale?: (() => void) | undefined;
}

function ReservationCard({ reservation, restaurant, onChange, onStale }: CardProps) {
  const { list: words, kinds, guestsOne, guestsOther } = useWords('reservations');
  const lang = useLang();
  const { digits, writtenDate, writtenTime } = formatsFor(lang);
  const kind = tableKind(reservation.table);
  const party = fill(reservation.guests === 1 ? guestsOne : guestsOther, { count: digits(reservation.guests) });
  const table = digits(reservation.table);
  const titleId = `reservation-${reservation.id}`;
  return (
    <article className="reservation-card" aria-labelledby={titleId}>
      <header className="reservation-card-head">
        <h3 id={titleId} className="reservation-when" tabIndex={-1}>
          {writtenDate(reservation.date)}
          <span>{writtenTime(reservation.time)}</span>
        </h3>
        <StatusBadge status={reservation.status} />
      </header>
      <p className="reservation-what">
        {kind ? fill(words.whatKind, { party, table, kind: kinds[kind] }) : fill(words.what, { party, table })}
      </p>
      <p className="reservation-id">
        <a href={pathIn(lang, `/track-reservation/${reservation.id}`)} aria-label={fill(words.trackLabel, { id: reservation.id })}>
          {reservation.id}
        </a>
      </p>
      {onChange && isOpen(reservation.status) && <CancelAction reservation={reservation} restaurant={restaurant} onChange={onChange} onStale={onStale} />}
    </article>
  );
}

function CancelAction({ reservation, restaurant, onChange, onStale }: Required<Pick<CardProps, 'onChange'>> & CardProps) {
  const { list: words, toasts, failure: offline } = useWords('reservations');
  const validation = useWords('validation');
  const { asking, setAsking, ask, answer: confirm } = useConfirmStep();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function cancel() {
    setBusy(true);
    setFailure(null);
    try {
      onChange(await cancelBooking(reservation.id));
      showToast(toasts.cancelled);
      document.getElementById(`reservation-${reservation.id}`)?.focus();
    } catch (error) {
      setFailure(failureWords(error, validation, offline.offline, offline.signedOut));
      if (error instanceof ApiError && error.status === 409) onStale?.();
    } finally {
      setBusy(false);
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
      {!cancellable(reservation.date, reservation.time, new Date()) ? (
        <p className="reservation-call">{withNode(words.callToCancel, 'phone', <a href={restaurant.phoneHref}>{restaurant.phone}</a>)}</p>
      ) : asking ? (
        <div className="reservation-confirm" role="group" aria-label={words.cancelGroup}>
          <p>{words.cancelQuestion}</p>
          <button type="button" className="button button--danger" disabled={busy} ref={confirm} onClick={() => void cancel()}>
            {busy ? words.cancelling : words.cancelYes}
          </button>
          <button type="button" className="button button--quiet" disabled={busy} onClick={() => setAsking(false)}>
            {words.cancelNo}
          </button>
        </div>
      ) : (
        <button type="button" className="button button--quiet" ref={ask} onClick={() => setAsking(true)}>
          {words.cancel}
        </button>
      )}
    </div>
  );
}
