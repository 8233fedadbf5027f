// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import securityHeaders from './scripts/astro-security-headers.ts';

const workerPort = process.env.PORT ?? '8787';

export default defineConfig({
  site: process.env.SITE_URL ?? `http://127.0.0.1:${workerPort}`,
  srcDir: './site',
  publicDir: './site/public',
  outDir: './dist',
  output: 'static',
  trailingSlash: 'ignore',
  // /menu is dist/menu.html, served at /menu without a redirect (Workers assets' auto-trailing-slash).
  // Styles inline in each page: no render-blocking request on a slow network (hashed for the CSP).
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [
    react(),
    securityHeaders({
      // The interactive map (loaded on request) and, with a live Sanity project, its image CDN.
      frame: ['https://www.openstreetmap.org'],
      img: process.env.SANITY_PROJECT_ID ? ['https://cdn.sanity.io'] : [],
    }),
  ],
  vite: {
    server: {
      // `npm run dev`: the API is the real Worker, started beside Astro's dev server.
      proxy: { '/api': `http://127.0.0.1:${workerPort}` },
    },
  },
});
