// Which orders the dashboard announces (the chime, the count in the tab's title, the highlight), as pure
// functions of what the poll answered, what this tab has seen and the clock. An order is announced once, when it
// is new to this tab since the page loaded and pending; an order scheduled for later, when it falls due (its
// time less the kitchen's lead time), not when it was placed. It stays announced until staff open it or change
// its status (acknowledge), or another tablet moves it on from pending.

/** What the watch reads of an order. */
export interface WatchedOrder {
  id: string;
  status: string;
  createdAt: string;
  /** The delivery time a guest scheduled the order for (ISO instant), or null: as soon as possible. */
  scheduledFor: string | null;
}

/** When the kitchen must start on an order: now for an order for now, its time less the lead for a scheduled one. */
export function dueAt(order: WatchedOrder, leadMinutes: number): number {
  const scheduled = order.scheduledFor;
  return scheduled === null ? Number.NEGATIVE_INFINITY : Date.parse(scheduled) - leadMinutes * 60_000;
}

export interface Watch {
  /** Orders this tab has seen due (announced or not): never announced again. */
  seen: ReadonlySet<string>;
  /** Pending orders scheduled for later, not yet due: shown as "Scheduled", announced when due. */
  scheduled: ReadonlySet<string>;
  /** Announced and not yet acknowledged: highlighted, and counted in the title. */
  unseen: ReadonlySet<string>;
}

export const EMPTY_WATCH: Watch = { seen: new Set(), scheduled: new Set(), unseen: new Set() };

/**
 * The watch after a poll answered `orders` (pending ones, newest first) at `now`. `first`: the page's first
 * answer, which announces nothing (what was there when the page loaded is not news) except that an order
 * scheduled for later still waits to be announced when due. Returns how many orders are announced now.
 */
export function nextWatch(watch: Watch, orders: readonly WatchedOrder[], now: number, leadMinutes: number, first = false): { watch: Watch; announced: number } {
  const seen = new Set(watch.seen);
  const scheduled = new Set(watch.scheduled);
  const unseen = new Set(watch.unseen);
  let announced = 0;
  for (const order of orders) {
    if (order.status !== 'pending') {
      // Moved on elsewhere (another tablet): nothing left to announce.
      seen.add(order.id);
      scheduled.delete(order.id);
      unseen.delete(order.id);
      continue;
    }
    if (seen.has(order.id)) continue;
    if (dueAt(order, leadMinutes) > now) {
      scheduled.add(order.id);
      continue;
    }
    seen.add(order.id);
    scheduled.delete(order.id);
    if (first) continue;
    unseen.add(order.id);
    announced += 1;
  }
  return { watch: { seen, scheduled, unseen }, announced };
}

/**
 * Whether two watches show the same: the same orders highlighted and the same marked scheduled. A look that
 * changes only what was seen (the page's first, above all) shows nothing new, and re-rendering the whole list for
 * it would cost the dashboard a long task just after its first data.
 */
export function showsSame(a: Watch, b: Watch): boolean {
  const same = (x: ReadonlySet<string>, y: ReadonlySet<string>) => x.size === y.size && [...x].every((id) => y.has(id));
  return same(a.unseen, b.unseen) && same(a.scheduled, b.scheduled);
}

/** Staff opened the order or changed its status: it is no longer highlighted nor counted. */
export function acknowledge(watch: Watch, id: string): Watch {
  if (!watch.unseen.has(id)) return watch;
  const unseen = new Set(watch.unseen);
  unseen.delete(id);
  return { ...watch, unseen };
}

/** The tab's title with the count of unannounced orders first: "(2) Admin Dashboard · Karnaphuli". */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(/^\(\d+\) /, '');
  return count > 0 ? `(${count}) ${bare}` : bare;
}
