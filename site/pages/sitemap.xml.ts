import type { APIRoute } from 'astro';

// The public content routes; personal and transient screens (cart, profile, tracking) are left out.
const ROUTES = ['/', '/menu', '/about', '/contact', '/reservations', '/terms', '/policy'];

export const GET: APIRoute = ({ site }) => {
  const urls = ROUTES.map((route) => `  <url><loc>${new URL(route, site).href}</loc></url>`).join('\n');
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`, {
    headers: { 'Content-Type': 'application/xml' },
  });
};
