import { lazy, Suspense, useCallback, useState } from 'react';
import type { Reservation } from '#contract/reservation-rules';
import type { WaitlistEntry } from '#contract/waitlist';
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

/** What a signed-out guest is asked to log in to see (SPEC §6). */
const SIGNED_OUT = 'your reservations and book a table';

/** SPEC §2 "Reservation screen": login required; the form, then its confirmation; the guest's bookings below, and their place on the waitlist. */
export default function Reservations({ restaurant }: { restaurant: Restaurant }) {
  const session = useMountedSession();
  if (!session?.isAuthenticated || !session.user) return <SignedOutGate what={SIGNED_OUT} label="Loading the booking form" known={session !== undefined} />;
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
