import { env, exports } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../index';
import { type Caller, callAs, CALLERS, resetWithCallers } from '../test/callers';
import { emulatorToken } from '../test/tokens';

const call = (caller: Caller, method: string, path: string, body?: unknown) => callAs(caller, method, `/user${path}`, body);

beforeEach(() => resetWithCallers());

const profile = (uid: string) => ({ userId: uid, name: 'Ayesha Siddiqua', email: `${uid}@example.com`, phone: '01711000001', address: 'House 12, Road 3, Khulshi' });

// ARCHITECTURE.md "Where we go further than the spec", as a table: every caller against every user call. Every
// caller has proven their own address (uid@example.com), unless the row's token proves none (`unverified`).
const table: { name: string; request: [string, string, unknown?]; expected: Record<Caller, number>; unverified?: true }[] = [
  { name: "GET get-user of user A", request: ['GET', '/get-user/user-a'], expected: { anonymous: 401, userA: 200, userB: 403, staff: 403, admin: 200 } },
  { name: 'POST create-user for user A', request: ['POST', '/create-user', { userId: 'user-a', name: 'Ayesha', email: 'user-a@example.com', photoURL: '' }], expected: { anonymous: 401, userA: 200, userB: 403, staff: 403, admin: 403 } },
  { name: 'PUT update-user of user A', request: ['PUT', '/update-user/', profile('user-a')], expected: { anonymous: 401, userA: 200, userB: 403, staff: 403, admin: 403 } },
  { name: 'PUT update-user of user A, with a token that proves no address', request: ['PUT', '/update-user/', profile('user-a')], expected: { anonymous: 401, userA: 200, userB: 403, staff: 403, admin: 403 }, unverified: true },
  // A profile may not claim an address another account has proven, in any case of its letters.
  { name: "PUT update-user of user A claiming user B's proven address", request: ['PUT', '/update-user/', { ...profile('user-a'), email: 'User-B@Example.com' }], expected: { anonymous: 401, userA: 409, userB: 403, staff: 403, admin: 403 } },
  { name: "PUT update-user of user A claiming the admin's proven address", request: ['PUT', '/update-user/', { ...profile('user-a'), email: 'admin-1@example.com' }], expected: { anonymous: 401, userA: 409, userB: 403, staff: 403, admin: 403 } },
  { name: 'POST confirm-email, own token, verified', request: ['POST', '/confirm-email'], expected: { anonymous: 401, userA: 200, userB: 200, staff: 200, admin: 200 } },
  { name: 'POST confirm-email, own token, proving no address', request: ['POST', '/confirm-email'], expected: { anonymous: 401, userA: 409, userB: 409, staff: 409, admin: 409 }, unverified: true },
  { name: 'GET get-all-users', request: ['GET', '/get-all-users'], expected: { anonymous: 401, userA: 403, userB: 403, staff: 403, admin: 200 } },
];

describe('who may do what with users', () => {
  for (const row of table) {
    for (const caller of CALLERS) {
      it(`${row.name}: ${caller} → ${row.expected[caller]}`, async () => {
        const [method, path, body] = row.request;
        const response = await callAs(caller, method, `/user${path}`, body, {}, { verified: !row.unverified });
        expect(response.status).toBe(row.expected[caller]);
        expect(response.headers.get('Content-Type')).toContain('application/json');
      });
    }
  }
});

describe('user calls', () => {
  it('get-user answers the spec fields; an unknown uid is a 404 for an admin', async () => {
    const response = await call('userA', 'GET', '/get-user/user-a');
    expect(await response.json()).toEqual({
      user: { userId: 'user-a', name: 'Ayesha', email: 'user-a@example.com', phone: '', address: '', photoUrl: '', role: 'user', verifiedEmail: 'user-a@example.com', lang: 'en' },
    });
    expect((await call('admin', 'GET', '/get-user/nobody')).status).toBe(404);
  });

  it('create-user creates the caller with role user, whatever the body says, and a repeat returns the same user', async () => {
    const token = emulatorToken('new-guest');
    const create = (body: unknown) =>
      exports.default.fetch(new Request('http://127.0.0.1/api/user/create-user', { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) }));
    const first = await create({ userId: 'new-guest', name: 'Nadia', email: 'nadia@example.com', photoURL: 'https://lh3.googleusercontent.com/a/photo' });
    expect(first.status).toBe(201);
    expect((await first.json<{ user: { role: string; photoUrl: string } }>()).user).toMatchObject({ role: 'user', photoUrl: 'https://lh3.googleusercontent.com/a/photo' });
    const again = await create({ userId: 'new-guest', name: 'Someone else', email: 'nadia@example.com' });
    expect(again.status).toBe(200);
    expect((await again.json<{ user: { name: string } }>()).user.name).toBe('Nadia');
    expect((await create({ userId: 'new-guest', name: 'Nadia', email: 'nadia@example.com', role: 'admin' })).status).toBe(400);
  });

  it('create-user takes a provider account without an e-mail address, and refuses a malformed one', async () => {
    const token = emulatorToken('phone-only-guest');
    const create = (email: string) =>
      exports.default.fetch(new Request('http://127.0.0.1/api/user/create-user', { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify({ userId: 'phone-only-guest', name: 'Rafiq', email }) }));
    const malformed = await create('rafiq@');
    expect(malformed.status).toBe(400);
    expect((await malformed.json<{ issues: { path: string[]; message: string }[] }>()).issues).toEqual([{ path: ['email'], message: 'Invalid email address', code: 'profileEmail' }]);
    const response = await create('');
    expect(response.status).toBe(201);
    expect((await response.json<{ user: { email: string; role: string } }>()).user).toMatchObject({ email: '', role: 'user' });
  });

  it("update-user changes the caller's profile and says so; the role cannot be changed", async () => {
    const response = await call('userA', 'PUT', '/update-user/', profile('user-a'));
    expect(await response.json()).toMatchObject({ message: 'Profile updated successfully', user: { phone: '01711000001', role: 'user' } });
    expect((await call('userA', 'PUT', '/update-user', { ...profile('user-a'), role: 'admin' })).status).toBe(400);
    const row = await env.DB.prepare("SELECT role FROM users WHERE user_id = 'user-a'").first<{ role: string }>();
    expect(row?.role).toBe('user');
  });

  it('update-user refuses each invalid field with the spec message', async () => {
    const response = await call('userA', 'PUT', '/update-user/', { userId: 'user-a', name: 'A', email: 'no', phone: '123', address: 'x' });
    expect(response.status).toBe(400);
    // Each message with its code: its name in worker/contract/messages (a Bangla page shows its own words for it).
    expect((await response.json<{ issues: { path: string[]; message: string }[] }>()).issues).toEqual([
      { path: ['name'], message: 'Name must be at least 2 characters', code: 'nameMin' },
      { path: ['email'], message: 'Invalid email address', code: 'profileEmail' },
      { path: ['phone'], message: 'Phone number must be at least 10 digits', code: 'profilePhone' },
      { path: ['address'], message: 'Address must be at least 5 characters', code: 'profileAddress' },
    ]);
  });

  it('remembers the language of the page the guest signed in or saved the profile on', async () => {
    const token = emulatorToken('bangla-guest');
    const create = (body: unknown) =>
      exports.default.fetch(new Request('http://127.0.0.1/api/user/create-user', { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) }));
    const created = await create({ userId: 'bangla-guest', name: 'Nusrat', email: 'nusrat@example.com', lang: 'bn' });
    expect(created.status).toBe(201);
    expect((await created.json<{ user: { lang: string } }>()).user.lang).toBe('bn');
    // Signing in again on an English page: the account's language is English from now on.
    expect((await (await create({ userId: 'bangla-guest', name: 'Nusrat', email: 'nusrat@example.com', lang: 'en' })).json<{ user: { lang: string } }>()).user.lang).toBe('en');
    // Without a language, the account keeps its own.
    expect((await (await create({ userId: 'bangla-guest', name: 'Nusrat', email: 'nusrat@example.com' })).json<{ user: { lang: string } }>()).user.lang).toBe('en');
    const saved = await call('userA', 'PUT', '/update-user/', { ...profile('user-a'), lang: 'bn' });
    expect((await saved.json<{ user: { lang: string } }>()).user.lang).toBe('bn');
    expect((await env.DB.prepare("SELECT lang FROM users WHERE user_id = 'user-a'").first<{ lang: string }>())?.lang).toBe('bn');
    // A profile saved without one leaves it as it is; a language the site does not speak is refused, with the field named.
    expect((await (await call('userA', 'PUT', '/update-user/', profile('user-a'))).json<{ user: { lang: string } }>()).user.lang).toBe('bn');
    const refused = await call('userA', 'PUT', '/update-user/', { ...profile('user-a'), lang: 'fr' });
    expect(refused.status).toBe(400);
    expect((await refused.json<{ issues: { path: string[] }[] }>()).issues.map((issue) => issue.path)).toEqual([['lang']]);
    await call('userA', 'PUT', '/update-user/', { ...profile('user-a'), lang: 'en' });
  });

  it('get-all-users lists every user for the admin', async () => {
    const { users } = await (await call('admin', 'GET', '/get-all-users')).json<{ users: { userId: string }[] }>();
    // The house account, which owns the orders taken for guests without one, is nobody's and not listed.
    expect(users.map((user) => user.userId).sort()).toEqual(['admin-1', 'staff-1', 'user-a', 'user-b']);
  });
});

describe('identity tokens', () => {
  const get = (token: string, bindings: Env = env) =>
    createApp().request('/api/user/get-user/user-a', { headers: { Authorization: `Bearer ${token}` } }, bindings);

  it('refuses an expired token, a token for another project, and garbage', async () => {
    expect((await get(emulatorToken('user-a', { expiresIn: -10 }))).status).toBe(401);
    expect((await get(emulatorToken('user-a', { projectId: 'someone-else' }))).status).toBe(401);
    expect((await get('not.a.token')).status).toBe(401);
  });

  it("refuses the emulator's unsigned tokens when the Worker is not configured for the emulator", async () => {
    const production = { ...env, FIREBASE_AUTH_EMULATOR_HOST: undefined } as Env;
    expect((await get(emulatorToken('user-a'), production)).status).toBe(401);
    expect((await get(emulatorToken('user-a'))).status).toBe(200);
  });
});
