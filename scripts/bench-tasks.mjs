// `npm run bench:tasks`: where a page's blocking time goes, read from Chromium's own trace instead of
// Lighthouse's simulation. Lighthouse's TBT on this 2-core host moves by ±100 ms from one run to the next
// (docs/performance.md), wider than most changes to an island; the main thread's tasks, traced on a quiet
// machine, move far less. Each route is loaded RUNS times, cold, at a phone's size; after the first contentful
// paint, every task longer than 12.5 ms here would be a long task on Lighthouse's phone (its CPU four times
// slower), and the table has, as medians:
//   - longest: the longest task (ms, this machine);
//   - blocking: the sum over tasks of 4 x duration - 50 ms, an unsimulated estimate of Lighthouse's TBT;
//   - layout: the time in style and layout after the first paint;
//   - of the blocking, the part DevTools' source positions make (below).
// A second table is what came before the first paint, which Lighthouse's simulated FCP is made of (the
// document, then its first parse, first layout and first paint tasks, each four times longer on its phone):
// when the first paint came, the main thread's busy time until then, and of it the style and layout and
// the HTML parse.
// `ROUTES=/admin,/menu` picks routes, `AS=admin` (or `guest`) signs in first, `VARIANT_CSS='...'` adds a
// stylesheet to each page before it renders, to measure a CSS change without building (the CSP is bypassed
// for it). `TASKS=1` prints each run's long tasks with what they spent their time on. `CPU_SLOWDOWN=6` sizes the
// estimate for a slower phone (a task is long from 50/6 ms here). It builds the site it measures, as bench:pages
// does, unless `SKIP_BUILD=1`.
//
// The last column is the part of the blocking time that only a browser with DevTools attached spends, as
// Lighthouse's is and this script's is: V8 collecting source positions (`V8.CollectSourcePositions`). With the
// inspector on, every `Error` created takes a detailed stack trace, whose frames need their functions'
// source positions, which V8 otherwise never computes: React DOM makes five such errors when its module is first
// run, and the frames on the stack are its 144 KB factory and its chunk's top level (docs/performance.md).
import { chromium } from '@playwright/test';
import { DEMO_ACCOUNTS } from './lib/demo-accounts.mjs';
import { signIn } from './lib/sign-in.mjs';
import { benchStackOptions, startStack, stopStack } from './lib/stack.mjs';

const ROUTES = (process.env.ROUTES ?? '/admin').split(',');
const RUNS = Number(process.env.RUNS ?? 7);
const AS = process.env.AS === 'guest' ? 'user' : process.env.AS;
const VARIANT_CSS = process.env.VARIANT_CSS;
const SHOW_TASKS = process.env.TASKS === '1';
/** Lighthouse's mobile CPU slowdown by default: a task of 12.5 ms here is one of 50 ms on its phone. */
const SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
if (!(SLOWDOWN >= 1)) throw new Error(`CPU_SLOWDOWN must be a number of 1 or more (got ${process.env.CPU_SLOWDOWN})`);
// V8's compile category names the source-position work inside a task (its other events are a few per function).
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.compile', 'loading', 'blink.user_timing'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** What a task spent its time on: its longest descendants, by name. */
function breakdown(task, events) {
  const spent = new Map();
  for (const event of events) {
    if (event === task || event.ph !== 'X' || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
    const file = event.args?.data?.url?.split('/').pop();
    const name = file ? `${event.name} ${file}` : event.name;
    spent.set(name, (spent.get(name) ?? 0) + event.dur / 1000);
  }
  const layouts = events.filter((event) => event.name === 'Layout' && event.ts >= task.ts && event.ts < task.ts + task.dur && event.args?.beginData);
  const objects = layouts.map((event) => `${event.args.beginData.dirtyObjects} of ${event.args.beginData.totalObjects}`);
  const top = [...spent.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ');
  return objects.length ? `${top} (laid out: ${objects.join(', ')} boxes)` : top;
}

/** A run's figures, or null when its trace has no first paint of the page (Chromium drops one now and then). */
function read(trace, address) {
  const all = JSON.parse(trace.toString()).traceEvents;
  // The page's main thread: the one its navigation started on.
  const start = all.findLast((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === address);
  if (!start) return null;
  const events = all.filter((event) => event.pid === start.pid && event.tid === start.tid);
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.ts > start.ts);
  if (!paint) return null;
  const after = paint.ts;
  const tasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.ts >= after);
  const durations = tasks.map((task) => task.dur / 1000);
  const layout = events.filter((event) => (event.name === 'Layout' || event.name === 'UpdateLayoutTree') && event.ts >= after).reduce((sum, event) => sum + event.dur / 1000, 0);
  const long = tasks.filter((task) => task.dur / 1000 > 50 / SLOWDOWN);
  // The source positions each task collected (outermost events only: they nest when a stack has several frames).
  const collecting = events.filter((event) => event.name === 'V8.CollectSourcePositions' && event.ph === 'X' && event.ts >= after);
  const outermost = collecting.filter((event) => !collecting.some((other) => other !== event && other.ts <= event.ts && other.ts + other.dur >= event.ts + event.dur));
  const collectedIn = (task) => outermost.filter((event) => event.ts >= task.ts && event.ts < task.ts + task.dur).reduce((sum, event) => sum + event.dur / 1000, 0);
  const blockingOf = (ms) => Math.max(0, SLOWDOWN * ms - 50);
  const before = (names) => events.filter((event) => names.includes(event.name) && event.ph === 'X' && event.ts >= start.ts && event.ts < after).reduce((sum, event) => sum + event.dur / 1000, 0);
  return {
    paintAt: (after - start.ts) / 1000,
    busyBefore: before(['RunTask']),
    layoutBefore: before(['Layout', 'UpdateLayoutTree']),
    parseBefore: before(['ParseHTML']),
    longest: Math.max(0, ...durations),
    blocking: durations.reduce((sum, ms) => sum + blockingOf(ms), 0),
    devtoolsOnly: tasks.reduce((sum, task) => sum + blockingOf(task.dur / 1000) - blockingOf(task.dur / 1000 - collectedIn(task)), 0),
    layout,
    detail: long.map((task) => `    ${((task.ts - after) / 1000).toFixed(0)} ms after the paint, ${(task.dur / 1000).toFixed(1)} ms: ${breakdown(task, events)}`),
  };
}

let browser;
try {
  const { url } = await startStack(benchStackOptions());
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const rows = [];
  for (const route of ROUTES) {
    const runs = [];
    for (let run = 0, attempts = 0; run < RUNS && attempts < RUNS * 2; attempts++) {
      // A fresh context each time: a cold cache and a new renderer, as Lighthouse has.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, bypassCSP: Boolean(VARIANT_CSS) });
      const page = await context.newPage();
      if (AS) await signIn(page, url, DEMO_ACCOUNTS.find((account) => account.role === AS));
      await page.goto('about:blank');
      if (VARIANT_CSS) {
        await context.addInitScript((css) => {
          document.addEventListener('DOMContentLoaded', () => document.head.append(Object.assign(document.createElement('style'), { textContent: css })));
        }, VARIANT_CSS);
      }
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(`${url}${route}`, { waitUntil: 'load' });
      // The islands' data and their renders come after the load event; three quiet seconds take them in.
      await page.waitForTimeout(3000);
      const result = read(await browser.stopTracing(), `${url}${route}`);
      await context.close();
      if (!result) continue;
      run += 1;
      if (SHOW_TASKS) process.stdout.write(`${route} run ${run}:\n${result.detail.join('\n') || '    no long task'}\n`);
      runs.push(result);
    }
    if (runs.length < RUNS) throw new Error(`${route}: only ${runs.length} of ${RUNS} traces had the page's first paint`);
    const of = (key) => median(runs.map((run) => run[key]));
    rows.push({ route, ...Object.fromEntries(['longest', 'blocking', 'devtoolsOnly', 'layout', 'paintAt', 'busyBefore', 'layoutBefore', 'parseBefore'].map((key) => [key, of(key)])) });
  }
  const who = AS ? `signed in as the ${AS === 'user' ? 'demo guest' : 'admin'}` : 'signed out';
  process.stdout.write(`\nMain-thread tasks after the first paint, median of ${RUNS} cold loads, ${who}${VARIANT_CSS ? `, with VARIANT_CSS` : ''}\n\n`);
  process.stdout.write(`| route | longest task | blocking (x${SLOWDOWN} - 50 ms) | style and layout | of the blocking, DevTools' source positions |\n|---|---|---|---|---|\n`);
  for (const row of rows) process.stdout.write(`| ${row.route} | ${row.longest.toFixed(1)} ms | ${row.blocking.toFixed(0)} ms | ${row.layout.toFixed(1)} ms | ${row.devtoolsOnly.toFixed(0)} ms |\n`);
  process.stdout.write(`\nBefore the first paint, the same loads\n\n`);
  process.stdout.write('| route | first paint at | main thread busy | style and layout | HTML parse |\n|---|---|---|---|---|\n');
  for (const row of rows) process.stdout.write(`| ${row.route} | ${row.paintAt.toFixed(0)} ms | ${row.busyBefore.toFixed(1)} ms | ${row.layoutBefore.toFixed(1)} ms | ${row.parseBefore.toFixed(1)} ms |\n`);
} finally {
  await browser?.close();
  await stopStack();
}
