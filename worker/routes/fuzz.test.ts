import { env, exports } from 'cloudflare:workers';
import * as fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorToken } from '../test/tokens';

// Property: whatever a client sends to a write endpoint — wrong types, missing or extra fields, absurd
// numbers, not JSON at all — the answer is a 4xx JSON error and the database is unchanged.
const WRITES = [
  ['POST', '/api/order/create-order'],
  ['POST', '/api/reservation/create-reservation'],
  ['POST', '/api/user/create-user'],
  ['PUT', '/api/user/update-user'],
  ['POST', '/api/contact'],
  ['PUT', '/api/order/update-order/ZZZZZZZZZZZZ'],
  ['PUT', '/api/reservation/update-reservation/ZZZZZZZZZZZZ'],
] as const;

const token = emulatorToken('fuzzer');
const field = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
const body = fc.oneof(
  fc.record(
    {
      userId: fc.oneof(fc.constant('fuzzer'), fc.string()),
      name: field,
      email: field,
      items: fc.oneof(fc.array(fc.record({ id: field, quantity: field }), { maxLength: 4 }), field),
      total: field,
      delivery: fc.oneof(fc.record({ address: field, phone: field }), field),
      paymentMethod: field,
      date: field,
      time: field,
      guests: field,
      status: field,
      phone: field,
      address: field,
      subject: field,
      message: field,
    },
    { requiredKeys: [] },
  ).map((value) => JSON.stringify(value)),
  fc.json(),
  fc.string(),
);

async function snapshot() {
  const counts = await env.DB.batch(['users', 'orders', 'order_lines', 'reservations', 'contact_messages'].map((table) => env.DB.prepare(`SELECT count(*) AS n FROM ${table}`)));
  return counts.map((result) => (result.results[0] as { n: number }).n);
}

beforeAll(async () => {
  await env.DB.prepare("INSERT OR IGNORE INTO users (user_id, name, email) VALUES ('fuzzer', 'Fuzz', 'fuzz@example.com')").run();
});

describe('malformed bodies on the write endpoints', () => {
  it('answer only 4xx JSON and change nothing (1,400 generated bodies)', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...WRITES), body, async ([method, path], payload) => {
        const response = await exports.default.fetch(
          new Request(`http://127.0.0.1${path}`, {
            method,
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'CF-Connecting-IP': `fuzz-${Math.random()}` },
            body: payload,
          }),
        );
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(response.headers.get('Content-Type')).toContain('application/json');
        await response.json();
      }),
      { numRuns: 1400 },
    );
    expect(await snapshot()).toEqual(before);
  });
});
