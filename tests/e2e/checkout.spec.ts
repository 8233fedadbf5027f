import { expect, type Page, test } from '@playwright/test';
import { signInAsNewGuest } from './support/accounts';
import { addFromMenu, catalogue, type CatalogueDish, feeOf, published, storeCart, taka } from './support/cart';
import { queryD1 } from './support/stack';

// The delivery journey of SPEC §2 "Cart page", in real Chromium against the real Worker, D1 and emulator.
// Each test signs a new guest up and reads D1 through wrangler: slower than a page's work alone.
test.describe.configure({ timeout: 120_000 });

const HILSA = 'Smoked Hilsa Mousse';
const ADDRESS = 'House 7, Lane 2, Nasirabad, Chattogram';
const PHONE = '01819000111';

async function ordersOf(uid: string) {
  return queryD1<{ id: string; total: number; payment_method: string; estimated_delivery_time: number; delivery_address: string }>(
    `SELECT id, total, payment_method, estimated_delivery_time, delivery_address FROM orders WHERE user_id = '${uid}'`,
  );
}

async function toPayment(page: Page) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
  await page.getByRole('combobox', { name: 'Area' }).selectOption('agrabad');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(ADDRESS);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(PHONE);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
}

test.describe('signed out', () => {
  for (const path of ['/cart', '/orders']) {
    test(`${path} shows the login prompt`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    });
  }
});

test('the cart step: lines, labelled controls, the summary, the empty cart, and the cart kept across a reload', async ({ page }) => {
  await signInAsNewGuest(page);
  const dishes = await catalogue(page);
  const hilsa = dishes.find((dish) => dish.name === HILSA) as CatalogueDish;
  await addFromMenu(page, [HILSA]);
  await page.goto('/cart');

  await expect(page.getByRole('navigation', { name: 'Checkout progress' }).getByRole('listitem').filter({ hasText: 'Shopping Cart' })).toHaveAttribute('aria-current', 'step');
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: HILSA }) });
  await expect(line.locator('img')).toHaveAttribute('src', hilsa.image);
  await expect(line.getByText(hilsa.description)).toBeVisible();
  const minus = page.getByRole('button', { name: `Decrease quantity of ${HILSA}` });
  await expect(minus).toBeDisabled();
  await page.getByRole('button', { name: `Increase quantity of ${HILSA}` }).click();
  await expect(minus).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' }).first()).toBeAttached();

  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByText(`2 × ${HILSA}`)).toBeVisible();
  await expect(summary.getByRole('definition').nth(0)).toHaveText(taka(hilsa.price * 2));
  // The fee follows the area, chosen at the next step: until then the total is the dishes'.
  await expect(summary.getByRole('definition').nth(1)).toHaveText('Choose your area');
  await expect(summary.getByRole('definition').nth(2)).toHaveText(taka(hilsa.price * 2));

  // The cart lives in localStorage under cart-storage (SPEC §9) and outlasts a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: `Decrease quantity of ${HILSA}` })).toBeEnabled();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-storage') ?? '{}') as { totalItems: number });
  expect(stored.totalItems).toBe(2);

  await page.getByRole('button', { name: `Remove ${HILSA}` }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByText("Looks like you haven't added anything to your cart yet. Browse our menu to discover exquisite dishes!")).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse Menu' })).toHaveAttribute('href', '/menu');
});

test('cash on delivery, the whole journey: delivery messages, Back between steps, success, and the cart cleared', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const guest = await signInAsNewGuest(page);
  const dishes = await catalogue(page);
  const hilsa = dishes.find((dish) => dish.name === HILSA) as CatalogueDish;
  await addFromMenu(page, [HILSA]);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery Information' })).toBeVisible();

  // A new guest has no saved address: both messages, verbatim, beside their fields.
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Choose the area we deliver to')).toBeVisible();
  await expect(page.getByText('Address is required')).toBeVisible();
  await expect(page.getByText('Valid phone number is required')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Area' })).toBeFocused();
  await page.getByRole('combobox', { name: 'Area' }).selectOption('agrabad');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(ADDRESS);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(PHONE);
  await page.getByLabel('Delivery Instructions (Optional)').fill('Ring twice, please.');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();

  // The browser's Back button moves a step back, not off the page, and the details are kept.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Delivery Information' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(ADDRESS);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page).toHaveURL('/cart');
  await page.goForward();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();

  await page.getByRole('radio', { name: 'Cash On Delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByText("Thank you for your order. We'll start preparing it right away.")).toBeVisible();
  await expect(page.getByText(`Estimated Time: ${hilsa.eta} minutes`)).toBeVisible();
  await expect(page.getByText('Payment successful, your order is on the way!')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Order Summary' })).toHaveCount(0);
  // The header's badge is gone with the cart.
  await expect(page.locator('[data-cart-count]').first()).toBeHidden();

  const [order] = await ordersOf(guest.uid);
  expect(order).toMatchObject({ total: hilsa.price, payment_method: 'cod', estimated_delivery_time: hilsa.eta, delivery_address: ADDRESS });
  const id = page.getByRole('button', { name: String(order?.id) });
  await id.click();
  await expect(page.getByText('Order ID copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(order?.id);
  await expect(page.getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', `/track-order/${order?.id}`);
  await expect(page.getByRole('link', { name: 'Order Something Else' })).toHaveAttribute('href', '/menu');
});

test('a family order of twelve different dishes is placed, every line', async ({ page }) => {
  const guest = await signInAsNewGuest(page);
  // Twelve lines: one more than D1's 100 parameters a statement once allowed in one INSERT of the lines.
  const twelve = (await catalogue(page)).filter((dish) => dish.available).slice(0, 12);
  await addFromMenu(page, twelve.map((dish) => dish.name));
  await toPayment(page);
  await expect(page.getByRole('complementary', { name: 'Order Summary' }).getByRole('definition').nth(0)).toHaveText(taka(twelve.reduce((sum, dish) => sum + dish.price, 0)));
  await page.getByRole('radio', { name: 'Cash On Delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByText(`Estimated Time: ${Math.max(...twelve.map((dish) => dish.eta))} minutes`)).toBeVisible();
  const [order, ...more] = await ordersOf(guest.uid);
  expect(more).toEqual([]);
  expect(order).toMatchObject({ total: twelve.reduce((sum, dish) => sum + dish.price, 0), payment_method: 'cod' });
  const lines = await queryD1<{ dish_id: string; quantity: number }>(`SELECT dish_id, quantity FROM order_lines WHERE order_id = '${order?.id}' ORDER BY position`);
  expect(lines).toEqual(twelve.map((dish) => ({ dish_id: dish.id, quantity: 1 })));
});

// Credit Card has no fields on our payment step (docs/spec.md "Departures": no page of ours holds a card number);
// its hand-off to SSLCommerz's page is in payments.spec.ts.

test('Bkash: its messages and limit, then the order', async ({ page }) => {
  const guest = await signInAsNewGuest(page);
  await addFromMenu(page, [HILSA]);
  await toPayment(page);
  await page.getByRole('radio', { name: 'Bkash' }).check();
  const bkash = page.getByRole('textbox', { name: 'Bkash Number' });
  await expect(bkash).toHaveAttribute('maxlength', '11');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Bkash number is required')).toBeVisible();
  await bkash.fill('0171234');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Bkash number must be 11 digits')).toBeVisible();
  await bkash.fill('01712345678');
  await page.getByRole('button', { name: 'Place Order' }).click();
  // The order is placed, unpaid, and the guest is on bKash's page (payments.spec.ts goes on from there).
  await page.waitForURL(/\/pay\/TR0011/);
  expect((await ordersOf(guest.uid))[0]?.payment_method).toBe('bkash');
});

test('a double click on Place Order places one order, and the button shows it is working', async ({ page }) => {
  const guest = await signInAsNewGuest(page);
  await addFromMenu(page, [HILSA]);
  await toPayment(page);
  await page.getByRole('radio', { name: 'Cash On Delivery' }).check();
  // The answer is held back a moment, so the spinner can be seen and the second click lands mid-flight.
  await page.route('**/api/order/create-order', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Place Order' }).dblclick();
  await expect(page.getByRole('button', { name: 'Place Order' })).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  expect(await ordersOf(guest.uid)).toHaveLength(1);
});

test('a dropped answer, a reload of the payment step and a retry still make one order', async ({ page }) => {
  const guest = await signInAsNewGuest(page);
  await addFromMenu(page, [HILSA]);
  await toPayment(page);
  await page.getByRole('radio', { name: 'Cash On Delivery' }).check();
  // The order reaches the Worker and is written; the answer never reaches the browser.
  await page.route('**/api/order/create-order', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('We could not reach the restaurant. Your cart and details are saved: check your connection and try again.')).toBeVisible();
  expect(await ordersOf(guest.uid)).toHaveLength(1);
  await page.unroute('**/api/order/create-order');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Cash On Delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const orders = await ordersOf(guest.uid);
  expect(orders).toHaveLength(1);
  await expect(page.getByRole('button', { name: String(orders[0]?.id) })).toBeVisible();
});

test("a price changed since the page loaded (a content deploy): the server's total is shown and confirmed", async ({ page }) => {
  const guest = await signInAsNewGuest(page);
  const dishes = await catalogue(page);
  const hilsa = dishes.find((dish) => dish.name === HILSA) as CatalogueDish;
  const before = hilsa.price - 150;
  // The page and its catalogue are from before the deploy; the Worker prices from the deployed one.
  const { areas } = await published(page);
  await page.route('**/catalogue.json', (route) => route.fulfill({ json: { items: dishes.map((dish) => (dish.id === hilsa.id ? { ...dish, price: before } : dish)), areas } }), { times: 1 });
  await storeCart(page, [{ dish: hilsa, quantity: 2, price: before }]);
  await toPayment(page);
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByRole('definition').nth(0)).toHaveText(taka(before * 2));

  await page.getByRole('radio', { name: 'Cash On Delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'The menu has changed since you opened it.' });
  await expect(notice).toContainText(taka(hilsa.price * 2 + feeOf(areas, 'agrabad')));
  await expect(notice).toContainText(`${hilsa.eta} minutes`);
  // The line and the summary now show today's price.
  await expect(summary.getByRole('definition').nth(0)).toHaveText(taka(hilsa.price * 2));
  expect(await ordersOf(guest.uid)).toHaveLength(0);

  await page.getByRole('button', { name: 'Confirm and Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  expect((await ordersOf(guest.uid))[0]?.total).toBe(hilsa.price * 2);
});

test('the cart flags a price that changed and a dish withdrawn since it was added, before the guest pays', async ({ page }) => {
  await signInAsNewGuest(page);
  const dishes = await catalogue(page);
  const hilsa = dishes.find((dish) => dish.name === HILSA) as CatalogueDish;
  const withdrawn = dishes.find((dish) => !dish.available) as CatalogueDish;
  await storeCart(page, [
    { dish: hilsa, quantity: 1, price: hilsa.price - 100 },
    { dish: withdrawn, quantity: 1 },
  ]);
  await page.goto('/cart');
  await expect(page.getByText(`Price changed since you added it (was ${taka(hilsa.price - 100)})`)).toBeVisible();
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: withdrawn.name }) });
  await expect(line.getByText('Currently Unavailable')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Delivery' })).toBeDisabled();
  await page.getByRole('button', { name: `Remove ${withdrawn.name}` }).click();
  await expect(page.getByRole('button', { name: 'Proceed to Delivery' })).toBeEnabled();
});

test('the delivery form starts from the profile', async ({ page }) => {
  await signInAsNewGuest(page);
  await page.goto('/profile');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(PHONE);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(ADDRESS);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await addFromMenu(page, [HILSA]);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(ADDRESS);
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue(PHONE);
});

test('a refusal names what is wrong: a dish withdrawn after the page loaded, then flagged on its line', async ({ page }) => {
  const guest = await signInAsNewGuest(page);
  const dishes = await catalogue(page);
  const withdrawn = dishes.find((dish) => !dish.available) as CatalogueDish;
  // The page's catalogue predates the dish's withdrawal; the Worker's does not.
  const { areas: publishedAreas } = await published(page);
  await page.route('**/catalogue.json', (route) => route.fulfill({ json: { items: dishes.map((dish) => (dish.id === withdrawn.id ? { ...dish, available: true } : dish)), areas: publishedAreas } }), { times: 1 });
  await storeCart(page, [{ dish: withdrawn, quantity: 1 }]);
  await toPayment(page);
  await page.getByRole('radio', { name: 'Cash On Delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `${withdrawn.name} is currently unavailable` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  expect(await ordersOf(guest.uid)).toHaveLength(0);
  // Nothing is lost: back in the cart, the dish is still there, flagged.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('listitem').filter({ hasText: withdrawn.name }).getByText('Currently Unavailable')).toBeVisible();
});
