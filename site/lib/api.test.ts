import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, type SessionUser } from './session/store';
import { idToken } from '../test-support/id-token';
import { memoryStorage } from '../test-support/memory-storage';
import { api, readEarly } from './api';
import { keepToken } from './session/kept-token';

globalThis.localStorage = memoryStorage();

const admin: SessionUser = { userId: 'u1', name: 'Tanvir Rahman', email: 'admin@example.com', phone: '', address: '', photoUrl: '', role: 'admin' };

// docs/decisions/0010-early-reads.md
describe('readEarly', () => {
  let calls: string[];
  let status: number;

  beforeEach(() => {
    localStorage.clear();
    calls = [];
    status = 200;
    // The network: each answer says which call it was.
    vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
      calls.push(`${init.method} ${path}`);
      return Response.json({ call: calls.length, error: 'Refused' }, { status });
    });
    $session.set({ user: admin, isAuthenticated: true });
    keepToken(idToken({ sub: 'u1', exp: Date.now() / 1000 + 3600 }));
  });

  afterEach(() => vi.unstubAllGlobals());

  it("starts the user's reads at once; the first call to each path takes its answer, later calls ask afresh", async () => {
    readEarly((user) => [`/api/figures/${user.userId}`, '/api/list?']);
    await vi.waitFor(() => expect(calls).toEqual(['GET /api/figures/u1', 'GET /api/list?']));
    expect(await api('/api/list?')).toMatchObject({ call: 2 });
    expect(await api('/api/figures/u1')).toMatchObject({ call: 1 });
    expect(calls).toHaveLength(2);
    expect(await api('/api/list?')).toMatchObject({ call: 3 });
  });

  it('is taken only by a read of the same path', async () => {
    readEarly(() => ['/api/list?']);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await api('/api/list?status=pending');
    await api('/api/list?', { method: 'DELETE' });
    expect(calls).toEqual(['GET /api/list?', 'GET /api/list?status=pending', 'DELETE /api/list?']);
  });

  it('fails the first call as its own would have, and the next call asks again', async () => {
    status = 403;
    readEarly(() => ['/api/figures']);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await expect(api('/api/figures')).rejects.toMatchObject({ status: 403, body: { call: 1 } });
    status = 200;
    expect(await api('/api/figures')).toMatchObject({ call: 2 });
  });

  it("is not taken once the session is another guest's: the call asks afresh with the new token", async () => {
    readEarly(() => ['/api/figures']);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    $session.set({ user: { ...admin, userId: 'u2' }, isAuthenticated: true });
    keepToken(idToken({ sub: 'u2', exp: Date.now() / 1000 + 3600 }));
    expect(await api('/api/figures')).toMatchObject({ call: 2 });
  });

  it('is not taken after 30 seconds: a late first call asks afresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      readEarly(() => ['/api/figures']);
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      vi.setSystemTime(Date.now() + 30_001);
      expect(await api('/api/figures')).toMatchObject({ call: 2 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts nothing without a kept token (the identity provider is not loaded for it) or signed out', async () => {
    localStorage.clear();
    readEarly(() => ['/api/figures']);
    $session.set({ user: null, isAuthenticated: false });
    keepToken(idToken({ sub: 'u1', exp: Date.now() / 1000 + 3600 }));
    readEarly(() => ['/api/figures']);
    expect(calls).toEqual([]);
    // Nothing started is nothing waiting to be taken: signed in again with a kept token, the first call to the
    // path goes to the network itself, and is the only call made (a read started above would be taken instead,
    // or show in the calls), with no wait for a read that might still be on its way.
    $session.set({ user: admin, isAuthenticated: true });
    expect(await api('/api/figures')).toMatchObject({ call: 1 });
    expect(calls).toEqual(['GET /api/figures']);
  });
});
