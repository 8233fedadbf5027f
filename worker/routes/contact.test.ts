import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

const valid = { name: 'Farhana Akter', email: 'farhana@example.com', subject: 'Private dining', message: 'We would like the river room for twelve guests.' };

let client = 0;
function post(body: unknown, headers: Record<string, string> = {}) {
  // Each test speaks from its own address, so the rate limit of one does not leak into another.
  client += 1;
  return exports.default.fetch(
    new Request('http://127.0.0.1/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `203.0.113.${client}`, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

const storedCount = async () => (await env.DB.prepare('SELECT count(*) AS n FROM contact_messages').first<{ n: number }>())?.n;

describe('POST /api/contact', () => {
  it('stores a valid message in D1', async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: number }>();
    const row = await env.DB.prepare('SELECT name, email, subject, message FROM contact_messages WHERE id = ?').bind(id).first();
    expect(row).toEqual(valid);
  });

  it('refuses each invalid field with 400, naming the field with the spec message, and stores nothing', async () => {
    const before = await storedCount();
    const response = await post({ name: 'F', email: 'nope', subject: 'Hi', message: 'short' });
    expect(response.status).toBe(400);
    const body = await response.json<{ issues: { path: string[]; message: string }[] }>();
    expect(body.issues).toEqual([
      { path: ['name'], message: 'Name must be at least 2 characters', code: 'nameMin' },
      { path: ['email'], message: 'Please enter a valid email', code: 'email' },
      { path: ['subject'], message: 'Subject must be at least 5 characters', code: 'subject' },
      { path: ['message'], message: 'Message must be at least 20 characters', code: 'message' },
    ]);
    expect(await storedCount()).toBe(before);
  });

  it.each([
    ['malformed JSON', '{"name": "Farhana",', {}],
    ['a wrong content type', JSON.stringify(valid), { 'Content-Type': 'text/plain' }],
    ['an unknown field', JSON.stringify({ ...valid, admin: true }), {}],
    ['an array', '[]', {}],
  ])('answers %s with a JSON 400', async (_case, body, headers) => {
    const response = await post(body, headers);
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toContain('application/json');
  });

  it('refuses a body over 64 KB with 413', async () => {
    const response = await post({ ...valid, message: 'x'.repeat(70 * 1024) });
    expect(response.status).toBe(413);
  });

  it('rate-limits one client after 5 messages a minute, with Retry-After', async () => {
    const headers = { 'CF-Connecting-IP': '198.51.100.7' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(valid, headers)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await post(valid, headers);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    // Another client is unaffected.
    expect((await post(valid)).status).toBe(201);
  });
});
