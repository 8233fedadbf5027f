import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

// The local stack's conveniences: the Auth emulator's unsigned tokens (auth/middleware.ts) and the test kitchen's
// cookie (ordering/hours.ts). worker/env.ts lets a Worker have them only with settings that look local (an
// emulator-only demo-* project, a SITE_URL on this machine). That is not enough: `wrangler dev --ip 0.0.0.0`, a
// staging copy reachable from outside, or a page that rebinds its own name to 127.0.0.1 (DNS rebinding) all reach
// such a Worker from elsewhere, and an unsigned token is an admin's for any uid. So, in that mode, a request is
// answered only when it is addressed to this machine (its URL's host and its Host header), and each convenience
// asks again for itself. A browser cannot forge the Host of a page it rebinds; a program on the network could,
// which is why a Worker with these settings must still never listen beyond this machine (docs/operations.md).

/** This machine: localhost (and *.localhost, RFC 6761), 127.0.0.0/8 or ::1. */
export function isLoopback(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name) || name === '::1';
}

/** The host a request is addressed to, by its URL and by its Host header: both must be this machine's. */
function addressedHere(c: Context<AppEnv>): boolean {
  const header = c.req.header('Host');
  const hostOf = (authority: string) => (URL.canParse(`http://${authority}`) ? new URL(`http://${authority}`).hostname : '');
  return isLoopback(new URL(c.req.url).hostname) && (header === undefined || isLoopback(hostOf(header)));
}

/** Whether this Worker runs with the local settings (the Auth emulator's). */
const localSettings = (c: Context<AppEnv>) => c.get('config').FIREBASE_AUTH_EMULATOR_HOST !== undefined;

/** Whether the local stack's conveniences apply to this request: local settings, and addressed to this machine. */
export const localRequest = (c: Context<AppEnv>): boolean => localSettings(c) && addressedHere(c);

/** With local settings, a request addressed to any other host is refused (421 Misdirected Request) before any route. */
export const loopbackOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (localSettings(c) && !addressedHere(c)) {
    return c.json({ error: 'This Worker runs with the local settings (the Auth emulator): it answers only requests whose Host is 127.0.0.1, localhost or [::1].' }, 421);
  }
  await next();
});
