import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, idToken, signIn, signInAsNewGuest } from './support/accounts';
import { violations } from './support/axe';
import { catalogue, storeCart } from './support/cart';

// Tonight's service as staff run it and guests meet it (docs/features.md): a dish switched sold out on the
// dashboard's Menu view shows 'Currently Unavailable' on a guest's /menu within 15 seconds (the status answer's
// 5 s at the edge and the page's 10 s poll), is flagged in their cart, and comes back when switched on; the
// pause shows on /menu as the kitchen's word. Staff and guest are two browsers (contexts) at once.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** What the status script promises: a switch reaches a visible page within this. */
const WITHIN = 15_000;

async function openMenuView(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('heading', { name: "Tonight's menu" })).toBeVisible();
  return page;
}

const switchOf = (staff: Page, name: string) => staff.getByRole('switch', { name: `Sold out: ${name}` });

// Whatever a test left switched, the next starts from the published menu and orders taken.
test.afterEach(async ({ request }) => {
  const headers = { Authorization: `Bearer ${await idToken(DEMO_ADMIN)}` };
  const { dishes } = (await (await request.get('/api/admin/service/menu', { headers })).json()) as { dishes: { id: string; soldOut: unknown }[] };
  for (const dish of dishes.filter((item) => item.soldOut)) await request.put(`/api/admin/service/dishes/${dish.id}`, { headers, data: { soldOut: false } });
  await request.delete('/api/admin/service/pause', { headers });
});

test('a dish switched sold out: unavailable on a guest\u2019s menu and home page within seconds, flagged in their cart; switched on, back', async ({ browser }) => {
  const guest = await (await browser.newContext()).newPage();
  await signInAsNewGuest(guest);
  const dishes = await catalogue(guest);
  // The first popular dish (SPEC §3), on /menu and on the home page.
  const dish = dishes.find((item) => item.id === '1' && item.available);
  const other = dishes.find((item) => item.available && item.id !== '1');
  if (!dish || !other) throw new Error('The seed has dish 1 and another available dish');
  await storeCart(guest, [
    { dish, quantity: 1 },
    { dish: other, quantity: 2 },
  ]);
  await guest.goto('/menu');
  const card = guest.locator(`article[data-dish="${dish.id}"]`);
  const add = guest.getByRole('button', { name: `Add to Order: ${dish.name}` });
  await expect(add).toBeEnabled();
  await expect(card.getByText('Currently Unavailable')).toHaveCount(0);

  const staff = await openMenuView(browser);
  await staff.getByRole('searchbox', { name: 'Search' }).fill(dish.name);
  await switchOf(staff, dish.name).click();
  await staff.getByRole('group', { name: `When does ${dish.name} come back?` }).getByRole('button', { name: 'Back at the next service' }).click();
  await expect(switchOf(staff, dish.name)).toHaveAttribute('aria-checked', 'true');
  await expect(staff.getByText(`${dish.name} is sold out tonight`)).toBeVisible();
  await expect(staff.getByRole('row').filter({ hasText: dish.name })).toContainText(/Back at 11:00 AM/);
  expect(await violations(staff)).toEqual([]);

  // The guest's page, left open, shows it by itself.
  await expect(card.getByText('Currently Unavailable')).toBeVisible({ timeout: WITHIN });
  await expect(add).toBeDisabled();
  await guest.goto('/');
  await expect(guest.locator(`article[data-dish="${dish.id}"]`).getByText('Currently Unavailable')).toBeVisible({ timeout: WITHIN });

  // The cart flags it, and the way on says why it is closed.
  await guest.goto('/cart');
  const line = guest.getByRole('listitem').filter({ has: guest.getByRole('heading', { name: dish.name }) });
  await expect(line.getByText('Sold out tonight')).toBeVisible({ timeout: WITHIN });
  const proceed = guest.getByRole('button', { name: 'Proceed to Delivery' });
  await expect(proceed).toBeDisabled();
  await expect(proceed).toHaveAccessibleDescription(`${dish.name} is sold out tonight. Please remove it from your order.`);
  await guest.getByRole('button', { name: `Remove ${dish.name}` }).click();
  await expect(proceed).toBeEnabled();

  // Switched on: the menu offers it again, without a reload.
  await guest.goto('/menu');
  await expect(card.getByText('Currently Unavailable')).toBeVisible({ timeout: WITHIN });
  await switchOf(staff, dish.name).click();
  await expect(switchOf(staff, dish.name)).toHaveAttribute('aria-checked', 'false');
  await expect(staff.getByText(`${dish.name} is back on the menu`)).toBeVisible();
  await expect(card.getByText('Currently Unavailable')).toHaveCount(0, { timeout: WITHIN });
  await expect(add).toBeEnabled();
});

test('the pause as a guest sees it on /menu, and its end', async ({ browser }) => {
  const guest = await (await browser.newContext()).newPage();
  await guest.goto('/menu');
  const notice = guest.getByRole('complementary', { name: 'Delivery tonight' });

  const staff = await openMenuView(browser);
  await staff.getByRole('group', { name: 'Pause online orders' }).getByRole('button', { name: '30 min' }).click();
  await expect(staff.getByRole('status').filter({ hasText: /^Paused until \d{1,2}:\d{2} [AP]M/ })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Resume orders' })).toBeVisible();

  await expect(notice).toContainText(/The kitchen is not taking delivery orders for the next (29|30) minutes\. You can schedule an order for later\./, { timeout: WITHIN });
  expect(await violations(guest)).toEqual([]);
  expect(await violations(staff)).toEqual([]);
  await staff.getByRole('button', { name: 'Resume orders' }).click();
  await expect(staff.getByText('Taking delivery orders.')).toBeVisible();
  // Resumed: the pause's words go (outside the kitchen's hours the notice says when it opens instead).
  await expect(notice.filter({ hasText: 'for the next' })).toHaveCount(0, { timeout: WITHIN });
});
