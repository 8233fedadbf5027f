import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_GUEST, signIn } from './support/accounts';

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
}

// Axe in real Chromium, at a phone and a desktop width: no violations on the content pages.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of ['/', '/menu', '/about', '/contact', '/terms', '/policy', '/no-such-page', '/track-order/ABC', '/login', '/signup', '/profile']) {
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
  });
}
