import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { orderTiming, type TimingRefusal } from './contract/ordering-ahead';
import type { Tonight } from './contract/service';
import { kitchenRules } from './kitchen-hours';

// The Worker's side of ordering ahead: the kitchen's hours as the build published them (house.json, from the
// settings staff edit) and tonight's pause in D1, judged on the server's clock at the moment the order came in.
// The cart runs the same rule on the device's clock, but only to decide what it shows: this decides.

/**
 * Null when the kitchen takes an order placed at `now` for `scheduledFor` (absent: as soon as possible); else the
 * refusal. `tonight` is read once by the handler, for this and for the sold-out check.
 */
export async function orderTimingRefusal(c: Context<AppEnv>, tonight: Tonight, scheduledFor: string | null | undefined, now: Date): Promise<TimingRefusal | null> {
  return orderTiming(await kitchenRules(c), tonight.paused, now, scheduledFor ? new Date(scheduledFor) : null);
}
