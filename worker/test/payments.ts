import { env, exports } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { CatalogueItem } from '../contract/menu';
import type { Order } from '../contract/order';
import type { StartedPayment } from '../contract/payment';
import { type Caller, callAs, uidOf } from './callers';

// The Worker tests' side of the stand-in gateways (worker/test/gateways.ts): steering them (their control
// endpoint), and playing the guest's browser on their pages and back to the Worker, as Chromium does end to end.

export type StandIn = 'bkash' | 'sslcommerz';
const base = (gateway: StandIn) => (gateway === 'bkash' ? env.BKASH_BASE_URL : env.SSLCOMMERZ_BASE_URL) ?? '';

/**
 * Makes a stand-in misbehave for the requests about one payment (`only`: its paymentID, tran_id or the payer's
 * number), so test files running side by side never meet each other's failures. See scripts/gateways/common.mjs.
 */
export async function misbehave(gateway: StandIn, only: string, control: Record<string, unknown>): Promise<void> {
  expect(only, 'a rule for one payment').not.toBe('');
  const response = await fetch(`${base(gateway)}/__control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...control, only }) });
  expect(response.ok).toBe(true);
  await response.text();
  set[gateway].add(only);
}

/** The rules this test file set: cleared by behave, and only those (another file's are its own). */
const set: Record<StandIn, Set<string>> = { bkash: new Set(), sslcommerz: new Set() };

export async function behave(gateway: StandIn): Promise<void> {
  for (const only of set[gateway]) await (await fetch(`${base(gateway)}/__control/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ only }) })).text();
  set[gateway].clear();
}

export async function inspect<T>(gateway: StandIn, query = ''): Promise<T> {
  return (await fetch(`${base(gateway)}/__control/state${query}`)).json<T>();
}

/** A valid order body for user A, of one available dish (the figures the server computes). */
export async function onlineOrderBody(paymentMethod: 'bkash' | 'credit-card' | 'cod', phone = '01711000001') {
  const { items } = await (await env.ASSETS.fetch(new Request('https://assets.local/catalogue.json'))).json<{ items: CatalogueItem[] }>();
  const dish = items.find((item) => item.available) as CatalogueItem;
  return {
    userId: uidOf('userA'),
    name: 'Ayesha Siddiqua',
    items: [{ id: dish.id, quantity: 2 }],
    total: dish.price * 2,
    estimatedDeliveryTime: dish.eta,
    delivery: { area: 'agrabad', address: 'House 12, Road 3, Khulshi', phone, instructions: 'Ring twice' },
    paymentMethod,
  };
}

export async function placeOrder(paymentMethod: 'bkash' | 'credit-card' | 'cod', phone?: string): Promise<Order> {
  const response = await callAs('userA', 'POST', '/order/create-order', await onlineOrderBody(paymentMethod, phone));
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json<{ order: Order }>()).order;
}

/** A bKash number of this test's own: the stand-in's misbehaviour can be aimed at it. */
export const walletNumber = () => `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

export function startBody(orderId: string, method: 'bkash' | 'credit-card', payerReference = walletNumber()) {
  return method === 'bkash' ? { orderId, method, payerReference } : { orderId, method };
}

export async function startPayment(orderId: string, method: 'bkash' | 'credit-card', payerReference?: string, caller: Caller = 'userA'): Promise<StartedPayment> {
  const response = await callAs(caller, 'POST', '/payment/start', startBody(orderId, method, payerReference));
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json<StartedPayment>();
}

/**
 * A request to the Worker at a full URL the gateway sent the browser to (SITE_URL's origin in the tests), with the
 * test kitchen's cookie the browser holds (../ordering/hours.ts): a payment confirmed late is judged at any hour.
 * From an address of its own, as callAs's are, so only the tests of the allowances meet them.
 */
export function toWorker(url: string, init: RequestInit = {}): Promise<Response> {
  const { pathname, search } = new URL(url);
  const headers = new Headers(init.headers);
  headers.set('Cookie', 'test-kitchen-hours=never-closes');
  if (!headers.has('CF-Connecting-IP')) headers.set('CF-Connecting-IP', `gateway-${crypto.randomUUID()}`);
  return exports.default.fetch(new Request(`http://127.0.0.1${pathname}${search}`, { redirect: 'manual', ...init, headers }));
}

/** The guest on bKash's page: approve, decline or cancel; answers where bKash sends the browser back to. */
export async function onBkashPage(bkashURL: string, decision: 'approve' | 'decline' | 'cancel'): Promise<string> {
  const response = await fetch(`${bkashURL}/decide`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ decision }), redirect: 'manual' });
  expect(response.status).toBe(302);
  return response.headers.get('Location') ?? '';
}

export interface SslOutcome {
  back: { url: string; fields: Record<string, string> };
  ipn: { url: string; fields: Record<string, string> };
}

/** The guest on SSLCommerz's page: answers the browser's POST back and the IPN, exactly as the stand-in sent them. */
export async function onSslcommerzPage(gatewayPageUrl: string, decision: 'approve' | 'decline' | 'cancel'): Promise<SslOutcome> {
  const sessionkey = new URL(gatewayPageUrl).searchParams.get('SESSIONKEY') ?? '';
  const response = await fetch(`${new URL(gatewayPageUrl).origin}/gwprocess/v4/decide`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ sessionkey, decision }) });
  expect(response.status).toBe(200);
  await response.text();
  const session = await (await fetch(`${new URL(gatewayPageUrl).origin}/__control/state?session=${sessionkey}`)).json<SslOutcome | null>();
  if (!session) throw new Error(`No session ${sessionkey} at the stand-in`);
  return { back: session.back, ipn: session.ipn };
}

/** A form POST to the Worker (SSLCommerz's browser return, or its IPN). */
export const postForm = (url: string, fields: Record<string, string>) =>
  toWorker(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });

/** The order's row as D1 holds it. */
export const orderRow = (id: string) => env.DB.prepare('SELECT status, payment_status AS paymentStatus, payment_method AS paymentMethod, delivery_address AS address, delivery_phone AS phone FROM orders WHERE id = ?1').bind(id).first<{ status: string; paymentStatus: string; paymentMethod: string; address: string; phone: string }>();

export const paymentRows = async (orderId: string) =>
  (
    await env.DB.prepare('SELECT id, gateway, amount, status, gateway_payment_id AS gatewayPaymentId, transaction_id AS transactionId, refund_ref AS refundRef, last_error AS lastError FROM payments WHERE order_id = ?1 ORDER BY created_at')
      .bind(orderId)
      .all<{ id: string; gateway: string; amount: number; status: string; gatewayPaymentId: string | null; transactionId: string | null; refundRef: string | null; lastError: string | null }>()
  ).results;

/** The receipts the outbox holds for an order (each mail of kind order-placed). */
export const receipts = async (orderId: string) =>
  (await env.DB.prepare("SELECT id, payload FROM mail_outbox WHERE subject_id = ?1 AND kind = 'order-placed'").bind(orderId).all<{ id: string; payload: string }>()).results;
