import { expect, type Page, test } from '@playwright/test';
import { createProviderAccount, DEMO_STAFF, idToken, signIn } from './support/accounts';
import { violations } from './support/axe';
import { catalogue, checkOutCashOnDelivery, storeCart } from './support/cart';
import { queryD1, textsTo } from './support/stack';

// Guests reached on their phones (docs/decisions/0026-texts-and-the-waitlist.md), end to end through the SMS
// gateway's stand-in: a number proven on the profile, the order's news texted once; a full evening's waitlist, a
// table freed by another guest's cancelling, offered by text and taken from the link.

const HOUR = 60 * 60 * 1000;
/** The restaurant's date `days` from today (its clock is UTC+6). */
const dhakaDate = (days: number) => new Date(Date.now() + 6 * HOUR + days * 24 * HOUR).toISOString().slice(0, 10);
/** A mobile number no other test or run has used. */
const freshNumber = () => `015${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const bengali = (digits: string) => digits.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)] ?? digit);

async function textsArriving(mobile: string, match: RegExp, count = 1): Promise<string[]> {
  let found: string[] = [];
  await expect.poll(async () => (found = (await textsTo(mobile)).filter((text) => match.test(text))).length, { timeout: 35_000 }).toBeGreaterThanOrEqual(count);
  return found;
}

test('a number proven on the profile; an order placed; staff send it out: one text says it is on its way', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const guest = await createProviderAccount('Nadia Karim');
  await signIn(page, guest);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Text messages' });
  const mobile = freshNumber();
  // Typed as a guest on a Bangla keyboard might: the country's code and Bengali digits.
  await section.getByRole('textbox', { name: 'Mobile number' }).fill(`+৮৮০ ${bengali(mobile.slice(1))}`);
  await section.getByRole('button', { name: 'Send code' }).click();
  const [codeText] = await textsArriving(mobile, /is your code/);
  const code = /(\d{6}) is your code/.exec(codeText ?? '')?.[1] ?? '';
  await section.getByRole('textbox', { name: 'Code from the text' }).fill(code);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('profile-code.png'), fullPage: true });
  await section.getByRole('button', { name: 'Confirm' }).click();
  await expect(section.getByText('Texts go to')).toBeVisible();
  await expect(section.getByRole('checkbox', { name: /^Orders/ })).toBeChecked();
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('profile-proven-390.png'), fullPage: true });
  expect(await queryD1<{ phone: string }>(`SELECT verified_phone AS phone FROM users WHERE user_id = '${guest.uid}'`)).toEqual([{ phone: mobile }]);

  // An order, delivered to a phone typed for the rider: that number is never texted.
  const [dish] = (await catalogue(page)).filter((item) => item.available);
  if (!dish) throw new Error('No dish available');
  await storeCart(page, [{ dish, quantity: 1 }]);
  const riderPhone = freshNumber();
  await checkOutCashOnDelivery(page, { address: 'House 8, Road 2, Agrabad', phone: riderPhone });
  const [order] = await queryD1<{ id: string }>(`SELECT id FROM orders WHERE user_id = '${guest.uid}' ORDER BY created_at DESC LIMIT 1`);
  const id = order?.id ?? '';
  await textsArriving(mobile, new RegExp(`we have your order ${id}`));

  // Staff, on the dashboard, send it out for delivery.
  const desk = await (await browser.newContext()).newPage();
  await signIn(desk, DEMO_STAFF);
  await desk.goto('/admin');
  await desk.getByRole('searchbox', { name: 'Search' }).fill(id);
  await desk.getByRole('combobox', { name: `Status of order ${id}` }).selectOption('preparing');
  await expect(desk.getByText('Order updated successfully').first()).toBeVisible();
  await desk.getByRole('combobox', { name: `Status of order ${id}` }).selectOption('ready');
  const [onItsWay] = await textsArriving(mobile, /is on its way to you/);
  expect(onItsWay).toBe(`Karnaphuli: your order ${id} is on its way to you. Follow it here: ${new URL(page.url()).origin}/t/${id}`);
  // One text for that news, however long we wait; and nothing to the rider's number.
  await page.waitForTimeout(3_000);
  expect((await textsTo(mobile)).filter((text) => text.includes('on its way'))).toHaveLength(1);
  expect(await textsTo(riderPhone)).toEqual([]);
  // The short link in the text leads to the order's tracking.
  await page.goto(`/t/${id.toLowerCase()}`);
  await expect(page).toHaveURL(`/track-order/${id}`);
});

/** A booking as another guest's phone makes it, through the API. */
async function bookAs(page: Page, guest: { uid: string; email: string; password: string }, booking: { date: string; time: string; guests: number }) {
  const response = await page.request.post('/api/reservation/create-reservation', {
    headers: { Authorization: `Bearer ${await idToken(guest)}`, 'CF-Connecting-IP': `2001:db8:${guest.uid.slice(0, 4).toLowerCase()}::7` },
    data: { userId: guest.uid, name: 'Shirin Akhter', email: guest.email, phone: '01819000333', ...booking },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { reservation: { id: string; table: number } }).reservation;
}

test('a full evening: join the waitlist, another guest cancels, the offer is texted, the table is taken from the link', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  // Parties of 11 to 20 sit only at the roof top's two long tables: both booked at 8:00 PM fill the evening for 12.
  const date = dhakaDate(24);
  const other = await createProviderAccount('Shirin Akhter');
  await bookAs(page, other, { date, time: '20:00', guests: 12 });
  const theirs = await bookAs(page, other, { date, time: '20:00', guests: 14 });

  const guest = await createProviderAccount('Farzana Haque');
  const mobile = freshNumber();
  await signIn(page, guest);
  await queryD1(`UPDATE users SET verified_phone = '${mobile}' WHERE user_id = '${guest.uid}'`);
  await page.goto('/reservations');
  const form = page.getByRole('form', { name: 'Reserve your table' });
  await form.getByLabel('Date', { exact: true }).fill(date);
  await form.getByRole('spinbutton', { name: 'Guests' }).fill('12');
  await expect(page.getByRole('radio', { name: /^8:00 PM\s*Full$/ })).toBeDisabled();
  await form.getByLabel('Phone', { exact: true }).fill('01811000777');
  await page.getByRole('button', { name: 'Join the waitlist' }).first().click();
  await page.getByRole('combobox', { name: 'From' }).selectOption('19:30');
  await page.getByRole('combobox', { name: 'Until' }).selectOption('20:30');
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('waitlist-join.png'), fullPage: true });
  await page.getByRole('button', { name: 'Join the waitlist' }).last().click();
  await expect(page.getByText('You are on the waitlist. We will text and e-mail you the moment a table is free.')).toBeVisible();
  expect(await queryD1<{ status: string; guests: number }>(`SELECT status, guests FROM waitlist WHERE user_id = '${guest.uid}'`)).toEqual([{ status: 'waiting', guests: 12 }]);

  // The other guest cancels one of theirs: the long table is offered, and texted.
  const cancelled = await page.request.put(`/api/reservation/cancel-reservation/${theirs.id}`, { headers: { Authorization: `Bearer ${await idToken(other)}` } });
  expect(cancelled.status()).toBe(200);
  const [offerText] = await textsArriving(mobile, /is free on/);
  const link = /(https?:\/\/\S+\/w\/[0-9A-Z]{16})/.exec(offerText ?? '')?.[1] ?? '';
  expect(offerText).toMatch(/^Karnaphuli: a table for 12 is free on \w{3} \d{1,2} \w{3} at \d{1,2}:\d{2} [AP]M\. It is yours if you take it within 15 minutes: /);

  // Opened on the guest's phone, not signed in.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })).newPage();
  await phone.goto(link);
  await expect(phone).toHaveURL(/\/waitlist#offer=[0-9A-Z]{16}$/);
  await expect(phone.getByRole('heading', { name: 'A table is held for you' })).toBeVisible();
  expect(await violations(phone)).toEqual([]);
  await phone.screenshot({ path: testInfo.outputPath('offer-390.png'), fullPage: true });
  await phone.getByRole('button', { name: 'Take the table' }).click();
  await expect(phone.getByRole('heading', { name: 'The table is yours' })).toBeVisible();
  await phone.screenshot({ path: testInfo.outputPath('offer-taken-390.png'), fullPage: true });
  const booked = await queryD1<{ status: string; guests: number; table: number }>(`SELECT status, guests, table_number AS "table" FROM reservations WHERE user_id = '${guest.uid}'`);
  expect(booked).toEqual([{ status: 'confirmed', guests: 12, table: theirs.table }]);
  expect(await queryD1<{ status: string }>(`SELECT status FROM waitlist WHERE user_id = '${guest.uid}'`)).toEqual([{ status: 'booked' }]);
  // The confirmation follows by text as any confirmed booking's does.
  await textsArriving(mobile, /is confirmed/);
});
