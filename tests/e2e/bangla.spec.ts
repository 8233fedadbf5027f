import { expect, test } from '@playwright/test';
import { violations } from './support/axe';
import { latinWords, unfilledWords } from './support/language';

// The site in Bangla: every page under /bn speaks Bangla (no English word left, outside the names written in
// Latin on purpose and the phrases marked lang="en"), and no page in either language shows a word its catalog
// did not fill. axe judges every Bangla page as it does the English ones.
const PAGES = ['/', '/menu', '/about', '/contact', '/terms', '/policy', '/login', '/signup', '/cart', '/orders', '/profile', '/reservations', '/track-order', '/track-reservation', '/waitlist', '/pay', '/invoice', '/no-such-page'];
const bangla = (path: string) => (path === '/' ? '/bn' : `/bn${path}`);

test.describe.configure({ timeout: 180_000 });

test('every Bangla page speaks Bangla and passes axe, signed out, at a phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const english: Record<string, string[]> = {};
  const unfilled: Record<string, string[]> = {};
  for (const path of PAGES.map(bangla)) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.lang), path).toBe('bn');
    const words = await latinWords(page);
    if (words.length) english[path] = words;
    const left = await unfilledWords(page);
    if (left.length) unfilled[path] = left;
    expect(await violations(page), path).toEqual([]);
  }
  expect(english).toEqual({});
  expect(unfilled).toEqual({});
});

test('no English page shows an unfilled word, and each names its Bangla twin', async ({ page }) => {
  const unfilled: Record<string, string[]> = {};
  for (const path of PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const left = await unfilledWords(page);
    if (left.length) unfilled[path] = left;
    if (path === '/no-such-page') continue;
    await expect(page.locator('link[rel="alternate"][hreflang="bn"]'), path).toHaveAttribute('href', new RegExp(`${bangla(path).replace(/\//g, '\\/')}$`));
  }
  expect(unfilled).toEqual({});
});
