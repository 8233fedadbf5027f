import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { isAdmin, requireAdmin, requireStaff, requireUser } from '../auth/middleware';
import { cachePolicy, REVALIDATE } from '../cache-policy';
import { type AdminReservationPage, AdminReservationsQuery, reservationCursorAfter } from '../contract/admin';
import { type Availability, AvailabilityQuery } from '../contract/availability';
import { normalizeId } from '../contract/ids';
import { BOOKINGS_HELD_MESSAGE, CANCEL_NOT_OPEN_MESSAGE, CANCEL_TOO_LATE_MESSAGE, NO_TABLE_MESSAGE, ReservationInput, UpdateReservationInput } from '../contract/reservation';
import * as REPLIES from '../contract/messages/replies';
import { reservationFilter } from '../db/admin';
import { ANOTHER_BOOKING, bookTable, cancelReservation, deleteReservation, findAvailability, findReservationByIdempotencyKey, listUserReservations, pageOfReservations, updateReservationStatus } from '../db/reservations';
import { offerFreedTables } from '../db/waitlist';
import { deliverAfterResponse, type Mails } from '../mail/outbox';
import { clientOf, overLimit } from '../rate-limit';
import { jsonBody, queryParams } from '../validation';

// SPEC §7 reservation calls, with real tables: the client's table is a preference; the server books a
// free one for the whole sitting, atomically, or says none is free.
const reservation = new Hono<AppEnv>();

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

// A key sent again with a different booking: answering the first would tell the guest this one was made (see order.ts).
const keyUsedElsewhere = (c: Context<AppEnv>) => c.json({ error: 'This Idempotency-Key was already used for another booking. A new booking needs a new key.' }, 422);

reservation.post('/create-reservation', requireUser, jsonBody(ReservationInput), async (c) => {
  const input = c.req.valid('json');
  const identity = c.get('identity');
  const { uid } = identity;
  if (input.userId !== uid) return c.json({ error: 'You can only book for yourself', issues: [{ path: ['userId'], message: 'userId must be your own' }] }, 403);

  const key = c.req.header('Idempotency-Key') ?? null;
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) return c.json({ error: 'Idempotency-Key must be 1 to 100 visible characters' }, 400);
  // A retry of a booking already made gets it back even when the guest is over the allowance: it books nothing.
  // Two allowances: the guest's own, and their address's, which many accounts signed up from one place share.
  const [refusedGuest, refusedClient, earlier] = await Promise.all([
    overLimit(c, 'CREATE_LIMITER', `reservation:${uid}`),
    overLimit(c, 'CLIENT_BOOKING_LIMITER', clientOf(c)),
    key ? findReservationByIdempotencyKey(c.env.DB, input, key) : undefined,
  ]);
  if (earlier === ANOTHER_BOOKING) return keyUsedElsewhere(c);
  if (earlier) return c.json({ reservation: earlier }, 200);
  const refused = refusedGuest ?? refusedClient;
  if (refused) return refused;

  let booked: Awaited<ReturnType<typeof bookTable>>;
  try {
    const mails: Mails = [];
    booked = await bookTable(c.env.DB, input, identity, key, mails);
    deliverAfterResponse(c, mails);
    if (typeof booked === 'object') return c.json({ reservation: booked }, 201);
  } catch (error) {
    // A concurrent retry with the same key won the race (the unique index refused this one): answer with its booking.
    const winner = key ? await findReservationByIdempotencyKey(c.env.DB, input, key) : undefined;
    if (winner === ANOTHER_BOOKING) return keyUsedElsewhere(c);
    if (winner) return c.json({ reservation: winner }, 200);
    throw error;
  }
  // Not booked, unless a concurrent retry with the same key took the last table or place: then its booking is the answer.
  const winner = key ? await findReservationByIdempotencyKey(c.env.DB, input, key) : undefined;
  if (winner === ANOTHER_BOOKING) return keyUsedElsewhere(c);
  if (winner) return c.json({ reservation: winner }, 200);
  if (booked === 'bookings-held') return c.json({ error: BOOKINGS_HELD_MESSAGE, issues: [{ path: ['userId'], message: BOOKINGS_HELD_MESSAGE }] }, 409);
  return c.json({ error: NO_TABLE_MESSAGE }, 409);
});

// Public and rate limited like tracking: which slots of a day a party can book, and nothing about anyone. It may
// be kept, but is asked for again at each use: the form asks afresh after a booking or a refusal (cache-policy.ts).
reservation.get('/availability', cachePolicy(REVALIDATE), queryParams(AvailabilityQuery), async (c) => {
  const { date, guests } = c.req.valid('query');
  const [refused, availability] = await Promise.all([overLimit(c, 'TRACK_LIMITER'), findAvailability(c.env.DB, date, guests)]);
  return refused ?? c.json(availability satisfies Availability);
});

reservation.get('/fetch-user-reservations/:userId', requireUser, async (c) => {
  const userId = c.req.param('userId');
  if (userId !== c.get('identity').uid && !(await isAdmin(c.env.DB, c.get('identity').uid))) return c.json({ error: 'Forbidden' }, 403);
  return c.json({ reservations: await listUserReservations(c.env.DB, userId) });
});

// A guest cancels their own booking online up to 4 hours ahead (the Terms); later, they call the restaurant.
reservation.put('/cancel-reservation/:id', requireUser, async (c) => {
  const id = normalizeId(c.req.param('id'));
  const mails: Mails = [];
  const outcome = id ? await cancelReservation(c.env.DB, id, c.get('identity').uid, new Date(), mails) : 'not-found';
  // The table it freed goes to the evening's waitlist, if anyone waits (db/waitlist.ts).
  if (typeof outcome === 'object') await offerFreedTables(c.env.DB, outcome.date, mails);
  deliverAfterResponse(c, mails);
  if (outcome === 'not-found') return c.json({ error: 'Reservation not found' }, 404);
  if (outcome === 'not-owner') return c.json({ error: 'You can only cancel your own reservations' }, 403);
  if (outcome === 'too-late') return c.json({ error: CANCEL_TOO_LATE_MESSAGE }, 409);
  if (outcome === 'not-open') return c.json({ error: CANCEL_NOT_OPEN_MESSAGE }, 409);
  return c.json({ reservation: outcome });
});

// The dashboard's list: a page at a time, upcoming (today's first) or past, optionally of one status and matching a search.
reservation.get('/fetch-all-reservation', requireUser, requireStaff, queryParams(AdminReservationsQuery), async (c) => {
  const { limit, cursor, when, ...filter } = c.req.valid('query');
  const { reservations, more } = await pageOfReservations(c.env.DB, reservationFilter(filter), when, limit, cursor);
  const last = reservations.at(-1);
  return c.json({ reservations, nextCursor: more && last ? reservationCursorAfter(last) : null } satisfies AdminReservationPage);
});

reservation.put('/update-reservation/:id', requireUser, requireStaff, jsonBody(UpdateReservationInput), async (c) => {
  const id = normalizeId(c.req.param('id'));
  const mails: Mails = [];
  const updated = id ? await updateReservationStatus(c.env.DB, id, c.req.valid('json').status, c.get('identity').uid, mails) : undefined;
  if (typeof updated === 'object' && updated.status === 'cancelled') await offerFreedTables(c.env.DB, updated.date, mails);
  deliverAfterResponse(c, mails);
  if (updated === 'conflict') return c.json({ error: REPLIES.tableTaken }, 409);
  return updated ? c.json({ reservation: updated }) : c.json({ error: 'Reservation not found' }, 404);
});

reservation.delete('/delete-reservation/:id', requireUser, requireAdmin, async (c) => {
  const id = normalizeId(c.req.param('id'));
  return id && (await deleteReservation(c.env.DB, id, c.get('identity').uid)) ? c.json({ ok: true }) : c.json({ error: 'Reservation not found' }, 404);
});

export default reservation;
