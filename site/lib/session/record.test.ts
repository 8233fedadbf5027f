import { setPersistentEngine } from '@nanostores/persistent';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test-support/memory-storage';
import { SESSION_KEY, SESSION_MARK, storedSessionScript } from './record';

// The header's inline script reads what the store writes: the same key, the same record, the same mark.
const storage: Record<string, string> = {};
setPersistentEngine(storage, { addEventListener: () => {}, removeEventListener: () => {}, perKey: false });
const { login, logout } = await import('./store');

const guest = { userId: 'u1', name: 'Nusrat Jahan', email: 'guest@example.com', phone: '', address: '', photoUrl: '', role: 'user' as const };

/** Runs the inline script as the page would before its first paint, over the stored session; <html>'s marks. */
function firstPaint(): DOMStringMap {
  const dataset: DOMStringMap = {};
  const html = { dataset, removeAttribute: (name: string) => Reflect.deleteProperty(dataset, name.replace(/^data-/, '')) };
  const localStorage = memoryStorage(new Map(Object.entries(storage)));
  new Function('document', 'localStorage', storedSessionScript())({ documentElement: html }, localStorage);
  return html.dataset;
}

describe("the header's inline script", () => {
  it('marks a stored guest as signed in, an admin as an admin, under the mark the CSS reads', () => {
    login(guest);
    expect(firstPaint()).toEqual({ [SESSION_MARK]: 'user' });
    login({ ...guest, role: 'admin' });
    expect(firstPaint()).toEqual({ [SESSION_MARK]: 'admin' });
  });

  it('marks nothing signed out, with nothing stored, or with a record it cannot read', () => {
    logout();
    expect(firstPaint()).toEqual({});
    Reflect.deleteProperty(storage, SESSION_KEY);
    expect(firstPaint()).toEqual({});
    storage[SESSION_KEY] = '{not json';
    expect(firstPaint()).toEqual({});
  });

  it('names the key and the mark by the constants, not by hand', () => {
    expect(storedSessionScript()).toContain(`localStorage.getItem(${JSON.stringify(SESSION_KEY)})`);
    expect(storedSessionScript()).toContain(JSON.stringify(SESSION_MARK));
  });
});
