import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireAdmin, requireUser } from '../auth/middleware';
import type { AdminSummary } from '../contract/admin';
import { normalizeId } from '../contract/ids';
import { readHistory, readSummary } from '../db/admin';

// The dashboard's own reads (issue #12), admin only: its four figures computed in D1, and the history of an
// order's or a booking's status (a deleted one's too: its history outlives it).
const admin = new Hono<AppEnv>();

admin.use(requireUser, requireAdmin);

admin.get('/summary', async (c) => c.json((await readSummary(c.env.DB)) satisfies AdminSummary));

for (const subject of ['order', 'reservation'] as const) {
  admin.get(`/${subject}s/:id/history`, async (c) => {
    const id = normalizeId(c.req.param('id'));
    if (!id) return c.json({ error: `${subject === 'order' ? 'Order' : 'Reservation'} not found` }, 404);
    return c.json({ events: await readHistory(c.env.DB, subject, id) });
  });
}

export default admin;
