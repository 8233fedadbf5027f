import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from './index';

const worker = exports.default;
const get = (path: string) => worker.fetch(new Request(`http://127.0.0.1${path}`));

describe('GET /api/health', () => {
  it('answers 200 with the status of a real D1 query', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    const body = await response.json();
    // Every migration in migrations/ is applied.
    expect(body).toEqual({ status: 'ok', database: { ok: true, migrations: env.TEST_MIGRATIONS.length } });
  });
});

describe('unknown API paths', () => {
  it.each(['/api/nope', '/api/order/not-a-route', '/api/'])('%s answers a JSON 404', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: 'Not found', code: 'notFound' });
  });

  it('a method the route does not have is a JSON 404 too', async () => {
    const response = await worker.fetch(new Request('http://127.0.0.1/api/health', { method: 'DELETE' }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found', code: 'notFound' });
  });
});

describe('errors', () => {
  it('a thrown error answers a JSON 500 without a stack trace', async () => {
    const app = createApp();
    app.get('/api/test/explode', () => {
      throw new Error('secret detail at worker/db/orders.ts:42');
    });
    const response = await app.request('/api/test/explode', {}, env);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'Internal server error', code: 'serverError' });
    expect(text).not.toContain('secret detail');
    expect(text).not.toContain('.ts');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/api/nope'])('%s carries the API policy and the common headers', async (path) => {
    const response = await get(path);
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    expect(response.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}/);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });
});

describe('pages the Worker serves', () => {
  it.each(['/track-order/ABC', '/track-reservation/7K2M9Q4X'])('%s serves the static tracking page', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(path.startsWith('/track-order') ? 'Track your order' : 'Track your reservation');
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('a deeper unknown path under a tracking route is the 404 page with status 404', async () => {
    const response = await get('/track-order/ABC/extra');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('404');
  });
});
