import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from './app-env';
import { loadHouse } from './catalogue';
import type { ServiceRules } from './contract/service';
import { localRequest } from './local-only';

// The kitchen's hours a request is judged by: the ones the build published from the settings staff edit.
//
// One exception, for the end-to-end tests: they run at whatever hour the machine's clock reads, and most of
// them place an order "for now", which the kitchen refuses outside its hours. A request carrying the cookie
// below, to a Worker running against the Auth emulator (a demo-* project on this machine, which never serves
// guests: worker/env.ts refuses it anywhere else) and addressed to this machine (local-only.ts), is judged by a
// kitchen that never closes. The browser and
// the Worker then agree (the cart reads its hours from the status answer), and the tests that are about the
// hours (tests/e2e/ordering-hours.spec.ts) send no cookie and meet the published ones.
export const NEVER_CLOSES_COOKIE = 'test-kitchen-hours';
export const NEVER_CLOSES = 'never-closes';

const ALL_DAY = Array.from({ length: 7 }, () => ({ opens: 0, closes: 24 * 60 }));

/** Whether this request is one of the end-to-end tests' that asked for a kitchen that never closes. */
export const neverCloses = (c: Context<AppEnv>): boolean => localRequest(c) && getCookie(c, NEVER_CLOSES_COOKIE) === NEVER_CLOSES;

/** The hours, last orders and lead time the build published: what a moment without a request (the sweep) is judged by. */
export const publishedRules = async (assets: Fetcher): Promise<ServiceRules> => (await loadHouse(assets)).service;

/** `rules` with a kitchen open all day, every day: the end-to-end tests' kitchen. */
export const neverClosing = (rules: ServiceRules): ServiceRules => ({ ...rules, week: ALL_DAY, lastOrdersMinutes: 0 });

/** The hours, last orders and lead time `c` is judged by. */
export async function kitchenRules(c: Context<AppEnv>): Promise<ServiceRules> {
  const published = await publishedRules(c.env.ASSETS);
  return neverCloses(c) ? neverClosing(published) : published;
}
