import { lazy, Suspense, useCallback, useState } from 'react';
import type { Reservation } from '#contract/reservation-rules';
import type { WaitlistEntry } from '#contract/waitlist';
import type { IslandWords } from '../../i18n/catalog';
import { useWords, WordsProvider } from '../../i18n/react';
import type { SessionUser } from '../../lib/session/store';
import { SignedOutGate } from '../shared/LoginRequired';
import { useMountedSession } from '../../lib/session/use-mounted-session';
import '../shared/shared.css';
import { BookingForm } from './BookingForm';
import { BookingConfirmation } from './BookingConfirmation';
import { YourReservations } from './YourReservations';
import './reservations.css';
import type { Restaurant } from './types';

// The guest's place on the waitlist: its own chunk, loaded once their bookings come near the screen or they join.
const YourWaitlist = lazy(() => import('./YourWaitlist'));

/**
 * The parts of the catalog the booking page shows: its own, the waitlist's, the API's messages, and the shared
 * parts its shared components read (the sign-in prompt, the e-mail's verification, the text offer).
 */
export type ReservationsWords = IslandWords<'common' | 'shared' | 'account' | 'validation' | 'reservations' | 'waitlist'>;

/** SPEC §2 "Reservation screen": login required; the form, then its confirmation; the guest's bookings below, and their place on the waitlist. */
export default function Reservations({ restaurant, words }: { restaurant: Restaurant; words: ReservationsWords }) {
  return (
    <WordsProvider words={words}>
      <Gate restaurant={restaurant} />
    </WordsProvider>
  );
}

function Gate({ restaurant }: { restaurant: Restaurant }) {
  const session = useMountedSession();
  const { signedOut } = useWords('reservations');
  // What a signed-out guest is asked to log in to see (SPEC §6).
  if (!session?.isAuthenticated || !session.user) return <SignedOutGate what={signedOut.what} label={signedOut.loading} known={session !== undefined} />;
  return <Booking user={session.user} restaurant={restaurant} />;
}

function Booking({ user, restaurant }: { user: SessionUser; restaurant: Restaurant }) {
  const [booked, setBooked] = useState<Reservation | null>(null);
  // Bumped after a booking, so the list below fetches again and shows it.
  const [bookings, setBookings] = useState(0);
  const [waitlist, setWaitlist] = useState(false);
  const [joined, setJoined] = useState<WaitlistEntry | null>(null);
  const showWaitlist = useCallback(() => setWaitlist(true), []);
  const tableTaken = useCallback(() => setBookings((count) => count + 1), []);

  return (
    <div className="reservations">
      {booked ? (
        <BookingConfirmation reservation={booked} unverified={user.verifiedEmail === null} onAnother={() => setBooked(null)} />
      ) : (
        <BookingForm
          user={user}
          restaurant={restaurant}
          onBooked={(reservation) => {
            setBooked(reservation);
            setBookings((count) => count + 1);
          }}
          onJoined={(entry) => {
            setJoined(entry);
            showWaitlist();
          }}
        />
      )}
      <YourReservations user={user} restaurant={restaurant} refresh={bookings} onSeen={showWaitlist} />
      {waitlist && (
        <Suspense fallback={null}>
          <YourWaitlist joined={joined} onTaken={tableTaken} />
        </Suspense>
      )}
    </div>
  );
}
