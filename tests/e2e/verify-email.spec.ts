import { expect, type Page, test } from '@playwright/test';
import { createProviderAccount, DEMO_GUEST, signIn } from './support/accounts';
import { catalogue, checkOutCashOnDelivery, storeCart } from './support/cart';
import { violations } from './support/axe';
import { mailTo } from './support/inbox';
import { authHost, queryD1 } from './support/stack';

// The restaurant writes only to an address the identity provider has verified to the account. An e-mail sign-up
// whose link was never opened books and orders as anyone does, but its mails wait; the profile (and the booking's
// confirmation) ask, gently, to verify; the provider's mail is sent, its link opened, and on return the prompt
// is gone and the mail that waited arrives.
test.describe.configure({ timeout: 180_000 });

const PROMPT = 'Verify your e-mail address to receive your receipts and booking confirmations.';
const HOUR = 3_600_000;
const dhakaDate = (days: number) => new Date(Date.now() + 6 * HOUR + days * 24 * HOUR).toISOString().slice(0, 10);

/**
 * The provider's verification mail, as the Auth emulator keeps it: the emulator sends no mail, it lists the links
 * it would have sent (GET …/emulator/v1/projects/<project>/oobCodes). This stands in for the guest's inbox.
 */
async function verificationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { oobCodes = [] } = (await (await fetch(`http://${authHost}/emulator/v1/projects/demo-karnaphuli/oobCodes`)).json()) as { oobCodes?: { email: string; requestType: string; oobLink: string }[] };
      link = oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL').at(-1)?.oobLink;
      return link;
    })
    .toBeTruthy();
  return link ?? '';
}

/** A booking through the form, as the guest makes it: tomorrow evening, for two. */
async function book(page: Page) {
  await page.goto('/reservations');
  const form = page.getByRole('form', { name: 'Reserve your table' });
  await form.getByLabel('Date', { exact: true }).fill(dhakaDate(2));
  await page.getByRole('radio', { name: '7:30 PM', exact: true }).check();
  await form.getByLabel('Phone', { exact: true }).fill('01811000444');
  await page.getByRole('button', { name: 'Reserve Table' }).click();
  await expect(page.getByRole('heading', { name: 'Reservation received' })).toBeVisible();
}

test('an unverified guest books; the mail waits; they verify from the profile, come back, the prompt is gone and the mail arrives', async ({ page }) => {
  const guest = await createProviderAccount('Nabila Haque', undefined, undefined, { verified: false });
  await signIn(page, guest);

  await book(page);
  const confirmation = page.getByRole('region', { name: 'Reservation received' });
  await expect(confirmation.getByText(PROMPT)).toBeVisible();
  await expect(confirmation.getByRole('button', { name: 'Send verification e-mail' })).toBeVisible();
  // The booking is made; its mail is written, held for a verified address: no recipient, never attempted.
  const [held] = await queryD1<{ id: string; state: string; recipient: string }>(`SELECT id, state, recipient FROM mail_outbox WHERE user_id = '${guest.uid}'`);
  expect(held).toMatchObject({ state: 'held', recipient: '' });

  await page.goto('/profile');
  const prompt = page.getByRole('region', { name: 'Your e-mail address' });
  await expect(prompt.getByText(PROMPT)).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: test.info().outputPath(`profile-prompt-${width}.png`), fullPage: true });
  }
  expect(await violations(page)).toEqual([]);

  await prompt.getByRole('button', { name: 'Send verification e-mail' }).click();
  await expect(prompt.getByRole('status')).toHaveText(`We sent a link to ${guest.email}. Open it, then come back here.`);
  await expect(prompt.getByRole('button', { name: 'Send it again' })).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('profile-prompt-sent-1280.png'), fullPage: true });

  // The guest opens the provider's link, which brings them back to the profile: the emulator's action handler
  // applies the code and answers 303 to the continue URL at once (Firebase's own hosted page says the address is
  // verified and offers Continue to the same URL).
  const link = await verificationLink(guest.email);
  expect(new URL(link).searchParams.get('continueUrl')).toBe(new URL('/profile', page.url()).href);
  await page.goto(link);
  await expect(page).toHaveURL(/\/profile$/);

  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await expect(page.getByText(PROMPT)).toHaveCount(0);
  await expect(page.getByRole('definition').filter({ hasText: guest.email })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Receipts and confirmations go to' })).toBeVisible();

  // The mail that waited goes to the address now proven.
  const [arrived] = await mailTo(guest.email, /We have your booking request/);
  expect(arrived?.headers['message-id']).toMatch(new RegExp(`^<${held?.id}@`));
});

test("an unverified guest's order is placed and its receipt waits; the success view asks to verify, a verified guest's does not", async ({ page, browser }) => {
  const guest = await createProviderAccount('Farhan Islam', undefined, undefined, { verified: false });
  await signIn(page, guest);
  const [dish] = (await catalogue(page)).filter((item) => item.available);
  if (!dish) throw new Error('The catalogue has no available dish');
  await storeCart(page, [{ dish, quantity: 1 }]);
  await checkOutCashOnDelivery(page, { address: 'House 7, Lane 2, Nasirabad, Chattogram', phone: '01819000222' });
  await expect(page.getByText(PROMPT)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send verification e-mail' })).toBeVisible();
  // The order is placed; its receipt is written, held for a verified address.
  const [receipt] = await queryD1<{ state: string; recipient: string }>(`SELECT state, recipient FROM mail_outbox WHERE user_id = '${guest.uid}' AND kind = 'order-placed'`);
  expect(receipt).toMatchObject({ state: 'held', recipient: '' });

  // A guest whose address is verified, in a browser of their own: the same view asks nothing.
  const verified = await (await browser.newContext()).newPage();
  await signIn(verified, await createProviderAccount('Shirin Akter'));
  await storeCart(verified, [{ dish, quantity: 1 }]);
  await checkOutCashOnDelivery(verified, { address: 'House 7, Lane 2, Nasirabad, Chattogram', phone: '01819000333' });
  await expect(verified.getByText(PROMPT)).toHaveCount(0);
  await verified.context().close();
});

test('the link opened in another tab: coming back to the profile is enough', async ({ page, context }) => {
  const guest = await createProviderAccount('Imran Kabir', undefined, undefined, { verified: false });
  await signIn(page, guest);
  await page.goto('/profile');
  const prompt = page.getByRole('region', { name: 'Your e-mail address' });
  await prompt.getByRole('button', { name: 'Send verification e-mail' }).click();
  await expect(prompt.getByRole('status')).toContainText('We sent a link to');

  // As on a phone: the mail opened in another tab, the link followed there; then the guest returns to this tab.
  const other = await context.newPage();
  await other.goto(await verificationLink(guest.email));
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByText(PROMPT)).toHaveCount(0);
  await expect(page.getByRole('definition').filter({ hasText: guest.email })).toBeVisible();
  expect(await queryD1<{ verified_email: string }>(`SELECT verified_email FROM users WHERE user_id = '${guest.uid}'`)).toEqual([{ verified_email: guest.email }]);
});

test("a profile may not claim another account's verified address: the refusal is under the field, and nothing is saved", async ({ page }) => {
  const guest = await createProviderAccount('Lubna Yasmin');
  await signIn(page, guest);
  await page.goto('/profile');
  // A verified guest sees where mails go, and no prompt.
  await expect(page.getByRole('definition').filter({ hasText: guest.email })).toBeVisible();
  await expect(page.getByText(PROMPT)).toHaveCount(0);

  const form = page.getByRole('region', { name: 'Edit Profile' });
  await form.getByLabel('Email', { exact: true }).fill(DEMO_GUEST.email.toUpperCase());
  await form.getByLabel('Phone', { exact: true }).fill('01811000555');
  await form.getByLabel('Address', { exact: true }).fill('House 4, Road 9, Nasirabad');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const message = 'This email address belongs to another account. Please use a different email.';
  await expect(form.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(message);
  expect(await queryD1<{ email: string; phone: string }>(`SELECT email, phone FROM users WHERE user_id = '${guest.uid}'`)).toEqual([{ email: guest.email, phone: '' }]);
});
