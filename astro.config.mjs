// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import securityHeaders from './integrations/security-headers.ts';
import modulePreload from './integrations/module-preload.ts';
import siteFonts from './integrations/site-fonts.ts';
import takaFont from './integrations/taka-font.ts';

const workerPort = process.env.PORT ?? '8787';
// `npm run deploy` builds for production; every other build is local and talks to the Auth emulator.
const deploying = process.env.DEPLOY === '1';
const firebaseAuthDomain = process.env.FIREBASE_AUTH_DOMAIN ?? 'demo-karnaphuli.firebaseapp.com';
const authEmulator = deploying ? [] : ['http://127.0.0.1:*'];

export default defineConfig({
  site: process.env.SITE_URL ?? `http://127.0.0.1:${workerPort}`,
  srcDir: './site',
  publicDir: './site/public',
  outDir: './dist',
  output: 'static',
  trailingSlash: 'ignore',
  // Two languages: English at the site's own addresses (/menu), Bangla under /bn (/bn/menu), each page
  // built in both from one source (site/pages/bn/ holds one line per page). Nothing redirects a guest to a
  // language: site/lib/lang-offer.ts offers Bangla once to a browser that prefers it (site/i18n/).
  i18n: { locales: ['en', 'bn'], defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
  // /menu is dist/menu.html, served at /menu without a redirect (Workers assets' auto-trailing-slash).
  // Styles inline in each page: no render-blocking request on a slow network (hashed for the CSP).
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [
    // The islands run on React 19 itself, as the restaurant's brief names it (react-dom/client in the browser,
    // react-dom/server when prerendering). Content pages ship none of it.
    react(),
    siteFonts(),
    takaFont(),
    modulePreload(),
    securityHeaders({
      // Firebase Authentication: its API, Google's popup helper (apis.google.com) and the project's
      // sign-in handler frame; locally the emulator instead.
      script: ['https://apis.google.com'],
      connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', ...authEmulator],
      // The interactive map (loaded on request), and the sign-in frame.
      frame: ['https://www.openstreetmap.org', `https://${firebaseAuthDomain}`, ...authEmulator],
      // Guests' profile photos come from their Google or Facebook account, over https.
      img: ['https:'],
    }),
  ],
  vite: {
    build: {
      // A component's script is its own file, never written into the page (Astro inlines one under 4 KB that
      // imports nothing): the footer's newsletter script was repeated in every page and cached in none, and
      // each inline script is one more hash in that page's policy header. The page's first bytes are what a
      // phone's first round trip carries (docs/performance.md); the scripts come after it, at low priority.
      // Nor is a font file written into the page's CSS (Bangla's small files of spaces and marks, 2.6 KB each): a
      // page that never sets Bangla would carry them in every response.
      assetsInlineLimit: (file) => (file.endsWith('.js') || file.endsWith('.woff2') ? false : undefined),
      rollupOptions: {
        output: {
          // What every page's shell scripts share (the stores, toasts, formatting and their small libraries)
          // in one chunk instead of six: fewer requests on a phone's first view (docs/decisions/0007).
          codeSplitting: {
            groups: [{ name: 'shell', test: /site\/stores\/|site\/lib\/session\/store\.ts|site\/lib\/toasts\/(show|messages|queue)\.ts|site\/lib\/format\.ts|worker\/contract\/messages\/replies\.ts|node_modules\/(nanostores|@nanostores\/persistent)\/|vite\/preload-helper/ }],
          },
        },
      },
    },
    server: {
      // `npm run dev`: the API is the real Worker, started beside Astro's dev server.
      proxy: { '/api': `http://127.0.0.1:${workerPort}` },
    },
  },
});
