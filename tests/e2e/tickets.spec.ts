import { expect, test } from '@playwright/test';
import { containsText } from '#contract/allergens';
import { asAdmin, signInAsNewGuest } from './support/accounts';
import { addFromMenu, type CatalogueDish, published } from './support/cart';
import { queryD1 } from './support/stack';

// The receipt printer's copies of an order: the kitchen's ticket and the guest's bill, opened by staff from the
// order's detail and printed through the browser on 80 mm and 58 mm rolls.

const HILSA = 'Smoked Hilsa Mousse';
/** A PDF page's width in points (1 mm = 72 / 25.4 pt), from its MediaBox. */
const pageWidths = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((box) => Number(box[1]));
const mm = (points: number) => (points * 25.4) / 72;

test('a pickup’s kitchen ticket and bill, from the dashboard, printed on 80 mm and on 58 mm', async ({ page, browser }, testInfo) => {
  await signInAsNewGuest(page, 'Sadia Karim');
  const { items } = await published(page);
  const hilsa = items.find((dish) => dish.name === HILSA) as CatalogueDish;
  await addFromMenu(page, [HILSA]);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
  await page.getByRole('radio', { name: /^Pickup/ }).check();
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('01711000444');
  await page.getByLabel('A note for the kitchen (optional)').fill('No chilli, please');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: 'Cash On Delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const [order] = await queryD1<{ id: string }>("SELECT id FROM orders WHERE delivery_phone = '01711000444' ORDER BY created_at DESC LIMIT 1");
  if (!order) throw new Error('The order was not written');

  const admin = await asAdmin(browser);
  await admin.getByRole('searchbox', { name: 'Search' }).fill(order.id);
  // The search's answer first: a click while the list is being replaced can land where another row was.
  await expect(admin.getByRole('region', { name: 'Orders' }).getByRole('row')).toHaveCount(2);
  await admin.getByRole('button', { name: `Open order ${order.id}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Order ${order.id}` });
  const opened = admin.context().waitForEvent('page');
  await dialog.getByRole('link', { name: 'Kitchen ticket' }).click();
  const ticket = await opened;
  await expect(ticket).toHaveURL(`/ticket?order=${order.id}&copy=kitchen`);
  const kitchen = ticket.getByRole('article', { name: `Kitchen ticket for order ${order.id}` });
  await expect(kitchen.getByText('PICKUP')).toBeVisible();
  await expect(kitchen.getByText(/^Ready by \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
  await expect(kitchen.getByRole('listitem')).toHaveText([`1 × ${HILSA}${containsText(hilsa.allergens)}`]);
  await expect(kitchen.getByText('Note: No chilli, please')).toBeVisible();

  // Printed: the ticket alone, on a page the roll's width.
  await ticket.emulateMedia({ media: 'print' });
  await expect(ticket.locator('.site-header')).toBeHidden();
  await expect(ticket.getByRole('button', { name: 'Print' })).toBeHidden();
  await ticket.setViewportSize({ width: 302, height: 700 });
  await ticket.screenshot({ path: testInfo.outputPath('kitchen-ticket-80mm.png'), fullPage: true });
  expect(pageWidths(await ticket.pdf({ preferCSSPageSize: true })).map((width) => Math.round(mm(width)))).toEqual([80]);
  await ticket.emulateMedia({ media: 'screen' });

  // The guest's bill on the narrow roll: the restaurant, the invoice, the line, the total and the VAT inside it.
  await ticket.getByRole('radio', { name: 'Guest bill' }).check();
  await ticket.getByRole('radio', { name: '58 mm' }).check();
  const bill = ticket.getByRole('article', { name: `Bill for order ${order.id}` });
  await expect(bill.getByText('Karnaphuli', { exact: true })).toBeVisible();
  await expect(bill.getByText(/^Invoice \d{4}-\d{2}\/\d{5}/)).toBeVisible();
  await expect(bill.getByRole('row', { name: `1 × ${HILSA}` })).toBeVisible();
  await expect(bill.getByRole('row', { name: /^Total/ })).toContainText(`৳${hilsa.price.toLocaleString('en-IN')}.00`);
  await expect(bill.getByRole('row', { name: /^VAT included \(5%\)/ })).toBeVisible();
  await ticket.emulateMedia({ media: 'print' });
  await ticket.setViewportSize({ width: 220, height: 700 });
  await ticket.screenshot({ path: testInfo.outputPath('guest-bill-58mm.png'), fullPage: true });
  expect(pageWidths(await ticket.pdf({ preferCSSPageSize: true })).map((width) => Math.round(mm(width)))).toEqual([58]);
});
