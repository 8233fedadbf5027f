import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminSummary } from '../contract/admin';
import { fiscalYear, invoiceNumber, vatInside } from '../contract/invoice';
import type { Order } from '../contract/order';
import { findPayment, openPayment, settlePaid } from '../db/payments';
import { createOrder } from '../db/orders';
import { loadCatalogue } from '../ordering/published';
import { priceOrder } from '../ordering/prices';
import { callAs as call, resetWithNewCallers, uidOf } from '../test/callers';
import { onlineOrderBody, onBkashPage, placeOrder, startPayment, toWorker } from '../test/payments';
import { setRestaurantClock } from '../test/service-clock';
import { tokenEmail } from '../test/tokens';
import type { Mails } from '../mail/outbox';

// The tax invoice (Mushak-6.3): an order is sold at the VAT rate of its day, and gets a number when it becomes
// the kitchen's, consecutive in its fiscal year, with no gaps and no duplicates, whatever runs at once.

beforeEach(() => resetWithNewCallers('order_lines', 'payments', 'orders', 'invoices', 'mail_outbox', 'status_events'));
afterEach(() => vi.useRealTimers());

const serials = async () => {
  const { results } = await env.DB.prepare('SELECT year, serial FROM invoices ORDER BY serial').all<{ year: string; serial: number }>();
  // Each order carries its ledger's number.
  const copied = await env.DB.prepare('SELECT count(*) AS n FROM invoices i JOIN orders o ON o.id = i.order_id AND o.invoice_year = i.year AND o.invoice_serial = i.serial AND o.invoiced_at = i.issued_at').first<{ n: number }>();
  expect(copied?.n).toBe(results.length);
  return results;
};
const receiptPayload = async (orderId: string) => {
  const row = await env.DB.prepare("SELECT payload FROM mail_outbox WHERE kind = 'order-placed' AND subject_id = ?1").bind(orderId).first<{ payload: string }>();
  return row ? (JSON.parse(row.payload) as { invoice?: { year: string; serial: number; issuedAt: number } | null; tax?: Order['tax'] }) : undefined;
};

describe('an order placed for cash', () => {
  it('is invoiced at once, at the rate of the day, and its receipt quotes the invoice', async () => {
    const order = await placeOrder('cod');
    const year = fiscalYear(Date.now());
    expect(order.invoice).toEqual({ number: invoiceNumber(year, 1), issuedAt: expect.any(String) });
    expect(order.tax).toEqual({ vatRate: 500, serviceChargeRate: 0, vat: vatInside((order.total + order.deliveryFee) * 100, 500), bin: '004512378-0101' });
    expect(order.serviceCharge).toBe(0);
    const receipt = await receiptPayload(order.id);
    expect(receipt?.invoice).toEqual({ year, serial: 1, issuedAt: Date.parse(order.invoice?.issuedAt ?? '') });
    expect(receipt?.tax).toEqual(order.tax);
    // Read back, it is the same invoice: the answer was what was written.
    const read = await (await call('userA', 'GET', `/order/fetch-user-orders/${uidOf('userA')}`)).json<{ orders: Order[] }>();
    expect(read.orders[0]).toMatchObject({ invoice: order.invoice, tax: order.tax });
  });

  it('keeps the rate it was sold at: one sold in the fortnight of 15% in January 2025 says 15% for good', async () => {
    setRestaurantClock('2025-01-15T20:00');
    const body = await onlineOrderBody('cod');
    const response = await call('userA', 'POST', '/order/create-order', body);
    expect(response.status).toBe(201);
    const { order } = await response.json<{ order: Order }>();
    expect(order.tax.vatRate).toBe(1500);
    expect(order.tax.vat).toBe(vatInside((order.total + order.deliveryFee) * 100, 1500));
    expect(order.invoice?.number).toBe(invoiceNumber('2024-25', 1));
    vi.useRealTimers();
    const later = await placeOrder('cod');
    expect(later.tax.vatRate).toBe(500);
    const kept = await (await call('admin', 'GET', '/order/fetch-all-orders')).json<{ orders: Order[] }>();
    expect(kept.orders.find((one) => one.id === order.id)?.tax.vatRate).toBe(1500);
  });

  it('refuses a client’s service charge that is not the restaurant’s, with the real figures', async () => {
    const response = await call('userA', 'POST', '/order/create-order', { ...(await onlineOrderBody('cod')), serviceCharge: 50 });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ serviceCharge: 0 });
    expect(await serials()).toEqual([]);
  });
});

describe('an order paid online', () => {
  it('has no number while it waits; one declined and abandoned leaves no hole; the paid one takes the next', async () => {
    const year = fiscalYear(Date.now());
    const abandoned = await placeOrder('bkash');
    expect(abandoned.invoice).toBeNull();
    const declined = await startPayment(abandoned.id, 'bkash');
    await toWorker(await onBkashPage(declined.redirectUrl, 'decline'));
    const cash = await placeOrder('cod');
    const paid = await placeOrder('bkash');
    const { redirectUrl } = await startPayment(paid.id, 'bkash');
    expect((await toWorker(await onBkashPage(redirectUrl, 'approve'))).status).toBe(303);
    expect(cash.invoice?.number).toBe(invoiceNumber(year, 1));
    const read = await (await call('userA', 'GET', `/order/fetch-user-orders/${uidOf('userA')}`)).json<{ orders: Order[] }>();
    expect(read.orders.find((one) => one.id === paid.id)?.invoice?.number).toBe(invoiceNumber(year, 2));
    expect(read.orders.find((one) => one.id === abandoned.id)?.invoice).toBeNull();
    expect((await receiptPayload(paid.id))?.invoice).toMatchObject({ year, serial: 2 });
    expect(await serials()).toEqual([
      { year, serial: 1 },
      { year, serial: 2 },
    ]);
  });

  it('200 payments confirmed at once, beside cash orders placed at once, get distinct consecutive numbers', async () => {
    const catalogue = await loadCatalogue(env.ASSETS);
    const body = await onlineOrderBody('bkash');
    const priced = priceOrder(catalogue, body.items);
    if (!priced.ok) throw new Error('the dish is not on the menu');
    const token = tokenEmail(`${uidOf('userA')}@example.com`);
    const charges = { serviceCharge: 0, tax: { vatRate: 500, serviceChargeRate: 0, vat: 0, bin: '004512378-0101' } };
    const area = { area: null, fee: 60, extraMinutes: 0 };
    const waiting = await Promise.all(Array.from({ length: 200 }, () => createOrder(env.DB, { ...body, fulfilment: 'delivery', paymentMethod: 'bkash' }, priced.order, area, charges, null, token)));
    const payments = await Promise.all(waiting.map(async (order) => findPayment(env.DB, (await openPayment(env.DB, order.id, 'bkash', 'bkash', order.total, 0)) ?? '')));
    const mails: Mails = [];
    const [settled] = await Promise.all([
      Promise.all(payments.map((payment, index) => settlePaid(env.DB, payment ?? (undefined as never), { transactionId: `TRX${index}` }, false, mails))),
      Promise.all(Array.from({ length: 20 }, () => createOrder(env.DB, { ...body, fulfilment: 'delivery', paymentMethod: 'cod' }, priced.order, area, charges, null, token))),
    ]);
    expect(settled.every(Boolean)).toBe(true);
    const numbers = await serials();
    expect(numbers.map((row) => row.serial)).toEqual(Array.from({ length: 220 }, (_, index) => index + 1));
    // Each receipt quotes its own order's number.
    const quoted = await env.DB.prepare("SELECT json_extract(m.payload, '$.invoice.serial') AS quoted, o.invoice_serial AS serial FROM mail_outbox m JOIN orders o ON o.id = m.subject_id WHERE m.kind = 'order-placed'").all<{ quoted: number; serial: number }>();
    expect(quoted.results).toHaveLength(220);
    for (const row of quoted.results) expect(row.quoted).toBe(row.serial);
  });
});

describe('the sales for the accountant', () => {
  const csv = async (query: string) => call('admin', 'GET', `/admin/sales.csv?${query}`);
  const parse = (text: string) => text.trimEnd().split('\r\n').map((line) => line.split(','));
  const paisa = (taka: string) => Math.round(Number(taka) * 100);

  it('a day’s CSV lists its invoices in order, and its sums are the dashboard’s figures for that day', async () => {
    const orders = [await placeOrder('cod'), await placeOrder('cod'), await placeOrder('cod')];
    const cancelled = orders[1] as Order;
    expect((await call('admin', 'PUT', `/order/update-order/${cancelled.id}`, { status: 'cancelled' })).status).toBe(200);
    const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
    const response = await csv(`day=${today}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="sales-${today}.csv"`);
    const [header, ...rows] = parse(await response.text());
    expect(header).toEqual(['Invoice', 'Issued', 'Order', 'Payment', 'Status', 'VAT rate', 'Value without VAT', 'VAT', 'Service charge', 'Delivery fee', 'Total']);
    expect(rows.map((row) => row[2])).toEqual(orders.map((order) => order.id));
    expect(rows.map((row) => row[0])).toEqual(orders.map((order) => order.invoice?.number));
    expect(rows[1]?.[4]).toBe('Cancelled');
    for (const row of rows) expect(paisa(row[6] ?? '') + paisa(row[7] ?? '')).toBe(paisa(row[10] ?? ''));

    const { today: figures } = await (await call('admin', 'GET', '/admin/summary')).json<AdminSummary>();
    const sum = (column: number) => rows.reduce((total, row) => total + paisa(row[column] ?? ''), 0);
    expect(figures).toEqual({ invoices: 3, total: sum(10), vat: sum(7), serviceCharge: sum(8) });
    expect(figures?.total).toBe(orders.reduce((total, order) => total + (order.total + order.deliveryFee) * 100, 0));
  });

  it('keeps an invoice whose order staff deleted, and never gives its number again', async () => {
    const kept = await placeOrder('cod');
    const deleted = await placeOrder('cod');
    expect((await call('admin', 'DELETE', `/order/delete-order/${deleted.id}`)).status).toBe(200);
    const next = await placeOrder('cod');
    const year = fiscalYear(Date.now());
    expect([kept, deleted, next].map((order) => order.invoice?.number)).toEqual([1, 2, 3].map((serial) => invoiceNumber(year, serial)));
    const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
    const rows = parse(await (await csv(`day=${today}`)).text()).slice(1);
    expect(rows.map((row) => [row[0], row[2], row[4]])).toEqual([
      [invoiceNumber(year, 1), kept.id, 'Pending'],
      [invoiceNumber(year, 2), deleted.id, 'Deleted'],
      [invoiceNumber(year, 3), next.id, 'Pending'],
    ]);
  });

  it('a month’s CSV holds the month; another month is only the header', async () => {
    const order = await placeOrder('cod');
    const month = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 7);
    expect(parse(await (await csv(`month=${month}`)).text()).map((row) => row[2])).toEqual(['Order', order.id]);
    expect(parse(await (await csv('month=2020-02')).text())).toHaveLength(1);
  });

  it('is the admin’s alone, and a malformed or missing period is a 400 naming the field', async () => {
    expect((await call('anonymous', 'GET', '/admin/sales.csv?day=2026-11-27')).status).toBe(401);
    expect((await call('userA', 'GET', '/admin/sales.csv?day=2026-11-27')).status).toBe(403);
    for (const [query, field] of [
      ['day=27-11-2026', 'day'],
      ['month=2026-13', 'month'],
      ['', 'day'],
      ['day=2026-11-27&month=2026-11', 'day'],
    ] as const) {
      const response = await csv(query);
      expect(response.status, query).toBe(400);
      expect((await response.json<{ issues: { path: string[] }[] }>()).issues[0]?.path).toEqual([field]);
    }
  });
});
