import { lazy, Suspense, useEffect, useRef } from 'react';
import { tableKind } from '#contract/floor-plan';
import * as TOASTS from '../../lib/toasts/messages';
import type { Reservation } from '#contract/reservation-rules';
import { writtenDate, writtenTime } from '../../lib/format';
import { CopyId, SuccessMark } from '../shared/ConfirmationParts';
import { VerifyEmail } from '../shared/VerifyEmail';
import { statusMessage } from '../../lib/reservations/status-display';
import { StatusBadge } from './StatusBadge';

// A text when the table is confirmed, for a guest with no proven number: its code comes after the confirmation.
const TextOffer = lazy(() => import('../shared/TextOffer'));

/**
 * SPEC §2 "Reservation screen": the booking made, pending, with its id and the ways on; for an account whose
 * address is not verified yet, the prompt to verify it: the booking's mails wait for it.
 */
export function BookingConfirmation({ reservation, unverified, onAnother }: { reservation: Reservation; unverified: boolean; onAnother: () => void }) {
  const title = useRef<HTMLHeadingElement>(null);
  // The form the guest was in is gone: take them, and their screen reader, to what replaced it.
  useEffect(() => {
    title.current?.focus();
    title.current?.scrollIntoView({ block: 'center' });
  }, []);
  const kind = tableKind(reservation.table);
  return (
    <section className="success booking-confirmation" aria-labelledby="booking-confirmed-title">
      <SuccessMark />
      <h2 id="booking-confirmed-title" className="success-title" tabIndex={-1} ref={title}>
        Reservation received
      </h2>
      <p>
        <StatusBadge status={reservation.status} />
      </p>
      <p>{statusMessage(reservation.status)}</p>
      <dl className="booking-facts">
        <div>
          <dt>Date</dt>
          <dd>{writtenDate(reservation.date)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{writtenTime(reservation.time)}</dd>
        </div>
        <div>
          <dt>Guests</dt>
          <dd>{reservation.guests}</dd>
        </div>
        <div>
          <dt>Table</dt>
          <dd>{kind ? `${reservation.table} · ${kind}` : reservation.table}</dd>
        </div>
      </dl>
      {unverified && <VerifyEmail headingLevel={3} />}
      <CopyId id={reservation.id} label="Reservation ID" copied={TOASTS.reservationIdCopied} hint="Click to copy it: with it you can follow your reservation at any time." />
      <div className="notice-actions">
        <a className="button" href={`/track-reservation/${reservation.id}`}>
          Track Reservation
        </a>
        <a className="button button--quiet" href="/menu">
          View Menu
        </a>
      </div>
      <button type="button" className="link-button" onClick={onAnother}>
        Book another table
      </button>
      {reservation.status === 'pending' && (
        <Suspense fallback={null}>
          <TextOffer phone={reservation.phone} about="booking" />
        </Suspense>
      )}
    </section>
  );
}
