// `npm run bench:pages`: build the site, serve it with the real Worker on 127.0.0.1, and run Lighthouse
// (mobile: emulated mid-range phone, simulated slow 4G) on every route: the content pages and the island
// pages signed out, then the island pages signed in (as the demo guest, /admin as the admin). Each route is
// measured RUNS times; the table has the medians, and below it each route's three costliest audits that
// did not pass (most milliseconds of LCP, FCP or blocking time to save first, then bytes).
//
// The first row is a baseline measured in the same run: a bare page (a heading and a paragraph) from a
// plain local server, which is the floor this machine and the simulation set. The heading gives the host's
// CPU benchmark index: Lighthouse's 4x CPU slowdown is meant for a host of 1500-2000 (its docs/throttling.md).
// `THROTTLING=devtools` measures with throttling applied to the browser instead of simulated (the page is
// loaded over the slowed network and CPU, as a phone would), and `CPU_SLOWDOWN=n` sets the CPU multiplier.
// `CPU_SLOWDOWN=4,6` measures at each multiplier in turn in one run, each table with its own bare page's row:
// 6x is a cheap Android, slower than the mid-range phone Lighthouse's 4x stands for. Each table ends with
// every route's blocking time beside the bare page's. `HOST_CPU=0.6` runs Chromium on 0.6 of one CPU, as on a
// busy shared host (lib/host-cpu.mjs; root only).
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { DEMO_ACCOUNTS } from './lib/demo-accounts.mjs';
import { signIn, signOut } from './lib/sign-in.mjs';
import { hostChromium } from './lib/host-cpu.mjs';
import { benchStackOptions, startStack, stopStack } from './lib/stack.mjs';

// Lighthouse will not audit a 404 response, so the not-found page is measured where it is stored (/404).
// Every guest page in both languages (Bangla under /bn); the staff's pages are English only.
const GUEST = ['/', '/menu', '/about', '/contact', '/terms', '/policy', '/404', '/login', '/signup', '/cart', '/orders', '/reservations', '/track-order', '/track-reservation', '/profile', '/pay', '/waitlist'];
const bangla = (path) => (path === '/' ? '/bn' : `/bn${path}`);
const SIGNED_OUT = [...GUEST, '/admin', '/kitchen', ...GUEST.map(bangla)];
const USER = ['/', '/cart', '/orders', '/reservations', '/profile'];
const SIGNED_IN = { user: [...USER, ...USER.map(bangla)], admin: ['/admin', '/kitchen'] };
const RUNS = Number(process.env.RUNS ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const ONLY = process.env.ROUTES?.split(',');
/** `SIGNED=out` or `SIGNED=in` measures only that half (with the baseline row either way). */
const SIGNED = process.env.SIGNED;
const THROTTLING = process.env.THROTTLING ?? 'simulate';
/** The CPU multipliers to measure at, in turn; Lighthouse's own (4x) when unset. */
const SLOWDOWNS = (process.env.CPU_SLOWDOWN ?? '4').split(',').map(Number);
if (SLOWDOWNS.some((factor) => !(factor >= 1))) throw new Error(`CPU_SLOWDOWN must be numbers of 1 or more, e.g. 4,6 (got ${process.env.CPU_SLOWDOWN})`);
/** `LHR_DIR=dir` keeps each run's whole Lighthouse report there, to see where a route's time goes. */
const LHR_DIR = process.env.LHR_DIR;
const BARE_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="A bare page: the floor of this machine and of the simulation."></head><body><main><h1>Karnaphuli</h1><p>Fine dining by the Karnaphuli river.</p></main></body></html>';
// The metrics themselves are in the table; below it go the audits that say where the time or bytes go.
const METRICS = new Set(['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift', 'interactive', 'max-potential-fid']);

const options = benchStackOptions();

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

if (LHR_DIR) await mkdir(LHR_DIR, { recursive: true });

/** Debian's Chromium, or another (`CHROME_PATH`), started on a capped share of the CPU with `HOST_CPU` (lib/host-cpu.mjs). */
const host = hostChromium(process.env.CHROME_PATH ?? '/usr/bin/chromium');
let chrome;
let browser;
let version = '';
const benchmarkIndexes = [];

/** One Lighthouse run; a broken trace (NO_NAVSTART and the like) is retried, twice at most. */
async function audit(url, slowdown, attempt = 1) {
  // Lighthouse's mobile throttling, with only the CPU multiplier changed. Its storage reset before each run empties
  // the HTTP cache and the renderer's memory cache and keeps localStorage and IndexedDB (its clearStorageTypes), so a
  // signed-in run stays signed in and every run is a first visit: signing out is ours (signOut below).
  const throttling = slowdown === 4 ? {} : { throttling: { cpuSlowdownMultiplier: slowdown } };
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, throttlingMethod: THROTTLING, ...throttling };
  const { lhr } = await lighthouse(url, flags);
  if (!lhr.runtimeError) {
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    return lhr;
  }
  if (attempt >= 3) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return audit(url, slowdown, attempt + 1);
}

/** What an audit that did not pass would save: milliseconds of the metrics, then bytes. */
function savings(item) {
  const ms = Object.values(item.metricSavings ?? {}).reduce((sum, value) => sum + (value ?? 0), 0);
  const bytes = item.details?.overallSavingsBytes ?? 0;
  const label = [ms ? `${Math.round(ms)} ms` : '', bytes ? kb(bytes) : '', item.displayValue && !ms && !bytes ? item.displayValue : ''].filter(Boolean).join(', ');
  return { ms, bytes, label };
}

function remaining(audits) {
  return Object.values(audits)
    .filter((item) => item.score !== null && item.score < 1 && !METRICS.has(item.id) && !['informative', 'manual', 'notApplicable'].includes(item.scoreDisplayMode))
    .map((item) => ({ id: item.id, ...savings(item) }));
}

async function measure(route, url, signedIn, slowdown) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const lhr = await audit(`${url}${route}`, slowdown);
    if (LHR_DIR) await writeFile(join(LHR_DIR, `${route.replace(/\W+/g, '_')}${signedIn ? '-signed-in' : ''}-${slowdown}x-${run + 1}.json`), JSON.stringify(lhr));
    const { categories, audits } = lhr;
    version = lhr.lighthouseVersion;
    const summary = audits['resource-summary']?.details?.items ?? [];
    const bytes = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
    runs.push({
      scores: CATEGORIES.map((category) => Math.round((categories[category].score ?? 0) * 100)),
      noindex: audits['is-crawlable']?.score === 0,
      script: bytes('script'),
      font: bytes('font'),
      image: bytes('image'),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      remaining: remaining(audits),
    });
  }
  const byId = new Map();
  for (const item of runs.flatMap((run) => run.remaining)) {
    const seen = byId.get(item.id);
    if (!seen || item.ms + item.bytes / 1e4 > seen.ms + seen.bytes / 1e4) byId.set(item.id, { ...item, runs: (seen?.runs ?? 0) + 1 });
    else seen.runs += 1;
  }
  const top = [...byId.values()].sort((a, b) => b.ms - a.ms || b.bytes - a.bytes || b.runs - a.runs).slice(0, 3);
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    route,
    scores: CATEGORIES.map((_, index) => median(runs.map((run) => run.scores[index]))),
    noindex: runs.some((run) => run.noindex),
    script: pick('script'),
    font: pick('font'),
    image: pick('image'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    top: top.map((item) => `${item.id}${item.label ? ` (${item.label})` : ''}${item.runs < RUNS ? ` ${item.runs}/${RUNS} runs` : ''}`),
  };
}

function print(title, rows) {
  process.stdout.write(`\n${title}\n\n`);
  process.stdout.write('| route | perf | a11y | best practices | SEO | FCP | LCP | TBT | CLS | JS | fonts | images |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n');
  for (const row of rows) {
    const [performance, accessibility, practices, seo] = row.scores;
    const cells = [row.route, performance, accessibility, practices, row.noindex ? `${seo} (noindex)` : seo, seconds(row.fcp), seconds(row.lcp), `${Math.round(row.tbt)} ms`, row.cls.toFixed(3), kb(row.script), kb(row.font), kb(row.image)];
    process.stdout.write(`| ${cells.join(' | ')} |\n`);
  }
  process.stdout.write('\nTop remaining audits (most savings first):\n');
  for (const row of rows) process.stdout.write(`  ${row.route}: ${row.top.length ? row.top.join('; ') : 'none'}\n`);
}

/** Each route's blocking time over the bare page's of the same multiplier: what the page itself costs the CPU. */
function printOverBare(bare, rows) {
  process.stdout.write(`\nBlocking time over the bare page's ${Math.round(bare.tbt)} ms: ${rows.map((row) => `${row.route} +${Math.round(row.tbt - bare.tbt)} ms`).join(', ')}\n`);
}

try {
  const { url } = await startStack(options);
  chrome = await chromeLauncher.launch({
    chromePath: host.path,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0].newPage();
  const wanted = (route) => !ONLY || ONLY.includes(route);

  const baseline = createServer((request, response) => {
    if (request.url === '/robots.txt') response.writeHead(200, { 'Content-Type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    else if (request.url === '/') response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(BARE_PAGE);
    else response.writeHead(404).end();
  });
  await new Promise((done) => baseline.listen(0, '127.0.0.1', done));
  const tables = [];
  for (const slowdown of SLOWDOWNS) {
    benchmarkIndexes.length = 0;
    const loadBefore = loadavg()[0];
    const bare = { ...(await measure('/', `http://127.0.0.1:${baseline.address().port}`, false, slowdown)), route: '(a bare page)' };
    const out = [bare];
    // The multiplier before this one ended signed in, as the admin.
    await signOut(page, url);
    for (const route of SIGNED_OUT.filter(wanted)) if (SIGNED !== 'in') out.push(await measure(route, url, false, slowdown));
    const signedIn = [];
    for (const [role, routes] of Object.entries(SIGNED_IN)) {
      if (SIGNED === 'out' || !routes.some(wanted)) continue;
      await signIn(page, url, DEMO_ACCOUNTS.find((account) => account.role === role));
      await page.goto('about:blank');
      for (const route of routes.filter(wanted)) signedIn.push(await measure(route, url, true, slowdown));
      signedIn.at(-1).route += role === 'admin' ? ' (admin)' : '';
    }
    const load = `load average ${loadBefore.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end`;
    const throttled = `${THROTTLING === 'devtools' ? 'applied' : 'simulated'} throttling, CPU ${slowdown}x on a host of benchmark index ${Math.round(median(benchmarkIndexes))}${host.label}`;
    tables.push({ heading: `Lighthouse ${version} mobile, median of ${RUNS} runs (${throttled}; ${load})`, bare, out, signedIn });
  }
  baseline.close();
  for (const { heading, bare, out, signedIn } of tables) {
    print(`${heading}, signed out`, out);
    if (signedIn.length) print(`${heading}, signed in (the demo guest; /admin as the admin)`, signedIn);
    printOverBare(bare, [...out.slice(1), ...signedIn]);
  }
} finally {
  await browser?.close();
  await chrome?.kill();
  await host.close();
  await stopStack();
}
