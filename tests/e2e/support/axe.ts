import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

// axe-core exactly as @axe-core/playwright pins it, run through axe's own API (`axe.run`) in the page.
// The wrapper's `analyze()` injected axe's 650 KB twice per call and opened a blank page to merge the frames'
// results. a11y.spec.ts with checkout.spec.ts on a 2-core host (benchmark index about 2,200), one run each, same
// load: 3.9 min and 296 s of test time with the wrapper, 2.7 min and 229 s this way. Our pages' only frame is the
// identity provider's, which is not ours to test.
const require = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Axe's findings on the page as it is now (WCAG 2.2 AA and best practice), one line each. */
export async function violations(page: Page) {
  // Once per document: a second look at the same page (another state of an island) finds axe already there.
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) => (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    TAGS,
  );
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
}
