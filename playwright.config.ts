import { defineConfig } from '@playwright/test';
import { NEVER_CLOSES } from './tests/e2e/support/kitchen';

// End-to-end tests drive real Chromium (Debian's, Playwright cannot download its own here) against the real
// built site, Worker, local D1 and auth emulator, started by `scripts/start.mjs --e2e` on their own ports
// with a throwaway state, so they never touch the data of a running `npm start`.
const port = Number(process.env.E2E_PORT ?? 8790);
const authPort = Number(process.env.E2E_AUTH_PORT ?? 9190);
export const baseURL = `http://127.0.0.1:${port}`;
// The stack's own mail catcher (MailDev): its SMTP port for the Worker, its API for the tests (support/inbox.ts).
const mailSmtpPort = Number(process.env.E2E_MAIL_SMTP_PORT ?? port - 8787 + 1025);
export const mailWebPort = Number(process.env.E2E_MAIL_WEB_PORT ?? port - 8787 + 1080);
/** The specs that switch the kitchen's shared state (see `projects`). */
const KITCHEN_WIDE = ['chime.spec.ts', 'sold-out.spec.ts', 'ordering-hours.spec.ts', 'payments-paused.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // The kitchen takes orders "for now" only in its hours, and the tests run at whatever hour the clock reads:
    // every context starts with the cookie that asks a Worker on the Auth emulator for a kitchen that never closes
    // (worker/ordering/hours.ts). The specs about the hours clear it (ordering-hours.spec.ts).
    storageState: { cookies: [{ ...NEVER_CLOSES, domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Some specs change what the whole kitchen does: the pause and the sold-out switch refuse every guest's order
  // (sold-out.spec.ts switches off the dish the other specs order), and the new-order chime counts every order
  // placed while the dashboard is open. They run after the rest, one at a time, where no other spec's order meets
  // their switches or lands in their count.
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: KITCHEN_WIDE },
    { name: 'kitchen-wide', use: { browserName: 'chromium' }, testMatch: KITCHEN_WIDE, workers: 1, dependencies: ['chromium'] },
  ],
  webServer: {
    command: `"${process.execPath}" scripts/start.mjs --e2e`,
    url: `${baseURL}/api/health`,
    env: { PORT: String(port), FIREBASE_AUTH_EMULATOR_PORT: String(authPort), E2E_AUTH_PORT: String(authPort), MAIL_SMTP_PORT: String(mailSmtpPort), MAIL_WEB_PORT: String(mailWebPort) },
    timeout: 240_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
