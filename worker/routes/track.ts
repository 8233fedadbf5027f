import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { cachePolicy, REVALIDATE } from '../cache-policy';
import { normalizeId } from '../contract/ids';
import * as REPLIES from '../contract/messages/replies';
import { tableKind } from '../contract/floor-plan';
import { OrderReadQuery } from '../contract/order';
import type { TrackedReservation } from '../contract/reservation';
import { findTrackedOrder, firstName } from '../db/orders';
import { findReservation } from '../db/reservations';
import { menuNames, trackedIn } from '../ordering/names';
import { overLimit } from '../rate-limit';
import { queryParams } from '../validation';

// Public tracking by id (SPEC §2, §6): ids are unguessable, lookups are rate limited, and the answer
// carries what the tracking screen shows and nothing more personal than a first name. So it may be kept, but
// is asked for again at each use: a status changes as the restaurant moves it, and a guest who reloads must see
// the change (cache-policy.ts).
const track = new Hono<AppEnv>();

// `?lang=bn`: its dishes and its area as the Bangla menu names them (ordering/names.ts).
track.get('/order/:id', cachePolicy(REVALIDATE), queryParams(OrderReadQuery), async (c) => {
  const id = normalizeId(c.req.param('id'));
  // The allowance, the lookup and the names run side by side: a refused client still gets nothing but the 429.
  const [refused, found, names] = await Promise.all([overLimit(c, 'TRACK_LIMITER'), id ? findTrackedOrder(c.env.DB, id) : undefined, menuNames(c.env.ASSETS, c.req.valid('query').lang)]);
  if (refused) return refused;
  if (!found) return c.json({ error: REPLIES.orderNotFound }, 404);
  return c.json({ order: trackedIn(found.order, found.areaId, names) });
});

track.get('/reservation/:id', cachePolicy(REVALIDATE), async (c) => {
  const id = normalizeId(c.req.param('id'));
  const [refused, reservation] = await Promise.all([overLimit(c, 'TRACK_LIMITER'), id ? findReservation(c.env.DB, id) : undefined]);
  if (refused) return refused;
  if (!reservation) return c.json({ error: REPLIES.reservationNotFound }, 404);
  const { date, time, guests, table, status } = reservation;
  const tracked: TrackedReservation = { id: reservation.id, name: firstName(reservation.name), date, time, guests, table, kind: tableKind(table) ?? '', status };
  return c.json({ reservation: tracked });
});

export default track;
