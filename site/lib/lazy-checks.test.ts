import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { lazyChecks } from './lazy-checks';

describe('lazyChecks', () => {
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
});
