import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { normalizeId } from '../contract/ids';
import type { TrackedOrder } from '../contract/order';
import { findOrder } from '../db/orders';
import { rateLimit } from '../rate-limit';

// Public tracking by id (SPEC §2, §6): ids are unguessable, lookups are rate limited, and the answer
// carries what the tracking screen shows and nothing more personal than a first name.
const track = new Hono<AppEnv>();

track.use(rateLimit('TRACK_LIMITER'));

track.get('/order/:id', async (c) => {
  const id = normalizeId(c.req.param('id'));
  const order = id ? await findOrder(c.env.DB, id) : undefined;
  if (!order) return c.json({ error: 'Order not found. Please check the order ID and try again.' }, 404);
  const tracked: TrackedOrder = {
    id: order.id,
    name: order.name.split(/\s+/)[0] ?? '',
    items: order.items.map(({ id: dishId, name, quantity, price, image }) => ({ id: dishId, name, quantity, price, image })),
    total: order.total,
    status: order.status,
    createdAt: order.createdAt,
    estimatedDeliveryTime: order.estimatedDeliveryTime,
  };
  return c.json({ order: tracked });
});

export default track;
