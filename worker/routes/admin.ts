import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireAdmin, requireUser } from '../auth/middleware';
import type { AdminSummary } from '../contract/admin';
import { normalizeId } from '../contract/ids';
import { readHistory, readSummaryFor } from '../db/admin';

// The dashboard's own reads (issue #12), admin only: its four figures computed in D1, and the history of an
// order's or a booking's status (a deleted one's too: its history outlives it).
const admin = new Hono<AppEnv>();

// The role is checked in the summary's own statement (the same rule as requireAdmin: role admin in D1).
admin.get('/summary', requireUser, async (c) => {
  const summary = await readSummaryFor(c.env.DB, c.get('identity').uid);
  return summary ? c.json(summary satisfies AdminSummary) : c.json({ error: 'Forbidden' }, 403);
});

for (const subject of ['order', 'reservation'] as const) {
  admin.get(`/${subject}s/:id/history`, requireUser, requireAdmin, async (c) => {
    const id = normalizeId(c.req.param('id'));
    if (!id) return c.json({ error: `${subject === 'order' ? 'Order' : 'Reservation'} not found` }, 404);
    return c.json({ events: await readHistory(c.env.DB, subject, id) });
  });
}

export default admin;
