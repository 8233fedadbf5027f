import { expect, test } from '@playwright/test';
import { restaurantInstant } from '#contract/clock';
import { addDays, dhakaClock, sittingStart } from '#contract/reservation-rules';
import { createProviderAccount, DEMO_ADMIN, idToken } from './support/accounts';
import { attachment } from '../../worker/test/attachment';
import { parseCalendar } from '../../worker/test/calendar';
import { inboxUrl, mailTo } from './support/inbox';
import { queryD1 } from './support/stack';

// docs/decisions/0018-booking-reminders.md end to end: a booking made weeks ahead and confirmed by staff gets its
// reminder in the local mail inbox when the Cron Trigger fires in the reminder hours of the day before, once,
// with its calendar file, and the mail's link opens the booking's tracking page in the browser.
test.describe.configure({ timeout: 120_000 });

const RUN = Math.random().toString(36).slice(2, 7);

/**
 * The latest instant at or before now within the reminder hours (10:00–21:00 in Chattogram): the Cron Trigger's
 * time for this test. Never ahead of the real clock: the queue then delivers at once, as in production.
 */
function reminderTime(now: Date): number {
  const clock = dhakaClock(now);
  if (clock.minutes >= 10 * 60 && clock.minutes < 21 * 60) return now.getTime();
  const date = clock.minutes >= 21 * 60 ? clock.date : addDays(clock.date, -1);
  return restaurantInstant(date, 20 * 60 + 59).getTime();
}

test('a confirmed booking made weeks ahead: the reminder arrives once, the day before, with the calendar file and a link that works', async ({ page }) => {
  const at = reminderTime(new Date());
  // The sitting is the evening after the trigger's day: its reminder is due at the trigger's time.
  const date = addDays(dhakaClock(new Date(at)).date, 1);
  const guest = await createProviderAccount(`Farhana ${RUN}`);
  const made = await page.request.post('/api/reservation/create-reservation', {
    headers: { Authorization: `Bearer ${await idToken(guest)}` },
    data: { userId: guest.uid, name: `Farhana ${RUN}`, email: guest.email, phone: '01711000555', date, time: '21:30', guests: 3, table: 14 },
  });
  expect(made.status()).toBe(201);
  const { reservation } = (await made.json()) as { reservation: { id: string; table: number } };
  // The guest booked it three weeks ago (the story): set where the booking records it, as nothing else can.
  await queryD1(`UPDATE reservations SET created_at = ${sittingStart(date, '21:30').getTime() - 21 * 86_400_000} WHERE id = '${reservation.id}'`);
  const confirmed = await page.request.put(`/api/reservation/update-reservation/${reservation.id}`, { headers: { Authorization: `Bearer ${await idToken(DEMO_ADMIN)}` }, data: { status: 'confirmed' } });
  expect(confirmed.status()).toBe(200);
  await mailTo(guest.email, /Your table is confirmed/);

  // The Cron Trigger's minute, as wrangler dev runs it, at the trigger's time; then again a minute later.
  const fire = (time: number) => page.request.get(`/cdn-cgi/local/scheduled?time=${time}`);
  expect((await fire(at)).ok()).toBe(true);
  expect((await fire(at + 60_000)).ok()).toBe(true);

  // mailTo fails if a second one arrives in the moment after the first.
  const [reminder] = await mailTo(guest.email, /A reminder of your table/);
  expect(reminder?.subject).toMatch(/9:30 PM$/);
  for (const part of [reminder?.text, reminder?.html]) {
    expect(part).toContain('Please arrive 10 minutes early for your reservation.');
    expect(part).toContain('3 guests');
    expect(part).toContain(`Table ${reservation.table}`);
  }
  const [row] = await queryD1<{ n: number; reminded: number | null }>(
    `SELECT (SELECT count(*) FROM mail_outbox WHERE subject_id = '${reservation.id}' AND kind = 'reservation-reminder') AS n, reminded_at AS reminded FROM reservations WHERE id = '${reservation.id}'`,
  );
  // One reminder, written by the first sweep that found it due: this test's trigger, or the stack's own minute
  // (scripts/lib/stack.mjs runs the Cron Trigger every minute on the real clock, which may come first).
  expect(row?.n).toBe(1);
  expect(row?.reminded).toBeGreaterThanOrEqual(at);
  expect(row?.reminded).toBeLessThanOrEqual(Date.now());
  // Its calendar file, as it crossed the wire: a text/calendar part, attached, that a calendar reads.
  const raw = await (await fetch(`${inboxUrl}/api/email/${reminder?.id}/source`)).text();
  const ics = attachment(raw, 'karnaphuli-reservation.ics');
  expect(ics.headers).toMatch(/^Content-Type: text\/calendar; charset=UTF-8; method=PUBLISH/m);
  expect(ics.headers).toMatch(/^Content-Disposition: attachment; filename="karnaphuli-reservation.ics"/m);
  expect(parseCalendar(ics.body).event).toMatchObject({ DTSTART: sittingStart(date, '21:30').toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''), URL: expect.stringContaining(`/track-reservation/${reservation.id}`) });

  // The guest follows the mail's link: the booking's own tracking page.
  const link = /href="([^"]*\/track-reservation\/[^"]+)"/.exec(reminder?.html ?? '')?.[1] ?? '';
  expect(link).toContain(reservation.id);
  await page.goto(link);
  await expect(page.getByText(reservation.id).first()).toBeVisible();
});
