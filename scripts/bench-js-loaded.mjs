// `npm run bench:js:loaded`: the JavaScript a guest's browser actually downloads on each route — signed
// out, then signed in as the demo guest — in real Chromium against the real stack; on /cart, what a
// whole checkout up to the payment step downloads (the forms' code loads when the guest heads for them); on
// /admin, what the admin's dashboard downloads through both lists and a detail view.
// Every script response (static, island and lazily imported chunks, after the page has gone idle) is
// gzipped here at level 9, so the figures compare with `npm run bench:js` whatever the server compresses.
import { rm } from 'node:fs/promises';
import { DEMO_ACCOUNTS } from './lib/demo-accounts.mjs';
import { dashboardBytes, launchChromium, scriptBytes, signedIn } from './lib/js-loaded.mjs';
import { startStack, stackOptions, stopStack } from './lib/stack.mjs';

const ROUTES = ['/', '/menu', '/login', '/profile', '/cart', '/orders', '/reservations', '/track-order', '/track-reservation', '/admin'];

const options = stackOptions({
  port: Number(process.env.BENCH_PORT ?? 8797),
  authPort: Number(process.env.BENCH_AUTH_PORT ?? 9197),
  stateDir: new URL('../.local/bench-js-state', import.meta.url).pathname,
  persistAuth: false,
});

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let browser;
try {
  await rm(options.stateDir, { recursive: true, force: true });
  const { url } = await startStack({ ...options, build: process.env.SKIP_BUILD !== '1' });
  browser = await launchChromium();
  const context = await browser.newContext();
  const page = await context.newPage();

  const rows = ROUTES.map((route) => ({ route }));
  for (const row of rows) row.out = await scriptBytes(page, `${url}${row.route}`);

  const guest = DEMO_ACCOUNTS.find((account) => account.role === 'user');
  const storageState = await signedIn(browser, url, guest);
  // A fresh page load per route, with the signed-in session stored (the browser cache emptied between).
  for (const row of rows) {
    const fresh = await browser.newContext({ storageState });
    row.in = await scriptBytes(await fresh.newPage(), `${url}${row.route}`);
    await fresh.close();
  }

  // The whole checkout: a dish in the cart, on through delivery to the payment step.
  const checkout = await browser.newContext({ storageState });
  const checkoutPage = await checkout.newPage();
  await checkoutPage.goto(`${url}/menu`);
  await checkoutPage.getByRole('button', { name: /^Add to Order/ }).first().click();
  const through = await scriptBytes(checkoutPage, `${url}/cart`, async (page) => {
    await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
    // Delivered to the nearest area: every dish on the menu reaches its minimum.
    await page.getByRole('combobox', { name: 'Area' }).selectOption('agrabad');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('heading', { name: 'Payment', exact: true }).waitFor();
  });
  await checkout.close();

  const dashboardRun = await dashboardBytes(browser, url);

  process.stdout.write('\nJavaScript loaded per page (gzip -9), each a cold load in Chromium, after the page went idle\n\n');
  process.stdout.write('| route | signed out | signed in |\n|---|---|---|\n');
  for (const row of rows) process.stdout.write(`| ${row.route} | ${kb(row.out.total)} (${row.out.files} files) | ${kb(row.in.total)} (${row.in.files} files) |\n`);
  process.stdout.write(`| /cart, on to the payment step | | ${kb(through.total)} (${through.files} files) |\n`);
  process.stdout.write(`| /admin as the admin, both lists and a detail view | | ${kb(dashboardRun.total)} (${dashboardRun.files} files) |\n`);
} finally {
  await browser?.close();
  await stopStack();
}
