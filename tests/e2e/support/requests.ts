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
 * Holds back the code of the islands on the page at `path` (each island's component, as the served page names
 * it on its `<astro-island component-url>`) until `release()`: whatever only the island can start waits.
 */
export async function holdIslandCode(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text();
  const components = new Set([...html.matchAll(/<astro-island\b[^>]*\bcomponent-url="([^"]+)"/g)].map((match) => match[1]));
  if (components.size === 0) throw new Error(`${path} has no island`);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => components.has(url.pathname), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
