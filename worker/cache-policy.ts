import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

// Cache-Control for /api, decided in one place: an answer is kept by nobody (no-store) unless its route opts
// in with `cachePolicy(...)`, and even then only a success is; an error is never kept. So a profile, an order
// history, a guest's bookings or an admin list cannot be read back from the browser's disk cache after the
// guest has logged out of a shared computer, and a new route is private until someone decides otherwise.

/** Nobody keeps the answer: the default for every /api answer, and for every error. */
export const NO_STORE = 'no-store';

/**
 * Public, and changes when someone acts (the restaurant moves an order, a guest books a table): any cache may
 * keep it, but must ask the Worker before each use. A max-age, even a short one, would show a guest who
 * reloads after the restaurant's call the old status (Chromium reloads a page's fetches from its cache), and
 * would give the booking form, which asks again after a booking or a refusal, the answer it asked to replace.
 */
export const REVALIDATE = 'no-cache';

/** Public settings that change only with a deploy: ten minutes spare the sign-in pages a round trip. */
export const PUBLIC_TEN_MINUTES = 'public, max-age=600';

/** A route's opt-in: its successful answers carry `policy` instead of no-store. */
export function cachePolicy(policy: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('cachePolicy', policy);
    await next();
  });
}

/** The Cache-Control an /api answer leaves with; any a handler set itself is replaced. */
export function applyCachePolicy(c: Context<AppEnv>): void {
  const policy = c.res.ok ? c.get('cachePolicy') : undefined;
  c.res.headers.set('Cache-Control', policy ?? NO_STORE);
}
