import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, idToken, signInAsNewGuest } from './support/accounts';
import { addFromMenu } from './support/cart';
import { queryD1 } from './support/stack';

// Switching an unpaid card order to cash is a new order for the kitchen (docs/payments.md): during a pause the
// guest is told the kitchen is paused, and nothing reaches the kitchen's list. Kitchen-wide (playwright.config.ts):
// the pause refuses every guest's order while it lasts.
test.describe.configure({ timeout: 180_000 });

const port = Number(process.env.E2E_PORT ?? 8790);
const SSLCOMMERZ = `http://127.0.0.1:${port - 8787 + 5010}`;

test.afterEach(async ({ request }) => {
  await request.delete('/api/admin/service/pause', { headers: { Authorization: `Bearer ${await idToken(DEMO_ADMIN)}` } });
});

test('the card declined, then cash instead during a pause: told the kitchen is paused, nothing in the kitchen’s list', async ({ page, request }) => {
  const guest = await signInAsNewGuest(page);
  await addFromMenu(page, ['Smoked Hilsa Mousse']);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
  await page.getByRole('combobox', { name: 'Area' }).selectOption('agrabad');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('House 7, Lane 2, Nasirabad, Chattogram');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('01819000222');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: 'Credit Card' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(`${SSLCOMMERZ}/gwprocess/v4/gw.php**`);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(/\/cart\?order=/);
  await expect(page.getByRole('heading', { name: 'Your payment did not go through' })).toBeVisible();

  const headers = { Authorization: `Bearer ${await idToken(DEMO_ADMIN)}` };
  expect((await request.put('/api/admin/service/pause', { headers, data: { minutes: 30 } })).status()).toBe(200);
  await page.getByRole('button', { name: 'Pay Cash On Delivery Instead' }).click();
  await expect(page.getByRole('alert')).toContainText('The kitchen is not taking delivery orders for the next');
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toHaveCount(0);

  const [order, ...more] = await queryD1<{ id: string; payment_status: string }>(`SELECT id, payment_status FROM orders WHERE user_id = '${guest.uid}'`);
  expect(more).toEqual([]);
  expect(order?.payment_status).toBe('failed');
  const { orders } = (await (await request.get('/api/order/fetch-all-orders', { headers })).json()) as { orders: { id: string }[] };
  expect(orders.map((listed) => listed.id)).not.toContain(order?.id);
});
