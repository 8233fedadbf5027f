import { expect, type Page, test } from '@playwright/test';
import { bn } from '../../site/i18n/bn';
import { en } from '../../site/i18n/en';
import { fill } from '../../site/i18n/fill';
import { signInAsNewGuest } from './support/accounts';
import { violations } from './support/axe';
import { mailTo } from './support/inbox';
import { latinWords, unfilledWords } from './support/language';
import { queryD1, seedDishes } from './support/stack';

// The site in Bangla: every page under /bn speaks Bangla (no English word left, outside the names written in
// Latin on purpose and the phrases marked lang="en"), and no page in either language shows a word its catalog
// did not fill. axe judges every Bangla page as it does the English ones.
const PAGES = ['/', '/menu', '/about', '/contact', '/terms', '/policy', '/login', '/signup', '/cart', '/orders', '/profile', '/reservations', '/track-order', '/track-reservation', '/waitlist', '/pay', '/invoice', '/no-such-page'];
const bangla = (path: string) => (path === '/' ? '/bn' : `/bn${path}`);

test.describe.configure({ timeout: 180_000 });

test('every Bangla page speaks Bangla and passes axe, signed out, at a phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const english: Record<string, string[]> = {};
  const unfilled: Record<string, string[]> = {};
  for (const path of PAGES.map(bangla)) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.lang), path).toBe('bn');
    const words = await latinWords(page);
    if (words.length) english[path] = words;
    const left = await unfilledWords(page);
    if (left.length) unfilled[path] = left;
    expect(await violations(page), path).toEqual([]);
  }
  expect(english).toEqual({});
  expect(unfilled).toEqual({});
});

test('no English page shows an unfilled word, and each names its Bangla twin', async ({ page }) => {
  const unfilled: Record<string, string[]> = {};
  for (const path of PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const left = await unfilledWords(page);
    if (left.length) unfilled[path] = left;
    if (path === '/no-such-page') continue;
    await expect(page.locator('link[rel="alternate"][hreflang="bn"]'), path).toHaveAttribute('href', new RegExp(`${bangla(path).replace(/\//g, '\\/')}$`));
  }
  expect(unfilled).toEqual({});
});

// A guest who reads Bangla, end to end: the menu searched in both scripts, an order paid on bKash's page with
// numbers typed in Bengali digits, a table booked, both tracked, and the mails about them in Bangla. Every
// label the test looks for is the Bangla catalog's own, so a word changed there changes here.
const HILSA = 'Smoked Hilsa Mousse';
const WALLET = '০১৭১২৩৪৫৬৭৮';
const port = Number(process.env.E2E_PORT ?? 8790);
const BKASH = `http://127.0.0.1:${port - 8787 + 4010}`;
const bengali = /[\u0980-\u09ff]/;

/** The status of the guest's own face in 400 (integrations/site-fonts.ts, TYPED_FACE): the whole Bengali block. */
const guestFace = (page: Page) => page.evaluate(() => [...document.fonts].find((face) => face.family.replace(/"/g, '') === 'Hind Siliguri Typed' && face.weight.startsWith('300'))?.status);

test('a Bangla page fetches the guest\'s own face only once a field holds Bangla', async ({ page }) => {
  // Signed out, nothing of a guest's is shown: the page's cuts set everything, and an empty field's placeholder is
  // the page's own words, in the page's faces.
  await page.goto('/bn/menu');
  const search = page.getByRole('searchbox', { name: bn.menu.searchLabel }).or(page.getByRole('textbox', { name: bn.menu.searchLabel }));
  await expect(search).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(await guestFace(page)).toBe('unloaded');
  await search.fill('ইলিশ');
  await expect.poll(() => guestFace(page)).toBe('loaded');
});

test('in Bangla: the menu searched both ways, an order paid by bKash, a table booked, both tracked, the mails in Bangla', async ({ page }) => {
  test.setTimeout(240_000);
  // A guest who writes her name in Bangla too.
  const guest = await signInAsNewGuest(page, 'সাদিয়া ইসলাম');
  const dish = seedDishes.find((seed) => seed.name === HILSA);
  const { items } = (await (await page.request.get('/bn/catalogue.json')).json()) as { items: { id: string; name: string }[] };
  const name = items.find((item) => item.id === dish?.dishId)?.name ?? '';
  expect(name).toMatch(bengali);

  // The menu finds the dish by its Bangla name and by its English one.
  await page.goto('/bn/menu');
  const search = page.getByRole('searchbox', { name: bn.menu.searchLabel }).or(page.getByRole('textbox', { name: bn.menu.searchLabel }));
  const add = page.getByRole('button', { name: fill(bn.menu.card.addLabel, { name }) });
  for (const query of [name.split(' ')[0] ?? name, 'hilsa mousse']) {
    await search.fill(query);
    await expect(add).toBeVisible();
  }
  await search.fill('');
  await add.click();

  // The cart and checkout in Bangla; the phone and the wallet typed in Bengali digits.
  await page.goto('/bn/cart');
  await expect(page.getByText(name).first()).toBeVisible();
  await page.getByRole('button', { name: bn.checkout.proceed }).click();
  await page.getByRole('combobox', { name: bn.checkout.areaLabel }).selectOption('agrabad');
  await page.getByRole('textbox', { name: bn.checkout.address, exact: true }).fill('বাড়ি ৭, লেন ২, নাসিরাবাদ');
  await page.getByRole('textbox', { name: bn.checkout.phone, exact: true }).fill('০১৮১৯০০০১১১');
  await page.getByRole('button', { name: bn.checkout.continueToPayment }).click();
  await page.getByRole('radio', { name: bn.checkout.methods.bkash }).check();
  await page.getByRole('textbox', { name: bn.checkout.bkashNumber }).fill(WALLET);
  expect(await latinWords(page)).toEqual([]);
  await page.getByRole('button', { name: bn.checkout.placeOrder }).click();
  await page.waitForURL(`${BKASH}/pay/**`);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  // Back from the gateway to the Bangla page it left.
  await page.waitForURL(/\/bn\/cart\?order=/);
  await expect(page.getByRole('heading', { name: bn.checkout.placedTitle })).toBeVisible();
  expect(await latinWords(page)).toEqual([]);
  expect(await violations(page)).toEqual([]);

  const [order] = await queryD1<{ id: string; lang: string; payment_status: string; delivery_phone: string }>(`SELECT id, lang, payment_status, delivery_phone FROM orders WHERE user_id = '${guest.uid}'`);
  expect(order).toMatchObject({ lang: 'bn', payment_status: 'paid', delivery_phone: '01819000111' });
  const [receipt] = await mailTo(guest.email, new RegExp(String(order?.id)));
  expect(receipt?.subject).toMatch(bengali);
  expect(receipt?.text).toContain(name);
  expect(receipt?.text).toMatch(/৳[০-৯,]+\.[০-৯]{2}/);
  expect(receipt?.html).toContain('lang="bn"');

  // Tracking the order, at its Bangla address.
  await page.goto(`/bn/track-order/${order?.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(String(order?.id)) })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  expect(await latinWords(page)).toEqual([]);
  // Her first name, shown back, is in the guest's own face (the page's cut holds the site's words alone), and that face came.
  const forHer = page.locator('.track-for .guest-words');
  await expect(forHer).toHaveText('সাদিয়া');
  expect(await forHer.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Hind Siliguri Typed/);
  await expect.poll(() => guestFace(page)).toBe('loaded');
  // The order keeps the English it was priced with; the guest's history reads it by id from the Bangla menu.
  await page.goto('/bn/orders');
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText(HILSA)).toHaveCount(0);

  // A table for four, five days ahead at 8 PM (রাত ৮:০০).
  await page.goto('/bn/reservations');
  const date = new Date(Date.now() + 6 * 3_600_000 + 5 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel(bn.reservations.form.date, { exact: true }).fill(date);
  await page.getByRole('radio', { name: 'রাত ৮:০০', exact: true }).check();
  await page.getByLabel(bn.reservations.form.phone, { exact: true }).fill('০১৮১৯০০০১১১');
  expect(await latinWords(page)).toEqual([]);
  await page.getByRole('button', { name: bn.reservations.form.submit }).click();
  await expect(page.getByRole('heading', { name: bn.reservations.confirmation.title })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  const [booking] = await queryD1<{ id: string; lang: string; time: string }>(`SELECT id, lang, time FROM reservations WHERE user_id = '${guest.uid}'`);
  expect(booking).toMatchObject({ lang: 'bn', time: '20:00' });
  const [received] = await mailTo(guest.email, new RegExp(String(booking?.id)));
  expect(received?.subject).toMatch(bengali);
  expect(received?.text).toContain('রাত ৮:০০');

  await page.goto(`/bn/track-reservation/${booking?.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(String(booking?.id)) })).toBeVisible();
  await expect(page.getByText('রাত ৮:০০').first()).toBeVisible();
  expect(await latinWords(page)).toEqual([]);

  // The guest's own pages, signed in.
  for (const path of ['/bn/orders', '/bn/profile', '/bn/cart']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await latinWords(page), path).toEqual([]);
    expect(await violations(page), path).toEqual([]);
  }
});

test('the switch keeps the guest on the same page, with its query, both ways, and no redirect chooses for them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/track-order?id=ABCDEFGHJKMN');
  await page.getByRole('banner').getByRole('link', { name: en.common.switchToLabel }).click();
  await expect(page).toHaveURL(/\/bn\/track-order\?id=ABCDEFGHJKMN$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.getByRole('banner').getByRole('link', { name: bn.common.switchToLabel }).click();
  await expect(page).toHaveURL(/\/track-order\?id=ABCDEFGHJKMN$/);
  // The choice is remembered, and an English page never sends the guest anywhere by itself.
  await page.goto('/menu');
  await expect(page).toHaveURL(/\/menu$/);
  // On a phone, the switch is in the drawer.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: en.common.switchToLabel }).click();
  await expect(page).toHaveURL(/\/bn\/menu$/);
});

test('a browser that prefers Bangla is offered it once, gently, on an English page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), locale: 'bn-BD' });
  const page = await context.newPage();
  await page.goto('/about');
  const offer = page.locator('.lang-offer');
  await expect(offer).toContainText(en.common.switchHint);
  await expect(page).toHaveURL(/\/about$/);
  await offer.getByRole('button').click();
  await expect(offer).toHaveCount(0);
  await page.goto('/menu');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.lang-offer')).toHaveCount(0);
  await context.close();
});
