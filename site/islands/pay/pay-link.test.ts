import { describe, expect, it } from 'vitest';
import { PayLinkStartInput } from '#contract/payment';
import * as VALIDATION from '#contract/messages/validation';
import { wordsFor } from '../../i18n/catalog';
import { amountToPay, checkBkashNumber, checkEmail, EMAIL_MESSAGES, linkFrom, stageOf, whatWentWrong } from './pay-link';

const ORDER = '7K2M9Q4XAB3C';
const KEY = 'aB3_dE6-gH9jK2mN5pQ8rS1tU4vW7xY0';

describe('the link in the address', () => {
  it('reads the order and its key', () => {
    expect(linkFrom(`?order=${ORDER}&key=${KEY}`)).toEqual({ orderId: ORDER, key: KEY });
  });

  it('takes the order id and the key as the Worker wrote them into the link', () => {
    expect(linkFrom(`?order=${ORDER}&key=${KEY}`)).toEqual({ orderId: ORDER, key: KEY });
    expect(linkFrom(`?order=${ORDER}&key=${KEY.toLowerCase()}`)?.key).toBe(KEY.toLowerCase());
    expect(linkFrom(`?order=7k2m-9q4x-ab3c&key=${KEY}`)).toBeNull();
  });

  it.each([
    ['no order', `?key=${KEY}`],
    ['no key', `?order=${ORDER}`],
    ['a short key', `?order=${ORDER}&key=${KEY.slice(1)}`],
    ['a key with a character no key has', `?order=${ORDER}&key=${KEY.slice(1)}.`],
    ['an id that cannot be one', `?order=ABC&key=${KEY}`],
    ['nothing', ''],
  ])('is not a link with %s', (_, search) => {
    expect(linkFrom(search)).toBeNull();
  });
});

/** What the Worker's schema says of the same value: its first message, or the value it keeps. */
function worker(field: 'payerReference' | 'email', value: string): { value: string } | { error: string } {
  const parsed = PayLinkStartInput.safeParse({ orderId: ORDER, key: KEY, [field]: value });
  return parsed.success ? { value: parsed.data[field] ?? '' } : { error: parsed.error.issues[0]?.message ?? '' };
}

describe('the bKash number', () => {
  it('takes 11 digits', () => {
    expect(checkBkashNumber(' 01712345678 ')).toEqual({ value: '01712345678' });
  });

  it('reads a number copied spaced, dashed or with the country code as its 11 digits', () => {
    for (const typed of ['0171 234 5678', '01712-345678', '+8801712345678', '+880 1712-345678', '8801712345678']) expect(checkBkashNumber(typed)).toEqual({ value: '01712345678' });
  });

  it("says SPEC §5's words when it is missing or not 11 digits", () => {
    expect(checkBkashNumber('  ')).toEqual({ error: VALIDATION.bkashRequired });
    for (const typed of ['0171234567', '017123456789', '0171234567a', '+8817123456789']) expect(checkBkashNumber(typed)).toEqual({ error: VALIDATION.bkash });
  });

  it('sends only what the Worker takes, and refuses with its words what it would refuse', () => {
    for (const typed of ['01712345678', '0171 234 5678', '+8801712345678', '', '123', 'abcdefghijk', '٠١٧١٢٣٤٥٦٧٨']) {
      const here = checkBkashNumber(typed);
      if ('value' in here) expect(worker('payerReference', here.value)).toEqual(here);
      else if (typed.trim() === typed && !/[\s+-]/.test(typed)) expect(worker('payerReference', typed)).toEqual(here);
    }
  });
});

describe('the e-mail for the card receipt', () => {
  it('takes an address, trimmed', () => {
    expect(checkEmail('  guest@example.com ')).toEqual({ value: 'guest@example.com' });
  });

  it('is required: the card receipt goes there', () => {
    expect(checkEmail(' ')).toEqual({ error: EMAIL_MESSAGES.required });
  });

  it('agrees with the Worker on every address, with its words', () => {
    const long = `${'a'.repeat(39)}@example.com`;
    for (const typed of ['guest@example.com', "o'neil+food@mail.example.bd", 'a.b@c.co', 'guest@example', 'guest@@example.com', '.guest@example.com', 'guest.@example.com', 'guest@-example.com', 'gu est@example.com', long, `a${long}`]) {
      expect(checkEmail(typed), typed).toEqual(worker('email', typed));
    }
  });
});

describe('where the payment stands', () => {
  const order = (paymentStatus: string, latest: string | null = null) => ({ paymentStatus, latest: latest ? { status: latest, lastError: null } : null }) as Parameters<typeof stageOf>[0];

  it('asks to pay an order awaiting its payment, with no attempt or after one that failed', () => {
    expect(stageOf(order('awaiting'))).toBe('pay');
    expect(stageOf(order('awaiting', 'cancelled'))).toBe('failed');
    expect(stageOf(order('failed', 'failed'))).toBe('failed');
  });

  it('waits while an attempt is open, or settled a moment before its order', () => {
    expect(stageOf(order('awaiting', 'initiated'))).toBe('confirming');
    expect(stageOf(order('awaiting', 'paid'))).toBe('confirming');
  });

  it('says paid, held, expired, or that there is nothing to pay', () => {
    expect(stageOf(order('paid', 'paid'))).toBe('paid');
    expect(stageOf(order('held', 'held'))).toBe('held');
    expect(stageOf(order('expired'))).toBe('expired');
    for (const status of ['cod', 'refund_pending', 'refunded', 'refund_failed']) expect(stageOf(order(status, 'refunded'))).toBe('nothing');
  });

  it("gives the gateway's reason for a failure when it has one", () => {
    const { reasons } = wordsFor('en').pay;
    expect(whatWentWrong({ status: 'failed', lastError: 'Insufficient balance' }, reasons)).toBe('Insufficient balance');
    expect(whatWentWrong({ status: 'cancelled', lastError: null }, reasons)).toBe('The payment was cancelled on the payment page.');
    expect(whatWentWrong(null, reasons)).toBe('The payment did not go through.');
  });
});

it('adds the service charge and the delivery fee to the dishes', () => {
  expect(amountToPay({ total: 2450, serviceCharge: 245, deliveryFee: 80 })).toBe(2775);
});
