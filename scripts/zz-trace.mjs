import { chromium } from '@playwright/test';
import { benchStackOptions, startStack, stopStack } from './lib/stack.mjs';
const ROUTE = process.env.ROUTE ?? '/';
const MATCH = process.env.MATCH ?? 'FireIdleCallback';
const { url } = await startStack(benchStackOptions());
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (let i = 0; i < 4; i++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75, hasTouch: true });
  const page = await context.newPage();
  await page.goto('about:blank');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'disabled-by-default-v8.compile', 'blink', 'loading', 'v8.execute', 'toplevel'] });
  await page.goto(`${url}${ROUTE}`, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const buf = await browser.stopTracing();
  const events = JSON.parse(buf.toString()).traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === MATCH));
  if (!main) { console.log('no', MATCH); continue; }
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  for (const task of mine.filter((e) => e.name === 'RunTask' && e.dur > 8000)) {
    const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    if (!inside.some((e) => e.name === MATCH)) continue;
    console.log(`run ${i}: task ${(task.dur / 1000).toFixed(1)} ms`);
    const depth = (e) => inside.filter((p) => p !== e && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur).length;
    for (const e of inside.filter((e) => e.dur > 500)) console.log(`${'  '.repeat(depth(e) + 1)}${e.name} ${(e.dur / 1000).toFixed(1)} ${e.args?.data?.url?.split('/').pop() ?? e.args?.fileName?.split('/').pop() ?? ''}`);
  }
  await context.close();
}
await browser.close();
await stopStack();
