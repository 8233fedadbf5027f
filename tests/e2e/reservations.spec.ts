import { expect, type Page, test } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { createProviderAccount, idToken, signIn, signInAsNewGuest } from './support/accounts';
import { queryD1 } from './support/stack';

// SPEC §2 "Reservation screen", §4 and §5, and docs/decisions/0005: the booking form offering only times a table is
// free, its confirmation, and the guest's own bookings, as a diner uses them in Chromium.
test.describe.configure({ timeout: 180_000 });

const HOUR = 3_600_000;
/** A date on the restaurant's calendar (Chattogram, UTC+6), `days` after today. */
const dhakaDate = (days: number, from = Date.now()) => new Date(from + 6 * HOUR + days * 24 * HOUR).toISOString().slice(0, 10);
const written = (date: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`));

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * A documentation address (RFC 3849) of a guest's own phone, in a /64 of its own (the allowances count an IPv6
 * client by its /64, worker/rate-limit.ts), so their bookings spend their own address's allowance.
 */
const phoneAddress = (uid: string) => `2001:db8:${[...uid].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 0xffff, 7).toString(16)}::1`;

/** A booking made through the API, as another guest's phone would make it. */
async function bookThroughApi(page: Page, guest: { uid: string; email: string; password: string }, booking: { date: string; time: string; guests: number; table?: number }) {
  const response = await page.request.post('/api/reservation/create-reservation', {
    headers: { Authorization: `Bearer ${await idToken(guest)}`, 'CF-Connecting-IP': phoneAddress(guest.uid) },
    data: { userId: guest.uid, name: 'Shirin Akhter', email: guest.email, phone: '01819000333', ...booking },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { reservation: { id: string } }).reservation;
}

const slot = (page: Page, time: string) => page.getByRole('radio', { name: time, exact: true });
const fullSlot = (page: Page, time: string) => page.getByRole('radio', { name: new RegExp(`^${time}\\s*Full$`) });

test('signed out, the screen asks the guest to log in', async ({ page }) => {
  await page.goto('/reservations');
  await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('form')).toHaveCount(0);
});

test('every §5 message, beside its field', async ({ page }) => {
  await signInAsNewGuest(page, 'Rafiq Chowdhury');
  await page.goto('/reservations');
  const form = page.getByRole('form', { name: 'Reserve your table' });
  await expect(slot(page, '9:30 PM').or(page.getByText(/There are no more sittings/))).toBeVisible();

  await form.getByLabel('Name', { exact: true }).fill('R');
  await form.getByLabel('Email', { exact: true }).fill('rafiq-at-example');
  await form.getByLabel('Phone', { exact: true }).fill('0171');
  await form.getByRole('spinbutton', { name: 'Guests' }).fill('0');
  await expect(page.getByText('Minimum 1 guest required')).toBeVisible();
  await form.getByLabel('Date', { exact: true }).fill('2020-01-01');
  await form.getByLabel('Special requests (optional)').fill('x'.repeat(501));
  await expect(page.getByText('501 / 500')).toBeVisible();
  await page.getByRole('button', { name: 'Reserve Table' }).click();
  for (const message of [
    'Name must be at least 2 characters',
    'Please enter a valid email',
    'Please enter a valid phone number',
    'Minimum 1 guest required',
    'Please select a date within the next 30 days',
    'Reservations are available between 9:00 AM and 10:00 PM',
    'Special requests must be less than 500 characters',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  // Beside its field: each message is the field's own description, and focus went to the first on screen.
  await expect(form.getByLabel('Date', { exact: true })).toBeFocused();
  await expect(form.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('Name must be at least 2 characters');

  await form.getByLabel('Name', { exact: true }).fill('R'.repeat(51));
  await form.getByRole('spinbutton', { name: 'Guests' }).fill('25');
  // A party too large for the website is told at once, with the restaurant's phone.
  await expect(page.getByText('Maximum 20 guests allowed')).toBeVisible();
  await expect(form.getByRole('link', { name: /^\+880/ })).toHaveAttribute('href', /^tel:\+880\d+$/);
  await page.getByRole('button', { name: 'Reserve Table' }).click();
  await expect(page.getByText('Name must be less than 50 characters')).toBeVisible();
  expect(await queryD1<{ n: number }>("SELECT COUNT(*) AS n FROM reservations WHERE name LIKE 'R%' AND email = 'rafiq-at-example'")).toEqual([{ n: 0 }]);
});

test('late in the evening only the times two hours ahead are offered; after Chattogram midnight, the new day', async ({ page }) => {
  const tomorrow = dhakaDate(1);
  const dayAfter = dhakaDate(2);
  await signInAsNewGuest(page, 'Nabila Haque');

  // 19:15 in Chattogram: 21:30 is the only time left today.
  await page.clock.setFixedTime(new Date(`${tomorrow}T19:15:00+06:00`));
  await page.goto('/reservations');
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(tomorrow);
  await expect(slot(page, '9:30 PM')).toBeEnabled();
  await expect(page.getByRole('radio')).toHaveCount(1);

  // 23:50: nothing left today; the nearest day with a table is offered, and choosing it shows its times.
  await page.clock.setFixedTime(new Date(`${tomorrow}T23:50:00+06:00`));
  await page.reload();
  await expect(page.getByText(`There are no more sittings to book on ${written(tomorrow)}: a table needs two hours' notice.`)).toBeVisible();
  await page.getByRole('button', { name: `Choose ${written(dayAfter)}` }).click();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(dayAfter);
  await expect(slot(page, '9:00 AM')).toBeEnabled();

  // 00:10 in Chattogram is still 18:10 of the day before in UTC: today is the restaurant's, from 9:00.
  await page.clock.setFixedTime(new Date(`${dayAfter}T00:10:00+06:00`));
  await page.reload();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(dayAfter);
  await expect(page.getByLabel('Date', { exact: true })).toHaveAttribute('min', dayAfter);
  await expect(slot(page, '9:00 AM')).toBeEnabled();
  await expect(page.getByRole('radio')).toHaveCount(26);
});

test('a time made full through the API is shown as full, and the times around it stay open', async ({ page }) => {
  const date = dhakaDate(6);
  const other = await createProviderAccount('Shirin Akhter');
  // Parties of 11–20 sit only at the two long roof-top tables: two bookings at 20:00 fill 18:30 to 21:30.
  await bookThroughApi(page, other, { date, time: '20:00', guests: 12 });
  await bookThroughApi(page, other, { date, time: '20:00', guests: 14 });

  await signInAsNewGuest(page, 'Imran Kabir');
  await page.goto('/reservations');
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByRole('spinbutton', { name: 'Guests' }).fill('12');
  await expect(fullSlot(page, '8:00 PM')).toBeDisabled();
  await expect(fullSlot(page, '6:30 PM')).toBeDisabled();
  await expect(slot(page, '6:00 PM')).toBeEnabled();
  // A couple that evening still has every time: other tables fit them.
  await page.getByRole('spinbutton', { name: 'Guests' }).fill('2');
  await expect(slot(page, '8:00 PM')).toBeEnabled();
});

test('a time taken while the guest fills the form: the refusal beside the time, and the times asked again', async ({ page }) => {
  const date = dhakaDate(7);
  const other = await createProviderAccount('Shirin Akhter');
  await signInAsNewGuest(page, 'Arif Hossain');
  await page.goto('/reservations');
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByRole('spinbutton', { name: 'Guests' }).fill('12');
  await slot(page, '8:00 PM').check();
  await page.getByLabel('Phone', { exact: true }).fill('01811000555');
  // Meanwhile, on other phones, both long tables are booked for that evening.
  await bookThroughApi(page, other, { date, time: '20:00', guests: 12 });
  await bookThroughApi(page, other, { date, time: '20:00', guests: 16 });
  await page.getByRole('button', { name: 'Reserve Table' }).click();
  const refusal = page.locator('#booking-time-error');
  await expect(refusal).toHaveText('No table is available at that time. Please choose another time.');
  await expect(refusal).toBeFocused();
  await expect(fullSlot(page, '8:00 PM')).toBeDisabled();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
});

test('a time chosen stays chosen when the party grows while a table is free for it, and is booked', async ({ page }) => {
  const guest = await signInAsNewGuest(page, 'Farhana Islam');
  const date = dhakaDate(10);
  await page.goto('/reservations');
  const form = page.getByRole('form', { name: 'Reserve your table' });
  await form.getByLabel('Date', { exact: true }).fill(date);
  await slot(page, '7:00 PM').check();
  await form.getByLabel('Phone', { exact: true }).fill('01811000666');

  const asked = page.waitForResponse((response) => response.url().includes('/api/reservation/availability') && response.url().includes('guests=3'));
  await form.getByRole('button', { name: 'One guest more' }).click();
  await expect(form.getByRole('spinbutton', { name: 'Guests' })).toHaveValue('3');
  // The times for three came, and 7:00 PM is still free for them: still chosen, with nothing to correct.
  await asked;
  await expect(slot(page, '7:00 PM')).toBeChecked();
  await expect(page.locator('#booking-time-error')).toBeEmpty();

  await page.getByRole('button', { name: 'Reserve Table' }).click();
  await expect(page.getByRole('heading', { name: 'Reservation received' })).toBeVisible();
  expect(await queryD1<{ time: string; guests: number }>(`SELECT time, guests FROM reservations WHERE user_id = '${guest.uid}'`)).toEqual([{ time: '19:00', guests: 3 }]);
});

test('a time chosen that the larger party does not fit: said beside the times, with focus there', async ({ page }, testInfo) => {
  const date = dhakaDate(11);
  const other = await createProviderAccount('Shirin Akhter');
  // The two long tables, the only ones for 11 to 20, are taken at 7:00 PM; the roof top still seats ten then.
  await bookThroughApi(page, other, { date, time: '19:00', guests: 12 });
  await bookThroughApi(page, other, { date, time: '19:00', guests: 14 });

  await signInAsNewGuest(page, 'Sabbir Rahman');
  await page.goto('/reservations');
  const form = page.getByRole('form', { name: 'Reserve your table' });
  await form.getByLabel('Date', { exact: true }).fill(date);
  await form.getByRole('spinbutton', { name: 'Guests' }).fill('10');
  await slot(page, '7:00 PM').check();
  await form.getByRole('button', { name: 'One guest more' }).click();

  const message = page.locator('#booking-time-error');
  await expect(message).toHaveText('7:00 PM is now full for 11 guests. Please choose another time.');
  await expect(message).toBeFocused();
  await expect(form.getByRole('group', { name: 'Time', exact: true })).toHaveAccessibleDescription('7:00 PM is now full for 11 guests. Please choose another time.');
  await expect(fullSlot(page, '7:00 PM')).toBeDisabled();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await message.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`time-now-full-${width}.png`) });
  }

  // Another time, free for eleven, is chosen: the message has done its work.
  await slot(page, '5:00 PM').check();
  await expect(message).toBeEmpty();
});

test('a guest holding the most upcoming bookings one account may: the refusal beside the button, nothing booked', async ({ page }, testInfo) => {
  const guest = await createProviderAccount('Mahbub Alam');
  for (const days of [12, 13, 14, 15, 16]) await bookThroughApi(page, guest, { date: dhakaDate(days), time: '13:00', guests: 2 });
  await signIn(page, guest);
  await page.goto('/reservations');
  const form = page.getByRole('form', { name: 'Reserve your table' });
  await form.getByLabel('Date', { exact: true }).fill(dhakaDate(17));
  await slot(page, '7:30 PM').check();
  await form.getByLabel('Phone', { exact: true }).fill('01811000777');
  await page.getByRole('button', { name: 'Reserve Table' }).click();

  const refusal = form.getByRole('alert');
  await expect(refusal).toHaveText(
    'You already have 5 upcoming reservations, the most we take online for one guest. Please call the restaurant to book another, or cancel one you no longer need.',
  );
  await expect(page.getByRole('button', { name: 'Reserve Table' })).toBeEnabled();
  await expect(slot(page, '7:30 PM')).toBeChecked();
  expect(await queryD1<{ n: number }>(`SELECT count(*) AS n FROM reservations WHERE user_id = '${guest.uid}'`)).toEqual([{ n: 5 }]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await refusal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`bookings-held-${width}.png`) });
  }
});

test('a day with every table taken says so, and offers the nearest day with one', async ({ page }) => {
  const date = dhakaDate(8);
  // Both long tables, every two hours from 9:00 to 23:00: nothing left that day for a party of 12. Four parties
  // book them, as no one account may hold more than five upcoming bookings.
  const hosts = [await createProviderAccount('Shirin Akhter'), await createProviderAccount('Jamal Uddin'), await createProviderAccount('Nasrin Begum'), await createProviderAccount('Tanvir Alam')];
  for (const [index, time] of ['09:00', '11:00', '13:00', '15:00', '17:00', '19:00', '21:00'].entries()) {
    await bookThroughApi(page, hosts[(2 * index) % 4] as (typeof hosts)[number], { date, time, guests: 12 });
    await bookThroughApi(page, hosts[(2 * index + 1) % 4] as (typeof hosts)[number], { date, time, guests: 12 });
  }
  await signInAsNewGuest(page, 'Lubna Yasmin');
  await page.goto('/reservations');
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByRole('spinbutton', { name: 'Guests' }).fill('12');
  await expect(page.getByText(`Every table for a party of 12 is taken on ${written(date)}.`)).toBeVisible();
  await expect(page.getByRole('radio', { disabled: false })).toHaveCount(0);
  const nextDay = dhakaDate(9);
  await expect(page.getByText(`The nearest day with a table free for a party of 12 is ${written(nextDay)}.`)).toBeVisible();
  await page.getByRole('button', { name: `Choose ${written(nextDay)}` }).click();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(nextDay);
  await expect(slot(page, '8:00 PM')).toBeEnabled();
});

test('booking: a visible pause, then the confirmation; a double submit is one booking; then tracking', async ({ page }) => {
  const guest = await signInAsNewGuest(page, 'Tahmina Sultana');
  const date = dhakaDate(3);
  await page.goto('/reservations');
  const form = page.getByRole('form', { name: 'Reserve your table' });
  // The list below the form is fetched when it comes into view.
  await page.getByRole('heading', { name: 'Your reservations' }).scrollIntoViewIfNeeded();
  await expect(page.getByText('You have no reservations yet.', { exact: false })).toBeVisible();
  await form.getByLabel('Date', { exact: true }).fill(date);
  await slot(page, '7:30 PM').check();
  await form.getByLabel('Phone', { exact: true }).fill('01811000444');
  await form.getByLabel('Special requests (optional)').fill('A window seat, please: it is our anniversary.');
  await expect(form.getByLabel('Preferred table')).toHaveValue(/^([1-9]|[12]\d|3[0-4])$/);
  await expectNoAxeViolations(page);

  const submit = page.getByRole('button', { name: 'Reserve Table' });
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/reservation/create-reservation'));
  // The click's moment as the page itself saw it: a loaded host's delay between this process and the browser is
  // not the product's.
  await page.evaluate(() => document.addEventListener('click', (event) => ((window as { firstClick?: number }).firstClick ??= event.timeStamp), { capture: true }));
  const started = Date.now();
  await submit.dblclick();
  await expect(page.getByRole('button', { name: 'Reserving your table…' })).toBeDisabled();
  // The request leaves at once, not after the 1.5 s that only the confirmation waits out. Its timing entry is
  // recorded once its answer has arrived, which a loaded host can take a while to send.
  await sent;
  const entry = await page.waitForFunction(() => performance.getEntriesByType('resource').find((found) => found.name.endsWith('/api/reservation/create-reservation'))?.startTime);
  const leftAfter = Number(await entry.jsonValue()) - (await page.evaluate(() => (window as { firstClick?: number }).firstClick ?? 0));
  // Before the 1.5 s the confirmation waits out: a request held for it would start no sooner.
  expect(leftAfter).toBeLessThan(1500);
  const title = page.getByRole('heading', { name: 'Reservation received' });
  await expect(title).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  await expect(title).toBeFocused();

  const rows = await queryD1<{ id: string; table_number: number; status: string }>(`SELECT id, table_number, status FROM reservations WHERE user_id = '${guest.uid}'`);
  expect(rows).toHaveLength(1);
  const [booked] = rows as [(typeof rows)[number]];
  expect(booked.status).toBe('pending');
  const confirmation = page.getByRole('region', { name: 'Reservation received' });
  await expect(confirmation.getByRole('button', { name: booked.id })).toBeVisible();
  await expect(confirmation.getByText(written(date))).toBeVisible();
  await expect(confirmation.getByText('7:30 PM')).toBeVisible();
  await expect(confirmation.getByText(new RegExp(`^${booked.table_number} · (Window|Booth|Center|Corner|Roof Top)$`))).toBeVisible();
  await expect(confirmation.getByText('Your reservation is pending confirmation. An e-mail follows once it is confirmed.')).toBeVisible();
  await expect(confirmation.getByRole('link', { name: 'View Menu' })).toHaveAttribute('href', '/menu');
  // The list below has it already.
  await expect(page.getByRole('list', { name: 'Upcoming, soonest first' }).getByRole('link', { name: `Track reservation ${booked.id}` })).toBeVisible();
  await expectNoAxeViolations(page);

  await confirmation.getByRole('link', { name: 'Track Reservation' }).click();
  await expect(page).toHaveURL(`/track-reservation/${booked.id}`);
  await expect(page.getByRole('heading', { name: `Reservation ${booked.id}` })).toBeVisible();
  await expect(page.getByText('7:30 PM')).toBeVisible();
});

test('your reservations: cancelled online while 4 hours ahead; refused, with the phone, when it is nearer', async ({ page }) => {
  const guest = await createProviderAccount('Karim Uddin');
  const date = dhakaDate(4);
  const later = await bookThroughApi(page, guest, { date, time: '19:00', guests: 4 });
  const sooner = await bookThroughApi(page, guest, { date, time: '13:00', guests: 2 });
  await signIn(page, guest);
  await page.goto('/reservations');
  await page.getByRole('heading', { name: 'Your reservations' }).scrollIntoViewIfNeeded();
  const list = page.getByRole('list', { name: 'Upcoming, soonest first' });
  await expect(list.getByRole('article')).toHaveCount(2);
  await expectNoAxeViolations(page);

  // Cancel the evening one: asked once more, then done, and its table is free again.
  const evening = list.getByRole('article').filter({ has: page.getByRole('link', { name: `Track reservation ${later.id}` }) });
  await evening.getByRole('button', { name: 'Cancel reservation' }).click();
  await evening.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Your reservation has been cancelled')).toBeVisible();
  await expect(evening.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(evening.getByRole('button', { name: 'Cancel reservation' })).toHaveCount(0);
  expect(await queryD1<{ status: string }>(`SELECT status FROM reservations WHERE id = '${later.id}'`)).toEqual([{ status: 'cancelled' }]);

  // The other is moved, behind the page's back, to three hours from now: the server refuses, in its words,
  // and the card then offers the restaurant's phone instead of the button.
  const soon = new Date(Date.now() + 3 * HOUR + 6 * HOUR);
  await queryD1(`UPDATE reservations SET date = '${soon.toISOString().slice(0, 10)}', time = '${soon.toISOString().slice(11, 16)}' WHERE id = '${sooner.id}'`);
  const lunch = list.getByRole('article').filter({ has: page.getByRole('link', { name: `Track reservation ${sooner.id}` }) });
  await lunch.getByRole('button', { name: 'Cancel reservation' }).click();
  await lunch.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Reservations can be cancelled online up to 4 hours before their time. Please call the restaurant to cancel.')).toBeVisible();
  await page.reload();
  await page.getByRole('heading', { name: 'Your reservations' }).scrollIntoViewIfNeeded();
  const moved = page.getByRole('list', { name: 'Upcoming, soonest first' }).getByRole('article').filter({ has: page.getByRole('link', { name: `Track reservation ${sooner.id}` }) });
  await expect(moved.getByText(/Less than 4 hours to go: to cancel, please call us on/)).toBeVisible();
  await expect(moved.getByRole('link', { name: /^\+880/ })).toHaveAttribute('href', /^tel:/);
  await expect(moved.getByRole('button', { name: 'Cancel reservation' })).toHaveCount(0);
  expect(await queryD1<{ status: string }>(`SELECT status FROM reservations WHERE id = '${sooner.id}'`)).toEqual([{ status: 'pending' }]);
});
