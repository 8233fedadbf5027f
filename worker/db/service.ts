import { eq, gt, isNull, or } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { Tonight } from '../contract/service';
import { kitchenPause, soldOutDishes } from './schema';

// Tonight's state staff set over the published menu (worker/contract/service.ts): the pause and the sold-out
// dishes, read as they stand at `now`. A switch whose `until` has passed counts for nothing: it needs no sweep
// to end, and its row is replaced the next time staff use the switch.

/** The pause and the sold-out dishes that still count at `now`, in one D1 round trip. */
export async function readTonight(database: D1Database, now: Date): Promise<Tonight> {
  const db = drizzle(database);
  const [pauses, dishes] = await db.batch([
    db
      .select({ until: kitchenPause.until })
      .from(kitchenPause)
      .where(or(isNull(kitchenPause.until), gt(kitchenPause.until, now)))
      .limit(1),
    db
      .select({ id: soldOutDishes.dishId, until: soldOutDishes.until })
      .from(soldOutDishes)
      .where(or(isNull(soldOutDishes.until), gt(soldOutDishes.until, now))),
  ]);
  const [pause] = pauses;
  return { paused: pause ? { until: pause.until } : null, soldOut: dishes };
}

/** The one pause row's id: there is one kitchen. */
export const PAUSE_ROW = 1;
export const pauseRow = eq(kitchenPause.id, PAUSE_ROW);
