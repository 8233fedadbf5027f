import { expect, type Page, test } from '@playwright/test';
import { asAdmin, signInAsNewGuest } from './support/accounts';
import { addFromMenu } from './support/cart';
import { mailTo } from './support/inbox';
import { queryD1 } from './support/stack';

// Payments for real (docs/payments.md), as a guest in Chromium: through the stand-in gateways' own pages
// (scripts/gateways/, started by the stack beside the Worker, ports shifted with it), back to the site, and on
// to the receipt in the stack's mail catcher; and staff cancelling a paid order, its refund in the detail and the mail.
test.describe.configure({ timeout: 180_000 });

const HILSA = 'Smoked Hilsa Mousse';
const ADDRESS = 'House 7, Lane 2, Nasirabad, Chattogram';
const PHONE = '01819000111';
const WALLET = '01712345678';
const port = Number(process.env.E2E_PORT ?? 8790);
const BKASH = `http://127.0.0.1:${port - 8787 + 4010}`;
const SSLCOMMERZ = `http://127.0.0.1:${port - 8787 + 5010}`;

interface OrderRow {
  id: string;
  status: string;
  payment_method: string;
  payment_status: string;
  delivery_address: string;
  delivery_phone: string;
}
const ordersOf = (uid: string) => queryD1<OrderRow>(`SELECT id, status, payment_method, payment_status, delivery_address, delivery_phone FROM orders WHERE user_id = '${uid}'`);

async function toPayment(page: Page, phone = PHONE) {
  await addFromMenu(page, [HILSA]);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Delivery' }).click();
  await page.getByRole('combobox', { name: 'Area' }).selectOption('agrabad');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(ADDRESS);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
}

/** Bkash on our payment step, then bKash's page (the stand-in's), where the guest confirms, declines or cancels. */
async function payByBkash(page: Page, decision: 'Confirm payment' | 'Decline' | 'Cancel') {
  await page.getByRole('radio', { name: 'Bkash' }).check();
  await page.getByRole('textbox', { name: 'Bkash Number' }).fill(WALLET);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(`${BKASH}/pay/**`);
  // bKash's page opens with the number typed on ours (the payer reference).
  await expect(page.getByRole('textbox', { name: 'bKash account number' })).toHaveValue(WALLET);
  await page.getByRole('button', { name: decision }).click();
  await page.waitForURL(/\/cart\?order=/);
}

const successView = (page: Page) => page.getByRole('heading', { name: 'Order Placed Successfully!' });

test('bKash: paid on bKash’s page, back to the success view, and the receipt says paid', async ({ page }) => {
  const guest = await signInAsNewGuest(page);
  await toPayment(page);
  await payByBkash(page, 'Confirm payment');
  await expect(successView(page)).toBeVisible();
  await expect(page.getByText('Payment successful, your order is on the way!')).toBeVisible();
  const [order, ...more] = await ordersOf(guest.uid);
  expect(more).toEqual([]);
  expect(order).toMatchObject({ status: 'pending', payment_method: 'bkash', payment_status: 'paid' });
  await expect(page.getByRole('button', { name: String(order?.id) })).toBeVisible();
  // Paid, it is invoiced: the success view and the receipt quote the same number.
  const [invoiced] = await queryD1<{ invoice: string }>(`SELECT invoice_year || '/' || printf('%05d', invoice_serial) AS invoice FROM orders WHERE id = '${order?.id}'`);
  await expect(page.locator('.invoice-note')).toContainText(`Tax invoice ${invoiced?.invoice}`);
  const [receipt] = await mailTo(guest.email, new RegExp(`Your order ${order?.id}`));
  expect(receipt?.text).toContain('Bkash, paid');
  expect(receipt?.text).toMatch(new RegExp(`Tax invoice: +${invoiced?.invoice}, issued`));
});

test('declined on bKash’s page: told so, then cash on delivery without typing anything again', async ({ page }) => {
  const guest = await signInAsNewGuest(page);
  await toPayment(page);
  await payByBkash(page, 'Decline');
  await expect(page.getByRole('heading', { name: 'Your payment did not go through' })).toBeVisible();
  await expect(page.getByText('The payment did not go through. Nothing was charged.')).toBeVisible();
  expect((await ordersOf(guest.uid))[0]).toMatchObject({ payment_status: 'failed' });
  // Pay again is offered with the number already there; the guest chooses cash instead.
  await expect(page.getByRole('textbox', { name: 'Bkash Number (for Bkash)' })).toHaveValue(WALLET);
  await page.getByRole('button', { name: 'Pay Cash On Delivery Instead' }).click();
  await expect(successView(page)).toBeVisible();
  const [order, ...more] = await ordersOf(guest.uid);
  expect(more).toEqual([]);
  expect(order).toMatchObject({ status: 'pending', payment_method: 'cod', payment_status: 'cod', delivery_address: ADDRESS, delivery_phone: PHONE });
  await mailTo(guest.email, new RegExp(`Your order ${order?.id}`));
});

test('a card payment through SSLCommerz’s page: no card field on ours, paid, the success view', async ({ page }) => {
  const guest = await signInAsNewGuest(page);
  await toPayment(page);
  await page.getByRole('radio', { name: 'Credit Card' }).check();
  // No page of ours holds a card number (PCI DSS): the card is typed on the gateway's page.
  await expect(page.getByRole('textbox', { name: 'Card Number' })).toHaveCount(0);
  await expect(page.getByText('You will enter your card on SSLCommerz’s secure page')).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(`${SSLCOMMERZ}/gwprocess/v4/gw.php**`);
  await page.getByRole('button', { name: 'Pay with VISA' }).click();
  await page.waitForURL(/\/cart\?order=/);
  await expect(successView(page)).toBeVisible();
  expect((await ordersOf(guest.uid))[0]).toMatchObject({ status: 'pending', payment_method: 'credit-card', payment_status: 'paid' });
});

test('the card gateway down: the guest is told on the order’s own view, nothing is charged, and pays cash', async ({ page }) => {
  // The stand-in answers 503 to every request about this guest's payment (their phone is in SSLCommerz's session).
  const phone = `0181${String(Date.now()).slice(-7)}`;
  const control = (path: string, body: object) => fetch(`${SSLCOMMERZ}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  await control('/__control', { only: phone, down: true });
  try {
    const guest = await signInAsNewGuest(page);
    await toPayment(page, phone);
    await page.getByRole('radio', { name: 'Credit Card' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Your payment did not go through' })).toBeVisible();
    await expect(page).toHaveURL(/\/cart\?order=/);
    expect((await ordersOf(guest.uid))[0]).toMatchObject({ payment_status: 'awaiting' });
    await page.getByRole('button', { name: 'Pay Cash On Delivery Instead' }).click();
    await expect(successView(page)).toBeVisible();
    expect((await ordersOf(guest.uid))[0]).toMatchObject({ payment_method: 'cod', payment_status: 'cod', delivery_phone: phone });
  } finally {
    await control('/__control/reset', { only: phone });
  }
});

test('bKash: an execute that answers after the Worker stopped waiting is settled by bKash’s status query: paid, the success view', async ({ page }) => {
  // The stand-in executes at once but answers after the Worker's 30 s (PAYMENT_TIMEOUT_MS), for this wallet only.
  test.setTimeout(240_000);
  const wallet = `017${String(Date.now()).slice(-8)}`;
  const control = (path: string, body: object) => fetch(`${BKASH}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  await control('/__control', { only: wallet, answerAfterMs: 35_000 });
  try {
    const guest = await signInAsNewGuest(page);
    await toPayment(page);
    await page.getByRole('radio', { name: 'Bkash' }).check();
    await page.getByRole('textbox', { name: 'Bkash Number' }).fill(wallet);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(`${BKASH}/pay/**`);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.waitForURL(/\/cart\?order=/, { timeout: 60_000 });
    await expect(successView(page)).toBeVisible();
    const [order] = await ordersOf(guest.uid);
    expect(order).toMatchObject({ status: 'pending', payment_method: 'bkash', payment_status: 'paid' });
    const [payment, ...more] = await queryD1<{ status: string; last_error: string | null }>(`SELECT status, last_error FROM payments WHERE order_id = '${order?.id}'`);
    expect(more).toEqual([]);
    expect(payment).toEqual({ status: 'paid', last_error: null });
  } finally {
    await control('/__control/reset', { only: wallet });
  }
});

test('staff cancel a paid order: refunded through the gateway, shown in its detail, and the mail says so', async ({ page, browser }) => {
  const guest = await signInAsNewGuest(page, 'Refund Rahman');
  await toPayment(page);
  await payByBkash(page, 'Confirm payment');
  await expect(successView(page)).toBeVisible();
  const [order] = await ordersOf(guest.uid);
  const id = String(order?.id);

  const admin = await asAdmin(browser);
  await admin.getByRole('searchbox', { name: 'Search' }).fill(id);
  const table = admin.getByRole('region', { name: 'Orders' }).getByRole('table');
  const row = table.getByRole('row').filter({ has: admin.getByRole('button', { name: `Open order ${id}` }) });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await row.getByRole('combobox', { name: `Status of order ${id}` }).selectOption('cancelled');
  await expect(admin.getByText('Order updated successfully')).toBeVisible();
  await expect.poll(async () => (await ordersOf(guest.uid))[0]?.payment_status).toBe('refunded');

  await row.getByRole('button', { name: `Open order ${id}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Order ${id}` });
  await expect(dialog.getByText('Bkash: Refunded')).toBeVisible();
  const payments = dialog.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(payments.getByText(/refund RTRX/)).toBeVisible();
  await expect(payments.getByText(/trxID TRX/)).toBeVisible();

  const [mail] = await mailTo(guest.email, new RegExp(`Order ${id}: Cancelled`));
  expect(mail?.text).toContain('you paid online is on its way back to the card or bKash account you paid with: it arrives within 3-5 business days.');
});
