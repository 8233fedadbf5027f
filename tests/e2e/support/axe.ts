import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Axe's findings on the page as it is now (WCAG 2.2 AA and best practice), one line each. */
export async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
}
