import { expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, idToken, signInAsNewGuest } from './support/accounts';
import { addFromMenu, checkOutCashOnDelivery } from './support/cart';
import { queryD1 } from './support/stack';

// SPEC §2 "Track order", §4 "Tracking view" and §5: public, by URL or by input, and live.
test.describe.configure({ timeout: 120_000 });

/** Places an order through the site, as a guest, and returns its id. */
async function placeOrder(page: Page): Promise<string> {
  const guest = await signInAsNewGuest(page);
  await addFromMenu(page, ['Smoked Hilsa Mousse']);
  await checkOutCashOnDelivery(page, { address: 'House 7, Lane 2, Nasirabad', phone: '01819000111' });
  const [order] = await queryD1<{ id: string }>(`SELECT id FROM orders WHERE user_id = '${guest.uid}'`);
  return order?.id as string;
}

test('the empty and not-found messages', async ({ page }) => {
  await page.goto('/track-order');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Please enter an order ID.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Order ID' }).fill('ZZZZ ZZZZ ZZZZ');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Order not found. Please check the order ID and try again.')).toBeVisible();
  await expect(page).toHaveURL('/track-order/ZZZZZZZZZZZZ');
  await page.goto('/track-order/not-an-id');
  await expect(page.getByText('Order not found. Please check the order ID and try again.')).toBeVisible();
});

test("by URL, by input (forgiving of case and spaces, the address follows), and live: an admin's change shows without a reload", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const id = await placeOrder(page);

  // Signed out, on another device: tracking is public.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/track-order/${id}`);
  await expect(visitor.getByRole('heading', { name: `Order ${id}` })).toBeVisible();
  await expect(visitor.getByText('Smoked Hilsa Mousse')).toBeVisible();
  await expect(visitor.getByRole('progressbar', { name: 'Delivery progress' })).toBeVisible();
  await expect(visitor.getByText(/Estimated time remaining: \d+ minutes/)).toBeVisible();
  await expect(visitor.getByText('Pending', { exact: true })).toBeVisible();

  await visitor.goto('/track-order');
  const spaced = `${id.slice(0, 4)} ${id.slice(4, 8)} ${id.slice(8)}`.toLowerCase();
  await visitor.getByRole('textbox', { name: 'Order ID' }).fill(spaced);
  await visitor.getByRole('button', { name: 'Track Order' }).click();
  await expect(visitor).toHaveURL(`/track-order/${id}`);
  await expect(visitor.getByRole('heading', { name: `Order ${id}` })).toBeVisible();

  // The kitchen cancels it through the admin API; the open page picks it up on its next poll (every 15 s; a loaded
  // host takes seconds more to answer and draw it).
  const token = await idToken(DEMO_ADMIN);
  const response = await visitor.request.put(`/api/order/update-order/${id}`, { headers: { Authorization: `Bearer ${token}` }, data: { status: 'cancelled' } });
  expect(response.status()).toBe(200);
  await expect(visitor.getByText('This order was cancelled. Your refund will be processed within 3-5 business days.')).toBeVisible({ timeout: 35_000 });
  await expect(visitor.getByRole('progressbar')).toHaveCount(0);
});

test('a delivered order says enjoy your meal', async ({ page }) => {
  const id = await placeOrder(page);
  await queryD1(`UPDATE orders SET status = 'delivered' WHERE id = '${id}'`);
  await page.goto(`/track-order/${id}`);
  await expect(page.getByText('Your order has been delivered. Enjoy your meal!')).toBeVisible();
});
