// What both stand-in gateways share: a plain node:http server on 127.0.0.1, its request bodies, its answers,
// and the control endpoint the tests use to make it misbehave (docs/payments.md, "What runs locally").
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** The credentials `npm start` and the tests give both the stand-ins and the Worker. Local only: never real ones. */
export const LOCAL_BKASH = { username: 'karnaphuli-local', password: 'local-bkash-password', appKey: 'local-app-key', appSecret: 'local-app-secret' };
export const LOCAL_SSLCOMMERZ = { storeId: 'karnaphuli-local', storePassword: 'local-store-password' };

/**
 * How a stand-in misbehaves, set through POST /__control (JSON) and cleared by POST /__control/reset:
 * - slowMs: every API answer waits this long;
 * - down: every API request is answered 503 with a page, as a gateway behind its load balancer is when down;
 * - refuseRefund: a refund is refused with this reason (a string), until cleared;
 * - answerAfterMs: the money-moving call (bKash execute, SSLCommerz validation) does its work at once but answers
 *   only after this long, so a Worker that stopped waiting must ask for the status;
 * - tamperAmount: (SSLCommerz) the validation API reports one taka less than was paid;
 * - riskLevel: (SSLCommerz) the risk_level of the next payments ('0' or '1');
 * - statusError: (bKash) the status query answers with this error (a string) instead of the payment, with HTTP
 *   200 as bKash sends its errors;
 * - refundOutcome: (SSLCommerz) what a refund it accepted becomes when next asked about: 'refunded' (the default)
 *   or 'cancelled'; until then the refund query answers 'processing'.
 * Each setting is a rule for the requests about one payment (`only`: text its body or query, or the payment it
 * names, contains — a paymentID, a tran_id, a payer's number), or for every request when `only` is not given.
 * Test files run side by side against the same stand-ins: each sets and clears its own rules, never another's.
 */
export const DEFAULT_CONTROL = { slowMs: 0, down: false, refuseRefund: null, answerAfterMs: 0, tamperAmount: false, riskLevel: '0', statusError: null, refundOutcome: 'refunded' };

export async function readBody(request) {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

export function parseBody(request, body) {
  const type = request.headers['content-type'] ?? '';
  if (type.includes('application/json')) {
    try {
      return JSON.parse(body || '{}');
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(body));
}

export function sendJson(response, status, value) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(value));
}

export function sendHtml(response, status, html) {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(html);
}

export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** A page of the stand-in's: plain, with its name on it so nobody mistakes it for the real gateway. */
export const page = (title, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}button{font:inherit;padding:.6rem 1rem;margin:.3rem .3rem 0 0}</style></head>
<body><p><strong>Local stand-in</strong>: no money moves here.</p>${body}</body></html>`;

/**
 * A stand-in's server: `api(...)` answers the provider's paths, `isPage(path)` says which are the guest's pages
 * (which stay up and fast whatever the control says), `related(url, body)` the text of the payment a request
 * names (for the control's `only`); /__control is handled here.
 * Resolves once listening.
 */
export function serve({ name, port, host = '127.0.0.1', api, state, isPage, related = () => '' }) {
  /** The rules, by the text they are `only` for ('' for every request). */
  const rules = new Map();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}:${port}`);
    try {
      const raw = await readBody(request);
      if (url.pathname === '/__control' && request.method === 'POST') {
        const { only = '', ...settings } = JSON.parse(raw || '{}');
        rules.set(only, { ...DEFAULT_CONTROL, ...rules.get(only), ...settings });
        return sendJson(response, 200, Object.fromEntries(rules));
      }
      // A stand-in's own one-off acts (bKash: revoke every token it granted).
      if (url.pathname.startsWith('/__control/act/') && request.method === 'POST') return sendJson(response, 200, state.act?.(url.pathname.slice('/__control/act/'.length)) ?? null);
      if (url.pathname === '/__control/reset' && request.method === 'POST') {
        const { only } = JSON.parse(raw || '{}');
        if (only === undefined) rules.clear();
        else rules.delete(only);
        return sendJson(response, 200, Object.fromEntries(rules));
      }
      if (url.pathname.startsWith('/__control')) return sendJson(response, 200, state.inspect(url));
      if (url.pathname === '/healthz') return sendJson(response, 200, { ok: true });
      // The guest's pages stay up when the API is "down": it is the API the Worker must survive without.
      const guestPage = isPage(url.pathname);
      const body = parseBody(request, raw);
      // The rule for the payment this request is about, else the rule for every request, else none.
      const about = rules.size ? `${raw} ${url.search} ${related(url, body ?? {})}` : '';
      const only = [...rules.keys()].find((text) => text !== '' && about.includes(text));
      const now = rules.get(only ?? '') ?? DEFAULT_CONTROL;
      if (now.down && !guestPage) return sendHtml(response, 503, page('Service Unavailable', '<h1>503 Service Unavailable</h1>'));
      if (now.slowMs && !guestPage) await sleep(now.slowMs);
      await api({ request, response, url, raw, body, control: now });
    } catch (error) {
      console.error(`[${name}]`, error);
      if (!response.headersSent) sendJson(response, 500, { error: 'stand-in failure' });
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve({ server, url: `http://${host}:${port}`, close: () => new Promise((done) => server.close(() => done())) }));
  });
}

/** `--port N` from a command line, for running a stand-in on its own. */
export function portArgument(fallback) {
  const index = process.argv.indexOf('--port');
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

let sequence = 0;
/** A gateway-style id: a prefix, the time and a counter (unique within this process). */
export const gatewayId = (prefix) => `${prefix}${Date.now().toString(36).toUpperCase()}${(++sequence).toString(36).toUpperCase().padStart(4, '0')}`;
