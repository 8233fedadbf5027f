import { env, exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_PUBLISHED_EVENT } from '../contract/content-hook';
import { checkSignature, SIGNATURE_TOLERANCE_MS } from '../hooks/sanity-signature';
import { createApp } from '../index';
import { interceptGitHub, sanitySignature } from '../test/github';

// POST /api/hooks/content-published: Sanity's webhook in, GitHub's repository_dispatch out (routes/hooks.ts). The
// test Worker is configured as production would be (vitest.worker.config.ts); GitHub is intercepted.
const SECRET = env.SANITY_WEBHOOK_SECRET ?? '';
const PATH = 'http://127.0.0.1/api/hooks/content-published';
const published = { _id: 'dish-7', _type: 'dish', operation: 'update' };

async function hook(body: unknown, options: { secret?: string; time?: number; signature?: string | null } = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const signature = options.signature === undefined ? await sanitySignature(options.secret ?? SECRET, text, options.time ?? Date.now()) : options.signature;
  // From an address of its own: the hook's allowance (30 a minute an address) is the rate limits' tests' to meet.
  return exports.default.fetch(new Request(PATH, { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `sanity-${crypto.randomUUID()}`, ...(signature === null ? {} : { 'sanity-webhook-signature': signature }) }, body: text }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Sanity’s signature', () => {
  // The published vectors of @sanity/webhook's own tests: our check reads the format Sanity really sends.
  it.each([
    ['test', JSON.stringify({ _id: 'resume' }), 't=1633519811129,v1=tLa470fx7qkLLEcMOcEUFuBbRSkGujyskxrNXcoh0N0'],
    ['try-me', JSON.stringify({ title: 'GROQ-Hooks are neat' }), 't=1633518820676,v1=e7C9h2sfbFfc4V7TEz7PSOp4IoNzl0UdVsBV-1wgdeA'],
    ['test', JSON.stringify({ _id: 'resume' }), 't=1633519811129, v1=tLa470fx7qkLLEcMOcEUFuBbRSkGujyskxrNXcoh0N0'],
  ])('accepts @sanity/webhook’s signature made with %j', async (secret, body, header) => {
    const time = Number(/t=(\d+)/.exec(header)?.[1]);
    expect(await checkSignature(secret, header, body, time)).toBe('valid');
    expect(await checkSignature(secret, header.replace('t=1633', 't=1634'), body, time)).toBe('invalid');
    expect(await checkSignature(secret, header, body.replace('}', ' }'), time)).toBe('invalid');
  });
});

describe('POST /api/hooks/content-published', () => {
  it('a signed publish of a dish starts the deploy workflow: one dispatch with the event, the token and the change', async () => {
    const github = interceptGitHub();
    const response = await hook(published);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ dispatched: CONTENT_PUBLISHED_EVENT });
    expect(github).toHaveLength(1);
    const [dispatch] = github;
    expect(dispatch?.method).toBe('POST');
    expect(dispatch?.url).toBe('https://api.github.com/repos/karnaphuli/site/dispatches');
    expect(dispatch?.headers).toMatchObject({
      authorization: 'Bearer github_pat_test_token',
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      'content-type': 'application/json',
    });
    expect(dispatch?.headers['user-agent']).toBeTruthy();
    expect(dispatch?.body).toEqual({ event_type: 'content-published', client_payload: { documentId: 'dish-7', documentType: 'dish', operation: 'update' } });
  });

  it('a deleted testimonial deploys too (the page must lose it)', async () => {
    const github = interceptGitHub();
    expect((await hook({ _id: 'testimonial-3', _type: 'testimonial', operation: 'delete' })).status).toBe(202);
    expect(github.map((call) => call.body)).toEqual([{ event_type: 'content-published', client_payload: { documentId: 'testimonial-3', documentType: 'testimonial', operation: 'delete' } }]);
  });

  it.each([
    ['no signature', { signature: null }, 'missing'],
    ['a signature that is not t=…,v1=…', { signature: 'sha256=abc' }, 'is not t=<time>'],
    ['a signature made with another secret', { secret: 'someone-else' }, 'does not match'],
    ['a signature older than the tolerance (a replay)', { time: Date.now() - SIGNATURE_TOLERANCE_MS - 60_000 }, 'too old'],
    ['a signature from beyond the tolerance in the future', { time: Date.now() + SIGNATURE_TOLERANCE_MS + 60_000 }, 'too old'],
  ])('refuses %s with 401 and dispatches nothing', async (_case, options, message) => {
    const github = interceptGitHub();
    const response = await hook(published, options);
    expect(response.status).toBe(401);
    expect((await response.json<{ error: string }>()).error).toContain(message);
    expect(github).toEqual([]);
  });

  it('refuses a body changed after signing with 401', async () => {
    const github = interceptGitHub();
    const signature = await sanitySignature(SECRET, JSON.stringify(published), Date.now());
    const response = await hook({ ...published, _id: 'dish-8' }, { signature });
    expect(response.status).toBe(401);
    expect(github).toEqual([]);
  });

  it.each([
    ['a draft', { _id: 'drafts.dish-7', _type: 'dish', operation: 'update' }, 'not a published document'],
    ['a release’s version', { _id: 'versions.r1.dish-7', _type: 'dish', operation: 'update' }, 'not a published document'],
    ['an image asset', { _id: 'image-abc-800x600-jpg', _type: 'sanity.imageAsset', operation: 'create' }, 'does not show sanity.imageAsset'],
  ])('acknowledges %s with 202 and starts no deploy', async (_case, body, reason) => {
    const github = interceptGitHub();
    const response = await hook(body);
    expect(response.status).toBe(202);
    expect((await response.json<{ ignored: string }>()).ignored).toContain(reason);
    expect(github).toEqual([]);
  });

  it('refuses a signed body that is not the projection with 400, naming the field', async () => {
    const github = interceptGitHub();
    const response = await hook({ _id: 'dish-7', _type: 'dish' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'operation must be create, update or delete', issues: [{ path: ['operation'], message: 'operation must be create, update or delete' }] });
    expect((await hook('not json')).status).toBe(400);
    expect(github).toEqual([]);
  });

  it('answers 503 when the hook is not configured, telling the caller nothing of which setting is missing', async () => {
    const github = interceptGitHub();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const body = JSON.stringify(published);
    const unconfigured = { ...env, SANITY_WEBHOOK_SECRET: undefined, GITHUB_DISPATCH_TOKEN: undefined };
    const response = await createApp().request(PATH, { method: 'POST', headers: { 'sanity-webhook-signature': await sanitySignature(SECRET, body, Date.now()) }, body }, unconfigured);
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'The content hook is not configured.' });
    expect(text).not.toMatch(/SANITY|GITHUB|SECRET|TOKEN/);
    // Whoever runs the Worker reads which ones in its log.
    expect(logged.mock.calls.flat().join(' ')).toContain('SANITY_WEBHOOK_SECRET, GITHUB_DISPATCH_TOKEN');
    expect(github).toEqual([]);
  });

  it('a signed call replayed inside the five minutes, or twice at once, starts one deploy', async () => {
    const github = interceptGitHub();
    const text = JSON.stringify(published);
    const signature = await sanitySignature(SECRET, text, Date.now());
    const first = await hook(text, { signature });
    expect(first.status).toBe(202);
    const again = await Promise.all([hook(text, { signature }), hook(text, { signature })]);
    expect(again.map((response) => response.status)).toEqual([202, 202]);
    expect(await again[0]?.json()).toEqual({ ignored: 'This call was already received: a replay starts nothing' });
    // Nor the same signature written another way (a space after the comma, as the header allows).
    expect((await hook(text, { signature: signature.replace(',', ', ') })).status).toBe(202);
    expect(github).toHaveLength(1);
    // The same change signed again (another delivery, a second later) is a call of its own.
    expect((await hook(text, { time: Date.now() + 1000 })).status).toBe(202);
    expect(github).toHaveLength(2);
  });

  it('a call whose deploy could not be started is not remembered: Sanity’s retry of it starts the deploy', async () => {
    const text = JSON.stringify(published);
    const signature = await sanitySignature(SECRET, text, Date.now());
    interceptGitHub({ status: 500, body: 'down' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await hook(text, { signature })).status).toBe(502);
    vi.restoreAllMocks();
    const github = interceptGitHub();
    expect((await hook(text, { signature })).status).toBe(202);
    expect(github).toHaveLength(1);
  });

  it.each([
    ['refuses the token', { status: 401, body: '{"message":"Bad credentials"}' }, 'GitHub answered 401: {"message":"Bad credentials"}'],
    ['cannot be reached', 'unreachable' as const, 'GitHub could not be reached'],
  ])('answers 502 when GitHub %s, so Sanity retries the delivery', async (_case, answer, message) => {
    const github = interceptGitHub(answer);
    const response = await hook(published);
    expect(response.status).toBe(502);
    expect((await response.json<{ error: string }>()).error).toContain(message);
    expect(github).toHaveLength(1);
  });
});
