import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { restaurantInstant } from '../contract/clock';
import { addDays, dhakaClock, minutesOf, sittingStart } from '../contract/reservation-rules';
import { config } from '../env';
import { queueReminders } from '../db/reminders';
import { deleteReservation, updateReservationStatus } from '../db/reservations';
import { newId } from '../ids';
import worker from '../index';
import { resetWithNewCallers, uidOf } from '../test/callers';
import { attachment, received, source } from '../test/inbox';
import { parseCalendar } from '../test/calendar';
import { deliver, REMINDER_NOT_WANTED } from './deliver';
import type { Mails } from './outbox';
import { smtpTransport } from './smtp';

// docs/decisions/0018-booking-reminders.md: a confirmed booking's reminder goes once, the day before, in the
// reminder hours on the restaurant's clock, through the outbox; never for a cancelled booking, never in the
// night, never for one made less than a day ahead. The clock is the Cron Trigger's time, fixed here.

beforeEach(() => resetWithNewCallers('mail_outbox', 'status_events', 'reservations'));

/** A date a few days ahead of the real one: delivery checks the sitting against the real clock. */
const DAY = addDays(dhakaClock(new Date()).date, 5);
const BEFORE = addDays(DAY, -1);
/** An instant on the restaurant's clock: `date` at 'HH:MM'. */
const at = (date: string, time: string) => restaurantInstant(date, minutesOf(time)).getTime();
const cron = (scheduledTime: number) => worker.scheduled(createScheduledController({ scheduledTime, cron: '* * * * *' }), env);

/** A booking written straight into D1 for guest A, made `createdAt` (ms), confirmed unless told. */
async function booking(time: string, options: { date?: string; createdAt?: number; status?: string } = {}): Promise<string> {
  const id = newId();
  const { date = DAY, createdAt = at(addDays(DAY, -10), '12:00'), status = 'confirmed' } = options;
  await env.DB.prepare(
    "INSERT INTO reservations (id, user_id, name, email, phone, date, time, guests, table_number, status, created_at, updated_at) VALUES (?1, ?2, 'Ayesha Siddiqua', 'ayesha@example.com', '01711000001', ?3, ?4, 4, 16, ?5, ?6, ?6)",
  )
    .bind(id, uidOf('userA'), date, time, status, createdAt)
    .run();
  return id;
}

const reminders = async () =>
  (await env.DB.prepare("SELECT id, subject_id AS subjectId, state, recipient FROM mail_outbox WHERE kind = 'reservation-reminder' ORDER BY created_at").all<{ id: string; subjectId: string; state: string; recipient: string }>()).results;
const remindedAt = async (id: string) => (await env.DB.prepare('SELECT reminded_at AS at FROM reservations WHERE id = ?1').bind(id).first<{ at: number | null }>())?.at ?? null;

describe('the booking reminder', () => {
  it('goes once, from 10:00 the day before, with the date, time, table, the Terms, the tracking link and the calendar file', { timeout: 20_000 }, async () => {
    const id = await booking('19:30');
    await cron(at(BEFORE, '09:59'));
    expect(await reminders()).toEqual([]);
    await cron(at(BEFORE, '10:00'));
    const [reminder, ...more] = await reminders();
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ subjectId: id, recipient: `${uidOf('userA')}@example.com` });
    expect(await remindedAt(id)).toBe(at(BEFORE, '10:00'));
    // The sweeps of the minutes after write nothing more.
    await cron(at(BEFORE, '10:01'));
    await cron(at(BEFORE, '18:00'));
    await cron(at(DAY, '10:00'));
    expect(await reminders()).toHaveLength(1);

    // Delivered over SMTP at the sweep's own time (the queue's consumer would take it when the real clock got there).
    const transport = smtpTransport(config(env));
    expect(await deliver(env, reminder?.id ?? '', transport, () => at(BEFORE, '10:00'))).toEqual({ outcome: 'sent' });
    await transport.close();
    const [mail, ...again] = await received(reminder?.id ?? '');
    expect(again).toEqual([]);
    expect(mail?.subject).toMatch(/^A reminder of your table — \w+, \d+ \w+ \d{4}, 7:30 PM$/);
    for (const words of ['Please arrive 10 minutes early for your reservation.', '4 guests', 'Table 16', '7:30 PM', `${config(env).SITE_URL}/track-reservation/${id}`]) {
      expect(mail?.text).toContain(words);
      expect(mail?.html).toContain(words);
    }
    const raw = await source(mail ?? (undefined as never));
    const ics = attachment(raw, 'karnaphuli-reservation.ics');
    expect(ics.headers).toMatch(/^Content-Type: text\/calendar; charset=UTF-8; method=PUBLISH/m);
    expect(ics.headers).toMatch(/^Content-Disposition: attachment; filename="karnaphuli-reservation.ics"/m);
    expect(parseCalendar(ics.body).event).toMatchObject({ DTSTART: stamp(sittingStart(DAY, '19:30')), UID: `reservation-${id}@${new URL(config(env).SITE_URL).hostname}` });
  });

  it('is not sent in the night: the morning catches up, never once the sitting has begun', { timeout: 20_000 }, async () => {
    const evening = await booking('19:30');
    const early = await booking('09:30', { date: DAY });
    // Both confirmed only after the reminder hours of the day before (staff confirmed them late).
    await env.DB.prepare("UPDATE reservations SET status = 'pending'").run();
    await cron(at(BEFORE, '20:59'));
    await env.DB.prepare("UPDATE reservations SET status = 'confirmed'").run();
    for (const time of ['21:00', '23:30']) await cron(at(BEFORE, time));
    for (const time of ['00:00', '03:00', '09:00', '09:59']) await cron(at(DAY, time));
    expect(await reminders()).toEqual([]);
    await cron(at(DAY, '10:00'));
    // The evening's booking is reminded on its morning; the 9:30 one had begun before the hours opened.
    expect((await reminders()).map((mail) => mail.subjectId)).toEqual([evening]);
    expect(await remindedAt(early)).toBeNull();
  });

  it('is not sent for a cancelled booking, nor for a pending one, nor for one made less than a day ahead', async () => {
    const cancelled = await booking('19:30', { status: 'cancelled' });
    const pending = await booking('20:00', { status: 'pending' });
    const late = await booking('20:30', { createdAt: sittingStart(DAY, '20:30').getTime() - 23 * 60 * 60_000 });
    const dayAhead = await booking('21:00', { createdAt: sittingStart(DAY, '21:00').getTime() - 24 * 60 * 60_000 });
    for (const time of ['10:00', '15:00', '20:00']) await cron(at(BEFORE, time));
    expect((await reminders()).map((mail) => mail.subjectId)).toEqual([dayAhead]);
    for (const id of [cancelled, pending, late]) expect(await remindedAt(id)).toBeNull();
  });

  it('is written once when two sweeps run at the same time', async () => {
    await booking('19:30');
    await booking('20:00');
    const now = at(BEFORE, '11:00');
    const [first, second] = await Promise.all([queueReminders(env.DB, now), queueReminders(env.DB, now)]);
    expect([...first, ...second]).toHaveLength(2);
    expect(await reminders()).toHaveLength(2);
  });

  it('queued, then its booking cancelled before delivery: delivery drops it and sends nothing', async () => {
    const id = await booking('19:30');
    const [mailId = ''] = await queueReminders(env.DB, at(BEFORE, '10:00'));
    const mails: Mails = [];
    await updateReservationStatus(env.DB, id, 'cancelled', uidOf('admin'), mails);
    const transport = smtpTransport(config(env));
    expect(await deliver(env, mailId, transport, () => at(BEFORE, '10:01'))).toEqual({ outcome: 'skipped' });
    await transport.close();
    expect(await received(mailId)).toEqual([]);
    const row = await env.DB.prepare('SELECT state, recipient, last_error AS lastError FROM mail_outbox WHERE id = ?1').bind(mailId).first();
    expect(row).toEqual({ state: 'dropped', recipient: '', lastError: REMINDER_NOT_WANTED });
    // And the sweeps after the cancellation write no other.
    await cron(at(BEFORE, '10:01'));
    expect(await reminders()).toHaveLength(1);
  });
});

describe("the reminder's personal data", () => {
  it('goes with its booking: deleting the booking removes a reminder not yet sent and forgets the words of one sent', async () => {
    const unsent = await booking('19:30');
    const sent = await booking('20:00');
    const [first = '', second = ''] = await queueReminders(env.DB, at(BEFORE, '10:00'));
    await env.DB.prepare("UPDATE mail_outbox SET state = 'sent', sent_at = ?2 WHERE id = ?1").bind(second, at(BEFORE, '10:00')).run();
    expect((await reminders()).map((mail) => mail.subjectId)).toEqual([unsent, sent]);
    await deleteReservation(env.DB, unsent, uidOf('admin'));
    await deleteReservation(env.DB, sent, uidOf('admin'));
    expect(await env.DB.prepare('SELECT id FROM mail_outbox WHERE id = ?1').bind(first).first()).toBeNull();
    const kept = await env.DB.prepare('SELECT recipient, recipient_name AS name, payload FROM mail_outbox WHERE id = ?1').bind(second).first<{ recipient: string; name: string; payload: string }>();
    expect(kept).toEqual({ recipient: '', name: '', payload: '{}' });
  });
});

describe('the confirmation', () => {
  it('carries the same calendar file', async () => {
    const id = await booking('19:30', { status: 'pending' });
    const mails: Mails = [];
    await updateReservationStatus(env.DB, id, 'confirmed', uidOf('admin'), mails);
    const [mailId = ''] = mails;
    const transport = smtpTransport(config(env));
    await deliver(env, mailId, transport);
    await transport.close();
    const [mail] = await received(mailId);
    expect(mail?.subject).toMatch(/^Your table is confirmed/);
    const ics = attachment(await source(mail ?? (undefined as never)), 'karnaphuli-reservation.ics');
    expect(ics.headers).toMatch(/^Content-Type: text\/calendar; charset=UTF-8; method=PUBLISH/m);
    const { event } = parseCalendar(ics.body);
    expect(event).toMatchObject({ DTSTART: stamp(sittingStart(DAY, '19:30')), DTEND: stamp(new Date(sittingStart(DAY, '19:30').getTime() + 2 * 60 * 60_000)) });
  });
});

const stamp = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
