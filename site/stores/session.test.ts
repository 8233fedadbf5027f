import { setPersistentEngine } from '@nanostores/persistent';
import { describe, expect, it } from 'vitest';

// A real in-memory storage engine, as the browser's localStorage would be.
const storage: Record<string, string> = {};
setPersistentEngine(storage, { addEventListener: () => {}, removeEventListener: () => {}, perKey: false });

const { CONFIRM_EVERY_MS, login, logout, sessionNeedsConfirming } = await import('./session');

const guest = { userId: 'u1', name: 'Nusrat Jahan', email: 'guest@example.com', phone: '', address: '', photoUrl: '', role: 'user' as const };
const noon = Date.parse('2026-11-23T12:00:00Z');

describe('when a stored session is confirmed with the identity provider (issue #14)', () => {
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
});
