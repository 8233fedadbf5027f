// @vitest-environment jsdom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountRoot } from '../../test-support/react-root';
import type { PayLinkOrder } from '#contract/payment';
import { islandWords } from '../../i18n/catalog';
import PayLink from './PayLink';

// The page as the guest's phone runs it, against a stubbed Worker: what it reads, what it shows, what it sends.

const ORDER = '7K2M9Q4XAB3C';
const KEY = 'aB3_dE6-gH9jK2mN5pQ8rS1tU4vW7xY0';
const RESTAURANT = { name: 'Karnaphuli', phone: '+880 1711-000000', phoneHref: 'tel:+8801711000000' };
/** The words pay.astro hands the island, in English. */
const WORDS = islandWords('en', 'common', 'shared', 'validation', 'pay');

const bill = (change: Partial<PayLinkOrder> = {}): PayLinkOrder => ({
  orderId: ORDER,
  name: 'Rahim',
  items: [
    { name: 'Chingri Malai Curry', quantity: 2, price: 1200 },
    { name: 'Mishti Doi', quantity: 1, price: 250 },
  ],
  total: 2650,
  deliveryFee: 80,
  serviceCharge: 265,
  fulfilment: 'delivery',
  paymentMethod: 'bkash',
  paymentStatus: 'awaiting',
  latest: null,
  invoice: null,
  ...change,
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let calls: { url: string; method: string; body: unknown }[];
/** The Worker's answers, in turn; the last one is repeated. */
let answers: (() => Response)[];

beforeEach(() => {
  calls = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      const next = answers.length > 1 ? answers.shift() : answers[0];
      return Promise.resolve(next ? next() : json(500, { error: 'no answer' }));
    }),
  );
  history.replaceState(null, '', `/pay?order=${ORDER}&key=${KEY}`);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
});

const view = mountRoot();

async function open(words: typeof WORDS = WORDS) {
  await act(async () => {
    view.root.render(createElement(PayLink, { restaurant: RESTAURANT, words }));
  });
  await settle();
}

async function settle() {
  for (let turn = 0; turn < 5; turn++) await act(() => new Promise((done) => setTimeout(done, 0)));
}

const text = () => view.host.textContent ?? '';
const byLabel = (label: string) => {
  const element = [...view.host.querySelectorAll('label')].find((one) => one.textContent === label);
  return element ? (view.host.querySelector(`#${element.htmlFor}`) as HTMLInputElement) : null;
};
const button = (name: RegExp) => [...view.host.querySelectorAll('button')].find((one) => name.test(one.textContent ?? '')) ?? null;

async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    input.value = value;
  });
}

async function submit(name: RegExp) {
  await act(async () => {
    button(name)?.click();
  });
  await settle();
}

describe('a link that is not valid', () => {
  it('says so when the address carries no key, and asks nothing', async () => {
    history.replaceState(null, '', `/pay?order=${ORDER}`);
    await open();
    expect(text()).toContain('This payment link is not valid. Please call the restaurant.');
    expect(view.host.querySelector('a[href="tel:+8801711000000"]')).not.toBeNull();
    expect(calls).toEqual([]);
  });

  it('says so when the Worker knows no such order or key', async () => {
    answers = [() => json(404, { error: 'Order not found' })];
    await open();
    expect(calls[0]?.url).toBe(`/api/payment/link/${ORDER}?key=${KEY}`);
    expect(text()).toContain('This payment link is not valid. Please call the restaurant.');
  });
});

describe('paying with bKash', () => {
  it('shows the bill: the greeting, the lines, the charge, the fee and the total to pay', async () => {
    answers = [() => json(200, bill())];
    await open();
    expect(text()).toContain('Hello, Rahim.');
    expect(text()).toContain('2 × Chingri Malai Curry');
    expect(text()).toContain('৳2,400.00');
    expect(text()).toContain('Service charge৳265.00');
    expect(text()).toContain('Delivery fee৳80.00');
    expect(text()).toContain('Total to pay৳2,995.00');
    expect(text()).toContain('Prices include VAT.');
    expect(button(/^Pay ৳2,995\.00 with bKash$/)).not.toBeNull();
  });

  it('on the Bangla page, asks for the bill in Bangla (the English page asks as it always did)', async () => {
    answers = [() => json(200, bill({ items: [{ name: 'চিংড়ি মালাই কারি', quantity: 2, price: 1200 }] }))];
    await open(islandWords('bn', 'common', 'shared', 'validation', 'pay'));
    expect(calls[0]?.url).toBe(`/api/payment/link/${ORDER}?key=${KEY}&lang=bn`);
    expect(text()).toContain('২ × চিংড়ি মালাই কারি');
  });

  it('asks for the number, then opens the payment once and goes to the gateway', async () => {
    answers = [() => json(200, bill()), () => json(201, { paymentId: 'P1', redirectUrl: `${location.href}#gateway` })];
    await open();
    const input = byLabel('bKash number');
    expect(input?.getAttribute('inputmode')).toBe('numeric');
    await submit(/with bKash/);
    expect(text()).toContain('Bkash number is required');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    await type(input as HTMLInputElement, '0171 234 5678');
    await submit(/with bKash/);
    const starts = calls.filter((call) => call.method === 'POST');
    expect(starts).toEqual([{ url: '/api/payment/link/start', method: 'POST', body: { orderId: ORDER, key: KEY, payerReference: '01712345678' } }]);
    expect(location.hash).toBe('#gateway');
    expect(button(/with bKash/)?.disabled).toBe(true);
  });

  it("shows the Worker's refusal and lets the guest try again", async () => {
    answers = [() => json(200, bill()), () => json(409, { error: 'The kitchen is closed for the night.' })];
    await open();
    await type(byLabel('bKash number') as HTMLInputElement, '01712345678');
    await submit(/with bKash/);
    expect(view.host.querySelector('[role="alert"]')?.textContent).toBe('The kitchen is closed for the night.');
    expect(button(/with bKash/)?.disabled).toBe(false);
  });
});

describe('paying by card', () => {
  it('asks for the e-mail the receipt goes to, and sends it', async () => {
    answers = [() => json(200, bill({ paymentMethod: 'credit-card' })), () => json(400, { error: 'Invalid input', issues: [{ path: ['email'], message: 'Invalid email address' }] })];
    await open();
    const input = byLabel('E-mail for the card receipt') as HTMLInputElement;
    await type(input, 'rahim@example');
    await submit(/by card/);
    expect(text()).toContain('Invalid email address');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await type(input, 'rahim@example.com');
    await submit(/^Pay ৳2,995\.00 by card$/);
    expect(calls.at(-1)?.body).toEqual({ orderId: ORDER, key: KEY, email: 'rahim@example.com' });
    // The Worker's own word on the field goes under it.
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('back from the gateway', () => {
  it('asks every 2 s while the payment is confirmed, then says it is paid', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const open_ = bill({ latest: { status: 'initiated', lastError: null } });
    const paid = bill({ paymentStatus: 'paid', latest: { status: 'paid', lastError: null }, invoice: { number: 'KT-2026-000123', issuedAt: '2026-11-26T12:00:00Z' } });
    answers = [() => json(200, open_), () => json(200, open_), () => json(200, paid)];
    await act(async () => {
      view.root.render(createElement(PayLink, { restaurant: RESTAURANT, words: WORDS }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(text()).toContain('Confirming your payment…');
    expect(byLabel('bKash number')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(calls).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(calls).toHaveLength(3);
    expect(text()).toContain('Paid. Thank you — the kitchen has your order.');
    expect(text()).toContain('৳2,995.00 paid');
    expect(text()).toContain('KT-2026-000123');
    expect(view.host.querySelector(`a[href="/track-order/${ORDER}"]`)?.textContent).toBe('Track your order');
    expect(document.activeElement?.id).toBe('pay-status-title');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls).toHaveLength(3);
  });

  it('stops asking after about 30 s, and offers to check again or pay again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answers = [() => json(200, bill({ latest: { status: 'initiated', lastError: null } }))];
    await act(async () => {
      view.root.render(createElement(PayLink, { restaurant: RESTAURANT, words: WORDS }));
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    expect(calls).toHaveLength(16);
    expect(text()).toContain('has not confirmed your payment yet');
    expect(button(/^Check again$/)).not.toBeNull();
    expect(byLabel('bKash number')).not.toBeNull();
  });

  it("says why a payment failed, in the gateway's words, with the form to try again", async () => {
    answers = [() => json(200, bill({ paymentStatus: 'failed', latest: { status: 'failed', lastError: 'Insufficient balance' } }))];
    await open();
    expect(text()).toContain('Your payment did not go through');
    expect(text()).toContain('Insufficient balance');
    expect(button(/with bKash/)).not.toBeNull();
  });

  it.each([
    ['held', 'Paid. The restaurant is checking your payment.'],
    ['expired', 'This order was not paid in time'],
    ['cod', 'Nothing to pay here'],
  ] as const)('%s: says so, with no form', async (paymentStatus, said) => {
    answers = [() => json(200, bill({ paymentStatus }))];
    await open();
    expect(text()).toContain(said);
    expect(view.host.querySelector('form')).toBeNull();
  });
});
