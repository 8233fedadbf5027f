import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { awayFromMinuteEnd } from '../test/limit-window';

const track = (path: string, client: string) => exports.default.fetch(new Request(`http://127.0.0.1/api/track/${path}`, { headers: { 'CF-Connecting-IP': client } }));

describe('tracking rate limit', () => {
  it('gives one client 60 lookups a minute across every id and both kinds, then 429 with Retry-After', { timeout: 15_000 }, async () => {
    await awayFromMinuteEnd();
    const client = '198.51.100.7';
    // Guessing ids: each guess is a new path, and each one still spends the same allowance.
    const statuses = [];
    for (let guess = 0; guess < 60; guess += 1) {
      const kind = guess % 2 ? 'order' : 'reservation';
      statuses.push((await track(`${kind}/GUESS${String(guess).padStart(7, '0')}`, client)).status);
    }
    expect(new Set(statuses)).toEqual(new Set([404]));

    const refused = await track('order/GUESS9999999', client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(await refused.json()).toEqual({ error: 'Too many requests. Please try again in a minute.', code: 'tooManyRequests' });
    expect((await track('reservation/GUESS9999999', client)).status).toBe(429);

    // Another guest is not held back by the first one.
    expect((await track('order/GUESS9999999', '198.51.100.8')).status).toBe(404);
  });
});
