import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyChecks } from './lazy-checks';

describe('lazyChecks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const schema = z.object({ name: z.string().check(z.minLength(2, 'Name must be at least 2 characters')) });

  it('checks the values with the schema once it has loaded', async () => {
    const checks = lazyChecks(async () => schema);
    await expect(checks.check({ name: 'S' })).resolves.toEqual({ errors: { name: 'Name must be at least 2 characters' } });
    await expect(checks.check({ name: 'Sadia' })).resolves.toEqual({ data: { name: 'Sadia' }, errors: {} });
  });

  it('rejects when the schema cannot load, and warming it then fails quietly', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const checks = lazyChecks(() => Promise.reject(offline));
    expect(() => checks.warm()).not.toThrow();
    await expect(checks.check({ name: 'Sadia' })).rejects.toBe(offline);
  });

  it('fetches nothing while the browser knows it is offline, and loads once it is back', async () => {
    const loadSchema = vi.fn(async () => schema);
    const checks = lazyChecks(loadSchema);
    vi.stubGlobal('navigator', { onLine: false });
    checks.warm();
    await expect(checks.check({ name: 'S' })).rejects.toThrow('Offline');
    expect(loadSchema).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', { onLine: true });
    await expect(checks.check({ name: 'S' })).resolves.toEqual({ errors: { name: 'Name must be at least 2 characters' } });
    // Loaded once, the checks need no network.
    vi.stubGlobal('navigator', { onLine: false });
    await expect(checks.check({ name: 'Sadia' })).resolves.toEqual({ data: { name: 'Sadia' }, errors: {} });
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });
});
