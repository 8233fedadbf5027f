import type { Page } from '@playwright/test';

/** The /api calls the page makes from now on, path and query, in the order they leave. */
export function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    const { origin, pathname } = new URL(url);
    if (pathname.startsWith('/api/')) calls.push(url.slice(origin.length));
  });
  return calls;
}

/**
 * Holds back the scripts whose path matches until `release()` is called: whatever can start only once they
 * have run (an island's own calls) cannot start meanwhile.
 */
export async function holdScripts(page: Page, path: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => path.test(url.pathname), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
