import { expect, type Page, test } from '@playwright/test';
import { asAdmin } from './support/accounts';

// The dashboard in one hand: at 360 px, on every tab, nothing scrolls sideways (neither the page nor a list
// inside it), and an order's status control is as wide as its card.

/** How far the page, and each list's frame, is wider than what shows of it. */
const overflow = (page: Page) =>
  page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    lists: [...document.querySelectorAll<HTMLElement>('.admin-table-wrap')].map((frame) => frame.scrollWidth - frame.clientWidth),
  }));

test('at 360 px every tab fits the screen, the orders and bookings as cards', async ({ browser }, testInfo) => {
  const page = await asAdmin(browser);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  for (const tab of ['Orders', 'Reservations', 'Menu', 'New order', 'Waitlist']) {
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: tab }).click();
    if (tab === 'New order') await expect(page.getByRole('button', { name: 'Take the order' })).toBeVisible();
    else if (tab === 'Waitlist') {
      // The evening's list may be empty: its form, the tab's widest part, is opened.
      await page.getByRole('button', { name: 'Add a guest', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Add to the waitlist' })).toBeVisible();
    } else await expect(page.getByRole('region', { name: tab === 'Menu' ? "Tonight's menu" : tab, exact: true }).getByRole('row').nth(1)).toBeVisible();
    const { page: wider, lists } = await overflow(page);
    expect(wider, `${tab}: the page scrolls sideways`).toBeLessThanOrEqual(0);
    for (const list of lists) expect(list, `${tab}: a list scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`admin-360-${tab.toLowerCase()}.png`) });
  }
  // The first order's card: its status control spans the card, in reach of a thumb.
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Orders' }).click();
  const card = page.getByRole('region', { name: 'Orders' }).getByRole('row').nth(1);
  const [cardBox, selectBox] = await Promise.all([card.boundingBox(), card.getByRole('combobox').boundingBox()]);
  expect(selectBox?.width ?? 0).toBeGreaterThan((cardBox?.width ?? 0) * 0.8);
  expect(selectBox?.height ?? 0).toBeGreaterThanOrEqual(44);
});
