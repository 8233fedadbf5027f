import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireStaff, requireUser } from '../auth/middleware';
import { loadCatalogue, loadHouse } from '../ordering/published';
import { nextOpening } from '../contract/service';
import { PauseInput, SoldOutSwitchInput, type TonightMenu, type TonightPause } from '../contract/tonight';
import { pauseOrders, readTonight, resumeOrders, switchOn, switchSoldOut } from '../db/tonight';
import { jsonBody } from '../validation';
import { forgetStatus } from './service';

// Tonight's service as staff run it from the dashboard's Menu view (docs/api.md): a dish sold out over the
// published catalogue, and online orders paused. Staff and admins. After each change this data centre's copy of the
// public status answer is forgotten, so a guest's next poll here sees it.
const tonight = new Hono<AppEnv>();
tonight.use(requireUser, requireStaff);

const pauseOf = (paused: { until: Date | null } | null): TonightPause => paused && { until: paused.until?.toISOString() ?? null };

// Every dish of the published catalogue, in its order, with tonight's switch over it; and the pause.
tonight.get('/menu', async (c) => {
  const now = new Date();
  const [catalogue, state] = await Promise.all([loadCatalogue(c.env.ASSETS), readTonight(c.env.DB, now)]);
  const soldOut = new Map(state.soldOut.map((dish) => [dish.id, dish.until]));
  const dishes = [...catalogue.values()].map(({ id, name, category, subcategory, price, available }) => {
    const until = soldOut.get(id);
    return { id, name, category, subcategory, price, available, soldOut: until === undefined ? null : { until: until?.toISOString() ?? null } };
  });
  return c.json({ at: now.toISOString(), dishes, paused: pauseOf(state.paused) } satisfies TonightMenu);
});

// A dish switched sold out (back at the next service day's opening, or when switched on) or on again. A dish the
// catalogue marks unavailable may be switched too: it stays unavailable, the catalogue being the base truth.
tonight.put('/dishes/:id', jsonBody(SoldOutSwitchInput), async (c) => {
  const id = c.req.param('id');
  const dish = (await loadCatalogue(c.env.ASSETS)).get(id);
  if (!dish) return c.json({ error: `There is no dish ${id} on the menu`, issues: [{ path: ['id'], message: `Unknown dish: ${id}` }] }, 404);
  const input = c.req.valid('json');
  let until: Date | null = null;
  if (!input.soldOut) await switchOn(c.env.DB, id);
  else {
    // With no opening in the week ahead (no hours published), there is no next service: it waits for staff.
    if (input.until === 'next-service-day') until = nextOpening((await loadHouse(c.env.ASSETS)).service, new Date());
    await switchSoldOut(c.env.DB, id, until, c.get('identity').uid);
  }
  await forgetStatus(c.req.url);
  return c.json({ id, soldOut: input.soldOut ? { until: until?.toISOString() ?? null } : null });
});

tonight.put('/pause', jsonBody(PauseInput), async (c) => {
  const { minutes } = c.req.valid('json');
  const until = minutes === null ? null : new Date(Date.now() + minutes * 60_000);
  await pauseOrders(c.env.DB, until, c.get('identity').uid);
  await forgetStatus(c.req.url);
  return c.json({ paused: pauseOf({ until }) });
});

tonight.delete('/pause', async (c) => {
  await resumeOrders(c.env.DB);
  await forgetStatus(c.req.url);
  return c.json({ paused: null });
});

export default tonight;
