import { expect, test } from '@playwright/test';
import { containsText } from '#contract/allergens';
import { DEMO_GUEST, signIn } from './support/accounts';
import { type SeedDish, seedDishes } from './support/stack';


/** A drawing as the build publishes it, by address (hashed name). */
const PUBLISHED = /^\/_astro\/dish-\d+\.[\w-]+\.svg$/;

const countWhere = (predicate: (dish: (typeof seedDishes)[number]) => boolean) => seedDishes.filter(predicate).length;

test.describe('menu', () => {
  test('shows every seeded dish in the static HTML, readable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Menu');
    await expect(page.getByRole('article')).toHaveCount(seedDishes.length);
    for (const dish of seedDishes) {
      await expect(page.getByRole('heading', { name: dish.name, exact: true })).toHaveCount(1);
    }
    await context.close();
  });

  test('the first row’s pictures come with the page, not a request later; the others load as usual', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/menu');
    const pictures = page.getByRole('article').getByRole('img');
    for (const index of [0, 1]) {
      const picture = pictures.nth(index);
      await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml,/);
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      // Its address stays on it for the cart, and nothing fetched it.
      const published = await picture.getAttribute('data-image');
      expect(published).toMatch(PUBLISHED);
      expect(requested).not.toContain(published);
    }
    await expect(pictures.nth(2)).toHaveAttribute('src', PUBLISHED);
    await expect(pictures.nth(2)).toHaveAttribute('loading', 'lazy');
    // Every other drawing is an address, however small: none is written into the page (Vite would inline those under 4 KB).
    const others = (await pictures.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))).slice(2);
    expect(others).toHaveLength(seedDishes.length - 2);
    expect(others.filter((src) => !PUBLISHED.test(src))).toEqual([]);
  });

  test('the search narrows the grid by name or description, case-insensitively', async ({ page }) => {
    await page.goto('/menu');
    const search = page.getByPlaceholder('Search our menu...');
    const truffle = countWhere((dish) => `${dish.name} ${dish.description}`.toLowerCase().includes('truffle'));
    expect(truffle).toBeGreaterThan(0);
    await search.fill('TRUFFLE');
    await expect(page.locator('article:visible')).toHaveCount(truffle);
    await expect(page.getByRole('status').filter({ hasText: 'dishes' })).toHaveText(`${truffle} ${truffle === 1 ? 'dish' : 'dishes'}`);

    await search.fill('no such dish anywhere');
    await expect(page.locator('article:visible')).toHaveCount(0);
    await expect(page.getByText('No dish matches your search.')).toBeVisible();
    await page.getByRole('button', { name: 'show the whole menu' }).click();
    await expect(page.locator('article:visible')).toHaveCount(seedDishes.length);
  });

  test('each category button filters the grid', async ({ page }) => {
    await page.goto('/menu');
    for (const category of ['starters', 'mains', 'desserts', 'drinks']) {
      await page.getByRole('button', { name: category, exact: true }).click();
      await expect(page.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('article:visible')).toHaveCount(countWhere((dish) => dish.category === category));
      await expect(page.locator(`article:visible:not([data-category="${category}"])`)).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page.locator('article:visible')).toHaveCount(seedDishes.length);
  });

  test('search and category combine', async ({ page }) => {
    await page.goto('/menu');
    await page.getByRole('button', { name: 'mains', exact: true }).click();
    await page.getByPlaceholder('Search our menu...').fill('saffron');
    const expected = countWhere((dish) => dish.category === 'mains' && `${dish.name} ${dish.description}`.toLowerCase().includes('saffron'));
    await expect(page.locator('article:visible')).toHaveCount(expected);
  });

  test('each card says what is in its dish, as the seed has it', async ({ page }) => {
    await page.goto('/menu');
    const withAllergens = seedDishes.filter((dish) => dish.allergens.length > 0);
    expect(withAllergens.length).toBeGreaterThan(0);
    for (const dish of seedDishes) {
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: dish.name, exact: true }) });
      if (dish.allergens.length) await expect(card, dish.name).toContainText(containsText(dish.allergens));
      else await expect(card, dish.name).not.toContainText('Contains');
      await expect(card.getByText(/^Vegan\b/), dish.name).toHaveCount(dish.dietary.includes('vegan') ? 1 : 0);
    }
  });

  test('Vegetarian and No nuts together show only the vegetarian dishes without peanuts or tree nuts; the keyboard works them; the reset clears them', async ({ page }) => {
    await page.goto('/menu');
    const vegetarian = page.getByRole('group', { name: 'Dietary needs' }).getByRole('button', { name: 'Vegetarian', exact: true });
    const noNuts = page.getByRole('button', { name: 'No nuts', exact: true });
    const expected = seedDishes.filter((dish) => dish.dietary.includes('vegetarian') && !dish.allergens.some((allergen) => allergen === 'peanuts' || allergen === 'tree-nuts'));
    const vegetarianCount = seedDishes.filter((dish) => dish.dietary.includes('vegetarian')).length;
    // The seed has vegetarian dishes with nuts and without: both toggles must do something.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(vegetarianCount);

    await expect(vegetarian).toHaveAttribute('aria-pressed', 'false');
    await vegetarian.click();
    await expect(vegetarian).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('article:visible')).toHaveCount(vegetarianCount);
    await noNuts.focus();
    await page.keyboard.press('Enter');
    await expect(noNuts).toHaveAttribute('aria-pressed', 'true');
    const shown = page.locator('article:visible').getByRole('heading');
    await expect(shown).toHaveCount(expected.length);
    expect((await shown.allTextContents()).sort()).toEqual(expected.map((dish) => dish.name).sort());
    await expect(page.getByRole('status').filter({ hasText: 'dishes' })).toHaveText(`${expected.length} ${expected.length === 1 ? 'dish' : 'dishes'}`);

    // With a category and a search, all must hold; with nothing left, the message and its reset.
    await page.getByRole('button', { name: 'drinks', exact: true }).click();
    await expect(page.locator('article:visible')).toHaveCount(expected.filter((dish) => dish.category === 'drinks').length);
    await page.getByPlaceholder('Search our menu...').fill('walnut');
    await expect(page.locator('article:visible')).toHaveCount(0);
    await expect(page.getByText('No dish matches your search.')).toBeVisible();
    await page.getByRole('button', { name: 'show the whole menu' }).click();
    await expect(page.locator('article:visible')).toHaveCount(seedDishes.length);
    await expect(vegetarian).toHaveAttribute('aria-pressed', 'false');
    await expect(noNuts).toHaveAttribute('aria-pressed', 'false');

    // Pressed again, a toggle lets go.
    await noNuts.press('Space');
    await expect(page.locator('article:visible')).toHaveCount(seedDishes.filter((dish) => !dish.allergens.some((allergen) => allergen === 'peanuts' || allergen === 'tree-nuts')).length);
    await noNuts.press('Space');
    await expect(page.locator('article:visible')).toHaveCount(seedDishes.length);
  });

  test('No shellfish leaves out every dish with crustaceans or molluscs, and only those', async ({ page }) => {
    await page.goto('/menu');
    await page.getByRole('button', { name: 'No shellfish', exact: true }).click();
    const expected = seedDishes.filter((dish) => !dish.allergens.some((allergen) => allergen === 'crustaceans' || allergen === 'molluscs'));
    expect(expected.length).toBeLessThan(seedDishes.length);
    await expect(page.locator('article:visible')).toHaveCount(expected.length);
  });

  test('an unavailable dish shows the overlay and its button is disabled', async ({ page }) => {
    const unavailable = seedDishes.filter((dish) => !dish.available);
    expect(unavailable.length).toBeGreaterThan(0);
    await page.goto('/menu');
    for (const dish of unavailable) {
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: dish.name, exact: true }) });
      await expect(card.getByText('Currently Unavailable')).toBeVisible();
      await expect(card.getByRole('button', { name: /Add to Order/ })).toBeDisabled();
    }
    const available = seedDishes.find((dish) => dish.available);
    await expect(page.getByRole('button', { name: `Add to Order: ${available?.name}` })).toBeEnabled();
  });
});

test.describe('Add to Order', () => {
  test('signed out: the toast asks the guest to log in, and nothing is added', async ({ page }) => {
    await page.goto('/menu');
    await page.getByRole('button', { name: /Add to Order/ }).first().click();
    await expect(page.getByText('Please login to add items to your order')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cart-storage'))).toBeNull();
  });

  test('signed in: the dish joins the cart with quantity 1, then 2, and a toast says so', async ({ page }) => {
    await signIn(page, DEMO_GUEST);
    const first = seedDishes.find((dish) => dish.dishId === '1');
    await page.getByRole('button', { name: `Add to Order: ${first?.name}` }).click();
    await expect(page.getByText('Item added to your order')).toBeVisible();
    await page.getByRole('button', { name: `Add to Order: ${first?.name}` }).click();
    const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('cart-storage'))) ?? '{}') as { items: { id: string; quantity: number }[]; totalItems: number };
    expect(cart.items).toEqual([expect.objectContaining({ id: '1', quantity: 2, name: first?.name })]);
    expect(cart.totalItems).toBe(2);
  });

  test('signed in: the cart\u2019s line says what the dish contains', async ({ page }) => {
    await signIn(page, DEMO_GUEST);
    const [dish] = seedDishes.filter((candidate) => candidate.available && candidate.allergens.length >= 2) as [SeedDish];
    await page.goto('/menu');
    await page.getByRole('button', { name: `Add to Order: ${dish.name}` }).click();
    await expect(page.getByText('Item added to your order')).toBeVisible();
    await page.goto('/cart');
    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: dish.name, exact: true }) });
    await expect(line.getByText(containsText(dish.allergens), { exact: true })).toBeVisible();
  });
});
