import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { normalizeId } from '../contract/ids';

// The tracking screens are one static page each; the id is read in the browser. The Worker runs first for
// these paths only to serve that page for any id (Workers static assets cannot rewrite by themselves). The Bangla
// pages the same, under /bn (docs/decisions/0028-the-guests-language.md).
const pages = new Hono<AppEnv>();

for (const prefix of ['', '/bn']) {
  for (const page of ['/track-order', '/track-reservation']) {
    pages.get(`${prefix}${page}/:id`, (c) => c.env.ASSETS.fetch(new Request(new URL(`${prefix}${page}`, c.req.url), c.req.raw)));
  }
}

// The short links text messages carry (worker/sms/templates.ts), each sent on to its page: a Bangla text's links
// start /bn and lead to the Bangla pages. A link that cannot be one (a mistyped id) goes to the page without it,
// which asks for the id.
const sendOn = (location: string) => new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'no-store' } });
for (const prefix of ['', '/bn']) {
  pages.get(`${prefix}/t/:id`, (c) => sendOn(`${prefix}/track-order/${normalizeId(c.req.param('id')) ?? ''}`));
  pages.get(`${prefix}/r/:id`, (c) => sendOn(`${prefix}/track-reservation/${normalizeId(c.req.param('id')) ?? ''}`));
  pages.get(`${prefix}/p/:order/:key`, (c) => {
    const order = normalizeId(c.req.param('order'));
    const key = c.req.param('key');
    return sendOn(order && /^[\w-]{16,64}$/.test(key) ? `${prefix}/pay?order=${order}&key=${key}` : `${prefix}/pay`);
  });
  // The offer's key goes in the fragment: the page reads it, and no server log or Referer ever carries it.
  pages.get(`${prefix}/w/:token`, (c) => {
    const token = c.req.param('token').toUpperCase();
    return sendOn(/^[0-9A-Z]{16}$/.test(token) ? `${prefix}/waitlist#offer=${token}` : `${prefix}/waitlist`);
  });
}

export default pages;
