// `npm run bench:intl`: what the browser's first use of its locale data costs a slow phone, the reason money
// and dates are written by hand (worker/contract/format.ts; docs/performance.md). In Chromium with the CPU
// slowed as Lighthouse slows it (4x), a fresh page each run makes the formatters our pages would need (two
// en-IN number formats and the restaurant's Asia/Dhaka clock) and writes one value with each; the same values
// written by our own formatters are the baseline of the same run. Medians of RUNS runs, alternating.
import { chromium } from '@playwright/test';

const RUNS = Number(process.env.RUNS ?? 9);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// The hand formatters as built for the browser: the module and what it imports, bundled, its exports on `window.format`.
const { build } = await import('esbuild');
const { outputFiles } = await build({ entryPoints: [new URL('../worker/contract/format.ts', import.meta.url).pathname], bundle: true, write: false, format: 'iife', globalName: 'format' });
const hand = outputFiles[0].text;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const times = { intl: [], hand: [] };
try {
  for (let run = 0; run < RUNS; run++) {
    for (const kind of ['intl', 'hand']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.setContent('<!doctype html><p>Karnaphuli</p>');
      if (kind === 'hand') await page.addScriptTag({ content: hand });
      times[kind].push(
        await page.evaluate((kind) => {
          const start = performance.now();
          if (kind === 'intl') {
            new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(1850);
            new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(3700);
            new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true }).format(new Date());
          } else {
            const { formatTaka, formatTakaExact, formatDhakaDateTime } = window.format;
            formatTaka(1850);
            formatTakaExact(3700);
            formatDhakaDateTime(new Date().toISOString());
          }
          return performance.now() - start;
        }, kind),
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
}
process.stdout.write(`\nThe first price, total and time a page writes, CPU ${CPU_SLOWDOWN}x (median of ${RUNS} fresh pages)\n\n`);
process.stdout.write(`| formatters | median | range |\n|---|---|---|\n`);
for (const [kind, label] of [['hand', 'ours (worker/contract/format.ts)'], ['intl', "the browser's Intl, made on first use"]]) {
  const values = times[kind];
  process.stdout.write(`| ${label} | ${median(values).toFixed(1)} ms | ${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)} ms |\n`);
}
