import { expect, test } from '@playwright/test';
import { signInAsNewGuest } from './support/accounts';
import { catalogue, type CatalogueDish } from './support/cart';
import { apiCalls, holdIslandCode } from './support/requests';
import { queryD1 } from './support/stack';

// SPEC §2 "Orders history", with server-side paging and 'Order again'.
test.describe.configure({ timeout: 120_000 });

/** Orders written straight into D1, one minute apart (faster than placing 23 through the rate limit). */
async function seedOrders(uid: string, count: number, lines: { dish: CatalogueDish; quantity: number }[]) {
  const base = Date.now() - count * 60_000;
  // Ids of the real alphabet (Crockford base32), as the Worker makes them.
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const ids = Array.from({ length: count }, () => Array.from({ length: 12 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join(''));
  const orders = ids.map((id, index) => `('${id}', '${uid}', 'Rafiq Chowdhury', ${lines.reduce((sum, line) => sum + line.dish.price * line.quantity, 0)}, 'pending', 45, 'House 1', '01711000000', '', 'cod', ${base + index * 60_000}, ${base + index * 60_000})`);
  const rows = ids.flatMap((id) => lines.map((line, position) => `('${id}', ${position}, '${line.dish.id}', '${line.dish.name.replaceAll("'", "''")}', ${line.quantity}, ${line.dish.price}, '${line.dish.image}', '')`));
  await queryD1(
    `INSERT INTO orders (id, user_id, name, total, status, estimated_delivery_time, delivery_address, delivery_phone, delivery_instructions, payment_method, created_at, updated_at) VALUES ${orders.join(', ')};
     INSERT INTO order_lines (order_id, position, dish_id, name, quantity, price, image, description) VALUES ${rows.join(', ')};`,
  );
  return ids;
}

test('no orders yet: the empty state offers the menu and a table', async ({ page }) => {
  await signInAsNewGuest(page);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse Menu' })).toHaveAttribute('href', '/menu');
  await expect(page.getByRole('main').getByRole('link', { name: 'Book a Table' })).toHaveAttribute('href', '/reservations');
});

test('a long history: newest first, 20 at a time, then Show more', async ({ page }) => {
  const guest = await signInAsNewGuest(page);
  const [dish] = (await catalogue(page)).filter((item) => item.available) as [CatalogueDish];
  const ids = await seedOrders(guest.uid, 23, [{ dish, quantity: 2 }]);
  await page.goto('/orders');
  const orders = page.getByRole('list', { name: 'Your orders, newest first' }).getByRole('article');
  await expect(orders).toHaveCount(20);
  // Newest first: the last seeded is at the top, and each links to its tracking page.
  const newest = ids[22] as string;
  await expect(orders.first().getByRole('link', { name: newest })).toHaveAttribute('href', `/track-order/${newest}`);
  await expect(orders.first().getByText(`2 × ${dish.name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(orders).toHaveCount(23);
  await expect(orders.last().getByRole('link', { name: ids[0] as string })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
});

test('a stored session asks for its orders while the island is on its way, and only once', async ({ page }) => {
  const guest = await signInAsNewGuest(page);
  const [dish] = (await catalogue(page)).filter((item) => item.available) as [CatalogueDish];
  const [id] = await seedOrders(guest.uid, 1, [{ dish, quantity: 1 }]);
  // The history's own code is held back: a call it made itself could not leave before it is released.
  const release = await holdIslandCode(page, '/orders');
  const calls = apiCalls(page);
  await page.goto('/orders', { waitUntil: 'commit' });
  const history = `/api/order/fetch-user-orders/${guest.uid}`;
  await expect.poll(() => calls).toContain(history);
  release();
  await expect(page.getByRole('list', { name: 'Your orders, newest first' }).getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').getByText(id as string)).toBeVisible();
  expect(calls.filter((call) => call.startsWith(history))).toHaveLength(1);
});

test("Order again puts the dishes back at today's prices and says which are no longer available", async ({ page }) => {
  const guest = await signInAsNewGuest(page);
  const dishes = await catalogue(page);
  const offered = dishes.find((dish) => dish.available) as CatalogueDish;
  const withdrawn = dishes.find((dish) => !dish.available) as CatalogueDish;
  // Ordered when the offered dish cost less, and when the withdrawn one was still on the menu.
  await seedOrders(guest.uid, 1, [
    { dish: { ...offered, price: offered.price - 200 }, quantity: 3 },
    { dish: withdrawn, quantity: 1 },
  ]);
  await page.goto('/orders');
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page.getByText(`No longer available: ${withdrawn.name}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 3 items' }).first()).toBeAttached();
  await page.getByRole('link', { name: 'Go to your cart' }).click();
  await expect(page.getByRole('complementary', { name: 'Order Summary' }).getByText(`3 × ${offered.name}`)).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-storage') ?? '{}') as { items: { id: string; price: number }[] });
  expect(stored.items).toEqual([expect.objectContaining({ id: offered.id, price: offered.price })]);
});
