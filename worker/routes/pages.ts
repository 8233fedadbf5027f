import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

// The tracking screens are one static page each; the id is read in the browser. The Worker runs first for
// these paths only to serve that page for any id (Workers static assets cannot rewrite by themselves).
const pages = new Hono<AppEnv>();

for (const page of ['/track-order', '/track-reservation']) {
  pages.get(`${page}/:id`, (c) => c.env.ASSETS.fetch(new Request(new URL(page, c.req.url), c.req.raw)));
}

export default pages;
