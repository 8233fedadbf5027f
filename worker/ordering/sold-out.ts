import type { ApiErrorBody, ApiIssue } from '../contract/errors';
import { soldOutFor, soldOutMessage, type Tonight } from '../contract/service';

// Checkout's refusal of a dish sold out tonight (worker/routes/tonight.ts switches it), read from D1 at the
// moment of the order: the published catalogue said it is on the menu (priceOrder), tonight's switch says not now.

/** The lines, priced and in the order's order, that are sold out for an order delivered at `scheduledFor` (null: now). */
export function soldOutIssues(lines: readonly { id: string; name: string }[], soldOut: Tonight['soldOut'], scheduledFor: Date | null): ApiIssue[] {
  const until = new Map(soldOut.map((dish) => [dish.id, dish.until]));
  return lines.flatMap((line, index) => {
    const off = until.get(line.id);
    return off !== undefined && soldOutFor(off, scheduledFor) ? [{ path: ['items', index, 'id'], message: soldOutMessage(line.name) }] : [];
  });
}

/** The 409 body refusing an order that holds a dish sold out tonight (as read at the order's moment), or null when none is. */
export function soldOutRefusal(soldOut: Tonight['soldOut'], lines: readonly { id: string; name: string }[], scheduledFor: Date | null): ApiErrorBody | null {
  const issues = soldOutIssues(lines, soldOut, scheduledFor);
  return issues.length ? { error: issues.map((issue) => issue.message).join(' '), issues } : null;
}
