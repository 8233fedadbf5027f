import { env, exports } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { requireUser } from './auth/middleware';
import { config } from './env';
import { kitchenHours } from './ordering/hours';
import { isLoopback } from './local-only';
import { emulatorToken } from './test/tokens';

// The local stack's conveniences (the Auth emulator's unsigned tokens, the test kitchen's cookie) answer only a
// request addressed to this machine: a Worker with local settings reached under another name (wrangler dev
// --ip 0.0.0.0 from the network, a staging copy, a page rebinding its own name to 127.0.0.1) refuses it.

const worker = exports.default;
const TOKEN = `Bearer ${emulatorToken('user-a')}`;

describe('a Worker with local settings', () => {
  it.each(['http://127.0.0.1', 'http://localhost:8787', 'http://[::1]:8787', 'http://127.3.4.5'])('answers %s', async (origin) => {
    expect((await worker.fetch(new Request(`${origin}/api/ping`))).status).toBe(200);
  });

  it.each(['http://192.168.1.20:8787', 'http://rebound.example', 'http://127.0.0.1.example.com', 'http://0.0.0.0:8787'])('refuses %s, naming the Host', async (origin) => {
    const response = await worker.fetch(new Request(`${origin}/api/user/get-user/user-a`, { headers: { Authorization: TOKEN } }));
    expect(response.status).toBe(421);
    expect((await response.json<{ error: string }>()).error).toContain('Host');
  });

  it('refuses a Host header that is not loopback, whatever the URL says', async () => {
    const response = await worker.fetch(new Request('http://127.0.0.1/api/ping', { headers: { Host: 'rebound.example' } }));
    expect(response.status).toBe(421);
  });
});

/** An app with the local settings and only `route`: the conveniences' own checks, without the Host fence before them. */
function bare() {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('config', config(env));
    await next();
  });
  app.get('/me', requireUser, (c) => c.json({ uid: c.get('identity').uid }));
  app.get('/rules', async (c) => c.json(await kitchenHours(c)));
  return app;
}

describe('each convenience on its own also asks for a loopback host', () => {
  it('an unsigned token is accepted on 127.0.0.1, refused elsewhere', async () => {
    expect((await bare().request('http://127.0.0.1/me', { headers: { Authorization: TOKEN } }, env)).status).toBe(200);
    expect((await bare().request('http://rebound.example/me', { headers: { Authorization: TOKEN } }, env)).status).toBe(401);
  });

  it('the test kitchen’s cookie is honoured on localhost, ignored elsewhere', async () => {
    const rules = async (url: string) => (await bare().request(url, { headers: { Cookie: 'test-kitchen-hours=never-closes' } }, env)).json<{ lastOrdersMinutes: number }>();
    expect((await rules('http://localhost/rules')).lastOrdersMinutes).toBe(0);
    expect((await rules('http://rebound.example/rules')).lastOrdersMinutes).toBe(30);
  });
});

describe('loopback', () => {
  it.each(['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1', 'LOCALHOST'])('%s is this machine', (host) => expect(isLoopback(host)).toBe(true));
  it.each(['0.0.0.0', '10.0.0.1', '127.0.0.1.example.com', 'localhost.example.com', '::ffff:7f00:1', ''])('%s is not', (host) => expect(isLoopback(host)).toBe(false));
});
