import type { ApiErrorBody } from '../contract/errors';
import type { Order } from '../contract/order';
import { orderTiming } from '../contract/ordering-ahead';
import type { KitchenHours } from '../contract/service';
import { readTonight } from '../db/tonight';
import { soldOutRefusal } from './sold-out';

// Whether the kitchen takes an order that reaches it now, though it was written earlier: an unpaid online order
// switched to cash, a payment started for it, or its payment confirmed late (docs/payments.md). The same checks
// create-order makes at its own moment, with the same answers: the pause, the hours, the scheduled slot still
// offered, tonight's sold-out dishes (the allowances are the request's, counted by its route).

export interface KitchenRefusal {
  status: 400 | 409;
  body: ApiErrorBody;
}

/** Null when the kitchen takes `order` at `now` by `rules`; else the refusal create-order would give. */
export async function kitchenRefusal(db: D1Database, rules: KitchenHours, order: Pick<Order, 'items' | 'scheduledFor'>, now: Date): Promise<KitchenRefusal | null> {
  const tonight = await readTonight(db, now);
  const scheduledFor = order.scheduledFor ? new Date(order.scheduledFor) : null;
  const timing = orderTiming(rules, tonight.paused, now, scheduledFor);
  if (timing) return timing;
  const soldOut = soldOutRefusal(tonight.soldOut, order.items, scheduledFor);
  return soldOut ? { status: 409, body: soldOut } : null;
}
