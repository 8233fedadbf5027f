import { loadHouse } from './catalogue';
import { orderTiming, type TimingRefusal } from './contract/ordering-ahead';
import { readTonight } from './db/service';

// The Worker's side of ordering ahead: the kitchen's hours as the build published them (house.json, from the
// settings staff edit) and tonight's pause in D1, judged on the server's clock at the moment the order came in.
// The cart runs the same rule on the device's clock, but only to decide what it shows: this decides.

/** Null when the kitchen takes an order placed at `now` for `scheduledFor` (absent: as soon as possible); else the refusal. */
export async function orderTimingRefusal(env: Pick<Env, 'ASSETS' | 'DB'>, scheduledFor: string | null | undefined, now: Date): Promise<TimingRefusal | null> {
  const [house, tonight] = await Promise.all([loadHouse(env.ASSETS), readTonight(env.DB, now)]);
  return orderTiming(house.service, tonight.paused, now, scheduledFor ? new Date(scheduledFor) : null);
}
