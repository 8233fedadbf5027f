import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import type { Config } from '../env';
import { kitchenHours } from './hours';

// The cookie that gives the end-to-end tests a kitchen that never closes is honoured only by a Worker running
// against the Auth emulator: in production it changes nothing.
async function rulesOf(config: Partial<Config>) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('config', config as Config);
    await next();
  });
  app.get('/', async (c) => c.json(await kitchenHours(c)));
  const response = await app.request('/', { headers: { Cookie: 'test-kitchen-hours=never-closes' } }, env);
  return response.json<{ lastOrdersMinutes: number; week: unknown[] }>();
}

describe("the test kitchen's cookie", () => {
  it('is honoured on the Auth emulator', async () => {
    expect((await rulesOf({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).lastOrdersMinutes).toBe(0);
  });

  it('changes nothing anywhere else', async () => {
    const rules = await rulesOf({ FIREBASE_AUTH_EMULATOR_HOST: undefined });
    expect(rules.lastOrdersMinutes).toBe(30);
    expect(rules.week[1]).toEqual({ opens: 660, closes: 1320 });
  });
});
