import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { CONTENT_PUBLISHED_EVENT, ContentPublished, ignoredBecause } from '../contract/content-hook';
import { claimHookCall, releaseHookCall } from '../db/content-hook';
import { DispatchFailed, dispatchToGitHub } from '../hooks/github-dispatch';
import { checkSignature, SIGNATURE_HEADER, signedCall } from '../hooks/sanity-signature';
import { rateLimit } from '../rate-limit';

const hooks = new Hono<AppEnv>();

const REFUSED = {
  missing: `The ${SIGNATURE_HEADER} header is missing`,
  malformed: `The ${SIGNATURE_HEADER} header is not t=<time>,v1=<signature>`,
  invalid: 'The signature does not match the body',
  stale: 'The signature is too old (or from the future): a replayed call is refused',
} as const;

// Sanity's webhook, on a published change (docs/operations.md, "Publishing content to the site"): verified with
// the webhook's secret, then handed to GitHub as a repository_dispatch that rebuilds and deploys the site. The
// Worker stands between them so the GitHub token never sits in Sanity, and only a signed, fresh call for a
// document the site shows starts a deploy (docs/decisions/0015). 30 calls a minute an address (wrangler.toml).
hooks.post('/content-published', rateLimit('HOOK_LIMITER'), async (c) => {
  const { SANITY_WEBHOOK_SECRET: secret, GITHUB_DISPATCH_TOKEN: token, GITHUB_DISPATCH_REPOSITORY: repository } = c.get('config');
  if (secret === undefined || token === undefined || repository === undefined) {
    // Which settings are missing is for whoever runs the Worker (its log), not for an unauthenticated caller.
    const missing = [secret === undefined && 'SANITY_WEBHOOK_SECRET', token === undefined && 'GITHUB_DISPATCH_TOKEN', repository === undefined && 'GITHUB_DISPATCH_REPOSITORY'].filter(Boolean);
    console.error(`The content hook is not configured: ${missing.join(', ')} not set`);
    return c.json({ error: 'The content hook is not configured.' }, 503);
  }

  // The signature covers the raw bytes, so the body is read as text and parsed only once it is proven.
  const body = await c.req.text();
  const signature = await checkSignature(secret, c.req.header(SIGNATURE_HEADER), body, Date.now());
  if (signature !== 'valid') return c.json({ error: REFUSED[signature] }, 401);

  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return c.json({ error: 'The body is not JSON' }, 400);
  }
  const parsed = ContentPublished.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.filter((part): part is string | number => typeof part !== 'symbol'), message: issue.message }));
    return c.json({ error: issues.map((issue) => issue.message).join('. '), issues }, 400);
  }

  // A change the site does not show is acknowledged (2xx, so Sanity does not retry it) and starts nothing.
  const ignored = ignoredBecause(parsed.data);
  if (ignored !== null) return c.json({ ignored }, 202);

  // A signed call replayed while its signature is fresh (or two copies at once) starts one deploy: the call is
  // claimed by its time and signature (which covers its body), however its header is written; a distinct delivery
  // is signed anew.
  const claim = signedCall(c.req.header(SIGNATURE_HEADER)) ?? '';
  if (!(await claimHookCall(c.env.DB, claim))) return c.json({ ignored: 'This call was already received: a replay starts nothing' }, 202);

  try {
    await dispatchToGitHub({ repository, token }, CONTENT_PUBLISHED_EVENT, { documentId: parsed.data._id, documentType: parsed.data._type, operation: parsed.data.operation });
  } catch (error) {
    if (!(error instanceof DispatchFailed)) throw error;
    await releaseHookCall(c.env.DB, claim);
    // 502: Sanity retries a 5xx (twice, 30 seconds apart), and its attempts log shows this message to whoever looks.
    console.error('The content hook could not start the deploy', error.message);
    return c.json({ error: `The deploy could not be started: ${error.message}` }, 502);
  }
  return c.json({ dispatched: CONTENT_PUBLISHED_EVENT }, 202);
});

export default hooks;
