import type { APIRoute } from 'astro';
import { LANG_TAG, LANGS, pathIn } from '../i18n/lang';

// The public content routes, each in both languages; personal and transient screens (cart, profile, tracking)
// are left out. Every address names its twin in the other language, and English as the default, as the pages'
// own <link rel="alternate" hreflang> do (BaseLayout.astro).
const ROUTES = ['/', '/menu', '/about', '/contact', '/reservations', '/terms', '/policy'];

export const GET: APIRoute = ({ site }) => {
  const href = (path: string) => new URL(path, site).href;
  const urls = ROUTES.flatMap((route) => {
    const alternates = [...LANGS.map((lang) => ({ hreflang: LANG_TAG[lang], href: href(pathIn(lang, route)) })), { hreflang: 'x-default', href: href(route) }]
      .map((alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${alternate.href}"/>`)
      .join('\n');
    return LANGS.map((lang) => `  <url>\n    <loc>${href(pathIn(lang, route))}</loc>\n${alternates}\n  </url>`);
  }).join('\n');
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
    { headers: { 'Content-Type': 'application/xml' } },
  );
};
