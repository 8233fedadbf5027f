import { expect, test } from '@playwright/test';
import { DEMO_GUEST, signIn, signInAsNewGuest } from './support/accounts';
import { violations } from './support/axe';
import { addFromMenu } from './support/cart';

// Axe in real Chromium, at a phone and a desktop width: no violations on the content pages. The signed-in
// tests sign up, order and run axe on every step: more than a page's work.
test.describe.configure({ timeout: 180_000 });
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of ['/', '/menu', '/about', '/contact', '/terms', '/policy', '/no-such-page', '/track-order/ABC', '/login', '/signup', '/profile', '/cart', '/orders', '/reservations', '/track-order', '/track-reservation', '/invoice', '/kitchen', '/pay', '/waitlist']) {
      test(path, async ({ page }) => {
        await page.goto(path);
        // Islands render their interactive state before they are judged.
        await page.waitForLoadState('networkidle');
        expect(await violations(page)).toEqual([]);
      });
    }

    test('signed in: the header, the drawer and the profile', async ({ page }) => {
      await signIn(page, DEMO_GUEST);
      // The menu, not the home page: the home page's carousel can be caught mid-fade.
      await page.goto('/menu');
      expect(await violations(page)).toEqual([]);
      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
      await page.getByRole('button', { name: 'Save Changes' }).focus();
      expect(await violations(page)).toEqual([]);
    });

    test('signed in: every step of /cart, then /orders and the tracking of the order', async ({ page }) => {
      await signInAsNewGuest(page);
      await page.goto('/orders');
      await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.goto('/cart');
      await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await addFromMenu(page, ['Smoked Hilsa Mousse']);
      await page.goto('/cart');
      await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(page.getByText('Address is required')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.getByRole('combobox', { name: 'Area' }).selectOption('agrabad');
      await page.getByRole('textbox', { name: 'Address', exact: true }).fill('House 7, Lane 2, Nasirabad');
      await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('01819000111');
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      // The card is typed on the gateway's page, not ours: the step's own error is the Bkash number's.
      await page.getByRole('radio', { name: 'Bkash' }).check();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByText('Bkash number is required')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.getByRole('radio', { name: 'Cash On Delivery' }).check();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
      // The toast has faded, so it is the page that is judged.
      await expect(page.getByText('Payment successful, your order is on the way!')).toBeHidden({ timeout: 6000 });
      expect(await violations(page)).toEqual([]);
      const id = (await page.getByRole('button', { name: /^[0-9A-Z]{12}$/ }).textContent())?.trim() ?? '';
      await page.goto('/orders');
      await expect(page.getByRole('link', { name: id })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.goto(`/track-order/${id}`);
      await expect(page.getByRole('heading', { name: `Order ${id}` })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.goto(`/invoice?order=${id}`);
      await expect(page.getByRole('article', { name: 'Tax Invoice' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
    test('signed in: /reservations with its errors, the confirmation and the list, then the tracking', async ({ page }) => {
      await signInAsNewGuest(page);
      await page.goto('/reservations');
      await expect(page.getByRole('heading', { name: 'Your reservations' })).toBeVisible();
      const date = new Date(Date.now() + 6 * 3_600_000 + 5 * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel('Date', { exact: true }).fill(date);
      await expect(page.getByRole('radio', { name: '8:00 PM', exact: true })).toBeEnabled();
      await page.getByRole('button', { name: 'Reserve Table' }).click();
      await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.getByRole('radio', { name: '8:00 PM', exact: true }).check();
      await page.getByLabel('Phone', { exact: true }).fill('01819000111');
      await page.getByRole('button', { name: 'Reserve Table' }).click();
      await expect(page.getByRole('heading', { name: 'Reservation received' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Upcoming, soonest first' }).getByRole('article')).toHaveCount(1);
      expect(await violations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Track Reservation', exact: true }).click();
      await expect(page.getByRole('heading', { name: /^Reservation [0-9A-Z]{12}$/ })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
