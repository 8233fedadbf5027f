import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { normalizeId } from '../contract/ids';
import type { TrackedOrder } from '../contract/order';
import type { TrackedReservation } from '../contract/reservation';
import { findOrder } from '../db/orders';
import { findReservation } from '../db/reservations';
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

track.get('/reservation/:id', async (c) => {
  const id = normalizeId(c.req.param('id'));
  const reservation = id ? await findReservation(c.env.DB, id) : undefined;
  if (!reservation) return c.json({ error: 'Reservation not found. Please check the reservation ID and try again.' }, 404);
  const { date, time, guests, table, status } = reservation;
  const tracked: TrackedReservation = { id: reservation.id, name: reservation.name.split(/\s+/)[0] ?? '', date, time, guests, table, status };
  return c.json({ reservation: tracked });
});

export default track;
