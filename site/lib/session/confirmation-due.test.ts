import { setPersistentEngine } from '@nanostores/persistent';
import { beforeEach, describe, expect, it } from 'vitest';
import { idToken } from '../../test-support/id-token';
import { memoryStorage } from '../../test-support/memory-storage';

// The one check behind both askings of the provider (the page shell's when idle, an island's when it needs it).
setPersistentEngine({}, { addEventListener: () => {}, removeEventListener: () => {}, perKey: false });
const kept = new Map<string, string>();
globalThis.localStorage = memoryStorage(kept);
const { CONFIRM_EVERY_MS, confirmationDue, login, logout } = await import('./store');
const { keepToken } = await import('./kept-token');

const guest = { userId: 'u1', name: 'Nusrat Jahan', email: 'guest@example.com', phone: '', address: '', photoUrl: '', role: 'user' as const };
const noon = Date.parse('2026-11-23T12:00:00Z');

describe('when the identity provider is asked to confirm the stored session', () => {
  beforeEach(() => kept.clear());

  it('signed out: never, for the page or an island', () => {
    logout();
    expect(confirmationDue({ forCalls: false }, noon)).toBe(false);
    expect(confirmationDue({ forCalls: true }, noon)).toBe(false);
  });

  it('ten minutes after the API gave the record: for the page and an island alike', () => {
    login(guest, noon);
    keepToken(idToken({ sub: 'u1', exp: noon / 1000 + 3600 }));
    expect(confirmationDue({ forCalls: false }, noon + CONFIRM_EVERY_MS - 1)).toBe(false);
    expect(confirmationDue({ forCalls: true }, noon + CONFIRM_EVERY_MS - 1)).toBe(false);
    expect(confirmationDue({ forCalls: false }, noon + CONFIRM_EVERY_MS)).toBe(true);
    expect(confirmationDue({ forCalls: true }, noon + CONFIRM_EVERY_MS)).toBe(true);
  });

  it('with no token kept: only for an island about to call the API', () => {
    login(guest, noon);
    expect(confirmationDue({ forCalls: false }, noon + 60_000)).toBe(false);
    expect(confirmationDue({ forCalls: true }, noon + 60_000)).toBe(true);
  });
});
