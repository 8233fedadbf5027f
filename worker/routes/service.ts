import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { cachePolicy } from '../cache-policy';
import { serviceStatus, STATUS_MAX_AGE_SECONDS, STATUS_PATH } from '../contract/service';
import { readTonight } from '../db/tonight';
import { kitchenHours, NEVER_CLOSES, neverCloses } from '../ordering/hours';

// The public answer the static pages, the cart and the checkout read about tonight's service (sold-out dishes,
// paused, open now, the next opening): one small JSON, the same for every guest, so it is kept briefly at the
// edge (the Workers Cache API: the Worker runs before any cache, and a Cache-Control header alone is not kept by
// Cloudflare for a Worker's own answer) and in the browser. A switch staff flip reaches a guest within the
// two ages and one poll of the page.
const service = new Hono<AppEnv>();

/**
 * The edge's copy of the status answer: one per data centre, under the site's own address (and another for the
 * end-to-end tests' kitchen that never closes, ../ordering/hours.ts, so neither answer is served for the other).
 */
const edgeCopy = async (url: string, testKitchen = false) => ({
  edge: await caches.open('service-status'),
  key: new Request(new URL(testKitchen ? `${STATUS_PATH}?kitchen=${NEVER_CLOSES}` : STATUS_PATH, url)),
});

/**
 * Forgets this data centre's copy after staff change tonight's state, so the next read here answers the new
 * state at once (other data centres' copies end within their 5 s). `url` is the admin's request's.
 */
export async function forgetStatus(url: string): Promise<void> {
  for (const testKitchen of [false, true]) {
    const { edge, key } = await edgeCopy(url, testKitchen);
    await edge.delete(key);
  }
}

service.get('/status', cachePolicy(`public, max-age=${STATUS_MAX_AGE_SECONDS}`), async (c) => {
  const { edge, key } = await edgeCopy(c.req.url, neverCloses(c));
  const kept = await edge.match(key);
  if (kept) return c.json(await kept.json());
  const now = new Date();
  const [rules, tonight] = await Promise.all([kitchenHours(c), readTonight(c.env.DB, now)]);
  const status = serviceStatus(rules, tonight, now);
  c.executionCtx.waitUntil(edge.put(key, new Response(JSON.stringify(status), { headers: { 'Content-Type': 'application/json', 'Cache-Control': `s-maxage=${STATUS_MAX_AGE_SECONDS}` } })));
  return c.json(status);
});

export default service;
