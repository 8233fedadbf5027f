import { createServer } from 'node:net';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { LOCAL_BKASH, LOCAL_SSLCOMMERZ } from './scripts/gateways/index.mjs';
import { LOCAL_BULKSMSBD } from './scripts/gateways/bulksmsbd.mjs';

/** A port nothing listens on now, for this run's own mail catcher. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
    });
  });

// The mail catcher (worker/test/mail-catcher.ts, started by globalSetup in Node) listens on these; the Worker
// under test delivers to its SMTP port, and the tests read what arrived from its API. The two ill-behaved
// servers are for the tests of what delivery must survive.
const smtpPort = (process.env.TEST_MAIL_SMTP_PORT ??= String(await freePort()));
const webPort = (process.env.TEST_MAIL_WEB_PORT ??= String(await freePort()));
const hangsUpPort = (process.env.TEST_SMTP_HANGS_UP_PORT ??= String(await freePort()));
const refusesPort = (process.env.TEST_SMTP_REFUSES_PORT ??= String(await freePort()));
// The stand-in gateways (worker/test/gateways.ts), which the Worker is configured with as `npm start` does. The
// Worker waits 1.5 s for them (PAYMENT_TIMEOUT_MS), so the tests of a gateway that does not answer stay short.
const bkashPort = (process.env.TEST_BKASH_PORT ??= String(await freePort()));
const sslcommerzPort = (process.env.TEST_SSLCOMMERZ_PORT ??= String(await freePort()));
const bulksmsbdPort = (process.env.TEST_BULKSMSBD_PORT ??= String(await freePort()));

// Worker tests run inside the real Workers runtime (workerd via Miniflare) with the bindings of
// wrangler.toml: a real local D1, migrated in the setup file, and the built site as ASSETS.
export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      remoteBindings: false,
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations('./migrations'),
          FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
          SMTP_PORT: smtpPort,
          TEST_MAIL_INBOX: `http://127.0.0.1:${webPort}`,
          TEST_SMTP_HANGS_UP_PORT: hangsUpPort,
          TEST_SMTP_REFUSES_PORT: refusesPort,
          BKASH_BASE_URL: `http://127.0.0.1:${bkashPort}`,
          BKASH_USERNAME: LOCAL_BKASH.username,
          BKASH_PASSWORD: LOCAL_BKASH.password,
          BKASH_APP_KEY: LOCAL_BKASH.appKey,
          BKASH_APP_SECRET: LOCAL_BKASH.appSecret,
          SSLCOMMERZ_BASE_URL: `http://127.0.0.1:${sslcommerzPort}`,
          SSLCOMMERZ_STORE_ID: LOCAL_SSLCOMMERZ.storeId,
          SSLCOMMERZ_STORE_PASSWORD: LOCAL_SSLCOMMERZ.storePassword,
          PAYMENT_TIMEOUT_MS: '1500',
          // Texts to guests go to the same stand-in, as `npm start` sends them.
          BULKSMSBD_BASE_URL: `http://127.0.0.1:${bulksmsbdPort}`,
          BULKSMSBD_API_KEY: LOCAL_BULKSMSBD.apiKey,
          BULKSMSBD_SENDER_ID: LOCAL_BULKSMSBD.senderId,
          TEST_BULKSMSBD_URL: `http://127.0.0.1:${bulksmsbdPort}`,
          TEST_BULKSMSBD_API_KEY: LOCAL_BULKSMSBD.apiKey,
          TEST_BULKSMSBD_SENDER_ID: LOCAL_BULKSMSBD.senderId,
          // The content-published hook, configured as in production; its calls to GitHub are intercepted by the
          // tests (worker/test/github.ts), and one test takes these away to see the hook answer 503.
          SANITY_WEBHOOK_SECRET: 'test-sanity-webhook-secret',
          GITHUB_DISPATCH_TOKEN: 'github_pat_test_token',
          GITHUB_DISPATCH_REPOSITORY: 'karnaphuli/site',
        },
      },
    })),
  ],
  test: {
    include: ['worker/**/*.test.ts'],
    exclude: ['worker/contract/**'],
    globalSetup: ['./worker/test/mail-catcher.ts', './worker/test/gateways.ts'],
    setupFiles: ['./worker/test/apply-migrations.ts'],
  },
});
