import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { databaseStatus } from '../db/health';

const health = new Hono<AppEnv>();

// A real query against D1, so a broken binding or an unmigrated database shows here first.
health.get('/', async (c) => {
  const database = await databaseStatus(c.env.DB);
  return c.json({ status: database.ok ? 'ok' : 'degraded', database }, database.ok ? 200 : 503);
});

export default health;
