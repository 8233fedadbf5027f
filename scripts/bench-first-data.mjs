// `npm run bench:data`: how long a signed-in guest on a slow phone waits for the page's own data, the thing
// Lighthouse does not time on our personal pages (their largest paint is the server-rendered heading). The
// built site on the real stack; Chromium with DevTools' throttling applied (Lighthouse's slow 4G: 150 ms
// round trip, 1.6 Mbps down, 750 kbps up, and the CPU slowed 4x); a fresh context with the stored session
// and an empty cache for every load. For each route: the median over RUNS loads of the time from navigation
// start to the first paint, and to the moment the data is on the screen (the order history's first card,
// the dashboard's first row), beside a bare page's load as baseline.
import { createServer } from 'node:http';
import { DEMO_ACCOUNTS } from './lib/demo-accounts.mjs';
import { launchChromium, signedIn } from './lib/js-loaded.mjs';
import { benchStackOptions, startStack, stopStack } from './lib/stack.mjs';

const RUNS = Number(process.env.RUNS ?? 7);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const ROUTES = [
  { path: '/orders', role: 'user', data: '.history-list > li' },
  { path: '/admin', role: 'admin', data: '.admin-table tbody tr' },
];

const options = benchStackOptions();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One cold load of `url` on the slow phone: ms to the first paint, and to `selector` being on the screen. */
async function load(browser, storageState, url, selector) {
  const context = await browser.newContext({ storageState, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // Stamped in the page, in the task that writes the data, not when a poll from here next notices it.
  await page.addInitScript((wanted) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector(wanted)) return;
      window.dataAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, attributes: true });
  }, selector);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.dataAt !== undefined, undefined, { timeout: 60_000 });
  const data = await page.evaluate(() => window.dataAt);
  const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
  await context.close();
  return { paint, data };
}

let browser;
try {
  const { url } = await startStack(options);
  browser = await launchChromium();
  const bare = createServer((_, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Baseline</title><main><h1>Karnaphuli</h1></main>'));
  await new Promise((done) => bare.listen(0, '127.0.0.1', done));
  const sessions = {};
  for (const role of ['user', 'admin']) sessions[role] = await signedIn(browser, url, DEMO_ACCOUNTS.find((account) => account.role === role));
  const rows = [];
  const baseline = [];
  for (let run = 0; run < RUNS; run++) baseline.push(await load(browser, undefined, `http://127.0.0.1:${bare.address().port}/`, 'h1'));
  rows.push({ route: '(a bare page)', paint: median(baseline.map((one) => one.paint)), data: median(baseline.map((one) => one.data)) });
  bare.close();
  for (const route of ROUTES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await load(browser, sessions[route.role], `${url}${route.path}`, route.data));
    rows.push({ route: `${route.path} (${route.role === 'admin' ? 'the admin' : 'the demo guest'})`, paint: median(runs.map((one) => one.paint)), data: median(runs.map((one) => one.data)) });
  }
  process.stdout.write(`\nTime to the page's data on a slow phone (slow 4G, CPU ${CPU_SLOWDOWN}x, applied), median of ${RUNS} cold loads signed in\n\n`);
  process.stdout.write('| route | first paint | data on screen |\n|---|---|---|\n');
  for (const row of rows) process.stdout.write(`| ${row.route} | ${Math.round(row.paint)} ms | ${Math.round(row.data)} ms |\n`);
} finally {
  await browser?.close();
  await stopStack();
}
