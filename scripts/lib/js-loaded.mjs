// What the JavaScript benches share: a cold page load in Chromium and the gzipped bytes of every script it
// ran (static, island and lazily imported chunks, after the page has gone idle, inline ones too), gzipped here
// at level 9 so the figures compare with `npm run bench:js` whatever the server compresses.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { DEMO_ACCOUNTS } from './demo-accounts.mjs';

const IDLE_MS = Number(process.env.IDLE_MS ?? 5000);

export function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
}

export async function scriptBytes(page, url, act = async () => {}) {
  const bodies = [];
  const collect = (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'script' || type.includes('javascript')) bodies.push(response.body().catch(() => Buffer.alloc(0)));
  };
  page.on('response', collect);
  await page.goto(url, { waitUntil: 'networkidle' });
  // The idle-time session check and islands' lazy chunks load after the page settles.
  await page.waitForTimeout(IDLE_MS);
  await page.waitForLoadState('networkidle');
  await act(page);
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
  const inline = await page.$$eval('script:not([src]):not([type="application/ld+json"])', (scripts) => scripts.map((script) => script.textContent ?? ''));
  const external = (await Promise.all(bodies)).reduce((sum, body) => sum + (body.length ? gzipSync(body, { level: 9 }).length : 0), 0);
  const inlineBytes = inline.reduce((sum, code) => sum + (code.trim() ? gzipSync(code, { level: 9 }).length : 0), 0);
  return { files: bodies.length, total: external + inlineBytes };
}

/** Signs `account` in through /login, as a person does; the stored session (with IndexedDB) for fresh contexts. */
export async function signedIn(browser, url, account) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${url}/`);
  const state = await context.storageState({ indexedDB: true });
  await context.close();
  return state;
}

/** The dashboard as the admin runs it, from a cold load: the figures, the orders, the reservations, a detail view. */
export async function dashboardBytes(browser, url) {
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
  const context = await browser.newContext({ storageState: await signedIn(browser, url, admin) });
  const result = await scriptBytes(await context.newPage(), `${url}/admin`, async (page) => {
    await page.getByRole('button', { name: 'Reservations' }).click();
    await page.getByRole('button', { name: /^Open reservation/ }).first().click();
    await page.getByRole('dialog').waitFor();
  });
  await context.close();
  return result;
}
