import { useState } from 'react';
import type { Reservation } from '#contract/reservation-rules';
import type { SessionUser } from '../../lib/session/store';
import { SignedOutGate } from '../shared/LoginRequired';
import { useMountedSession } from '../../lib/session/use-mounted-session';
import '../shared/shared.css';
import { BookingForm } from './BookingForm';
import { BookingConfirmation } from './BookingConfirmation';
import { YourReservations } from './YourReservations';
import './reservations.css';
import type { Restaurant } from './types';

/** What a signed-out guest is asked to log in to see (SPEC §6). */
const SIGNED_OUT = 'your reservations and book a table';

/** SPEC §2 "Reservation screen": login required; the form, then its confirmation; the guest's bookings below. */
export default function Reservations({ restaurant }: { restaurant: Restaurant }) {
  const session = useMountedSession();
  if (!session?.isAuthenticated || !session.user) return <SignedOutGate what={SIGNED_OUT} label="Loading the booking form" known={session !== undefined} />;
  return <Booking user={session.user} restaurant={restaurant} />;
}

function Booking({ user, restaurant }: { user: SessionUser; restaurant: Restaurant }) {
  const [booked, setBooked] = useState<Reservation | null>(null);
  // Bumped after a booking, so the list below fetches again and shows it.
  const [bookings, setBookings] = useState(0);

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
        />
      )}
      <YourReservations user={user} restaurant={restaurant} refresh={bookings} />
    </div>
  );
}
