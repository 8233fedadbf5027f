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
  build: { format: 'directory' },
  integrations: [react(), securityHeaders()],
  vite: {
    server: {
      // `npm run dev`: the API is the real Worker, started beside Astro's dev server.
      proxy: { '/api': `http://127.0.0.1:${workerPort}` },
    },
  },
});
