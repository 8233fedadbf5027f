import { type Browser, expect, type Page, test } from '@playwright/test';
import { KITCHEN_POLL_MS } from '#contract/kitchen';
import { BOARD_PATH } from '../../site/islands/kitchen/kitchen-api';
import { DEMO_STAFF, signIn } from './support/accounts';
import { published } from './support/cart';
import { violations } from './support/axe';
import { queryD1 } from './support/stack';

// The staff's evening, end to end: an order taken on the phone for pickup, on the kitchen's screen within 5 s
// without a reload, moved on there, tracked by the guest; and the kitchen's screen offline through two of its reads,
// a tap made meanwhile applied once when it is back.

/** A signed-in staff member's page in a browser context of its own (the kitchen goes offline alone). */
async function staffPage(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, DEMO_STAFF);
  await page.goto(path);
  return page;
}

const ticket = (kitchen: Page, id: string) => kitchen.getByRole('article', { name: `Order ${id.slice(-6)}` });

test('a phone order for pickup: on the kitchen’s screen within 5 s, bumped to ready, tracked; a tap made offline is applied once', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const kitchen = await staffPage(browser, '/kitchen');
  await expect(kitchen.getByRole('heading', { name: 'Kitchen', level: 1 })).toBeVisible();
  await expect(kitchen.getByRole('region', { name: 'Tickets' })).toBeVisible();
  // The pass prints each new ticket by itself (through a frame of /ticket; with kiosk printing, no dialog).
  const autoPrint = kitchen.getByRole('switch', { name: 'Print each new ticket' });
  await autoPrint.check();

  const desk = await staffPage(browser, '/admin');
  await desk.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'New order' }).click();
  await expect(desk.getByRole('heading', { name: 'Take an order' })).toBeVisible();
  const { items } = await published(desk);
  const dish = items.find((item) => item.available && item.category === 'mains') ?? items[0];
  if (!dish) throw new Error('No dish in the catalogue');

  await desk.getByRole('radio', { name: 'Phone' }).check();
  await desk.getByRole('textbox', { name: 'Name', exact: true }).fill('Rafiq Chowdhury');
  await desk.getByRole('textbox', { name: 'Phone', exact: true }).fill('01819000111');
  await desk.getByLabel('Find a dish by name').fill(dish.name.slice(0, 8));
  await desk.getByRole('list', { name: 'Find a dish by name' }).getByRole('button', { name: new RegExp(dish.name) }).first().click();
  await desk.getByLabel('Note for the kitchen').fill('no chilli');
  await desk.getByRole('radio', { name: 'Pickup' }).check();
  await desk.getByRole('radio', { name: 'Cash on collection' }).check();
  expect(await violations(desk)).toEqual([]);
  await desk.screenshot({ path: testInfo.outputPath('take-order.png'), fullPage: true });
  await desk.getByRole('button', { name: 'Take the order' }).click();
  const taken = desk.getByRole('heading', { name: /^Order \w+ taken$/ });
  await expect(taken).toBeVisible();
  const id = /^Order (\w+) taken$/.exec((await taken.textContent()) ?? '')?.[1] ?? '';
  const takenAt = Date.now();
  await desk.screenshot({ path: testInfo.outputPath('order-taken.png') });
  expect(await queryD1<{ source: string; takenBy: string }>(`SELECT source, taken_by_name AS takenBy FROM orders WHERE id = '${id}'`)).toEqual([{ source: 'phone', takenBy: DEMO_STAFF.name }]);

  // The kitchen's screen, never reloaded, shows it within 5 s of its taking.
  const card = ticket(kitchen, id);
  await expect(card).toBeVisible({ timeout: Math.max(500, 5_000 - (Date.now() - takenAt)) });
  await expect(card).toContainText('no chilli');
  await expect(card).toContainText('Pickup');
  await expect.poll(async () => Number(await autoPrint.getAttribute('data-prints'))).toBeGreaterThanOrEqual(1);
  await expect(kitchen.getByText(`Order ${id.slice(-6)} did not print`)).toHaveCount(0);
  expect(await violations(kitchen)).toEqual([]);
  await kitchen.screenshot({ path: testInfo.outputPath('kitchen.png') });
  // Its kitchen ticket, printed at 80 mm from the order just taken: the line's note under the dish.
  const ticketPage = await desk.context().newPage();
  await ticketPage.goto(`/ticket?order=${id}&copy=kitchen`);
  const printed = ticketPage.getByRole('article', { name: `Kitchen ticket for order ${id}` });
  await expect(printed.getByRole('listitem').first()).toContainText('no chilli');
  await ticketPage.emulateMedia({ media: 'print' });
  await ticketPage.setViewportSize({ width: 302, height: 700 });
  await ticketPage.screenshot({ path: testInfo.outputPath('phone-order-ticket-80mm.png'), fullPage: true });
  await ticketPage.close();

  await card.getByRole('button', { name: 'Start' }).click();
  await card.getByRole('button', { name: 'Ready' }).click();
  await expect(card.getByRole('button', { name: 'Collected' })).toBeVisible();

  // The guest follows it by its id, without an account.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(`/track-order/${id}`);
  await expect(guest.getByText('Ready for pickup').first()).toBeVisible();

  // The network goes, for two of the board's reads and more: the tickets stay, the screen says it is reconnecting,
  // and a tap made meanwhile is kept.
  let failedReads = 0;
  kitchen.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname === BOARD_PATH) failedReads += 1;
  });
  await kitchen.context().setOffline(true);
  await expect(kitchen.getByText('Reconnecting…')).toBeVisible();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Collected' }).click();
  const readsBefore = failedReads;
  await expect.poll(() => failedReads - readsBefore, { timeout: 4 * KITCHEN_POLL_MS + 15_000 }).toBeGreaterThanOrEqual(2);
  await expect(kitchen.getByText('Reconnecting…')).toBeVisible();
  expect(await queryD1<{ status: string }>(`SELECT status FROM orders WHERE id = '${id}'`)).toEqual([{ status: 'ready' }]);
  await kitchen.context().setOffline(false);
  await expect(kitchen.getByText('Reconnecting…')).toBeHidden();
  await expect.poll(async () => (await queryD1<{ status: string }>(`SELECT status FROM orders WHERE id = '${id}'`))[0]?.status).toBe('collected');
  // Applied once: one change to collected in the order's history.
  const changes = await queryD1<{ to: string }>(`SELECT to_status AS "to" FROM status_events WHERE subject_id = '${id}' AND action = 'status' ORDER BY at`);
  expect(changes.map((change) => change.to)).toEqual(['preparing', 'ready', 'collected']);
  await guest.reload();
  await expect(guest.getByText('Collected').first()).toBeVisible();
});

test('a phone order paid by a bKash link: the guest opens it on their phone, pays on bKash’s page, and the kitchen gets it', async ({ browser }, testInfo) => {
  const desk = await staffPage(browser, '/admin');
  await desk.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'New order' }).click();
  const { items } = await published(desk);
  const dish = items.find((item) => item.available && item.category === 'desserts') ?? items[0];
  if (!dish) throw new Error('No dish in the catalogue');
  await desk.getByRole('textbox', { name: 'Name', exact: true }).fill('Farhana Karim');
  await desk.getByRole('textbox', { name: 'Phone', exact: true }).fill('01819000222');
  await desk.getByLabel('Find a dish by name').fill(dish.name.slice(0, 8));
  await desk.getByRole('list', { name: 'Find a dish by name' }).getByRole('button', { name: new RegExp(dish.name) }).first().click();
  await desk.getByRole('radio', { name: 'Pickup' }).check();
  await desk.getByRole('radio', { name: 'Payment link — bKash' }).check();
  await desk.getByRole('button', { name: 'Take the order' }).click();
  const link = await desk.getByRole('textbox', { name: 'Payment link' }).inputValue();
  const id = new URL(link).searchParams.get('order') ?? '';
  // Not the kitchen's until it is paid.
  expect(await queryD1<{ paymentStatus: string }>(`SELECT payment_status AS paymentStatus FROM orders WHERE id = '${id}'`)).toEqual([{ paymentStatus: 'awaiting' }]);
  // The next order's form lists it as waiting for payment, its link there to send again.
  await desk.getByRole('button', { name: 'Take another order' }).click();
  const waiting = desk.getByRole('region', { name: 'Waiting for payment' });
  await expect(waiting.getByRole('textbox', { name: `Payment link of order ${id}` })).toHaveValue(link);
  await waiting.screenshot({ path: testInfo.outputPath('waiting-for-payment.png') });

  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'Pay for your order', level: 1 })).toBeVisible();
  await expect(phone.getByText('Hello, Farhana.')).toBeVisible();
  await expect(phone.getByText(dish.name)).toBeVisible();
  expect(await violations(phone)).toEqual([]);
  await phone.screenshot({ path: testInfo.outputPath('pay-link.png'), fullPage: true });
  await phone.getByRole('textbox', { name: 'bKash number' }).fill('01711222333');
  await phone.getByRole('button', { name: /^Pay .* with bKash$/ }).click();
  await expect(phone.getByRole('textbox', { name: 'bKash account number' })).toHaveValue('01711222333');
  await phone.getByRole('button', { name: 'Confirm payment' }).click();
  await phone.waitForURL(/\/pay\?order=/);
  await expect(phone.getByRole('heading', { name: 'Paid. Thank you — the kitchen has your order.' })).toBeVisible();
  await phone.screenshot({ path: testInfo.outputPath('pay-link-paid.png'), fullPage: true });
  expect(await queryD1<{ paymentStatus: string; source: string }>(`SELECT payment_status AS paymentStatus, source FROM orders WHERE id = '${id}'`)).toEqual([{ paymentStatus: 'paid', source: 'phone' }]);
});
