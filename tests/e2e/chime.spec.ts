import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signIn, signInAsNewGuest } from './support/accounts';
import { addFromMenu, catalogue, checkOutCashOnDelivery } from './support/cart';
import { queryD1 } from './support/stack';

// The new-order chime (site/islands/admin/new-orders.ts) as staff meet it: the admin's dashboard open in one
// browser, a guest ordering in another. The chime cannot be heard in headless Chromium: the sound button counts
// the chimes handed to the Web Audio context (data-chimes), and the title and the highlight are what staff see.
test.describe.configure({ timeout: 240_000 });

/** The dashboard looks every 15 s; with the list's own poll, a new order is on screen within two looks. */
const LOOK = { timeout: 40_000 };

test("a guest's order in another browser: the dashboard chimes once, counts it in the title and highlights it until the admin opens it", async ({ browser }) => {
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await signIn(admin, DEMO_ADMIN);
  await admin.goto('/admin');
  await expect(admin.getByRole('region', { name: 'Orders' }).getByRole('table')).toBeVisible();
  const title = await admin.title();
  expect(title).not.toMatch(/^\(\d+\)/);

  // Sound is off until a click: then on, and remembered for the next visit.
  const sound = admin.getByRole('button', { name: 'Sound off' });
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await sound.click();
  const on = admin.getByRole('button', { name: 'Sound on' });
  await expect(on).toHaveAttribute('aria-pressed', 'true');
  await expect(on).toHaveAttribute('data-chimes', '0');

  // The first load announced nothing, though pending orders were already there.
  const [pending] = await queryD1<{ n: number }>("SELECT count(*) AS n FROM orders WHERE status = 'pending'");
  expect(pending?.n).toBeGreaterThan(0);
  await expect(admin.locator('tr.admin-row--chime')).toHaveCount(0);

  // A guest orders through the site, in a browser of their own.
  const diner = await browser.newContext();
  const guest = await diner.newPage();
  const account = await signInAsNewGuest(guest, 'Tahmina Haque');
  const [dish] = (await catalogue(guest)).filter((each) => each.available);
  await addFromMenu(guest, [dish?.name ?? '']);
  await checkOutCashOnDelivery(guest, { address: 'House 7, Road 2, Nasirabad, Chattogram', phone: '01911000333' });
  const [order] = await queryD1<{ id: string }>(`SELECT id FROM orders WHERE user_id = '${account.uid}'`);
  const id = String(order?.id);

  await expect(admin).toHaveTitle(`(1) ${title}`, LOOK);
  await expect(on).toHaveAttribute('data-chimes', '1');
  const row = admin.locator('tr.admin-row--chime');
  await expect(row).toHaveCount(1, LOOK);
  await expect(row.getByRole('button', { name: `Open order ${id}` })).toBeVisible();
  await expect(row.getByText('New order')).toBeVisible();

  // The admin opens it: the highlight and the count go; the next look does not bring them back.
  await row.getByRole('button', { name: `Open order ${id}` }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(admin.locator('tr.admin-row--chime')).toHaveCount(0);
  await expect(admin).toHaveTitle(title);
  // The watch's next look (its request for the pending orders) answers: still nothing to announce.
  await admin.waitForResponse((response) => response.url().includes('/api/order/fetch-all-orders?status=pending'), LOOK);
  await expect(admin).toHaveTitle(title);
  await expect(on).toHaveAttribute('data-chimes', '1');

  // The next visit remembers the choice, but the browser needs a click before it plays.
  await admin.reload();
  const resume = admin.getByRole('button', { name: 'Turn on sound' });
  await expect(resume).toHaveAttribute('aria-pressed', 'false');
  await expect(resume).toHaveAccessibleDescription('Your browser needs a click before it plays the new-order chime.');
  await resume.click();
  await expect(admin.getByRole('button', { name: 'Sound on' })).toHaveAttribute('aria-pressed', 'true');
  await staff.close();
  await diner.close();
});
