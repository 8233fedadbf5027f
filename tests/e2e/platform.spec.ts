import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { authHost, queryD1 } from './support/stack';

test.describe('security headers', () => {
  const expectCommonHeaders = (headers: Record<string, string>) => {
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
  };

  for (const path of ['/', '/track-order/ABC', '/no-such-page', '/favicon.svg']) {
    test(`static response ${path}`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      expectCommonHeaders(headers);
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
    });
  }

  test("each page's policy allows the inline code that page carries and no other", async ({ request }) => {
    const hashesIn = (policy: string, directive: string) =>
      (policy.split('; ').find((part) => part.startsWith(`${directive} `)) ?? '').match(/sha256-[A-Za-z0-9+/=]+/g)?.sort() ?? [];
    const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
    const seen = new Set<string>();
    for (const path of ['/', '/menu', '/about', '/cart', '/admin', '/track-order/ABC', '/no-such-page']) {
      const response = await request.get(path);
      const html = await response.text();
      const policy = response.headers()['content-security-policy'] ?? '';
      // A data block (the page's words, type="application/json") never runs: no policy names it.
      const scripts = [...html.matchAll(/<script\b(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => sha256(match[1] ?? ''));
      const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => sha256(match[1] ?? ''));
      expect(hashesIn(policy, 'script-src'), `${path} scripts`).toEqual([...new Set(scripts)].sort());
      expect(hashesIn(policy, 'style-src'), `${path} styles`).toEqual([...new Set(styles)].sort());
      seen.add(policy);
    }
    // Pages differ in what they inline, so their policies differ: one site-wide policy would be one value.
    expect(seen.size).toBeGreaterThan(3);
  });

  test('a fingerprinted asset: cached for a year, the common headers, no page policy', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = html.match(/href="(\/_astro\/[^"]+\.woff2)"/)?.[1];
    expect(asset).toBeDefined();
    const response = await request.get(asset ?? '');
    expect(response.status()).toBe(200);
    expectCommonHeaders(response.headers());
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-security-policy']).toBeUndefined();
  });

  test('API response', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expectCommonHeaders(response.headers());
    expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
  });

  test('unknown API path is a JSON 404', async ({ request }) => {
    const response = await request.get('/api/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toEqual({ error: 'Not found', code: 'notFound' });
    expectCommonHeaders(response.headers());
  });
});

test.describe('demo accounts', () => {
  async function signIn(email: string, password: string) {
    const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    });
    return { status: response.status, body: (await response.json()) as { localId?: string; idToken?: string; error?: { message: string } } };
  }

  async function roleInD1(uid: string) {
    const [row] = await queryD1<{ role: string; email: string }>(`SELECT role, email FROM users WHERE user_id = '${uid.replaceAll("'", "''")}'`);
    return row;
  }

  test('the demo admin signs in and has role admin in D1', async () => {
    const { status, body } = await signIn('admin@example.com', 'password123');
    expect(status).toBe(200);
    expect(body.localId).toBeTruthy();
    expect(await roleInD1(body.localId ?? '')).toEqual({ role: 'admin', email: 'admin@example.com' });
  });

  test('the demo guest signs in and is an ordinary user', async () => {
    const { status, body } = await signIn('guest@example.com', 'password123');
    expect(status).toBe(200);
    expect(await roleInD1(body.localId ?? '')).toEqual({ role: 'user', email: 'guest@example.com' });
  });

  test('email-enumeration protection: a wrong password and an unknown e-mail fail alike', async () => {
    const wrongPassword = await signIn('guest@example.com', 'not-the-password');
    const unknownEmail = await signIn('nobody@example.com', 'password123');
    expect(wrongPassword.body.error?.message).toBe('INVALID_LOGIN_CREDENTIALS');
    expect(unknownEmail.body.error?.message).toBe('INVALID_LOGIN_CREDENTIALS');
  });

  test("the Worker accepts the emulator's real ID tokens, and the role comes from D1", async ({ request }) => {
    const guest = (await signIn('guest@example.com', 'password123')).body.idToken;
    const admin = (await signIn('admin@example.com', 'password123')).body.idToken;
    const as = (token: string | undefined) => ({ headers: { Authorization: `Bearer ${token}` } });

    const own = await request.get('/api/user/get-user/demo-guest', as(guest));
    expect(own.status()).toBe(200);
    expect((await own.json()).user).toMatchObject({ userId: 'demo-guest', email: 'guest@example.com', role: 'user' });
    expect((await request.get('/api/user/get-user/demo-admin', as(guest))).status()).toBe(403);
    expect((await request.get('/api/user/get-all-users', as(guest))).status()).toBe(403);
    expect((await request.get('/api/user/get-all-users', as(admin))).status()).toBe(200);
    expect((await request.get('/api/user/get-all-users')).status()).toBe(401);
  });
});
