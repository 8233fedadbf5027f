import { addDays, dhakaClock, sittingStart } from '../contract/reservation-rules';
import { newMailId, queuedIds, reminderMailSql } from '../mail/outbox';

// A confirmed booking's reminder, the day before (docs/decisions/0018-booking-reminders.md). The Cron Trigger's
// minute finds the bookings due with one query on reservations_status_date_idx and writes each one's reminder
// into the outbox in the same D1 batch that marks it reminded, both under one condition: the mail and the mark
// commit together or not at all, and a second sweep, a concurrent one, or one after a cancellation finds the
// condition false and writes nothing.

/** Reminders go out from 10:00 to 21:00 on the restaurant's clock: a guest is not written to in the night. */
export const REMINDER_HOURS = { from: 10 * 60, until: 21 * 60 } as const;
/** A booking made less than this before its sitting gets no reminder: the guest booked it just now. */
export const REMINDER_NOTICE_MS = 24 * 60 * 60_000;
/** At most this many reminders a minute: a day's bookings are far fewer, the next minute takes the rest. */
const REMINDERS_PER_SWEEP = 100;

/** Written into the SQL as well as checked here: a booking that changed since it was read is not reminded. */
const STILL_DUE = "status = 'confirmed' AND reminded_at IS NULL";

/**
 * Whether a booking's reminder is due at `now`: from 10:00 on the day before its sitting, within the reminder
 * hours (a night's sweep sends nothing; the morning's catches up), never once the sitting has begun, and never
 * for a booking made less than a day before it.
 */
export function reminderDue(booking: { date: string; time: string; createdAt: number }, now: Date): boolean {
  const start = sittingStart(booking.date, booking.time).getTime();
  if (now.getTime() >= start || booking.createdAt > start - REMINDER_NOTICE_MS) return false;
  const clock = dhakaClock(now);
  return withinReminderHours(clock.minutes) && clock.date >= addDays(booking.date, -1);
}

const withinReminderHours = (minutes: number) => minutes >= REMINDER_HOURS.from && minutes < REMINDER_HOURS.until;

/**
 * Puts the reminders due at `now` in the outbox, once each. Returns the ids of the mails queued (a reminder to an
 * account without a proven address is held, like every guest mail, and not among them).
 */
export async function queueReminders(database: D1Database, now: number): Promise<string[]> {
  const clock = dhakaClock(new Date(now));
  // Outside the hours nothing can be due: the night's minutes cost no read.
  if (!withinReminderHours(clock.minutes)) return [];
  // Today's and tomorrow's confirmed bookings not yet reminded: the index's status and date, the rest its rows.
  const { results } = await database
    .prepare(`SELECT id, date, time, created_at AS createdAt FROM reservations WHERE ${STILL_DUE} AND date IN (?1, ?2) ORDER BY date, time LIMIT ?3`)
    .bind(clock.date, addDays(clock.date, 1), REMINDERS_PER_SWEEP)
    .all<{ id: string; date: string; time: string; createdAt: number }>();
  const queued: string[] = [];
  for (const booking of results.filter((row) => reminderDue(row, new Date(now)))) {
    const guarded = `id = ?1 AND ${STILL_DUE}`;
    // The mail first, selected from the row while it is still unmarked; then the mark. One batch is one transaction.
    const [mailed] = await database.batch([
      database.prepare(reminderMailSql(guarded, { mailId: '?2', now: '?3' })).bind(booking.id, newMailId(), now),
      database.prepare(`UPDATE reservations SET reminded_at = ?2 WHERE ${guarded}`).bind(booking.id, now),
    ]);
    queued.push(...queuedIds(mailed));
  }
  return queued;
}
