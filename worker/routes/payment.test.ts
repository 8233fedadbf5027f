import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminHistory, AdminOrderPage, AdminSummary } from '../contract/admin';
import type { Order } from '../contract/order';
import type { OrderPayment, PaymentMethods, PaymentRecord, RefundAnswer } from '../contract/payment';
import worker, { createApp } from '../index';
import { EXPIRED_UNPAID } from '../contract/payment-rules';
import { config } from '../env';
import { neverClosing, publishedHours } from '../ordering/hours';
import { BKASH_TOO_OLD, GATEWAY_OPEN_MS, ORDER_PAYABLE_MS, PAYMENT_OPEN_MS, payments, sweepPayments } from '../payments/flow';
import { forgetCachedToken } from '../payments/bkash';
import { callAs as call, CALLERS, resetWithNewCallers, uidOf } from '../test/callers';
import { behave, inspect, misbehave, onBkashPage, onSslcommerzPage, orderRow, paymentRows, placeOrder, postForm, receipts, startBody, startPayment, toWorker, walletNumber } from '../test/payments';

// Payments through the stand-in gateways (docs/payments.md): what "How we will know" asks of the Worker.

beforeEach(() => resetWithNewCallers('payments', 'gateway_tokens', 'mail_outbox', 'status_events', 'order_lines', 'orders', 'kitchen_pause', 'sold_out_dishes'));
afterEach(async () => {
  await behave('bkash');
  await behave('sslcommerz');
});

const adminList = async () => (await (await call('admin', 'GET', '/order/fetch-all-orders')).json<AdminOrderPage>()).orders.map((order) => order.id);
const summary = async () => (await call('admin', 'GET', '/admin/summary')).json<AdminSummary>();
/** Signs IPN fields again over `keys` only, as SSLCommerz would with that verify_key (its v4 algorithm). */
async function resign(fields: Record<string, string>, keys: string[]): Promise<Record<string, string>> {
  const md5 = async (text: string) => [...new Uint8Array(await crypto.subtle.digest('MD5', new TextEncoder().encode(text)))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  const signed: Record<string, string> = Object.fromEntries(keys.map((key) => [key, fields[key] ?? '']));
  signed['store_passwd'] = await md5(env.SSLCOMMERZ_STORE_PASSWORD ?? '');
  const text = Object.keys(signed).sort().map((key) => `${key}=${signed[key]}`).join('&');
  return { ...fields, verify_key: keys.join(','), verify_sign: await md5(text) };
}

/** The Worker's own Cron handler: a payment it confirms late is judged by the published hours. */
const scheduled = (scheduledTime: number) => worker.scheduled(createScheduledController({ scheduledTime, cron: '* * * * *' }), env);
/** The payments' sweep judged by the test kitchen that never closes, as the tests' requests are: the same at any hour. */
const cron = (scheduledTime: number) => sweepPayments(payments(env.DB, config(env), async () => neverClosing(await publishedHours(env.ASSETS))), scheduledTime, []);

/** A bKash order paid through the stand-in's page: the order and where the Worker sent the guest. */
async function paidByBkash(): Promise<{ order: Order; landing: Response }> {
  const order = await placeOrder('bkash');
  const { redirectUrl } = await startPayment(order.id, 'bkash');
  const landing = await toWorker(await onBkashPage(redirectUrl, 'approve'));
  return { order, landing };
}

describe('a bKash payment', () => {
  it('leaves the order unseen by the kitchen until bKash completes it; then it is pending, paid, with one receipt', async () => {
    const order = await placeOrder('bkash');
    expect(order.paymentStatus).toBe('awaiting');
    expect(await adminList()).not.toContain(order.id);
    expect(await summary()).toMatchObject({ totalOrders: 0, revenue: 0 });
    expect(await receipts(order.id)).toEqual([]);

    const wallet = walletNumber();
    const { redirectUrl } = await startPayment(order.id, 'bkash', wallet);
    // bKash's page opens with the number typed on our payment step (payerReference).
    const page = await (await fetch(redirectUrl)).text();
    expect(page).toContain(`value="${wallet}"`);

    const landing = await toWorker(await onBkashPage(redirectUrl, 'approve'));
    expect(landing.status).toBe(303);
    expect(landing.headers.get('Location')).toBe(`http://127.0.0.1:8787/cart?order=${order.id}`);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'paid', paymentMethod: 'bkash' });
    const [payment] = await paymentRows(order.id);
    expect(payment).toMatchObject({ gateway: 'bkash', status: 'paid', amount: order.total + order.deliveryFee });
    expect(payment?.transactionId).toMatch(/^TRX/);
    const [receipt, ...more] = await receipts(order.id);
    expect(more).toEqual([]);
    expect(JSON.parse(receipt?.payload ?? '{}')).toMatchObject({ orderId: order.id, paymentMethod: 'bkash', paid: true });
    expect(await adminList()).toContain(order.id);
    expect(await summary()).toMatchObject({ totalOrders: 1, revenue: order.total });

    const history = await (await call('admin', 'GET', `/admin/orders/${order.id}/history`)).json<AdminHistory>();
    expect(history.payments).toMatchObject([{ gateway: 'bkash', status: 'paid', transactionId: payment?.transactionId, instrument: 'bKash' }]);
    const tracked = await (await call('anonymous', 'GET', `/track/order/${order.id}`)).json<{ order: { paymentStatus: string } }>();
    expect(tracked.order.paymentStatus).toBe('paid');
  });

  it('a return that comes twice, or twice at once, is one payment and one receipt', async () => {
    const order = await placeOrder('bkash');
    const { redirectUrl } = await startPayment(order.id, 'bkash');
    const back = await onBkashPage(redirectUrl, 'approve');
    const answers = await Promise.all([toWorker(back), toWorker(back)]);
    expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
    expect((await toWorker(back)).status).toBe(303);
    expect((await paymentRows(order.id)).map((payment) => payment.status)).toEqual(['paid']);
    expect(await receipts(order.id)).toHaveLength(1);
  });

  it('a forged status=success, without the guest approving on bKash, changes nothing', async () => {
    const order = await placeOrder('bkash');
    await startPayment(order.id, 'bkash');
    const [payment] = await paymentRows(order.id);
    const forged = await toWorker(`http://127.0.0.1:8787/api/payment/bkash/callback?paymentID=${payment?.gatewayPaymentId}&status=success`);
    expect(forged.status).toBe(303);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'awaiting' });
    expect(await receipts(order.id)).toEqual([]);
    // An id bKash never gave is not a payment at all.
    expect((await toWorker('http://127.0.0.1:8787/api/payment/bkash/callback?paymentID=TR0011FORGED&status=success')).status).toBe(404);
  });

  it('an execute that answers after the Worker stopped waiting is settled by bKash’s status query', async () => {
    const order = await placeOrder('bkash');
    const { redirectUrl } = await startPayment(order.id, 'bkash');
    const [payment] = await paymentRows(order.id);
    await misbehave('bkash', payment?.gatewayPaymentId ?? '', { answerAfterMs: 4000 });
    const landing = await toWorker(await onBkashPage(redirectUrl, 'approve'));
    expect(landing.status).toBe(303);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid' });
    // Read by the query's own field names (merchantInvoice): paid, not taken for a mismatch and refunded.
    expect((await paymentRows(order.id)).map((row) => [row.status, row.lastError])).toEqual([['paid', null]]);
    expect(await receipts(order.id)).toHaveLength(1);
  });

  it('a second callback after the payment was executed is settled by the status query, not refunded', async () => {
    const order = await placeOrder('bkash');
    const { redirectUrl } = await startPayment(order.id, 'bkash');
    const back = await onBkashPage(redirectUrl, 'approve');
    await toWorker(back);
    // The payment is paid; a stale copy of it (a sweep that read it before) asks bKash's status again.
    await env.DB.prepare("UPDATE payments SET status = 'initiated', settled_at = NULL WHERE order_id = ?1").bind(order.id).run();
    await env.DB.prepare("UPDATE orders SET payment_status = 'awaiting' WHERE id = ?1").bind(order.id).run();
    await toWorker(back);
    expect((await paymentRows(order.id)).map((row) => row.status)).toEqual(['paid']);
  });

  it('declined on bKash’s page: the order is kept, marked, and paid in cash without retyping anything', async () => {
    const order = await placeOrder('bkash');
    const { redirectUrl } = await startPayment(order.id, 'bkash');
    expect((await toWorker(await onBkashPage(redirectUrl, 'decline'))).status).toBe(303);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    expect(await adminList()).not.toContain(order.id);
    const told = await (await call('userA', 'GET', `/payment/order/${order.id}`)).json<OrderPayment>();
    expect(told).toMatchObject({ paymentStatus: 'failed', latest: { status: 'failed', gateway: 'bkash' } });

    const cash = await call('userA', 'POST', '/payment/cash', { orderId: order.id });
    expect(cash.status).toBe(200);
    expect((await cash.json<{ order: Order }>()).order).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'cod', delivery: order.delivery, items: order.items });
    expect(await receipts(order.id)).toHaveLength(1);
    expect(await adminList()).toContain(order.id);
    // Once cash, it is not paid again, nor switched twice.
    expect((await call('userA', 'POST', '/payment/cash', { orderId: order.id })).status).toBe(409);
    expect((await call('userA', 'POST', '/payment/start', startBody(order.id, 'bkash'))).status).toBe(409);
  });

  it('cancelled on bKash’s page, then paid again by card', async () => {
    const order = await placeOrder('bkash');
    const first = await startPayment(order.id, 'bkash');
    await toWorker(await onBkashPage(first.redirectUrl, 'cancel'));
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'failed' });
    const second = await startPayment(order.id, 'credit-card');
    const { back } = await onSslcommerzPage(second.redirectUrl, 'approve');
    expect((await postForm(back.url, back.fields)).status).toBe(303);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'credit-card' });
    expect((await paymentRows(order.id)).map((payment) => [payment.gateway, payment.status])).toEqual([
      ['bkash', 'cancelled'],
      ['sslcommerz', 'paid'],
    ]);
  });

  it('a gateway that is down: the guest is told, the order waits, nothing is charged', async () => {
    const order = await placeOrder('bkash');
    const wallet = walletNumber();
    await misbehave('bkash', wallet, { down: true });
    const refused = await call('userA', 'POST', '/payment/start', startBody(order.id, 'bkash', wallet));
    expect(refused.status).toBe(502);
    expect((await refused.json<{ error: string }>()).error).toContain('nothing was charged');
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'awaiting' });
    expect((await paymentRows(order.id)).map((payment) => payment.status)).toEqual(['failed']);
    expect(await receipts(order.id)).toEqual([]);
    // Back up: the guest pays.
    await behave('bkash');
    const { redirectUrl } = await startPayment(order.id, 'bkash', wallet);
    await toWorker(await onBkashPage(redirectUrl, 'approve'));
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('abandoned (the tab closed): open while bKash keeps it open, then the sweep expires it, nothing taken', async () => {
    const order = await placeOrder('bkash');
    await startPayment(order.id, 'bkash');
    await cron(Date.now() + 60_000);
    expect((await paymentRows(order.id)).map((payment) => payment.status)).toEqual(['initiated']);
    // bKash still calls it Initiated: the guest may be on its page.
    await cron(Date.now() + PAYMENT_OPEN_MS + 61_000);
    expect((await paymentRows(order.id)).map((payment) => payment.status)).toEqual(['initiated']);
    await cron(Date.now() + GATEWAY_OPEN_MS.bkash + 61_000);
    expect((await paymentRows(order.id)).map((payment) => payment.status)).toEqual(['expired']);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'failed' });
    expect(await receipts(order.id)).toEqual([]);
  });

  it('approved on bKash’s page, then the tab closed before the return: never executed, so the sweep expires it', async () => {
    const order = await placeOrder('bkash');
    await onBkashPage((await startPayment(order.id, 'bkash')).redirectUrl, 'approve');
    await cron(Date.now() + GATEWAY_OPEN_MS.bkash + 61_000);
    // bKash moves money only on execute, which only the Worker calls: none was taken, and the order is marked.
    expect((await paymentRows(order.id)).map((row) => row.status)).toEqual(['expired']);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'failed' });
  });

  it('the sweep never closes a payment on an error answer or no answer; after an hour staff are told to check it', async () => {
    const order = await placeOrder('bkash');
    await startPayment(order.id, 'bkash');
    const [payment] = await paymentRows(order.id);
    const only = payment?.gatewayPaymentId ?? '';
    await misbehave('bkash', only, { statusError: 'System is undergoing maintenance' });
    await cron(Date.now() + GATEWAY_OPEN_MS.bkash + 61_000);
    expect((await paymentRows(order.id)).map((row) => row.status)).toEqual(['initiated']);
    await behave('bkash');
    await misbehave('bkash', only, { down: true });
    await cron(Date.now() + GATEWAY_OPEN_MS.bkash + 2 * 61_000);
    expect((await paymentRows(order.id)).map((row) => row.status)).toEqual(['initiated']);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'awaiting' });

    // An hour on, still without a final answer: the dashboard shows it to check, with its references.
    await env.DB.prepare('UPDATE payments SET created_at = ?2 WHERE id = ?1').bind(payment?.id, Date.now() - 61 * 60_000).run();
    const history = await (await call('admin', 'GET', `/admin/orders/${order.id}/history`)).json<AdminHistory>();
    expect(history.payments[0]).toMatchObject({ id: payment?.id, status: 'initiated', checkWithGateway: true, gatewayReference: only });
    const toCheck = await (await call('admin', 'GET', '/admin/payments/to-check')).json<{ payments: (PaymentRecord & { orderId: string })[] }>();
    expect(toCheck.payments).toContainEqual(expect.objectContaining({ id: payment?.id, orderId: order.id, gatewayReference: only, checkWithGateway: true }));
    // The dashboard's figures count it, so the notice of payments to check shows without opening any order.
    const summary = await (await call('admin', 'GET', '/admin/summary')).json<{ paymentsToCheck: number }>();
    expect(summary.paymentsToCheck).toBe(toCheck.payments.length);
    expect(summary.paymentsToCheck).toBeGreaterThan(0);
    expect((await call('userA', 'GET', '/admin/payments/to-check')).status).toBe(403);
  });

  it('a forged cancel or failure return changes nothing: bKash still has the payment open', async () => {
    const order = await placeOrder('bkash');
    const { redirectUrl } = await startPayment(order.id, 'bkash');
    const [payment] = await paymentRows(order.id);
    for (const status of ['cancel', 'failure']) {
      const forged = await toWorker(`http://127.0.0.1:8787/api/payment/bkash/callback?paymentID=${payment?.gatewayPaymentId}&status=${status}`);
      expect(forged.status).toBe(303);
    }
    expect((await paymentRows(order.id)).map((row) => row.status)).toEqual(['initiated']);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'awaiting' });
    // The guest, still on bKash's page, pays.
    await toWorker(await onBkashPage(redirectUrl, 'approve'));
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('keeps bKash’s token per base URL and username: a token kept for the sandbox is never sent to another bKash', async () => {
    forgetCachedToken();
    const sandbox = `bkash https://tokenized.sandbox.bka.sh/v1.2.0-beta ${env.BKASH_USERNAME}`;
    await env.DB.prepare('INSERT INTO gateway_tokens (gateway, token, refresh_token, expires_at) VALUES (?1, ?2, ?3, ?4)').bind(sandbox, 'SANDBOX-TOKEN', 'SANDBOX-REFRESH', Date.now() + 3_000_000).run();
    await startPayment((await placeOrder('bkash')).id, 'bkash');
    const rows = (await env.DB.prepare('SELECT gateway, token FROM gateway_tokens ORDER BY gateway').all<{ gateway: string; token: string }>()).results;
    expect(rows).toContainEqual({ gateway: sandbox, token: 'SANDBOX-TOKEN' });
    expect(rows).toContainEqual(expect.objectContaining({ gateway: `bkash ${env.BKASH_BASE_URL} ${env.BKASH_USERNAME}` }));
  });

  it('a token bKash no longer accepts is granted again at once, not kept failing payments for its hour', async () => {
    await startPayment((await placeOrder('bkash')).id, 'bkash');
    await fetch(`${env.BKASH_BASE_URL}/__control/act/revoke-tokens`, { method: 'POST' });
    const order = await placeOrder('bkash');
    const { redirectUrl } = await startPayment(order.id, 'bkash');
    await toWorker(await onBkashPage(redirectUrl, 'approve'));
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('an attempt bKash never answered with a paymentID (the Worker stopped half way) is closed by the sweep', async () => {
    const order = await placeOrder('bkash');
    await env.DB.prepare("INSERT INTO payments (id, order_id, gateway, amount, status, created_at, updated_at) VALUES ('HALFWAY00001', ?1, 'bkash', 100, 'initiated', 0, 0)").bind(order.id).run();
    await cron(Date.now() + PAYMENT_OPEN_MS + 61_000);
    expect((await paymentRows(order.id)).map((payment) => payment.status)).toEqual(['expired']);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'failed' });
  });

  it('grants bKash’s token once and keeps it for its hour; refreshes it when it runs out', async () => {
    forgetCachedToken();
    const before = await inspect<{ grants: number; refreshes: number }>('bkash');
    for (let index = 0; index < 3; index += 1) await startPayment((await placeOrder('bkash')).id, 'bkash');
    const after = await inspect<{ grants: number; refreshes: number }>('bkash');
    expect(after.grants - before.grants).toBeLessThanOrEqual(1);
    // Run out, here and in D1: refreshed with its refresh token, not granted again.
    forgetCachedToken();
    await env.DB.prepare('UPDATE gateway_tokens SET expires_at = 0').run();
    await startPayment((await placeOrder('bkash')).id, 'bkash');
    const refreshed = await inspect<{ grants: number; refreshes: number }>('bkash');
    expect(refreshed.refreshes - after.refreshes).toBe(1);
    expect(refreshed.grants).toBe(after.grants);
  });
});

describe('a card payment through SSLCommerz', () => {
  it('is paid once validated: the return and the IPN racing make one payment and one receipt', async () => {
    const order = await placeOrder('credit-card');
    const { redirectUrl } = await startPayment(order.id, 'credit-card');
    expect(redirectUrl).toContain('/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=');
    const { back, ipn } = await onSslcommerzPage(redirectUrl, 'approve');
    expect(back.url).toBe('http://127.0.0.1:8787/api/payment/sslcommerz/return/success');
    const [returned, notified] = await Promise.all([postForm(back.url, back.fields), postForm(ipn.url, ipn.fields)]);
    expect([returned.status, notified.status]).toEqual([303, 200]);
    expect((await postForm(ipn.url, ipn.fields)).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    const payments = await paymentRows(order.id);
    expect(payments).toMatchObject([{ gateway: 'sslcommerz', status: 'paid', transactionId: back.fields['bank_tran_id'] }]);
    expect(await receipts(order.id)).toHaveLength(1);
    const history = await (await call('admin', 'GET', `/admin/orders/${order.id}/history`)).json<AdminHistory>();
    expect(history.payments[0]?.instrument).toBe('VISA-Dutch Bangla');
  });

  it('an IPN alone settles it (the guest never came back)', async () => {
    const order = await placeOrder('credit-card');
    const { ipn } = await onSslcommerzPage((await startPayment(order.id, 'credit-card')).redirectUrl, 'approve');
    expect((await postForm(ipn.url, ipn.fields)).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('an IPN whose signature does not hold is refused and changes nothing', async () => {
    const order = await placeOrder('credit-card');
    const { ipn } = await onSslcommerzPage((await startPayment(order.id, 'credit-card')).redirectUrl, 'approve');
    const refused = await postForm(ipn.url, { ...ipn.fields, amount: '1.00' });
    expect(refused.status).toBe(400);
    expect((await refused.json<{ issues: { path: string[] }[] }>()).issues[0]?.path).toEqual(['verify_sign']);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'awaiting' });
  });

  it('a forged success: another transaction’s val_id, or none, pays nothing', async () => {
    const cheap = await placeOrder('credit-card');
    const { back: cheapBack } = await onSslcommerzPage((await startPayment(cheap.id, 'credit-card')).redirectUrl, 'approve');
    const dear = await placeOrder('credit-card');
    const started = await startPayment(dear.id, 'credit-card');
    const [payment] = await paymentRows(dear.id);
    const forged = await postForm('http://127.0.0.1:8787/api/payment/sslcommerz/return/success', { ...cheapBack.fields, tran_id: payment?.id ?? '', status: 'VALID' });
    expect(forged.status).toBe(303);
    expect(await orderRow(dear.id)).toMatchObject({ paymentStatus: 'awaiting' });
    expect((await postForm('http://127.0.0.1:8787/api/payment/sslcommerz/return/success', { tran_id: payment?.id ?? '', status: 'VALID' })).status).toBe(303);
    expect(await orderRow(dear.id)).toMatchObject({ paymentStatus: 'awaiting' });
    expect(await receipts(dear.id)).toEqual([]);
    expect(started.redirectUrl).toBeTruthy();
  });

  it('an amount that does not match: the order is not paid and the money goes back', async () => {
    const order = await placeOrder('credit-card');
    const started = await startPayment(order.id, 'credit-card');
    await misbehave('sslcommerz', started.paymentId, { tamperAmount: true });
    const { back } = await onSslcommerzPage(started.redirectUrl, 'approve');
    expect((await postForm(back.url, back.fields)).status).toBe(303);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'awaiting' });
    const [payment] = await paymentRows(order.id);
    expect(payment).toMatchObject({ status: 'refund_pending' });
    expect(payment?.refundRef).toMatch(/^RF/);
    expect(await receipts(order.id)).toEqual([]);
  });

  it('a risky payment is held for staff: no receipt, shown on the dashboard as held', async () => {
    const order = await placeOrder('credit-card', '01811000077');
    await misbehave('sslcommerz', '01811000077', { riskLevel: '1' });
    const { back } = await onSslcommerzPage((await startPayment(order.id, 'credit-card')).redirectUrl, 'approve');
    await postForm(back.url, back.fields);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'held' });
    expect(await receipts(order.id)).toEqual([]);
    expect(await adminList()).toContain(order.id);
  });

  it('a gateway too slow to open the session: the guest is told, nothing is charged, and a later try pays', async () => {
    const order = await placeOrder('credit-card', '01811000079');
    await misbehave('sslcommerz', '01811000079', { slowMs: 3000 });
    const refused = await call('userA', 'POST', '/payment/start', startBody(order.id, 'credit-card'));
    expect(refused.status).toBe(502);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'awaiting' });
    await behave('sslcommerz');
    const { back } = await onSslcommerzPage((await startPayment(order.id, 'credit-card')).redirectUrl, 'approve');
    await postForm(back.url, back.fields);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid' });
    expect((await paymentRows(order.id)).map((payment) => payment.status)).toEqual(['failed', 'paid']);
  });

  it('staff accept a held payment by moving its order on: paid, with its receipt, once', async () => {
    const order = await placeOrder('credit-card', '01811000078');
    await misbehave('sslcommerz', '01811000078', { riskLevel: '1' });
    const { back } = await onSslcommerzPage((await startPayment(order.id, 'credit-card')).redirectUrl, 'approve');
    await postForm(back.url, back.fields);
    expect((await call('admin', 'PUT', `/order/update-order/${order.id}`, { status: 'preparing' })).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'preparing', paymentStatus: 'paid' });
    expect((await paymentRows(order.id)).map((payment) => payment.status)).toEqual(['paid']);
    expect((await call('admin', 'PUT', `/order/update-order/${order.id}`, { status: 'ready' })).status).toBe(200);
    expect(await receipts(order.id)).toHaveLength(1);
  });

  it('validation that does not answer: the query’s VALID alone does not count; once validation answers, the sweep settles it', async () => {
    const order = await placeOrder('credit-card');
    const started = await startPayment(order.id, 'credit-card');
    const { back } = await onSslcommerzPage(started.redirectUrl, 'approve');
    await misbehave('sslcommerz', started.paymentId, { answerAfterMs: 4000 });
    expect((await postForm(back.url, back.fields)).status).toBe(303);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'awaiting' });
    expect((await paymentRows(order.id)).map((row) => row.status)).toEqual(['initiated']);
    await behave('sslcommerz');
    await cron(Date.now() + PAYMENT_OPEN_MS + 61_000);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid' });
    expect(await receipts(order.id)).toHaveLength(1);
  });

  it('a guest still on a slow bank page at ten minutes is not expired, and paying then is paid, not refunded', async () => {
    const order = await placeOrder('credit-card');
    const started = await startPayment(order.id, 'credit-card');
    await cron(Date.now() + PAYMENT_OPEN_MS + 61_000);
    expect((await paymentRows(order.id)).map((row) => row.status)).toEqual(['initiated']);
    const { back } = await onSslcommerzPage(started.redirectUrl, 'approve');
    await postForm(back.url, back.fields);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid' });
    expect((await paymentRows(order.id)).map((row) => row.status)).toEqual(['paid']);
    // Never paid at all: expired once SSLCommerz's window has passed.
    const idle = await placeOrder('credit-card');
    await startPayment(idle.id, 'credit-card');
    await cron(Date.now() + GATEWAY_OPEN_MS.sslcommerz + 61_000);
    expect((await paymentRows(idle.id)).map((row) => row.status)).toEqual(['expired']);
  });

  it('a forged fail or cancel return changes nothing while SSLCommerz has the session open', async () => {
    const order = await placeOrder('credit-card');
    const started = await startPayment(order.id, 'credit-card');
    for (const outcome of ['fail', 'cancel']) {
      expect((await postForm(`http://127.0.0.1:8787/api/payment/sslcommerz/return/${outcome}`, { tran_id: started.paymentId, status: 'FAILED' })).status).toBe(303);
    }
    expect((await paymentRows(order.id)).map((row) => row.status)).toEqual(['initiated']);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'awaiting' });
    const { back } = await onSslcommerzPage(started.redirectUrl, 'approve');
    await postForm(back.url, back.fields);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('a declined session’s val_id, brought to the success return, pays nothing', async () => {
    const order = await placeOrder('credit-card');
    const { back } = await onSslcommerzPage((await startPayment(order.id, 'credit-card')).redirectUrl, 'decline');
    expect(back.fields['val_id']).toBeTruthy();
    await postForm('http://127.0.0.1:8787/api/payment/sslcommerz/return/success', back.fields);
    expect((await paymentRows(order.id)).map((row) => row.status)).toEqual(['failed']);
    expect(await receipts(order.id)).toEqual([]);
  });

  it('an IPN whose signature leaves out a field we act on is refused, naming verify_key', async () => {
    const order = await placeOrder('credit-card');
    const { ipn } = await onSslcommerzPage((await startPayment(order.id, 'credit-card')).redirectUrl, 'approve');
    const narrow = await resign(ipn.fields, ipn.fields['verify_key']?.split(',').filter((key) => key !== 'val_id') ?? []);
    const refused = await postForm(ipn.url, narrow);
    expect(refused.status).toBe(400);
    expect((await refused.json<{ issues: { path: string[] }[] }>()).issues[0]?.path).toEqual(['verify_key']);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'awaiting' });
  });

  it('sends the fields SSLCommerz marks mandatory, within their lengths, and the guest’s own e-mail', async () => {
    const order = await placeOrder('credit-card');
    await env.DB.prepare('UPDATE orders SET delivery_address = ?2 WHERE id = ?1').bind(order.id, 'Flat 7B, Sanmar Ocean City tower, 997 CDA Avenue, East Nasirabad, Chattogram').run();
    const started = await startPayment(order.id, 'credit-card');
    const session = await inspect<Record<string, string>>('sslcommerz', `?tran_id=${started.paymentId}`);
    expect(session).toMatchObject({ cus_postcode: '4000', num_of_item: '2', cus_add1: 'Flat 7B, Sanmar Ocean City tower, 997 CDA Avenue, ', cus_email: `${uidOf('userA')}@example.com` });
    expect(session['cus_email']).not.toBe(env.MAIL_FROM);
    // An account without an e-mail pays by bKash or cash, never with the restaurant's address.
    const phoneOnly = await call('userA', 'POST', '/payment/start', startBody(order.id, 'credit-card'), {}, { email: '' });
    expect(phoneOnly.status).toBe(409);
    // The stand-in refuses what SSLCommerz refuses: a session without a mandatory field.
    const withoutPostcode = Object.fromEntries(Object.entries(session).filter(([name, value]) => typeof value === 'string' && name !== 'cus_postcode'));
    const refused = await fetch(`${env.SSLCOMMERZ_BASE_URL}/gwprocess/v4/api.php`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...withoutPostcode, tran_id: 'POSTCODELESS1' }) });
    expect(await refused.json()).toMatchObject({ status: 'FAILED', failedreason: expect.stringContaining('cus_postcode') });
  });

  it('paid on the gateway after the guest switched to cash: refunded, never kept', async () => {
    const order = await placeOrder('credit-card');
    const started = await startPayment(order.id, 'credit-card');
    expect((await call('userA', 'POST', '/payment/cash', { orderId: order.id })).status).toBe(200);
    const { ipn } = await onSslcommerzPage(started.redirectUrl, 'approve');
    expect((await postForm(ipn.url, ipn.fields)).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'cod' });
    expect((await paymentRows(order.id)).map((payment) => payment.status)).toEqual(['refund_pending']);
    expect(await receipts(order.id)).toHaveLength(1);
  });

  it('paid twice (two tabs, bKash and a card): the order is paid once and the second payment refunded', async () => {
    const order = await placeOrder('bkash');
    const byBkash = await startPayment(order.id, 'bkash');
    const byCard = await startPayment(order.id, 'credit-card');
    const { back } = await onSslcommerzPage(byCard.redirectUrl, 'approve');
    await postForm(back.url, back.fields);
    await toWorker(await onBkashPage(byBkash.redirectUrl, 'approve'));
    // Paid by card first: the order is a card order, and the bKash money goes back.
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'credit-card' });
    expect((await paymentRows(order.id)).map((payment) => [payment.gateway, payment.status])).toEqual([
      ['bkash', 'refunded'],
      ['sslcommerz', 'paid'],
    ]);
    expect(await receipts(order.id)).toHaveLength(1);
  });

  it('approved but neither the return nor the IPN arrived: the sweep finds it paid', async () => {
    const order = await placeOrder('credit-card');
    await onSslcommerzPage((await startPayment(order.id, 'credit-card')).redirectUrl, 'approve');
    await cron(Date.now() + PAYMENT_OPEN_MS + 61_000);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid' });
    expect(await receipts(order.id)).toHaveLength(1);
  });
});

describe('switching an unpaid order to cash is a new order for the kitchen', () => {
  it('during a pause: refused with the words a new order gets, and nothing reaches the kitchen', async () => {
    const order = await placeOrder('credit-card');
    const { back } = await onSslcommerzPage((await startPayment(order.id, 'credit-card')).redirectUrl, 'decline');
    await postForm(back.url, back.fields);
    expect((await call('admin', 'PUT', '/admin/service/pause', { minutes: 30 })).status).toBe(200);
    const { onlineOrderBody } = await import('../test/payments');
    const fresh = await call('userA', 'POST', '/order/create-order', await onlineOrderBody('cod'));
    const refused = await call('userA', 'POST', '/payment/cash', { orderId: order.id });
    expect(refused.status).toBe(fresh.status);
    expect(await refused.json()).toEqual(await fresh.json());
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'failed' });
    expect(await adminList()).not.toContain(order.id);
    expect(await receipts(order.id)).toEqual([]);
    // The pause lifted: the switch goes through.
    expect((await call('admin', 'DELETE', '/admin/service/pause')).status).toBe(200);
    expect((await call('userA', 'POST', '/payment/cash', { orderId: order.id })).status).toBe(200);
    expect(await adminList()).toContain(order.id);
  });

  it('with a dish sold out tonight: refused naming the dish, as a new order is', async () => {
    const order = await placeOrder('bkash');
    const dishId = order.items[0]?.id ?? '';
    expect((await call('admin', 'PUT', `/admin/service/dishes/${dishId}`, { soldOut: true, until: 'switched-on' })).status).toBe(200);
    const refused = await call('userA', 'POST', '/payment/cash', { orderId: order.id });
    expect(refused.status).toBe(409);
    const { error } = await refused.json<{ error: string }>();
    expect(error).toContain(order.items[0]?.name ?? '?');
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'awaiting' });
    expect(await receipts(order.id)).toEqual([]);
  });
});

describe('a payment confirmed late is a new order for the kitchen', () => {
  it('confirmed by the sweep during a pause: refunded at once, the order failed and unseen by the kitchen', async () => {
    const order = await placeOrder('credit-card');
    const started = await startPayment(order.id, 'credit-card');
    await onSslcommerzPage(started.redirectUrl, 'approve');
    expect((await call('admin', 'PUT', '/admin/service/pause', { minutes: 30 })).status).toBe(200);
    // The Worker's own sweep, on the published hours: the pause refuses an order for now at any hour.
    await scheduled(Date.now() + PAYMENT_OPEN_MS + 61_000);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'failed' });
    const [payment] = await paymentRows(order.id);
    expect(payment?.status).toBe('refund_pending');
    expect(payment?.refundRef).toMatch(/^RF/);
    expect(await adminList()).not.toContain(order.id);
    expect(await receipts(order.id)).toEqual([]);
    const seen = await (await call('userA', 'GET', `/payment/order/${order.id}`)).json<OrderPayment>();
    expect(seen).toMatchObject({ paymentStatus: 'failed', latest: { status: 'refund_pending' } });
    // Staff still read why the money went back once the gateway has given it back.
    await cron(Date.now() + PAYMENT_OPEN_MS + 2 * 61_000); // processing
    await cron(Date.now() + PAYMENT_OPEN_MS + 3 * 61_000);
    const history = await (await call('admin', 'GET', `/admin/orders/${order.id}/history`)).json<AdminHistory>();
    expect(history.payments).toMatchObject([{ status: 'refunded', lastError: null, refundReason: expect.stringMatching(/^Confirmed late, when the kitchen would not take the order: ./) }]);
  });

  it('confirmed by the sweep with a dish sold out since: refunded, never cooked', async () => {
    const order = await placeOrder('credit-card');
    await onSslcommerzPage((await startPayment(order.id, 'credit-card')).redirectUrl, 'approve');
    expect((await call('admin', 'PUT', `/admin/service/dishes/${order.items[0]?.id}`, { soldOut: true, until: 'switched-on' })).status).toBe(200);
    await cron(Date.now() + PAYMENT_OPEN_MS + 61_000);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'failed' });
    expect((await paymentRows(order.id)).map((row) => row.status)).toEqual(['refund_pending']);
    expect(await receipts(order.id)).toEqual([]);
  });

  it('a payment confirmed at the guest’s return is not checked again: the checks were made as it started', async () => {
    const order = await placeOrder('bkash');
    const { redirectUrl } = await startPayment(order.id, 'bkash');
    const back = await onBkashPage(redirectUrl, 'approve');
    expect((await call('admin', 'PUT', '/admin/service/pause', { minutes: 30 })).status).toBe(200);
    await toWorker(back);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('starting a payment during a pause is refused with the words a new order gets: no money is taken to be refunded', async () => {
    const order = await placeOrder('bkash');
    expect((await call('admin', 'PUT', '/admin/service/pause', { minutes: 30 })).status).toBe(200);
    const { onlineOrderBody } = await import('../test/payments');
    const fresh = await call('userA', 'POST', '/order/create-order', await onlineOrderBody('cod'));
    const refused = await call('userA', 'POST', '/payment/start', startBody(order.id, 'bkash'));
    expect(refused.status).toBe(fresh.status);
    expect(await refused.json()).toEqual(await fresh.json());
    expect(await paymentRows(order.id)).toEqual([]);
  });
});

describe('an online order left unpaid expires', () => {
  const age = (id: string, ms: number) => env.DB.prepare('UPDATE orders SET created_at = ?2 WHERE id = ?1').bind(id, Date.now() - ms).run();

  it('past its time to pay it is neither switched to cash nor paid, and the guest is told why', async () => {
    const order = await placeOrder('bkash');
    await age(order.id, ORDER_PAYABLE_MS + 60_000);
    for (const [path, body] of [['/payment/cash', { orderId: order.id }], ['/payment/start', startBody(order.id, 'bkash')]] as const) {
      const refused = await call('userA', 'POST', path, body);
      expect(refused.status, path).toBe(409);
      expect(await refused.json(), path).toEqual({ error: EXPIRED_UNPAID, code: 'expiredUnpaid', issues: [{ path: ['orderId'], message: EXPIRED_UNPAID, code: 'expiredUnpaid' }] });
    }
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'expired' });
    expect(await paymentRows(order.id)).toEqual([]);
    expect(await receipts(order.id)).toEqual([]);
    expect(await adminList()).not.toContain(order.id);
    const history = await (await call('userA', 'GET', `/order/fetch-user-orders/${uidOf('userA')}`)).json<{ orders: Order[] }>();
    expect(history.orders.find((mine) => mine.id === order.id)?.paymentStatus).toBe('expired');
    expect((await (await call('userA', 'GET', `/payment/order/${order.id}`)).json<OrderPayment>()).paymentStatus).toBe('expired');
  });

  it('the sweep expires it once no attempt is open; an attempt started in time keeps its own window', async () => {
    const declined = await placeOrder('credit-card');
    const { back } = await onSslcommerzPage((await startPayment(declined.id, 'credit-card')).redirectUrl, 'decline');
    await postForm(back.url, back.fields);
    const open = await placeOrder('bkash');
    await startPayment(open.id, 'bkash');
    await age(declined.id, ORDER_PAYABLE_MS + 60_000);
    await age(open.id, ORDER_PAYABLE_MS + 60_000);
    await cron(Date.now() + 61_000);
    expect(await orderRow(declined.id)).toMatchObject({ paymentStatus: 'expired' });
    expect(await orderRow(open.id)).toMatchObject({ paymentStatus: 'awaiting' });
    // The open attempt's window passes: the attempt expires, then its order.
    await cron(Date.now() + GATEWAY_OPEN_MS.bkash + 61_000);
    await cron(Date.now() + GATEWAY_OPEN_MS.bkash + 2 * 61_000);
    expect(await orderRow(open.id)).toMatchObject({ paymentStatus: 'expired' });
    expect(await adminList()).not.toContain(open.id);
  });
});

describe('refunds', () => {
  const cancel = (id: string) => call('admin', 'PUT', `/order/update-order/${id}`, { status: 'cancelled' });

  it('cancelling a paid order refunds it once, keeps the reference, and the mail says the refund is on its way', async () => {
    const { order } = await paidByBkash();
    const response = await cancel(order.id);
    expect(response.status).toBe(200);
    expect((await response.json<{ order: Order }>()).order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const [payment] = await paymentRows(order.id);
    expect(payment).toMatchObject({ status: 'refunded' });
    expect(payment?.refundRef).toMatch(/^RTRX/);
    const mail = await env.DB.prepare("SELECT payload FROM mail_outbox WHERE subject_id = ?1 AND kind = 'order-status'").bind(order.id).first<{ payload: string }>();
    expect(JSON.parse(mail?.payload ?? '{}')).toMatchObject({ status: 'cancelled', refund: true });
    // Cancelled again, or retried: nothing more is refunded.
    expect((await cancel(order.id)).status).toBe(200);
    expect((await call('admin', 'POST', `/admin/orders/${order.id}/refund`)).status).toBe(409);
    expect((await paymentRows(order.id))[0]?.refundRef).toBe(payment?.refundRef);
  });

  it('a refund the gateway refuses is shown to staff with its reason, and tried again', async () => {
    const { order } = await paidByBkash();
    const [paid] = await paymentRows(order.id);
    await misbehave('bkash', paid?.gatewayPaymentId ?? '', { refuseRefund: 'Insufficient merchant balance' });
    const response = await cancel(order.id);
    expect((await response.json<{ order: Order }>()).order).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_failed' });
    const history = await (await call('admin', 'GET', `/admin/orders/${order.id}/history`)).json<AdminHistory>();
    expect(history.payments[0]).toMatchObject({ status: 'refund_failed', lastError: 'Insufficient merchant balance' });

    await behave('bkash');
    const retried = await call('admin', 'POST', `/admin/orders/${order.id}/refund`);
    expect(retried.status).toBe(200);
    const answer = await retried.json<RefundAnswer>();
    expect(answer.paymentStatus).toBe('refunded');
    expect(answer.payments[0]).toMatchObject({ status: 'refunded', lastError: null });
    expect(answer.payments[0]?.refundRef).toMatch(/^RTRX/);
  });

  it('a card refund through SSLCommerz: initiated (refund pending), then refunded when its query says so', async () => {
    const order = await placeOrder('credit-card');
    const { back } = await onSslcommerzPage((await startPayment(order.id, 'credit-card')).redirectUrl, 'approve');
    await postForm(back.url, back.fields);
    expect((await (await cancel(order.id)).json<{ order: Order }>()).order.paymentStatus).toBe('refund_pending');
    const [pending] = await paymentRows(order.id);
    expect(pending).toMatchObject({ status: 'refund_pending' });
    expect(pending?.refundRef).toMatch(/^RF/);
    await cron(Date.now() + PAYMENT_OPEN_MS + 61_000); // processing
    await cron(Date.now() + PAYMENT_OPEN_MS + 2 * 61_000);
    expect(await paymentRows(order.id)).toMatchObject([{ status: 'refunded', refundRef: pending?.refundRef }]);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'refunded' });
    const history = await (await call('admin', 'GET', `/admin/orders/${order.id}/history`)).json<AdminHistory>();
    expect(history.payments[0]?.refundReason).toBe('Order cancelled by the restaurant');
  });

  it('a card refund SSLCommerz cancels is shown to staff as cancelled, and trying again asks for a new one', async () => {
    const order = await placeOrder('credit-card');
    const started = await startPayment(order.id, 'credit-card');
    const { back } = await onSslcommerzPage(started.redirectUrl, 'approve');
    await postForm(back.url, back.fields);
    await misbehave('sslcommerz', started.paymentId, { refundOutcome: 'cancelled' });
    await cancel(order.id);
    const [pending] = await paymentRows(order.id);
    await cron(Date.now() + PAYMENT_OPEN_MS + 61_000);
    await cron(Date.now() + PAYMENT_OPEN_MS + 2 * 61_000);
    const history = await (await call('admin', 'GET', `/admin/orders/${order.id}/history`)).json<AdminHistory>();
    expect(history.payments[0]).toMatchObject({ status: 'refund_failed', lastError: `SSLCommerz cancelled the refund ${pending?.refundRef}` });
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'refund_failed' });
    await behave('sslcommerz');
    const retried = await (await call('admin', 'POST', `/admin/orders/${order.id}/refund`)).json<RefundAnswer>();
    expect(retried.payments[0]).toMatchObject({ status: 'refund_pending' });
    expect(retried.payments[0]?.refundRef).not.toBe(pending?.refundRef);
  });

  it('a bKash payment older than bKash’s 15 days is not sent for refund: staff are told what to do instead', async () => {
    const { order } = await paidByBkash();
    const history = await (await call('admin', 'GET', `/admin/orders/${order.id}/history`)).json<AdminHistory>();
    expect(Date.parse(history.payments[0]?.refundableUntil ?? '')).toBeGreaterThan(Date.now() + 14 * 86_400_000);
    await env.DB.prepare('UPDATE payments SET settled_at = ?2 WHERE order_id = ?1').bind(order.id, Date.now() - 16 * 86_400_000).run();
    expect((await (await cancel(order.id)).json<{ order: Order }>()).order.paymentStatus).toBe('refund_failed');
    expect(await paymentRows(order.id)).toMatchObject([{ status: 'refund_failed', lastError: BKASH_TOO_OLD, refundRef: null }]);
  });

  it('a paid order is not deleted before it is cancelled (and refunded); then it may be', async () => {
    const { order } = await paidByBkash();
    const refused = await call('admin', 'DELETE', `/order/delete-order/${order.id}`);
    expect(refused.status).toBe(409);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid' });
    await cancel(order.id);
    expect((await call('admin', 'DELETE', `/order/delete-order/${order.id}`)).status).toBe(200);
  });

  it('an order whose payment is not confirmed is not the kitchen’s to move', async () => {
    const order = await placeOrder('bkash');
    expect((await call('admin', 'PUT', `/order/update-order/${order.id}`, { status: 'preparing' })).status).toBe(404);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'awaiting' });
  });
});

describe('settings and methods', () => {
  it('offers the methods whose gateway is set up, and only cash with none', async () => {
    expect((await (await call('anonymous', 'GET', '/payment/methods')).json<PaymentMethods>()).methods).toEqual(['credit-card', 'bkash', 'cod']);
    const none = { ...env, BKASH_BASE_URL: undefined, BKASH_USERNAME: undefined, BKASH_PASSWORD: undefined, BKASH_APP_KEY: undefined, BKASH_APP_SECRET: undefined, SSLCOMMERZ_BASE_URL: undefined, SSLCOMMERZ_STORE_ID: undefined, SSLCOMMERZ_STORE_PASSWORD: undefined };
    const app = createApp();
    expect(await (await app.request('/api/payment/methods', {}, none)).json()).toEqual({ methods: ['cod'] });
    const onlyCards = { ...none, SSLCOMMERZ_BASE_URL: env.SSLCOMMERZ_BASE_URL, SSLCOMMERZ_STORE_ID: env.SSLCOMMERZ_STORE_ID, SSLCOMMERZ_STORE_PASSWORD: env.SSLCOMMERZ_STORE_PASSWORD };
    expect(await (await app.request('/api/payment/methods', {}, onlyCards)).json()).toEqual({ methods: ['credit-card', 'cod'] });
  });

  it('refuses an order by a method that is not offered, naming the field', async () => {
    const none = { ...env, BKASH_BASE_URL: undefined, BKASH_USERNAME: undefined, BKASH_PASSWORD: undefined, BKASH_APP_KEY: undefined, BKASH_APP_SECRET: undefined };
    const { onlineOrderBody } = await import('../test/payments');
    const { emulatorToken } = await import('../test/tokens');
    const response = await createApp().request(
      '/api/order/create-order',
      { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${emulatorToken(uidOf('userA'))}`, 'CF-Connecting-IP': `m-${crypto.randomUUID()}` }, body: JSON.stringify(await onlineOrderBody('bkash')) },
      none,
    );
    expect(response.status).toBe(400);
    expect((await response.json<{ issues: { path: string[] }[] }>()).issues[0]?.path).toEqual(['paymentMethod']);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>())?.n).toBe(0);
  });
});

describe('who may do what with payments', () => {
  it.each([
    ['POST payment/start for user A’s order', 'POST', '/payment/start', { anonymous: 401, userA: 201, userB: 404, staff: 404, admin: 404 }],
    ['POST payment/cash for user A’s order', 'POST', '/payment/cash', { anonymous: 401, userA: 200, userB: 404, staff: 404, admin: 404 }],
    ['GET payment/order of user A’s order', 'GET', '/payment/order/:id', { anonymous: 401, userA: 200, userB: 404, staff: 200, admin: 200 }],
    ['POST admin/orders/:id/refund', 'POST', '/admin/orders/:id/refund', { anonymous: 401, userA: 403, userB: 403, staff: 403, admin: 409 }],
    ['GET payment/methods', 'GET', '/payment/methods', { anonymous: 200, userA: 200, userB: 200, staff: 200, admin: 200 }],
  ] as const)('%s', async (_name, method, template, expected) => {
    for (const caller of CALLERS) {
      const order = await placeOrder('bkash');
      const path = template.replace(':id', order.id);
      const body = path === '/payment/start' ? startBody(order.id, 'bkash') : path === '/payment/cash' ? { orderId: order.id } : undefined;
      const response = await call(caller, method, path, body);
      expect(response.status, `${caller} ${method} ${template}: ${await response.clone().text()}`).toBe(expected[caller]);
    }
    expect(uidOf('userA')).toBeTruthy();
  });

  it('the gateways’ own routes are open, and trust nothing they are sent', async () => {
    expect((await toWorker('http://127.0.0.1:8787/api/payment/bkash/callback')).status).toBe(404);
    expect((await postForm('http://127.0.0.1:8787/api/payment/sslcommerz/return/success', {})).status).toBe(404);
    expect((await postForm('http://127.0.0.1:8787/api/payment/sslcommerz/return/elsewhere', {})).status).toBe(404);
    expect((await postForm('http://127.0.0.1:8787/api/payment/sslcommerz/ipn', { tran_id: 'ZZZZZZZZZZZZ', status: 'VALID' })).status).toBe(400);
  });

  it('starting payments has the guest’s creating allowance (20 a minute, its own count): the 21st is refused', async () => {
    const order = await placeOrder('credit-card');
    const answers = [];
    for (let index = 0; index < 21; index += 1) answers.push((await call('userA', 'POST', '/payment/start', startBody(order.id, 'credit-card'))).status);
    expect(answers.filter((status) => status === 201)).toHaveLength(20);
    expect(answers.at(-1)).toBe(429);
  });

  it('bad input is a 400 naming the field', async () => {
    const order = await placeOrder('bkash');
    const cases: [unknown, string[]][] = [
      [{ orderId: order.id, method: 'bkash' }, ['payerReference']],
      [{ orderId: order.id, method: 'bkash', payerReference: '0171' }, ['payerReference']],
      [{ orderId: order.id, method: 'paypal' }, ['method']],
      [{ orderId: 'x', method: 'credit-card' }, ['orderId']],
      [{ orderId: order.id, method: 'credit-card', cardNumber: '4111111111111111' }, []],
    ];
    for (const [body, path] of cases) {
      const response = await call('userA', 'POST', '/payment/start', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json<{ issues: { path: string[] }[] }>()).issues[0]?.path).toEqual(path);
    }
  });
});
