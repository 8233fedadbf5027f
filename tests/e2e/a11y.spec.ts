import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Axe in real Chromium, at a phone and a desktop width: no violations on the content pages.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of ['/', '/menu', '/about', '/contact', '/terms', '/policy', '/no-such-page', '/track-order/ABC']) {
      test(path, async ({ page }) => {
        await page.goto(path);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
        const violations = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
        expect(violations).toEqual([]);
      });
    }
  });
}
