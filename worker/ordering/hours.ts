import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { orderTiming, type TimingRefusal } from '../contract/ordering-ahead';
import type { KitchenHours, Tonight } from '../contract/service';
import { localRequest } from '../local-only';
import { loadHouse } from './published';

// The kitchen's hours a request is judged by: the ones the build published from the settings staff edit, with
// tonight's pause over them, on the server's clock at the moment the order came in. The cart runs the same rule
// on the device's clock, but only to decide what it shows: this decides.
//
// One exception, for the end-to-end tests: they run at whatever hour the machine's clock reads, and most of
// them place an order "for now", which the kitchen refuses outside its hours. A request carrying the cookie
// below, to a Worker running against the Auth emulator (a demo-* project on this machine, which never serves
// guests: worker/env.ts refuses it anywhere else) and addressed to this machine (../local-only.ts), is judged by a
// kitchen that never closes. The browser and
// the Worker then agree (the cart reads its hours from the status answer), and the tests that are about the
// hours (tests/e2e/ordering-hours.spec.ts) send no cookie and meet the published ones.
export const NEVER_CLOSES_COOKIE = 'test-kitchen-hours';
export const NEVER_CLOSES = 'never-closes';

const ALL_DAY = Array.from({ length: 7 }, () => ({ opens: 0, closes: 24 * 60 }));

/** Whether this request is one of the end-to-end tests' that asked for a kitchen that never closes. */
export const neverCloses = (c: Context<AppEnv>): boolean => localRequest(c) && getCookie(c, NEVER_CLOSES_COOKIE) === NEVER_CLOSES;

/** The hours, last orders and lead time the build published: what a moment without a request (the sweep) is judged by. */
export const publishedHours = async (assets: Fetcher): Promise<KitchenHours> => (await loadHouse(assets)).service;

/** `hours` with a kitchen open all day, every day: the end-to-end tests' kitchen. */
export const neverClosing = (hours: KitchenHours): KitchenHours => ({ ...hours, week: ALL_DAY, lastOrdersMinutes: 0 });

/** The hours, last orders and lead time `c` is judged by. */
export async function kitchenHours(c: Context<AppEnv>): Promise<KitchenHours> {
  const published = await publishedHours(c.env.ASSETS);
  return neverCloses(c) ? neverClosing(published) : published;
}

/**
 * Null when the kitchen takes an order placed at `now` for `scheduledFor` (absent: as soon as possible); else the
 * refusal. `tonight` is read once by the handler, for this and for the sold-out check.
 */
export async function orderTimingRefusal(c: Context<AppEnv>, tonight: Tonight, scheduledFor: string | null | undefined, now: Date): Promise<TimingRefusal | null> {
  return orderTiming(await kitchenHours(c), tonight.paused, now, scheduledFor ? new Date(scheduledFor) : null);
}
