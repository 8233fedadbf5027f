import { sittingStart } from '../contract/reservation';

// Its own module: both outboxes ask it at delivery (mail/deliver.ts, sms/outbox.ts), and neither may import the
// other's writing side.

/** Whether a reminder still has a sitting to remind of: its booking confirmed and not yet begun (checked at delivery). */
export async function reminderStillWanted(database: D1Database, reservationId: string, now: number): Promise<boolean> {
  const booking = await database.prepare("SELECT date, time FROM reservations WHERE id = ?1 AND status = 'confirmed'").bind(reservationId).first<{ date: string; time: string }>();
  return !!booking && sittingStart(booking.date, booking.time).getTime() > now;
}
