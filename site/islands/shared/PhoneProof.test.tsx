// @vitest-environment jsdom
import { act, createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountRoot } from '../../test-support/react-root';
import { TEXT_MESSAGES, type TextSettings } from '#contract/texts';
import { ApiError } from '../../lib/http';
import type * as Calls from '../../lib/phone-proof/calls';
import { TOAST_EVENT, type ToastRequest } from '../../lib/toasts/show';
import { islandWords } from '../../i18n/catalog';
import { WordsProvider } from '../../i18n/react';
import { PhoneProof } from './PhoneProof';
import { phoneWords } from './phone-proof-messages';

// The English words, as a page hands them to the island that shows the proof.
const WORDS = islandWords('en', 'common', 'account', 'shared', 'validation');
const PHONE = phoneWords(WORDS.account.phone, 'en');

// The proof as a guest goes through it, against stubbed calls (lib/phone-proof/calls.ts): what it sends, where the
// Worker's refusals show, and when a new code may be asked for.

const calls = vi.hoisted(() => ({ askForCode: vi.fn(), confirmCode: vi.fn() }));
vi.mock('../../lib/phone-proof/calls', async (original) => ({ ...(await original<typeof Calls>()), ...calls }));

const MOBILE = '01712345678';
const PROVEN: TextSettings = { verifiedPhone: MOBILE, orders: true, bookings: true, available: true };
const sentAnswer = (phone = MOBILE) => ({ phone, expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() });

let toasts: ToastRequest[];
let proven: TextSettings[];
const onToast = (event: Event) => toasts.push((event as CustomEvent<ToastRequest>).detail);

// The checks load on first use, as on the page; here once before the tests, so none waits on the import.
beforeAll(() => import('../../lib/phone-proof/checks'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  calls.askForCode.mockReset().mockImplementation((phone: string) => Promise.resolve(sentAnswer(phone)));
  calls.confirmCode.mockReset().mockResolvedValue({ message: TEXT_MESSAGES.proven, ...PROVEN });
  toasts = [];
  proven = [];
  window.addEventListener(TOAST_EVENT, onToast);
});

afterEach(() => {
  window.removeEventListener(TOAST_EVENT, onToast);
  vi.useRealTimers();
});

const view = mountRoot();

async function settle() {
  for (let turn = 0; turn < 10; turn++) await act(() => new Promise((done) => setTimeout(done, 0)));
}

async function open(initialPhone = '') {
  await act(async () => {
    view.root.render(createElement(WordsProvider, { words: WORDS }, createElement(PhoneProof, { form: 'proof', initialPhone, onProven: (settings: TextSettings) => proven.push(settings) })));
  });
}

const text = () => view.host.textContent ?? '';
const field = (name: string) => view.host.querySelector<HTMLInputElement>(`#proof-${name}`);
const button = (label: string) => [...view.host.querySelectorAll('button')].find((one) => one.textContent === label);
const errorOf = (name: string) => view.host.querySelector(`#proof-${name}-error`)?.textContent;

async function press(label: string) {
  const target = button(label);
  if (!target) throw new Error(`No button ${label}`);
  await act(async () => target.click());
  await settle();
}

async function type(name: string, value: string) {
  const input = field(name);
  if (!input) throw new Error(`No field ${name}`);
  input.value = value;
}

describe('the number', () => {
  it('is offered as given, labelled, and typed as a phone number', async () => {
    await open('01712 345678');
    const input = field('phone');
    expect(input?.value).toBe('01712 345678');
    expect(view.host.querySelector('label[for="proof-phone"]')?.textContent).toBe(PHONE.numberLabel);
    expect(input?.type).toBe('tel');
    expect(input?.inputMode).toBe('tel');
    expect(input?.autocomplete).toBe('tel');
  });

  it('is sent as the Worker keeps it, however it was typed, and the code is asked for next', async () => {
    await open();
    await type('phone', '+880 1712-345678');
    await press(PHONE.sendCode);
    expect(calls.askForCode).toHaveBeenCalledWith(MOBILE);
    expect(text()).toContain(PHONE.codeSentTo('01712 345678'));
    expect(text()).toContain(PHONE.codeGoodFor(10));
    const code = field('code');
    expect(code?.autocomplete).toBe('one-time-code');
    expect(code?.inputMode).toBe('numeric');
    expect(code?.maxLength).toBe(6);
    expect(document.activeElement).toBe(code);
  });

  it('that is not a mobile number is refused under its field, and nothing is sent', async () => {
    await open();
    await type('phone', '031-123456');
    await press(PHONE.sendCode);
    expect(calls.askForCode).not.toHaveBeenCalled();
    expect(errorOf('phone')).toBe(TEXT_MESSAGES.notMobile);
    expect(field('phone')?.getAttribute('aria-invalid')).toBe('true');
    expect(field('phone')?.getAttribute('aria-describedby')).toContain('proof-phone-error');
  });

  it('shows the Worker’s refusal under the field it names', async () => {
    calls.askForCode.mockRejectedValue(new ApiError(429, TEXT_MESSAGES.tooManyCodes, [{ path: ['phone'], message: TEXT_MESSAGES.tooManyCodes }]));
    await open(MOBILE);
    await press(PHONE.sendCode);
    expect(errorOf('phone')).toBe(TEXT_MESSAGES.tooManyCodes);
    expect(field('code')).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('asked for again within the minute goes on to the code already sent', async () => {
    calls.askForCode.mockRejectedValue(new ApiError(429, TEXT_MESSAGES.codeTooSoon, [{ path: ['phone'], message: TEXT_MESSAGES.codeTooSoon }]));
    await open(MOBILE);
    await press(PHONE.sendCode);
    expect(field('code')).not.toBeNull();
    expect(view.host.querySelector('[role="status"]')?.textContent).toBe(TEXT_MESSAGES.codeTooSoon);
  });

  it('when texts are off, says so in a toast and keeps the number', async () => {
    calls.askForCode.mockRejectedValue(new ApiError(503, TEXT_MESSAGES.textsOff));
    await open(MOBILE);
    await press(PHONE.sendCode);
    expect(toasts).toEqual([{ message: `${PHONE.sendFailed}: ${TEXT_MESSAGES.textsOff}`, tone: 'error' }]);
    expect(field('phone')?.value).toBe(MOBILE);
  });
});

describe('the code', () => {
  async function sent() {
    await open(MOBILE);
    await press(PHONE.sendCode);
  }

  it('typed in Bengali digits proves the number, and the settings are handed on', async () => {
    await sent();
    await type('code', '১২৩৪৫৬');
    await press(PHONE.confirm);
    expect(calls.confirmCode).toHaveBeenCalledWith(MOBILE, '123456');
    expect(proven).toEqual([PROVEN]);
    expect(toasts).toEqual([{ message: TEXT_MESSAGES.proven, tone: 'success' }]);
  });

  it('that is not six digits is refused before it is sent', async () => {
    await sent();
    await type('code', '12a');
    await press(PHONE.confirm);
    expect(calls.confirmCode).not.toHaveBeenCalled();
    expect(errorOf('code')).toBe(TEXT_MESSAGES.codeFormat);
  });

  it('that is wrong is said under the field, with the tries left', async () => {
    calls.confirmCode.mockRejectedValue(new ApiError(400, TEXT_MESSAGES.codeWrong, [{ path: ['code'], message: TEXT_MESSAGES.codeWrong }], { triesLeft: 4 }));
    await sent();
    await type('code', '000000');
    await press(PHONE.confirm);
    expect(errorOf('code')).toBe(`${TEXT_MESSAGES.codeWrong} ${PHONE.triesLeft(4)}`);
    expect(document.activeElement).toBe(field('code'));
    expect(proven).toEqual([]);
  });

  it('may be asked for again after a minute, said politely meanwhile', async () => {
    await sent();
    expect(button(PHONE.resend)?.disabled).toBe(true);
    expect(text()).toContain(PHONE.resendIn(60));
    await act(async () => vi.advanceTimersByTime(18_000));
    expect(text()).toContain(PHONE.resendIn(42));
    await act(async () => vi.advanceTimersByTime(42_000));
    expect(button(PHONE.resend)?.disabled).toBe(false);
    expect(text()).toContain(PHONE.resendReady);
    await press(PHONE.resend);
    expect(calls.askForCode).toHaveBeenCalledTimes(2);
    expect(view.host.querySelector('[role="status"]')?.textContent).toBe(PHONE.newCodeSent('01712 345678'));
    expect(button(PHONE.resend)?.disabled).toBe(true);
  });

  it('goes back to the number for another one, as it was typed', async () => {
    await open();
    await type('phone', '01712 345678');
    await press(PHONE.sendCode);
    await press(PHONE.anotherNumber);
    expect(field('code')).toBeNull();
    expect(field('phone')?.value).toBe('01712 345678');
    expect(document.activeElement).toBe(field('phone'));
  });
});

describe('the words', () => {
  it('say the wait politely: a minute, then the seconds, then a second', () => {
    expect(PHONE.resendIn(60)).toBe('You may ask for a new code in a minute.');
    expect(PHONE.resendIn(42)).toBe('You may ask for a new code in 42 seconds.');
    expect(PHONE.resendIn(1)).toBe('You may ask for a new code in a second.');
  });

  it('carry no exclamation mark', () => {
    for (const line of Object.values(WORDS.account.phone)) expect(line).not.toContain('!');
  });
});
