import type { Page } from '@playwright/test';

/**
 * From before the page's first script: how many elements match `selector` after each task that changed the
 * document (a MutationObserver's callbacks come once per task), in the order seen. A list written a slice at
 * a time (site/islands/shared/use-in-slices.ts) shows as a rising series; written at once, as one step.
 */
export async function recordCounts(page: Page, selector: string): Promise<() => Promise<number[]>> {
  await page.addInitScript((watched) => {
    const seen: number[] = [];
    (window as unknown as { counts: number[] }).counts = seen;
    new MutationObserver(() => {
      const count = document.querySelectorAll(watched).length;
      if (count !== (seen.at(-1) ?? 0)) seen.push(count);
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { counts: number[] }).counts);
}
