import { setPersistentEngine } from '@nanostores/persistent';
import { describe, expect, it } from 'vitest';
import { idToken } from '../../test-support/id-token';
import { memoryStorage } from '../../test-support/memory-storage';

// A real in-memory storage engine, as the browser's localStorage would be for the stores, and localStorage
// itself for the kept token.
const storage: Record<string, string> = {};
setPersistentEngine(storage, { addEventListener: () => {}, removeEventListener: () => {}, perKey: false });
const kept = new Map<string, string>();
globalThis.localStorage = memoryStorage(kept);

const { CONFIRM_EVERY_MS, login, logout, sessionNeedsConfirming } = await import('./store');
const { keepToken } = await import('./kept-token');

const guest = { userId: 'u1', name: 'Nusrat Jahan', email: 'guest@example.com', phone: '', address: '', photoUrl: '', role: 'user' as const };
const noon = Date.parse('2026-11-23T12:00:00Z');

describe('when a stored session is confirmed with the identity provider', () => {
  it('signed out: never', () => {
    logout();
    expect(sessionNeedsConfirming(noon)).toBe(false);
  });

  it('not within ten minutes of the API giving the record; again after them', () => {
    login(guest, noon);
    expect(storage['session-checked']).toBe(String(noon));
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
    expect(storage['session-checked']).toBe('');
  });

  it("the kept token goes when the session ends or changes hands, not when the same user's record is renewed", () => {
    const tokenOf = (sub: string) => idToken({ sub, exp: noon / 1000 + 3600 });
    // A sign-in keeps the token its record was read with.
    logout();
    keepToken(tokenOf('u1'));
    login(guest, noon);
    expect(kept.get('id-token')).toBe(tokenOf('u1'));
    login({ ...guest, phone: '01819123456' }, noon + 1);
    expect(kept.get('id-token')).toBe(tokenOf('u1'));
    login({ ...guest, userId: 'u2' }, noon + 2);
    expect(kept.has('id-token')).toBe(false);
    keepToken(tokenOf('u2'));
    logout();
    expect(kept.has('id-token')).toBe(false);
  });
});
