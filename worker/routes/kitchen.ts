import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireStaff, requireUser } from '../auth/middleware';
import { type KitchenBoard, type KitchenTicket, type Station, STATIONS } from '../contract/kitchen';
import type { CatalogueItem } from '../contract/menu';
import type { Order } from '../contract/order';
import { firstName, kitchenOrders } from '../db/orders';
import { loadCatalogue } from '../ordering/published';

// The kitchen's screen (/kitchen): the tickets due now, staff only. Read every few seconds from a tablet on the
// pass; moved on with update-order's `from` (routes/order.ts), so a tap replayed after a lost network is applied once.
const kitchen = new Hono<AppEnv>();
kitchen.use(requireUser, requireStaff);

const MINUTE = 60_000;

/** An order as the pass reads it: its lines with their notes, allergens, station and cooking time, and its timing. */
export function ticketOf(order: Order, catalogue: ReadonlyMap<string, CatalogueItem>): KitchenTicket {
  const lines = order.items.map((item) => {
    const dish = catalogue.get(item.id);
    const station = dish && (STATIONS as readonly string[]).includes(dish.category) ? (dish.category as Station) : null;
    return { dishId: item.id, name: item.name, quantity: item.quantity, note: item.note, allergens: dish?.allergens ?? [], station, minutes: dish?.eta ?? order.estimatedDeliveryTime };
  });
  const minutes = Math.max(1, ...lines.map((line) => line.minutes));
  // It came to the kitchen when it became the kitchen's (placed for cash, or paid: its invoice) or, scheduled, at
  // its time less its estimate (cooking and the road); it is due when the guest was told.
  const became = Date.parse(order.invoice?.issuedAt ?? order.createdAt);
  const scheduled = order.scheduledFor ? Date.parse(order.scheduledFor) : null;
  const startAt = scheduled === null ? became : Math.max(became, scheduled - order.estimatedDeliveryTime * MINUTE);
  const dueAt = scheduled ?? Date.parse(order.createdAt) + order.estimatedDeliveryTime * MINUTE;
  return {
    id: order.id,
    name: firstName(order.name),
    status: order.status as KitchenTicket['status'],
    fulfilment: order.fulfilment,
    source: order.source,
    startAt: new Date(startAt).toISOString(),
    dueAt: new Date(dueAt).toISOString(),
    minutes,
    area: order.delivery.area?.name ?? null,
    instructions: order.delivery.instructions,
    lines,
  };
}

kitchen.get('/tickets', async (c) => {
  const now = new Date();
  const [orders, catalogue] = await Promise.all([kitchenOrders(c.env.DB, now), loadCatalogue(c.env.ASSETS)]);
  return c.json({ at: now.toISOString(), tickets: orders.map((order) => ticketOf(order, catalogue)) } satisfies KitchenBoard);
});

export default kitchen;
