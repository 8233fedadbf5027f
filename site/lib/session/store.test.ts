import { type PersistentListener, setPersistentEngine } from '@nanostores/persistent';
import { describe, expect, it } from 'vitest';
import { idToken } from '../../test-support/id-token';
import { memoryStorage } from '../../test-support/memory-storage';
import { CHECKED_KEY, SESSION_KEY, TOKEN_KEY } from './record';

// A real in-memory storage engine, as the browser's localStorage would be for the stores, with the storage
// events another tab would send delivered by hand; and localStorage itself for the kept token, counting its reads.
const storage: Record<string, string> = {};
const listeners = new Map<string, PersistentListener>();
setPersistentEngine(storage, {
  addEventListener: (key: string, listener: PersistentListener) => void listeners.set(key, listener),
  removeEventListener: (key: string) => void listeners.delete(key),
  perKey: false,
});
const kept = new Map<string, string>();
const tokenReads = { count: 0 };
const local = memoryStorage(kept);
globalThis.localStorage = { ...local, getItem: (key: string) => (key === TOKEN_KEY && tokenReads.count++, local.getItem(key)) } as Storage;

const tokenOf = (sub: string) => idToken({ sub, exp: Date.parse('2026-11-23T13:00:00Z') / 1000 });
// Stored before the page: another user's kept token, which the start, not the import, forgets.
kept.set(TOKEN_KEY, tokenOf('someone-else'));

const { $session, CONFIRM_EVERY_MS, login, logout, sessionNeedsConfirming, startSessionStore } = await import('./store');
const { keepToken } = await import('./kept-token');

const guest = { userId: 'u1', name: 'Nusrat Jahan', email: 'guest@example.com', phone: '', address: '', photoUrl: '', role: 'user' as const };
const noon = Date.parse('2026-11-23T12:00:00Z');

describe("the session store's start", () => {
  it('importing the store attaches no listener and edits no storage', () => {
    expect(listeners.size).toBe(0);
    expect(kept.get(TOKEN_KEY)).toBe(tokenOf('someone-else'));
  });

  it('the start forgets a kept token that is not the stored session’s, and listens once, however often it is called', () => {
    startSessionStore();
    startSessionStore();
    expect(kept.has(TOKEN_KEY)).toBe(false);
    expect(listeners.has(SESSION_KEY)).toBe(true);
    tokenReads.count = 0;
    login(guest, noon);
    // One listener: the session's change looks at the kept token once.
    expect(tokenReads.count).toBe(1);
  });

  it("another tab's logout signs this one out and forgets the kept token", () => {
    login(guest, noon);
    keepToken(tokenOf('u1'));
    const signedOut = JSON.stringify({ user: null, isAuthenticated: false });
    storage[SESSION_KEY] = signedOut;
    listeners.get(SESSION_KEY)?.({ key: SESSION_KEY, newValue: signedOut });
    expect($session.get()).toEqual({ user: null, isAuthenticated: false });
    expect(kept.has(TOKEN_KEY)).toBe(false);
  });

  it("another tab's sign-in as someone else takes this one over, without the first user's token", () => {
    login(guest, noon);
    keepToken(tokenOf('u1'));
    const other = JSON.stringify({ user: { ...guest, userId: 'u2', name: 'Farhan Kabir' }, isAuthenticated: true });
    storage[SESSION_KEY] = other;
    listeners.get(SESSION_KEY)?.({ key: SESSION_KEY, newValue: other });
    expect($session.get().user?.name).toBe('Farhan Kabir');
    expect(kept.has(TOKEN_KEY)).toBe(false);
  });

  it('a logout clears the stored record and the kept token', () => {
    login(guest, noon);
    keepToken(tokenOf('u1'));
    logout();
    expect(JSON.parse(storage[SESSION_KEY] ?? 'null')).toEqual({ user: null, isAuthenticated: false });
    expect(storage[CHECKED_KEY]).toBe('');
    expect(kept.has(TOKEN_KEY)).toBe(false);
  });
});

describe('when a stored session is confirmed with the identity provider', () => {
  it('signed out: never', () => {
    logout();
    expect(sessionNeedsConfirming(noon)).toBe(false);
  });

  it('not within ten minutes of the API giving the record; again after them', () => {
    login(guest, noon);
    expect(storage[CHECKED_KEY]).toBe(String(noon));
    expect(sessionNeedsConfirming(noon + 60_000)).toBe(false);
    expect(sessionNeedsConfirming(noon + CONFIRM_EVERY_MS - 1)).toBe(false);
    expect(sessionNeedsConfirming(noon + CONFIRM_EVERY_MS)).toBe(true);
  });

  it('a clock set back since, or a time that is not one, is confirmed', () => {
    login(guest, noon);
    expect(sessionNeedsConfirming(noon - 1)).toBe(true);
    login(guest, Number.NaN);
    expect(sessionNeedsConfirming(noon)).toBe(true);
  });

  it('a logout forgets the time', () => {
    login(guest, noon);
    logout();
    expect(storage[CHECKED_KEY]).toBe('');
  });

  it("the kept token goes when the session ends or changes hands, not when the same user's record is renewed", () => {
    // A sign-in keeps the token its record was read with.
    logout();
    keepToken(tokenOf('u1'));
    login(guest, noon);
    expect(kept.get(TOKEN_KEY)).toBe(tokenOf('u1'));
    login({ ...guest, phone: '01819123456' }, noon + 1);
    expect(kept.get(TOKEN_KEY)).toBe(tokenOf('u1'));
    login({ ...guest, userId: 'u2' }, noon + 2);
    expect(kept.has(TOKEN_KEY)).toBe(false);
    keepToken(tokenOf('u2'));
    logout();
    expect(kept.has(TOKEN_KEY)).toBe(false);
  });
});
