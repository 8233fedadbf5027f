import { expect, type Page, test } from '@playwright/test';
import { asAdmin, DEMO_ADMIN, idToken, signInAsNewGuest } from './support/accounts';
import { addFromMenu, type CatalogueDish, published, type PublishedArea, taka } from './support/cart';
import { queryD1 } from './support/stack';

// Delivery priced by area and pickup, as a guest meets them at checkout, and as the kitchen and tracking carry
// them on. Every figure is read from the published catalogue, so the tests hold when staff change an area.

const HILSA = 'Smoked Hilsa Mousse';

interface OrderRow {
  id: string;
  fulfilment: string;
  delivery_area: string | null;
  delivery_fee: number;
  delivery_address: string;
  estimated_delivery_time: number;
}
const ordersOf = (uid: string) => queryD1<OrderRow>(`SELECT id, fulfilment, delivery_area, delivery_fee, delivery_address, estimated_delivery_time FROM orders WHERE user_id = '${uid}' ORDER BY created_at`);

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order Summary' });
const area = (page: Page) => page.getByRole('combobox', { name: 'Area' });

async function toDelivery(page: Page) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery Information' })).toBeVisible();
}

async function placeCashOrder(page: Page) {
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: 'Cash On Delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
}

test('a delivery to Khulshi and one to Patenga: each area’s fee and time, and a cart under Patenga’s minimum told how much more', async ({ page }) => {
  const guest = await signInAsNewGuest(page, 'Farhana Kabir');
  const { items, areas } = await published(page);
  const hilsa = items.find((dish) => dish.name === HILSA) as CatalogueDish;
  const khulshi = areas.find((each) => each.id === 'khulshi') as PublishedArea;
  const patenga = areas.find((each) => each.id === 'patenga') as PublishedArea;
  expect(patenga.fee).toBeGreaterThan(khulshi.fee);
  // Two of the mousse reach Khulshi's minimum but not Patenga's.
  expect(hilsa.price * 2).toBeGreaterThanOrEqual(khulshi.minimum);
  expect(hilsa.price * 2).toBeLessThan(patenga.minimum);

  await addFromMenu(page, [HILSA]);
  await page.goto('/cart');
  await page.getByRole('button', { name: `Increase quantity of ${HILSA}` }).click();
  await toDelivery(page);

  await area(page).selectOption('khulshi');
  await expect(summary(page).getByText(`Delivery Fee (${khulshi.name})`)).toBeVisible();
  await expect(summary(page).getByRole('definition').nth(1)).toHaveText(taka(khulshi.fee));
  await expect(summary(page).getByRole('definition').nth(2)).toHaveText(taka(hilsa.price * 2 + khulshi.fee));
  await expect(summary(page).getByText(`Ready at your door in about ${hilsa.eta + khulshi.extraMinutes} minutes.`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Road 2, Khulshi R/A, Chattogram');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('01711000111');
  await placeCashOrder(page);

  // The second order, to Patenga: the same cart is short of its minimum, and the guest is told by how much.
  await addFromMenu(page, [HILSA]);
  await page.goto('/cart');
  await page.getByRole('button', { name: `Increase quantity of ${HILSA}` }).click();
  await toDelivery(page);
  await area(page).selectOption('patenga');
  const short = `Orders to Patenga start at ৳${patenga.minimum.toLocaleString('en-IN')}. Add ৳${(patenga.minimum - hilsa.price * 2).toLocaleString('en-IN')} more to have it delivered.`;
  await expect(page.getByText(short)).toBeVisible();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Airport Road, Patenga');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('01711000111');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  // It cannot go on: still the delivery step, the guest taken back to the area.
  await expect(page.getByRole('heading', { name: 'Delivery Information' })).toBeVisible();
  await expect(area(page)).toBeFocused();

  await page.getByRole('button', { name: 'Add more dishes' }).click();
  await page.getByRole('button', { name: `Increase quantity of ${HILSA}` }).click();
  await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
  await expect(area(page)).toHaveValue('patenga');
  await expect(page.getByText(short)).toHaveCount(0);
  await expect(summary(page).getByRole('definition').nth(1)).toHaveText(taka(patenga.fee));
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Airport Road, Patenga');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('01711000111');
  await placeCashOrder(page);

  const orders = await ordersOf(guest.uid);
  expect(orders.map((order) => ({ ...order, id: undefined }))).toEqual([
    { id: undefined, fulfilment: 'delivery', delivery_area: 'khulshi', delivery_fee: khulshi.fee, delivery_address: 'Road 2, Khulshi R/A, Chattogram', estimated_delivery_time: hilsa.eta + khulshi.extraMinutes },
    { id: undefined, fulfilment: 'delivery', delivery_area: 'patenga', delivery_fee: patenga.fee, delivery_address: 'Airport Road, Patenga', estimated_delivery_time: hilsa.eta + patenga.extraMinutes },
  ]);

  // The order history says where each went and what the delivery cost.
  await page.goto('/orders');
  await expect(page.getByText(`+ ${taka(khulshi.fee)} delivery to Khulshi`)).toBeVisible();
  await expect(page.getByText(`+ ${taka(patenga.fee)} delivery to Patenga`)).toBeVisible();

  // Order again: the dishes, and the area and address they went to, ready at the delivery step.
  const khulshiOrder = page.getByRole('article').filter({ hasText: 'delivery to Khulshi' });
  await khulshiOrder.getByRole('button', { name: 'Order again' }).click();
  await expect(khulshiOrder.getByRole('link', { name: 'Go to your cart' })).toBeVisible();
  await toDelivery(page);
  await expect(area(page)).toHaveValue('khulshi');
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('Road 2, Khulshi R/A, Chattogram');
});

test('an area staff stopped delivering to says so and offers pickup', async ({ page }) => {
  await signInAsNewGuest(page);
  const { areas } = await published(page);
  const off = areas.find((each) => !each.served) as PublishedArea;
  await addFromMenu(page, [HILSA]);
  await toDelivery(page);
  await area(page).selectOption(off.id);
  await expect(page.getByText(`We are not delivering to ${off.name} at the moment. You can collect your order from the restaurant instead.`)).toBeVisible();
  await page.getByRole('button', { name: 'Collect it instead' }).click();
  await expect(page.getByRole('radio', { name: /^Pickup/ })).toBeChecked();
  await expect(page.getByText('Collect your order from')).toBeVisible();
});

test('a pickup: no fee, the restaurant’s address at success, tracked through Ready for pickup to Collected, filtered in the dashboard', async ({ page, browser }) => {
  const guest = await signInAsNewGuest(page, 'Imran Hossain');
  const { items } = await published(page);
  const hilsa = items.find((dish) => dish.name === HILSA) as CatalogueDish;
  await addFromMenu(page, [HILSA]);
  await toDelivery(page);
  await page.getByRole('radio', { name: /^Pickup/ }).check();
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveCount(0);
  await expect(summary(page).getByText('No delivery fee')).toBeVisible();
  await expect(summary(page).getByRole('definition').nth(2)).toHaveText(taka(hilsa.price));
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('01811000222');
  await page.getByLabel('A note for the kitchen (optional)').fill('I will come by after work.');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: 'Cash On Delivery' }).check();
  await expect(page.getByText('Pay in cash when you collect your order.')).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByText(`Ready to collect in about ${hilsa.eta} minutes.`)).toBeVisible();
  await expect(page.getByText(/Collect your order from Karnaphuli, 14 Strand Road, Sadarghat, Chattogram/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Directions/ })).toHaveAttribute('href', /google\.com\/maps/);

  const [order] = await ordersOf(guest.uid);
  expect(order).toMatchObject({ fulfilment: 'pickup', delivery_area: null, delivery_fee: 0, delivery_address: '' });
  const id = String(order?.id);

  // The kitchen moves it on; a pickup is never "delivered".
  const token = await idToken(DEMO_ADMIN);
  const move = (status: string) => page.request.put(`/api/order/update-order/${id}`, { headers: { Authorization: `Bearer ${token}` }, data: { status } });
  expect((await move('ready')).status()).toBe(200);
  await page.goto(`/track-order/${id}`);
  await expect(page.locator('.track-head').getByText('Ready for pickup')).toBeVisible();
  await expect(page.getByRole('list').getByText('Collected')).toBeVisible();
  await expect(page.getByText(/Collect it from Karnaphuli/)).toBeVisible();
  // Marked ready by the kitchen: no minutes counted down, the words that send the guest to fetch it.
  await expect(page.getByText('Your order is ready. Come by the restaurant to collect it: we will keep it warm for you.')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect((await move('delivered')).status()).toBe(400);
  expect((await move('collected')).status()).toBe(200);
  await page.reload();
  await expect(page.getByText('You have collected your order. Enjoy your meal, and thank you for coming by.')).toBeVisible();

  // The dashboard filters pickups, and its row says so.
  const admin = await asAdmin(browser);
  await admin.getByRole('combobox', { name: 'Delivery or pickup' }).selectOption('pickup');
  await admin.getByRole('searchbox', { name: 'Search' }).fill(id);
  const row = admin.getByRole('region', { name: 'Orders' }).getByRole('row').filter({ has: admin.getByRole('button', { name: `Open order ${id}` }) });
  await expect(row.getByText('Pickup', { exact: true })).toBeVisible();
  await expect(row.getByRole('combobox', { name: `Status of order ${id}` }).getByRole('option')).toHaveText(['Pending', 'Preparing', 'Ready for pickup', 'Collected', 'Cancelled']);
  await admin.getByRole('combobox', { name: 'Delivery or pickup' }).selectOption('delivery');
  await expect(row).toHaveCount(0);
});

test('a pickup for later while the kitchen is open: one of the times it takes, kept on the order', async ({ page }) => {
  const guest = await signInAsNewGuest(page, 'Tahmina Akter');
  await addFromMenu(page, [HILSA]);
  await toDelivery(page);
  await page.getByRole('radio', { name: /^Pickup/ }).check();
  const when = page.getByRole('combobox', { name: 'When will you collect it?' });
  await expect(when.getByRole('option').first()).toHaveText(/^As soon as it is ready/);
  const later = when.getByRole('option').nth(4);
  const slot = String(await later.getAttribute('value'));
  const words = String(await later.textContent());
  await when.selectOption(slot);
  await expect(page.getByRole('main').getByText(/^Ready to collect at /).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('01811000333');
  await placeCashOrder(page);
  await expect(page.getByText(/^Ready to collect at /)).toBeVisible();
  const [order] = await queryD1<{ fulfilment: string; scheduled_for: number }>(`SELECT fulfilment, scheduled_for FROM orders WHERE user_id = '${guest.uid}'`);
  expect(order).toEqual({ fulfilment: 'pickup', scheduled_for: Date.parse(slot) });
  expect(words).toMatch(/^(Today|Tomorrow|[A-Z][a-z]+day), \d{1,2}:\d{2} [AP]M$/);
});
