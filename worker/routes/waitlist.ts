import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireStaff, requireUser } from '../auth/middleware';
import { normalizeId } from '../contract/ids';
import { dhakaClock, isCalendarDate } from '../contract/reservation-rules';
import { StaffWaitlistInput, WAITLIST_MESSAGES, WaitlistInput } from '../contract/waitlist';
import { addByStaff, findEntry, joinWaitlist, leaveWaitlist, listForStaff, listMine, offerByHand, offerByToken, offerFreedTables, seatNow, takeOffer } from '../db/waitlist';
import { deliverAfterResponse, type Mails } from '../mail/outbox';
import { clientOf, overLimit } from '../rate-limit';
import { jsonBody } from '../validation';

// The waitlist of a full evening (docs/decisions/0026-texts-and-the-waitlist.md): a guest joins, sees and leaves
// their place and takes a table offered to them; an offer's link works without signing in (its key is the proof);
// staff see an evening's list, add a guest at the door, offer a table by hand and seat a guest now.

const OFFER_TOKEN = /^[0-9A-Za-z]{16}$/;
const gone = { error: WAITLIST_MESSAGES.offerGone };

export const waitlist = new Hono<AppEnv>();

waitlist.post('/', requireUser, jsonBody(WaitlistInput), async (c) => {
  const input = c.req.valid('json');
  const identity = c.get('identity');
  if (input.userId !== identity.uid) return c.json({ error: 'You can only join for yourself', issues: [{ path: ['userId'], message: 'userId must be your own' }] }, 403);
  const refused = (await overLimit(c, 'CREATE_LIMITER', `waitlist:${identity.uid}`)) ?? (await overLimit(c, 'CLIENT_BOOKING_LIMITER', clientOf(c)));
  if (refused) return refused;
  const entry = await joinWaitlist(c.env.DB, input, identity);
  if (!entry) return c.json({ error: WAITLIST_MESSAGES.already }, 409);
  // A table may be free in the window already (one freed a moment ago): offered at once, as to anyone waiting.
  const mails: Mails = [];
  await offerFreedTables(c.env.DB, entry.date, mails);
  deliverAfterResponse(c, mails);
  return c.json({ entry: (await findEntry(c.env.DB, entry.id)) ?? entry, message: WAITLIST_MESSAGES.joined }, 201);
});

waitlist.get('/mine', requireUser, async (c) => c.json({ entries: await listMine(c.env.DB, c.get('identity').uid) }));

waitlist.delete('/:id', requireUser, async (c) => {
  const id = normalizeId(c.req.param('id'));
  const entry = id ? await leaveWaitlist(c.env.DB, id, c.get('identity').uid) : 'not-found';
  if (entry === 'not-found') return c.json({ error: 'Not found' }, 404);
  // A table the guest let go goes to the next in line.
  const mails: Mails = [];
  await offerFreedTables(c.env.DB, entry.date, mails);
  deliverAfterResponse(c, mails);
  return c.json({ entry, message: WAITLIST_MESSAGES.left });
});

waitlist.post('/:id/take', requireUser, async (c) => {
  const id = normalizeId(c.req.param('id'));
  const mails: Mails = [];
  const reservation = id ? await takeOffer(c.env.DB, id, c.get('identity').uid, mails) : 'gone';
  deliverAfterResponse(c, mails);
  return reservation === 'gone' ? c.json(gone, 410) : c.json({ reservation, message: WAITLIST_MESSAGES.taken }, 201);
});

// The offer's link: public and rate limited like tracking (a key is 80 random bits; the allowance makes guessing idle).
waitlist.get('/offer/:token', async (c) => {
  const refused = await overLimit(c, 'TRACK_LIMITER');
  if (refused) return refused;
  const token = c.req.param('token');
  const found = OFFER_TOKEN.test(token) ? await offerByToken(c.env.DB, token) : undefined;
  if (!found) return c.json(gone, 410);
  // The view, not the entry's id: the key is all the page needs.
  return c.json({ offer: { date: found.date, time: found.time, guests: found.guests, table: found.table, expiresAt: found.expiresAt } });
});

waitlist.post('/offer/:token/take', async (c) => {
  const refused = await overLimit(c, 'TRACK_LIMITER');
  if (refused) return refused;
  const token = c.req.param('token');
  const found = OFFER_TOKEN.test(token) ? await offerByToken(c.env.DB, token) : undefined;
  const mails: Mails = [];
  const reservation = found ? await takeOffer(c.env.DB, found.id, undefined, mails) : 'gone';
  deliverAfterResponse(c, mails);
  if (reservation === 'gone') return c.json(gone, 410);
  // Only what the page shows: the link was the proof, so nothing personal comes back through it.
  const { id, date, time, guests, table, status } = reservation;
  return c.json({ reservation: { id, date, time, guests, table, status }, message: WAITLIST_MESSAGES.taken }, 201);
});

export const staffWaitlist = new Hono<AppEnv>();
staffWaitlist.use(requireUser, requireStaff);

const today = () => dhakaClock(new Date()).date;

staffWaitlist.get('/', async (c) => {
  const asked = c.req.query('date');
  if (asked !== undefined && !isCalendarDate(asked)) return c.json({ error: 'date must be a day as YYYY-MM-DD', issues: [{ path: ['date'], message: 'date must be a day as YYYY-MM-DD' }] }, 400);
  const date = asked ?? today();
  return c.json({ date, entries: await listForStaff(c.env.DB, date) });
});

staffWaitlist.post('/', jsonBody(StaffWaitlistInput), async (c) => {
  const input = c.req.valid('json');
  return c.json({ entry: await addByStaff(c.env.DB, { ...input, date: input.date ?? today() }) }, 201);
});

staffWaitlist.post('/:id/offer', async (c) => {
  const id = normalizeId(c.req.param('id'));
  const mails: Mails = [];
  const outcome = id ? await offerByHand(c.env.DB, id, mails) : 'not-found';
  deliverAfterResponse(c, mails);
  if (outcome === 'not-found') return c.json({ error: 'Not found' }, 404);
  if (outcome === 'no-table' || outcome === 'not-today') return c.json({ error: WAITLIST_MESSAGES.noTableNow }, 409);
  return c.json({ entry: outcome });
});

staffWaitlist.post('/:id/seat', async (c) => {
  const id = normalizeId(c.req.param('id'));
  const mails: Mails = [];
  const outcome = id ? await seatNow(c.env.DB, id, mails) : 'not-found';
  deliverAfterResponse(c, mails);
  if (outcome === 'not-found') return c.json({ error: 'Not found' }, 404);
  if (outcome === 'not-today') return c.json({ error: WAITLIST_MESSAGES.notToday }, 409);
  if (outcome === 'no-table') return c.json({ error: WAITLIST_MESSAGES.noTableNow }, 409);
  return c.json(outcome, 201);
});

staffWaitlist.delete('/:id', async (c) => {
  const id = normalizeId(c.req.param('id'));
  const entry = id ? await leaveWaitlist(c.env.DB, id) : 'not-found';
  if (entry === 'not-found') return c.json({ error: 'Not found' }, 404);
  const mails: Mails = [];
  await offerFreedTables(c.env.DB, entry.date, mails);
  deliverAfterResponse(c, mails);
  return c.json({ entry });
});
