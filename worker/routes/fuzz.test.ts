import { env, exports } from 'cloudflare:workers';
import * as fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryArea } from '../contract/delivery-areas';
import type { CatalogueItem } from '../contract/menu';
import type { Order } from '../contract/order';
import { MAX_LINES } from '../contract/order-rules';
import { callAsUid } from '../test/callers';
import { changes, snapshot } from '../test/db-snapshot';
import { bodyFor, type Outcome, orderSpecs, outcomeOf, priced, STATUS } from '../test/order-bodies';
import { emulatorToken } from '../test/tokens';

// Properties of the write endpoints, over generated requests: what the server answers and what it writes.

// Whatever a client sends to a write endpoint — wrong types, missing or extra fields, absurd numbers, not
// JSON at all — the answer is a 4xx JSON error and the database is unchanged.
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

beforeAll(async () => {
  await env.DB.prepare("INSERT OR IGNORE INTO users (user_id, name, email) VALUES ('fuzzer', 'Fuzz', 'fuzz@example.com')").run();
});

describe('malformed bodies on the write endpoints', () => {
  it('answer only 4xx JSON and change nothing (1,400 generated bodies)', { timeout: 60_000 }, async () => {
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
        expect(await response.json()).toMatchObject({ error: expect.any(String) });
      }),
      { numRuns: 1400 },
    );
    expect(await snapshot()).toEqual(before);
  });
});

// Create-order bodies that are mostly right, so they reach pricing: real dishes (some off the menu, some
// unknown), quantities in and out of range, figures exact or off. The server owes each exactly one
// answer: a refusal writes nothing at all; an order is written whole, priced by the server, and nothing else.
describe('create-order bodies that reach pricing', () => {
  it('answer as the catalogue says, write exactly the order placed or nothing (400 generated orders)', { timeout: 120_000 }, async () => {
    const { items: catalogue, areas } = await (await env.ASSETS.fetch(new Request('https://assets.local/catalogue.json'))).json<{ items: CatalogueItem[]; areas: DeliveryArea[] }>();
    const run = crypto.randomUUID().slice(0, 8);
    let guests = 0;
    const seen: Record<Outcome, number> = { invalid: 0, 'not-yours': 0, 'not-on-menu': 0, 'unknown-area': 0, 'not-served': 0, 'under-minimum': 0, 'figures-differ': 0, placed: 0 };
    // How many lines the orders placed had: long carts must be placed too, up to the contract's maximum.
    const placedLines: number[] = [];

    await fc.assert(
      // A new guest each time, so the per-guest create limit never answers instead; some have no user row yet.
      fc.asyncProperty(orderSpecs(catalogue, areas), fc.boolean(), async (spec, hasRecord) => {
        const uid = `fuzz-${run}-${++guests}`;
        if (hasRecord) await env.DB.prepare("INSERT INTO users (user_id, name, email, phone, address) VALUES (?1, 'Fuzz Guest', 'fuzz@example.com', '01711000009', 'Agrabad')").bind(uid).run();
        const body = bodyFor(spec, uid);
        const outcome = outcomeOf(spec);
        const server = priced(spec);
        const before = await snapshot();

        const response = await callAsUid(uid, 'POST', '/order/create-order', body);
        expect(response.status, JSON.stringify(body)).toBeLessThan(500);
        expect(response.status, `${outcome}: ${JSON.stringify(body)}`).toBe(STATUS[outcome]);
        expect(response.headers.get('Content-Type')).toContain('application/json');
        const answer = await response.json<{ error?: unknown; issues?: { path: unknown[] }[]; order?: Order; total?: number; estimatedDeliveryTime?: number }>();
        const after = await snapshot();
        seen[outcome] += 1;

        if (outcome !== 'placed') {
          expect(answer.error).toEqual(expect.any(String));
          expect(after).toEqual(before);
          if (outcome === 'figures-differ') expect(answer).toMatchObject(server);
          if (outcome === 'not-on-menu') {
            const offMenu = spec.lines.value.flatMap((line, index) => (line.dish ? [] : [['items', index, 'id']]));
            expect(answer.issues?.map((issue) => issue.path)).toEqual(offMenu);
          }
          if (outcome === 'unknown-area' || outcome === 'not-served' || outcome === 'under-minimum') expect(answer.issues?.map((issue) => issue.path)).toEqual([['delivery', 'area']]);
          return;
        }

        const lines = spec.lines.value.map((line) => ({ id: line.dish?.id, quantity: line.value.quantity, price: line.dish?.price }));
        placedLines.push(lines.length);
        expect(answer.order).toMatchObject({ ...server, userId: uid, status: 'pending', items: lines });
        const written = changes(before, after);
        const name = String(spec.name.value).trim();
        expect(written.orders.added).toEqual([
          expect.objectContaining({ id: answer.order?.id, user_id: uid, name, total: server.total, estimated_delivery_time: server.estimatedDeliveryTime, delivery_fee: server.deliveryFee, delivery_area: spec.handover.value.area?.id ?? null, status: 'pending' }),
        ]);
        expect(written.order_lines.added.map((row) => ({ order: row.order_id, id: row.dish_id, quantity: row.quantity, price: row.price }))).toEqual(lines.map((line) => ({ order: answer.order?.id, ...line })));
        // The guest's record is created if missing; either way it now holds the address their token proves.
        expect(written.users.added).toEqual([
          hasRecord
            ? expect.objectContaining({ user_id: uid, name: 'Fuzz Guest', email: 'fuzz@example.com', verified_email: `${uid}@example.com` })
            : expect.objectContaining({ user_id: uid, name, email: `${uid}@example.com`, verified_email: `${uid}@example.com`, phone: '', address: '', role: 'user' }),
        ]);
        expect(written.users.removed).toEqual(hasRecord ? [expect.objectContaining({ user_id: uid, verified_email: null })] : []);
        for (const [table, { removed }] of Object.entries(written)) if (table !== 'users') expect(removed).toEqual([]);
        // The receipt goes to the proven address, never to the one typed on the record. An order paid online has
        // none yet: it is written when the payment is confirmed (docs/payments.md).
        const cash = spec.paymentMethod.value === 'cod';
        expect(written.orders.added).toEqual([expect.objectContaining({ payment_status: cash ? 'cod' : 'awaiting' })]);
        expect(written.mail_outbox.added).toEqual(cash ? [expect.objectContaining({ kind: 'order-placed', subject_id: answer.order?.id, recipient: `${uid}@example.com` })] : []);
        expect([...written.reservations.added, ...written.contact_messages.added, ...written.status_events.added]).toEqual([]);
      }),
      { numRuns: 400 },
    );

    // Each answer was actually reached, often: a generator that stopped reaching pricing fails here.
    expect(seen.placed, JSON.stringify(seen)).toBeGreaterThanOrEqual(40);
    expect(seen['figures-differ'], JSON.stringify(seen)).toBeGreaterThanOrEqual(30);
    expect(seen['not-on-menu'], JSON.stringify(seen)).toBeGreaterThanOrEqual(15);
    expect(seen.invalid, JSON.stringify(seen)).toBeGreaterThanOrEqual(40);
    expect(seen['not-yours'], JSON.stringify(seen)).toBeGreaterThanOrEqual(2);
    expect(seen['unknown-area'] + seen['not-served'] + seen['under-minimum'], JSON.stringify(seen)).toBeGreaterThanOrEqual(5);
    expect(placedLines.filter((count) => count > 11).length, JSON.stringify(placedLines)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...placedLines), JSON.stringify(placedLines)).toBe(MAX_LINES);
  });
});
