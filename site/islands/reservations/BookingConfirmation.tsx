import { lazy, Suspense, useEffect, useRef } from 'react';
import { tableKind } from '#contract/floor-plan';
import { formatsFor } from '#contract/formats';
import type { Reservation } from '#contract/reservation-rules';
import { fill } from '../../i18n/fill';
import { pathIn } from '../../i18n/lang';
import { useLang, useWords } from '../../i18n/react';
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
  const { confirmation: words, status, kinds, toasts } = useWords('reservations');
  const lang = useLang();
  const { digits, writtenDate, writtenTime } = formatsFor(lang);
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
        {words.title}
      </h2>
      <p>
        <StatusBadge status={reservation.status} />
      </p>
      <p>{statusMessage(reservation.status, status)}</p>
      <dl className="booking-facts">
        <div>
          <dt>{words.date}</dt>
          <dd>{writtenDate(reservation.date)}</dd>
        </div>
        <div>
          <dt>{words.time}</dt>
          <dd>{writtenTime(reservation.time)}</dd>
        </div>
        <div>
          <dt>{words.guests}</dt>
          <dd>{fill(words.guestsValue, { count: digits(reservation.guests) })}</dd>
        </div>
        <div>
          <dt>{words.table}</dt>
          <dd>{kind ? `${digits(reservation.table)} · ${kinds[kind]}` : digits(reservation.table)}</dd>
        </div>
      </dl>
      {unverified && <VerifyEmail headingLevel={3} />}
      <CopyId id={reservation.id} label={words.idLabel} copied={toasts.idCopied} hint={words.idHint} />
      <div className="notice-actions">
        <a className="button" href={pathIn(lang, `/track-reservation/${reservation.id}`)}>
          {words.track}
        </a>
        <a className="button button--quiet" href={pathIn(lang, '/menu')}>
          {words.menu}
        </a>
      </div>
      <button type="button" className="link-button" onClick={onAnother}>
        {words.another}
      </button>
      {reservation.status === 'pending' && (
        <Suspense fallback={null}>
          <TextOffer phone={reservation.phone} about="booking" />
        </Suspense>
      )}
    </section>
  );
}
