import { expect, test } from '@playwright/test';
import { queryD1, seedDishes } from './support/stack';

test.describe('home', () => {
  test('shows the hero, the five popular dishes in order, the chefs, the promo and Find Us', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Book a Table' }).first()).toHaveAttribute('href', '/reservations');
    const popular = page.getByRole('region', { name: 'Popular Dishes' });
    const names = ['1', '6', '8', '5', '9'].map((id) => seedDishes.find((dish) => dish.dishId === id)?.name);
    await expect(popular.getByRole('heading', { level: 3 })).toHaveText(names.map(String));
    await expect(page.getByRole('region', { name: 'Master Chefs' }).getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Reserve a table' })).toContainText('5 PM to 10 PM');
    const findUs = page.getByRole('region', { name: 'Find Us' });
    await expect(findUs.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
    await expect(findUs.getByText('Mon – Thu')).toBeVisible();
    await expect(findUs.getByRole('img', { name: /^Map:/ })).toBeVisible();
  });

  test('the map is drawn until the guest asks for the interactive one', async ({ page }) => {
    await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ body: '<p>map</p>', contentType: 'text/html' }));
    await page.goto('/');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show interactive map' }).click();
    await expect(page.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
  });

  test('the testimonials rotate every 5 s, loop, and the dots jump', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Guest testimonials' });
    const dots = carousel.getByRole('button', { name: /Show testimonial/ });
    await expect(dots).toHaveCount(5);
    const current = () => carousel.locator('[data-current]');
    const first = await current().getAttribute('aria-label');
    expect(first).toBe('1 of 5');

    await page.clock.runFor(5000);
    await expect(current()).toHaveAttribute('aria-label', '2 of 5');
    await expect(dots.nth(1)).toHaveAttribute('aria-pressed', 'true');

    await dots.nth(3).click();
    await expect(current()).toHaveAttribute('aria-label', '4 of 5');
    // Focus is inside (the dot): the rotation waits.
    await page.clock.runFor(12_000);
    await expect(current()).toHaveAttribute('aria-label', '4 of 5');

    await page.mouse.move(0, 0);
    await page.getByRole('heading', { name: 'Find Us' }).click();
    await page.clock.runFor(5000);
    await expect(current()).toHaveAttribute('aria-label', '5 of 5');
    await page.clock.runFor(5000);
    await expect(current()).toHaveAttribute('aria-label', '1 of 5');
  });

  test('under reduced motion the testimonials do not rotate', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(15_000);
    await expect(page.locator('[data-current]')).toHaveAttribute('aria-label', '1 of 5');
    await context.close();
  });
});

test.describe('contact', () => {
  test('shows each validation message, then stores a valid message in D1', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email',
      'Subject must be at least 5 characters',
      'Message must be at least 20 characters',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();

    const subject = `Private dining ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill('Farhana Akter');
    await page.getByLabel('Email', { exact: true }).fill('farhana@example.com');
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('We would like the river room for twelve guests on Friday.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Your message has been sent successfully!')).toBeVisible();
    await expect(page.getByText('Name must be at least 2 characters')).toHaveCount(0);
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');

    const rows = await queryD1<{ name: string; email: string; message: string }>(
      `SELECT name, email, message FROM contact_messages WHERE subject = '${subject}'`,
    );
    expect(rows).toEqual([{ name: 'Farhana Akter', email: 'farhana@example.com', message: 'We would like the river room for twelve guests on Friday.' }]);
  });

  test('a failed send keeps what the guest wrote and says so', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.goto('/contact');
    await page.getByLabel('Name', { exact: true }).fill('Farhana Akter');
    await page.getByLabel('Email', { exact: true }).fill('farhana@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Private dining');
    await page.getByLabel('Message', { exact: true }).fill('We would like the river room for twelve guests on Friday.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Failed to send message')).toBeVisible();
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Private dining');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('what the server refuses shows under its field, without loading the identity provider', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Invalid input', issues: [{ path: ['email'], message: 'This address does not take mail' }] }),
      }),
    );
    await page.goto('/contact');
    await page.getByLabel('Name', { exact: true }).fill('Farhana Akter');
    await page.getByLabel('Email', { exact: true }).fill('farhana@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Private dining');
    await page.getByLabel('Message', { exact: true }).fill('We would like the river room for twelve guests on Friday.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('This address does not take mail');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Failed to send message')).toBeVisible();
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Private dining');
    expect(requests.filter((url) => /firebase|googleapis|\/api\/auth\//.test(url))).toEqual([]);
  });
});

test.describe('about, terms and privacy', () => {
  test('about tells the story, the journey, the team, the values and the awards', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page.getByText('Established 2024')).toBeVisible();
    const journey = page.getByRole('region', { name: 'Our Journey' });
    await expect(journey.getByText(/^20\d\d$/)).toHaveText(['2024', '2025', '2026', '2027', '2028']);
    await expect(page.getByRole('region', { name: 'Meet Our Team' }).getByRole('img')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Our Values' }).getByRole('heading', { level: 3 })).toHaveText(['Sustainability', 'Excellence', 'Passion', 'Innovation']);
    await expect(page.getByRole('region', { name: 'Our Achievements' }).getByRole('listitem')).toHaveCount(4);
  });

  for (const [path, title] of [
    ['/terms', 'Terms of Service'],
    ['/policy', 'Privacy Policy'],
  ] as const) {
    test(`${title} shows 'Last updated' as two days before the day it is read`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(2027, 2, 1, 10, 0));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText('Last updated 27 February 2027')).toBeVisible();
    });
  }

  test('the terms carry the rules of the house', async ({ page }) => {
    await page.goto('/terms');
    const body = page.getByRole('article');
    for (const rule of [/BDT/, /at least 2 hours in advance/, /at least 4 hours/, /10 minutes/, /5.7 business days/, /late cancellation/i]) {
      await expect(body).toContainText(rule);
    }
  });
});

test.describe('search engines', () => {
  test('every content page has its own title, description, canonical URL and Open Graph tags', async ({ page }) => {
    const titles = new Set<string>();
    for (const path of ['/', '/menu', '/about', '/contact', '/terms', '/policy']) {
      await page.goto(path);
      const title = await page.title();
      expect(titles.has(title), `${path} has a unique title`).toBe(false);
      titles.add(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path === '/' ? '/$' : `${path}$`}`));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    }
  });

  test('structured data describes the restaurant with its address, hours and menu', async ({ page }) => {
    await page.goto('/menu');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data['@type']).toBe('Restaurant');
    expect(data.address.addressLocality).toBe('Chattogram');
    expect(data.openingHoursSpecification).toHaveLength(2);
    const items = data.hasMenu.hasMenuSection.flatMap((section: { hasMenuItem: unknown[] }) => section.hasMenuItem);
    expect(items).toHaveLength(seedDishes.length);
  });

  test('a sitemap and robots.txt are published', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/menu', '/about', '/contact', '/terms', '/policy']) expect(sitemap).toContain(`${path}</loc>`);
    expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });

  test('the catalogue the Worker prices from is published with every dish', async ({ request }) => {
    const catalogue = (await (await request.get('/catalogue.json')).json()) as { items: { id: string; price: number; available: boolean }[] };
    expect(catalogue.items).toHaveLength(seedDishes.length);
    expect(catalogue.items.filter((item) => !item.available).map((item) => item.id).sort()).toEqual(
      seedDishes.filter((dish) => !dish.available).map((dish) => dish.dishId).sort(),
    );
  });
});
