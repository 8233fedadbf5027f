// `npm run bench:pages`: build the site, serve it with the real Worker on 127.0.0.1, and run Lighthouse
// (mobile: emulated mid-range phone, simulated slow 4G) on every content route. Prints, per route, the four
// category scores and the JavaScript and image bytes transferred. Each route is measured RUNS times and
// the median reported.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStack, stackOptions, stopStack } from './lib/stack.mjs';

// Lighthouse will not audit a 404 response, so the not-found page is measured where it is stored (/404).
const ROUTES = ['/', '/menu', '/about', '/contact', '/terms', '/policy', '/404'];
const RUNS = Number(process.env.RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const options = stackOptions({
  port: Number(process.env.BENCH_PORT ?? 8795),
  authPort: Number(process.env.BENCH_AUTH_PORT ?? 9195),
  stateDir: new URL('../.local/bench-state', import.meta.url).pathname,
  persistAuth: false,
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let chrome;

/** One Lighthouse run; a broken trace (NO_NAVSTART and the like) is retried, twice at most. */
async function audit(url, attempt = 1) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  if (!lhr.runtimeError) return lhr;
  if (attempt >= 3) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return audit(url, attempt + 1);
}

try {
  const { url } = await startStack(options);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows = [];
  for (const route of ROUTES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const { categories, audits } = await audit(`${url}${route}`);
      const summary = audits['resource-summary']?.details?.items ?? [];
      const bytes = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
      runs.push({
        scores: CATEGORIES.map((category) => Math.round((categories[category].score ?? 0) * 100)),
        script: bytes('script'),
        image: bytes('image'),
        lcp: audits['largest-contentful-paint'].numericValue,
        failing: Object.values(audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary').map((audit) => audit.id),
      });
    }
    rows.push({
      route,
      scores: CATEGORIES.map((_, index) => median(runs.map((run) => run.scores[index]))),
      script: median(runs.map((run) => run.script)),
      image: median(runs.map((run) => run.image)),
      lcp: median(runs.map((run) => run.lcp)),
      failing: [...new Set(runs.flatMap((run) => run.failing))],
    });
  }
  process.stdout.write(`\nLighthouse ${lighthouse.version ?? ''} mobile, median of ${RUNS} runs\n\n`);
  process.stdout.write('| route | perf | a11y | best practices | SEO | LCP | JS (transferred) | images (transferred) |\n|---|---|---|---|---|---|---|---|\n');
  for (const row of rows) {
    process.stdout.write(`| ${row.route} | ${row.scores.join(' | ')} | ${(row.lcp / 1000).toFixed(2)} s | ${kb(row.script)} | ${kb(row.image)} |\n`);
  }
  const failing = rows.filter((row) => row.failing.length);
  if (failing.length) process.stdout.write(`\nFailing audits:\n${failing.map((row) => `  ${row.route}: ${row.failing.join(', ')}`).join('\n')}\n`);
} finally {
  await chrome?.kill();
  await stopStack();
}
