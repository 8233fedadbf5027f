import { eq, gt, isNull, or, sql } from 'drizzle-orm';
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

// The writes staff make from the dashboard's Menu view. Each records who made it; switching on and resuming
// delete the row, so what D1 holds is only what is switched off now (or was, until its `until` passed).
const touched = sql`(unixepoch('subsec') * 1000)`;

/** Switches a dish sold out until `until` (null: until staff switch it on), replacing an earlier switch. */
export async function switchSoldOut(database: D1Database, dishId: string, until: Date | null, uid: string): Promise<void> {
  await drizzle(database)
    .insert(soldOutDishes)
    .values({ dishId, until, switchedBy: uid })
    .onConflictDoUpdate({ target: soldOutDishes.dishId, set: { until, switchedBy: uid, createdAt: touched, updatedAt: touched } });
}

/** Switches a dish back on: its row goes. */
export async function switchOn(database: D1Database, dishId: string): Promise<void> {
  await drizzle(database).delete(soldOutDishes).where(eq(soldOutDishes.dishId, dishId));
}

/** Pauses online orders until `until` (null: until staff resume), replacing a pause already set. */
export async function pauseOrders(database: D1Database, until: Date | null, uid: string): Promise<void> {
  await drizzle(database)
    .insert(kitchenPause)
    .values({ id: PAUSE_ROW, until, pausedBy: uid })
    .onConflictDoUpdate({ target: kitchenPause.id, set: { until, pausedBy: uid, createdAt: touched, updatedAt: touched } });
}

/** Takes online orders again: the pause's row goes. */
export async function resumeOrders(database: D1Database): Promise<void> {
  await drizzle(database).delete(kitchenPause).where(pauseRow);
}
