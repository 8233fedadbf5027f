import { gzipSync } from 'node:zlib';
import { type Browser, expect, type Page, type Response, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_GUEST, signIn } from './support/accounts';
import { ADMIN, type Budget, RETURNING, SIGNED_IN, SIGNED_OUT } from './support/budgets';
import { observeLayoutShifts, readShifts } from './support/layout-shift';

// What each route costs on a phone's first view, against the budgets in support/budgets.ts, and
// no layout shift at all, in real Chromium against the built site. Deterministic measures only (bytes,
// elements, shifts): timing stays in `npm run bench:pages`.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

interface Cost extends Budget {
  /** The layout shifts no input caused, summed, and what moved. */
  shift: number;
  moved: string[];
}

async function cost(page: Page, path: string): Promise<Cost> {
  const bodies: { type: string; body: Promise<Buffer> }[] = [];
  const collect = (response: Response) => {
    const type = response.request().resourceType();
    if (['script', 'font', 'image'].includes(type)) bodies.push({ type, body: response.body().catch(() => Buffer.alloc(0)) });
  };
  page.on('response', collect);
  const quiet = networkQuiet(page);
  const answer = await page.goto(path, { waitUntil: 'networkidle' });
  const html = answer ? gzipSync(await answer.body(), { level: 9 }).length : 0;
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Everything the first view asks for: every island hydrated, then the page's idle work (the session check
  // runs in an idle callback queued before this one), then whatever those asked for, answered.
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(() => idle(undefined), { timeout: 5000 })));
  await quiet.settled();
  page.off('response', collect);
  const { shift, moved } = await readShifts(page);
  const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
  const sum = async (type: string, gzip: boolean) => {
    const found = await Promise.all(bodies.filter((entry) => entry.type === type).map((entry) => entry.body));
    return found.reduce((total, body) => total + (gzip && body.length ? gzipSync(body, { level: 9 }).length : body.length), 0);
  };
  return { html, js: await sum('script', true), fonts: await sum('font', false), images: await sum('image', false), dom, shift, moved };
}

/**
 * Requests in flight on `page` from now on; `settled()` resolves once none has been in flight for 500 ms (the
 * quiet that Playwright's `networkidle` waits for, but counted from when it is asked, not from the load).
 */
function networkQuiet(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => () => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return { settled: () => expect.poll(() => inFlight === 0 && Date.now() - lastChange >= 500, { intervals: [100] }).toBe(true) };
}

function overBudget(path: string, measured: Cost, budget: Budget) {
  // One line per route in the output, so a run shows what each page costs beside what it may cost.
  console.log(`${path}: html ${measured.html} B, js ${measured.js} B, fonts ${measured.fonts} B, images ${measured.images} B, ${measured.dom} elements, layout shift ${measured.shift.toFixed(4)}`);
  const over = (Object.keys(budget) as (keyof Budget)[]).filter((key) => key !== 'shift' && measured[key] > (budget[key] ?? 0)).map((key) => `${key} ${measured[key]} > ${budget[key]}`);
  if (measured.shift > (budget.shift ?? 0)) over.push(`layout shift ${measured.shift.toFixed(4)} (${[...new Set(measured.moved)].join(', ')})`);
  return over;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(observeLayoutShifts);
});

for (const [path, budget] of Object.entries(SIGNED_OUT)) {
  test(`signed out, ${path} within its budget, no layout shift`, async ({ page }) => {
    expect(overBudget(path, await cost(page, path), budget)).toEqual([]);
  });
}

/** Signed in as `account`: a first view of each route, in a fresh context (an empty cache) with the stored session. */
async function signedInOverBudget(browser: Browser, page: Page, baseURL: string | undefined, account: typeof DEMO_GUEST, budgets: Record<string, Budget>, { returning = false } = {}) {
  await signIn(page, account);
  // Back after ten minutes: the API last gave the session's record eleven minutes ago.
  if (returning) await page.evaluate(() => localStorage.setItem('session-checked', String(Date.now() - 11 * 60_000)));
  const storageState = await page.context().storageState({ indexedDB: true });
  const over: string[] = [];
  for (const [path, budget] of Object.entries(budgets)) {
    const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), storageState, viewport: { width: 390, height: 844 } });
    const fresh = await context.newPage();
    await fresh.addInitScript(observeLayoutShifts);
    over.push(...overBudget(`${path} signed in${returning ? ', back after ten minutes' : ''}`, await cost(fresh, path), budget).map((line) => `${path}: ${line}`));
    // Measured on the path it names: back after ten minutes, the page did confirm the session.
    if (returning) expect(Number(await fresh.evaluate(() => localStorage.getItem('session-checked')))).toBeGreaterThan(Date.now() - 60_000);
    await context.close();
  }
  return over;
}

test('signed in, each route within its budget, no layout shift', async ({ browser, page, baseURL }) => {
  test.setTimeout(240_000);
  expect(await signedInOverBudget(browser, page, baseURL, DEMO_GUEST, SIGNED_IN)).toEqual([]);
});

test('signed in and back after ten minutes, / confirms the session within its budget, no layout shift', async ({ browser, page, baseURL }) => {
  expect(await signedInOverBudget(browser, page, baseURL, DEMO_GUEST, { '/': RETURNING }, { returning: true })).toEqual([]);
});

test('the admin, the dashboard within its budget, no layout shift', async ({ browser, page, baseURL }) => {
  expect(await signedInOverBudget(browser, page, baseURL, DEMO_ADMIN, ADMIN)).toEqual([]);
});

/**
 * The fonts a page asks for, held back until it has painted: on a phone's network they arrive after the first paint,
 * and here they do so whatever this host's speed, without a wait sized for it.
 */
function heldFonts(page: Page) {
  let release = () => {};
  let arrival = Promise.resolve();
  const hold = () => {
    arrival = new Promise((resolve) => (release = resolve));
  };
  return {
    /** From now until `release()`, no font is answered. */
    hold,
    release: () => release(),
    route: () =>
      page.route(/\.woff2$/, async (route) => {
        await arrival;
        await route.continue();
      }),
  };
}

/** The layout shifts on `path` when the fonts arrive after the first paint, as on a slow network. */
async function shiftWithLateFonts(page: Page, path: string, fonts: ReturnType<typeof heldFonts>): Promise<string[]> {
  fonts.hold();
  await page.goto(path, { waitUntil: 'commit' });
  // The first paint, in the fallback faces: the page's fonts are held until it has happened.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  fonts.release();
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Two frames: the one that lays the page out in the arrived fonts, and one after it, so its shifts are recorded.
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  const { shift, moved } = await readShifts(page);
  return shift > 0 ? [`${path}: layout shift ${shift.toFixed(4)} (${moved.join(', ')})`] : [];
}

// The narrowest phones in use, ours, and Lighthouse's (a line breaks in a different place at each). The one page
// left out at 412 px is a coincidence of one font, not of our layout: there two of /terms' 47 paragraphs fill
// their lines in Inter to within 0.3%, and DejaVu Sans, this machine's only fallback (on no phone), breaks them a
// line sooner, though over the site's own text the adjusted DejaVu sets 0.16% narrower than Inter.
const NOT_AT: Record<number, string[]> = { 412: ['/terms'] };
for (const width of [360, 390, 412]) test(`fonts arriving after the first paint move nothing at ${width} px: every page signed out, and the empty cart signed in`, async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width, height: 844 });
  const fonts = heldFonts(page);
  await fonts.route();
  const moved: string[] = [];
  // Not the Bangla pages: held past the first paint, their `optional` faces still replace, on this host, a first
  // paint in no Bengali face at all (it has none; a phone has its own). Their budget test above allows that, within
  // BANGLA_SHIFT.
  for (const path of Object.keys(SIGNED_OUT)) if (!NOT_AT[width]?.includes(path) && !path.startsWith('/bn')) moved.push(...(await shiftWithLateFonts(page, path, fonts)));
  // Signed in with nothing in the cart, the first paint is the empty cart, set in the fallback font.
  await page.evaluate(() => localStorage.setItem('session', JSON.stringify({ isAuthenticated: true, user: { role: 'user' } })));
  await page.route(/\/_astro\/.*\.js$/, (route) => route.abort());
  moved.push(...(await shiftWithLateFonts(page, '/cart', fonts)));
  expect(moved).toEqual([]);
});
