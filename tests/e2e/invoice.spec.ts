import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { restaurantDayOf } from '#contract/clock';
import { fiscalYear, vatInside } from '#contract/invoice';
import { asAdmin, signInAsNewGuest } from './support/accounts';
import { addFromMenu, type CatalogueDish, published, type PublishedArea } from './support/cart';
import { queryD1 } from './support/stack';

// The tax invoice (Mushak-6.3) as a guest and the restaurant's staff meet it: quoted on the success view and in
// the history, printed from the history on A4, opened from the dashboard's order detail, and counted in the
// day's sales the accountant downloads.

const HILSA = 'Smoked Hilsa Mousse';
/** Paisa as the pages write an order amount: ৳3,761.90. */
const paisa = (amount: number) => `৳${(amount / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const fromPaisaText = (text: string) => Math.round(Number(text.replace(/[৳,]/g, '')) * 100);

/** From the cart to the payment step, delivering to `area`. */
async function toPayment(page: Page, area: string, address: string, phone: string) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
  await page.getByRole('combobox', { name: 'Area' }).selectOption(area);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(address);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
}

async function placeCashOrderToKhulshi(page: Page) {
  await page.goto('/cart');
  await page.getByRole('button', { name: `Increase quantity of ${HILSA}` }).click();
  await toPayment(page, 'khulshi', 'Road 2, Khulshi R/A, Chattogram', '01711000222');
  await page.getByRole('radio', { name: 'Cash On Delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
}

test('a cash order’s invoice: on the success view, in the history, printed on A4, in the dashboard and in the day’s sales', async ({ page, browser }, testInfo) => {
  await signInAsNewGuest(page, 'Nusrat Jahan');
  const { items, areas } = await published(page);
  const hilsa = items.find((dish) => dish.name === HILSA) as CatalogueDish;
  const khulshi = areas.find((each) => each.id === 'khulshi') as PublishedArea;
  const total = (hilsa.price * 2 + khulshi.fee) * 100;
  const vat = vatInside(total, 500);

  await addFromMenu(page, [HILSA]);
  await placeCashOrderToKhulshi(page);
  const [order] = await queryD1<{ id: string; invoice: string }>(`SELECT id, invoice_year || '/' || printf('%05d', invoice_serial) AS invoice FROM orders WHERE delivery_phone = '01711000222' ORDER BY created_at DESC LIMIT 1`);
  if (!order) throw new Error('The order was not written');
  expect(order.invoice.startsWith(`${fiscalYear(Date.now())}/`)).toBe(true);

  // The success view quotes the invoice and the VAT inside what the guest pays.
  const note = page.locator('.invoice-note');
  await expect(note).toContainText(`Tax invoice ${order.invoice}`);
  await expect(note).toContainText(`VAT 5% included, ${paisa(vat)}`);

  // From the history, the whole invoice.
  await page.goto('/orders');
  const card = page.getByRole('article', { name: `Order ${order.id}` });
  await expect(card.locator('.invoice-note')).toContainText(order.invoice);
  await card.getByRole('link', { name: 'View or print the invoice' }).click();
  await expect(page).toHaveURL(`/invoice?order=${order.id}`);
  const sheet = page.getByRole('article', { name: 'Tax Invoice' });
  await expect(sheet.getByText('Mushak-6.3')).toBeVisible();
  await expect(sheet.getByText('004512378-0101')).toBeVisible();
  await expect(sheet.getByText(order.invoice)).toBeVisible();
  await expect(sheet.getByText('Road 2, Khulshi R/A, Chattogram, Khulshi')).toBeVisible();
  const rows = sheet.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText(HILSA);
  await expect(rows.nth(2).getByRole('rowheader')).toHaveText('Delivery fee');
  // The lines add up: their VAT to the invoice's VAT, their values to its total, in paisa.
  const column = async (index: number) => Promise.all((await rows.all()).slice(1).map(async (row) => fromPaisaText(await row.getByRole('cell').nth(index).innerText())));
  const [lineVat, lineValues, lineNet] = [await column(4), await column(5), await column(3)];
  expect(lineVat.reduce((sum, each) => sum + each, 0)).toBe(vat);
  expect(lineValues.reduce((sum, each) => sum + each, 0)).toBe(total);
  expect(lineNet.reduce((sum, each) => sum + each, 0)).toBe(total - vat);
  await expect(sheet.locator('.invoice-totals')).toContainText(`VAT at 5%${paisa(vat)}`);
  await expect(sheet.locator('.invoice-total')).toContainText(paisa(total));

  // Printed: the sheet alone on the page, without the site's header, footer or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print invoice' })).toBeHidden();
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: testInfo.outputPath('invoice-print.png'), fullPage: true });
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });

  // Staff open the same invoice from the order's detail; the day's sales list it with its figures.
  const since = restaurantDayOf(Date.now())[0];
  const invoicedToday = async () => (await queryD1<{ invoices: number }>(`SELECT count(*) AS invoices FROM invoices WHERE issued_at >= ${since}`))[0]?.invoices ?? -1;
  const before = await invoicedToday();
  const admin = await asAdmin(browser);
  await expect(admin.getByText('VAT included', { exact: true })).toBeVisible();
  // The demo evening's orders are invoiced as the Worker invoices (the dashboard's sales line counts the ledger).
  const [{ uninvoiced = -1 } = {}] = await queryD1<{ uninvoiced: number }>("SELECT count(*) AS uninvoiced FROM orders WHERE id LIKE 'DEM0R%' AND invoice_serial IS NULL");
  expect(uninvoiced).toBe(0);
  // Other tests may invoice meanwhile: the count shown lies between the ledger's before and after it was read.
  await expect(admin.locator('.admin-sales-figures')).toContainText(/^Today: \d+ invoices/);
  const shown = Number(/Today: (\d+) invoices/.exec(await admin.locator('.admin-sales-figures').innerText())?.[1]);
  expect(shown).toBeGreaterThanOrEqual(before);
  expect(shown).toBeLessThanOrEqual(await invoicedToday());
  await admin.getByRole('searchbox', { name: 'Search' }).fill(order.id);
  // The search's answer first: a click while the list is being replaced can land where another row was.
  await expect(admin.getByRole('region', { name: 'Orders' }).getByRole('row')).toHaveCount(2);
  await admin.getByRole('button', { name: `Open order ${order.id}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Order ${order.id}` });
  await expect(dialog.getByRole('link', { name: order.invoice })).toHaveAttribute('href', `/invoice?order=${order.id}`);
  await expect(dialog.getByText(`${paisa(vat)} (5%)`)).toBeVisible();
  await admin.keyboard.press('Escape');
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: "Today's sales (CSV)" }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  const line = csv.split('\r\n').find((each) => each.includes(order.id));
  expect(line?.split(',')).toEqual([order.invoice, expect.any(String), order.id, 'Cash On Delivery', 'Pending', '5%', ((total - vat) / 100).toFixed(2), (vat / 100).toFixed(2), '0.00', khulshi.fee.toFixed(2), (total / 100).toFixed(2)]);
});

test('an order whose online payment did not go through has no invoice until it is paid, in cash here; another guest never finds it', async ({ page, browser }) => {
  const guest = await signInAsNewGuest(page, 'Rafiq Islam');
  await addFromMenu(page, [HILSA]);
  await toPayment(page, 'agrabad', 'House 4, Agrabad C/A', '01711000333');
  await page.getByRole('radio', { name: 'Bkash' }).check();
  await page.getByRole('textbox', { name: 'Bkash Number' }).fill('01770000333');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(/\/cart\?order=/);
  const [order] = await queryD1<{ id: string }>(`SELECT id FROM orders WHERE user_id = '${guest.uid}'`);
  if (!order) throw new Error('The order was not written');

  await page.goto(`/invoice?order=${order.id}`);
  await expect(page.getByRole('heading', { name: 'No tax invoice yet' })).toBeVisible();
  await page.goto(`/cart?order=${order.id}`);
  await page.getByRole('button', { name: 'Pay Cash On Delivery Instead' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const [invoiced] = await queryD1<{ invoice: string }>(`SELECT invoice_year || '/' || printf('%05d', invoice_serial) AS invoice FROM orders WHERE id = '${order.id}'`);
  await expect(page.locator('.invoice-note')).toContainText(`Tax invoice ${invoiced?.invoice}`);
  await page.goto(`/invoice?order=${order.id}`);
  await expect(page.getByRole('article', { name: 'Tax Invoice' }).getByText(invoiced?.invoice ?? '')).toBeVisible();

  const other = await (await browser.newContext()).newPage();
  await signInAsNewGuest(other, 'Someone Else');
  await other.goto(`/invoice?order=${order.id}`);
  await expect(other.getByRole('alert')).toContainText('Order not found');
});
