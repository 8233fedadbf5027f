import { beforeEach, describe, expect, it } from 'vitest';
import { idToken as token } from '../../test-support/id-token';
import { memoryStorage } from '../../test-support/memory-storage';
import { forgetToken, keepToken, keptToken } from './kept-token';

// The origin's localStorage, as the browser has it.
const items = new Map<string, string>();
globalThis.localStorage = memoryStorage(items);

const noon = Date.parse('2026-11-23T12:00:00Z');

describe('the kept ID token', () => {
  beforeEach(() => items.clear());

  it('is given back for its own user while more than five minutes remain', () => {
    const kept = token({ sub: 'u1', exp: noon / 1000 + 3600 });
    keepToken(kept);
    expect(keptToken('u1', noon)).toBe(kept);
    expect(keptToken('u1', noon + 54 * 60_000)).toBe(kept);
    expect(keptToken('u1', noon + 55 * 60_000)).toBeNull();
  });

  it("is never another user's, nor one that cannot be read", () => {
    keepToken(token({ sub: 'u1', exp: noon / 1000 + 3600 }));
    expect(keptToken('u2', noon)).toBeNull();
    keepToken(token({ sub: 'u1' }));
    expect(keptToken('u1', noon)).toBeNull();
    keepToken('not-a-token');
    expect(keptToken('u1', noon)).toBeNull();
  });

  it('is gone once forgotten', () => {
    keepToken(token({ sub: 'u1', exp: noon / 1000 + 3600 }));
    forgetToken();
    expect(keptToken('u1', noon)).toBeNull();
  });
});
