import { expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, idToken, signInAsNewGuest } from './support/accounts';
import { addFromMenu, catalogue, type CatalogueDish } from './support/cart';
import { WITH_PUBLISHED_HOURS } from './support/kitchen';
import { queryD1 } from './support/stack';

// Ordering hours as the guest meets them (docs/features.md "Ordering hours and ordering ahead"): the cart decides
// what it shows on the page's own clock, the Worker what it takes on its own. Serial: the pause is the kitchen's
// one switch, shared by every page of the stack.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
// The kitchen's published hours, not the never-closing one the other specs order from (playwright.config.ts).
test.use(WITH_PUBLISHED_HOURS);

/** The restaurant's date today (Chattogram, UTC+6), YYYY-MM-DD, and an instant on its clock. */
const restaurantDate = (daysAhead = 0) => new Date(Date.now() + 6 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
const chattogram = (date: string, time: string) => new Date(`${date}T${time}:00+06:00`);
/** The day as a guest reads it, written by Intl here (the site writes it by hand): Friday 27 November. */
const dayWords = (at: Date) => new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Asia/Dhaka' }).format(at);

async function cartWithOneDish(page: Page) {
  const guest = await signInAsNewGuest(page);
  const [dish] = (await catalogue(page)).filter((item) => item.available) as [CatalogueDish];
  await addFromMenu(page, [dish.name]);
  await page.goto('/cart');
  return guest;
}

test('at 3 a.m. the cart says the kitchen is closed and when it opens, and the guest schedules for 11:30 AM tomorrow', async ({ page }) => {
  // The page's clock, before any page loads: 3 a.m. today in Chattogram. Tomorrow 11:30 AM is a slot the real
  // server takes whatever the real time.
  await page.clock.setFixedTime(chattogram(restaurantDate(), '03:00'));
  const guest = await cartWithOneDish(page);
  await expect(page.getByText("We're closed now. The kitchen takes delivery orders again at 11:00 AM today.")).toBeVisible();
  const day = page.getByLabel('Day', { exact: true });
  const time = page.getByLabel('Delivery time', { exact: true });
  // Today's first slot by default: the kitchen opens at 11:00, the lead time is 30 minutes.
  await expect(day).toHaveValue(restaurantDate());
  await expect(time.locator('option:checked')).toHaveText('11:30 AM');
  await day.selectOption({ label: 'Tomorrow' });
  await time.selectOption({ label: '11:30 AM' });

  const slot = chattogram(restaurantDate(1), '11:30');
  const words = `${dayWords(slot)}, 11:30 AM`;
  await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
  await expect(page.getByRole('main').getByText(`Delivery at ${words}`)).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Area' }).selectOption('agrabad');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('House 12, Road 3, Khulshi');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('01711000001');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('complementary').getByText(`Delivery at ${words}`)).toBeVisible();
  await page.getByRole('radio', { name: 'Cash On Delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByText(`Scheduled for ${words}`)).toBeVisible();

  const [order] = await queryD1<{ id: string; scheduled_for: number }>(`SELECT id, scheduled_for FROM orders WHERE user_id = '${guest.uid}'`);
  expect(order?.scheduled_for).toBe(slot.getTime());
  const id = order?.id ?? '';

  await page.goto('/orders');
  await expect(page.getByRole('article').filter({ hasText: id }).getByText(`Scheduled for ${words}`)).toBeVisible();

  await page.goto(`/track-order/${id}`);
  // The kitchen has not started it: tracking reads its time, not minutes counted from the moment it was placed.
  await expect(page.locator('.track-message')).toHaveText(`Scheduled for ${words}`);
  await expect(page.getByRole('progressbar', { name: 'Delivery progress' })).toHaveAttribute('aria-valuenow', '0');
});

test('paused by staff: the cart says for how long and offers a delivery time after the pause', async ({ page }) => {
  const admin = { Authorization: `Bearer ${await idToken(DEMO_ADMIN)}` };
  expect((await page.request.put('/api/admin/service/pause', { headers: admin, data: { minutes: 30 } })).status()).toBe(200);
  try {
    await cartWithOneDish(page);
    await expect(page.getByText('The kitchen is not taking delivery orders for the next 30 minutes.')).toBeVisible();
    await expect(page.getByLabel('Day', { exact: true })).toBeVisible();
    // The first time offered is one the kitchen starts after the pause: at least 30 + 30 minutes from now.
    const first = await page.getByLabel('Delivery time', { exact: true }).inputValue();
    expect(Date.parse(first)).toBeGreaterThanOrEqual(Date.now() + 59 * 60_000);
    await expect(page.getByRole('button', { name: 'Proceed to Delivery' })).toBeEnabled();
  } finally {
    await page.request.delete('/api/admin/service/pause', { headers: admin });
  }
});
