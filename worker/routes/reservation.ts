import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireAdmin, requireUser } from '../auth/middleware';
import { normalizeId } from '../contract/ids';
import { NO_TABLE_MESSAGE, ReservationInput, UpdateReservationInput } from '../contract/reservation';
import { bookTable, deleteReservation, listReservations, updateReservationStatus } from '../db/reservations';
import { overLimit } from '../rate-limit';
import { jsonBody } from '../validation';

// SPEC §7 reservation calls, with real tables: the client's table is a preference; the server books a
// free one for the whole sitting, atomically, or says none is free.
const reservation = new Hono<AppEnv>();

reservation.post('/create-reservation', requireUser, jsonBody(ReservationInput), async (c) => {
  const input = c.req.valid('json');
  const { uid, email } = c.get('identity');
  if (input.userId !== uid) return c.json({ error: 'You can only book for yourself', issues: [{ path: ['userId'], message: 'userId must be your own' }] }, 403);
  const refused = await overLimit(c, 'CREATE_LIMITER', `reservation:${input.userId}`);
  if (refused) return refused;
  const booked = await bookTable(c.env.DB, input, email);
  return booked ? c.json({ reservation: booked }, 201) : c.json({ error: NO_TABLE_MESSAGE }, 409);
});

reservation.get('/fetch-all-reservation', requireUser, requireAdmin, async (c) => c.json({ reservations: await listReservations(c.env.DB) }));

reservation.put('/update-reservation/:id', requireUser, requireAdmin, jsonBody(UpdateReservationInput), async (c) => {
  const id = normalizeId(c.req.param('id'));
  const updated = id ? await updateReservationStatus(c.env.DB, id, c.req.valid('json').status) : undefined;
  if (updated === 'conflict') return c.json({ error: 'Its table has been booked by someone else since it was cancelled.' }, 409);
  return updated ? c.json({ reservation: updated }) : c.json({ error: 'Reservation not found' }, 404);
});

reservation.delete('/delete-reservation/:id', requireUser, requireAdmin, async (c) => {
  const id = normalizeId(c.req.param('id'));
  return id && (await deleteReservation(c.env.DB, id)) ? c.json({ ok: true }) : c.json({ error: 'Reservation not found' }, 404);
});

export default reservation;
