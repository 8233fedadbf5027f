// `npm run bench:versus`: our pages beside another build of the same specification, in one Chromium, the two
// alternated route by route and run by run, so the host's load and warmth fall on both alike.
//
// The other project is any static build served by its own `vite preview`: `VERSUS_DIR` names its folder (the
// one with its package.json, already built; e.g. the public `https-sharif/flavor-haven`'s `frontend/`, built
// with placeholder `VITE_*` settings). Ours is the built site on the real Worker, as `npm run bench:pages`
// measures it. Lighthouse mobile (simulated slow 4G, CPU `CPU_SLOWDOWN`x, 4 by default), `RUNS` runs each
// (5 by default), on `ROUTES` (default /,/menu,/reservations), signed out; the bare page of bench:pages is
// measured in the same runs as the host's floor. The table gives each side's medians and ours over theirs.
// `HOST_CPU=0.6` runs the one Chromium on 0.6 of one CPU, as on a busy shared host (lib/host-cpu.mjs; root only).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { hostChromium } from './lib/host-cpu.mjs';
import { benchStackOptions, startStack, stopStack } from './lib/stack.mjs';

const VERSUS_DIR = process.env.VERSUS_DIR && resolve(process.env.VERSUS_DIR);
if (!VERSUS_DIR || !existsSync(join(VERSUS_DIR, 'node_modules/.bin/vite'))) {
  throw new Error('VERSUS_DIR must name a built Vite project with its dependencies installed (its node_modules/.bin/vite)');
}
const ROUTES = (process.env.ROUTES ?? '/,/menu,/reservations').split(',');
const RUNS = Number(process.env.RUNS ?? 5);
const SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const VERSUS_PORT = Number(process.env.VERSUS_PORT ?? 4173);
const BARE_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="A bare page: the floor of this machine and of the simulation."></head><body><main><h1>Karnaphuli</h1><p>Fine dining by the Karnaphuli river.</p></main></body></html>';
const METRICS = { perf: 'score', fcp: 'first-contentful-paint', lcp: 'largest-contentful-paint', si: 'speed-index', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift' };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Debian's Chromium, or another (`CHROME_PATH`), started on a capped share of the CPU with `HOST_CPU` (lib/host-cpu.mjs). */
const host = hostChromium(process.env.CHROME_PATH ?? '/usr/bin/chromium');
let chrome;
let preview;
const indexes = [];

async function audit(url, attempt = 1) {
  const throttling = SLOWDOWN === 4 ? {} : { throttling: { cpuSlowdownMultiplier: SLOWDOWN } };
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...throttling });
  if (lhr.runtimeError) {
    if (attempt >= 3) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code}`);
    return audit(url, attempt + 1);
  }
  indexes.push(lhr.environment.benchmarkIndex);
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytes = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    perf: Math.round(lhr.categories.performance.score * 100),
    ...Object.fromEntries(Object.entries(METRICS).filter(([key]) => key !== 'perf').map(([key, id]) => [key, lhr.audits[id].numericValue])),
    js: bytes('script'),
    total: bytes('total'),
  };
}

const pick = (runs) => Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));

function cells(row) {
  return [row.perf, `${(row.fcp / 1000).toFixed(2)} s`, `${(row.lcp / 1000).toFixed(2)} s`, `${(row.si / 1000).toFixed(2)} s`, `${Math.round(row.tbt)} ms`, row.cls.toFixed(3), `${(row.js / 1024).toFixed(1)} KB`, `${(row.total / 1024).toFixed(1)} KB`];
}

try {
  preview = spawn(join(VERSUS_DIR, 'node_modules/.bin/vite'), ['preview', '--host', '127.0.0.1', '--port', String(VERSUS_PORT), '--strictPort'], { cwd: VERSUS_DIR, stdio: 'ignore' });
  const theirs = `http://127.0.0.1:${VERSUS_PORT}`;
  for (let tries = 0; ; tries++) {
    if ((await fetch(theirs).catch(() => null))?.ok) break;
    if (tries > 100) throw new Error(`vite preview did not answer at ${theirs}`);
    await sleep(200);
  }
  const { url: ours } = await startStack(benchStackOptions());
  const bare = createServer((request, response) => {
    if (request.url === '/') response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(BARE_PAGE);
    else response.writeHead(404).end();
  });
  await new Promise((done) => bare.listen(0, '127.0.0.1', done));
  chrome = await chromeLauncher.launch({
    chromePath: host.path,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const loadBefore = loadavg()[0];
  const bareRuns = [];
  const runs = new Map(ROUTES.map((route) => [route, { ours: [], theirs: [] }]));
  for (let run = 0; run < RUNS; run++) {
    bareRuns.push(await audit(`http://127.0.0.1:${bare.address().port}/`));
    for (const route of ROUTES) {
      // Who goes first alternates from run to run.
      const order = run % 2 === 0 ? ['ours', 'theirs'] : ['theirs', 'ours'];
      for (const side of order) runs.get(route)[side].push(await audit(`${side === 'ours' ? ours : theirs}${route}`));
    }
  }
  bare.close();
  const heading = `Lighthouse mobile, median of ${RUNS} alternated runs (simulated throttling, CPU ${SLOWDOWN}x on a host of benchmark index ${Math.round(median(indexes))}${host.label}; load average ${loadBefore.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end)`;
  process.stdout.write(`\n${heading}\n\n| route | side | perf | FCP | LCP | SI | TBT | CLS | JS | all bytes |\n|---|---|---|---|---|---|---|---|---|---|\n`);
  process.stdout.write(`| (a bare page) | | ${cells(pick(bareRuns)).join(' | ')} |\n`);
  const ratios = [];
  for (const [route, sides] of runs) {
    const [a, b] = [pick(sides.ours), pick(sides.theirs)];
    process.stdout.write(`| ${route} | ours | ${cells(a).join(' | ')} |\n| ${route} | theirs | ${cells(b).join(' | ')} |\n`);
    ratios.push(`${route}: ${['fcp', 'lcp', 'si', 'tbt', 'total'].map((key) => `${key} ${b[key] ? (a[key] / b[key]).toFixed(2) : '—'}`).join(', ')}`);
  }
  process.stdout.write(`\nOurs over theirs (below 1: ours is ahead):\n${ratios.map((line) => `  ${line}`).join('\n')}\n`);
} finally {
  await chrome?.kill();
  await host.close();
  preview?.kill();
  await stopStack();
}
