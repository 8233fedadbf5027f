// @vitest-environment jsdom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountRoot } from '../../test-support/react-root';
import { TEXT_MESSAGES, type TextSettings } from '#contract/texts';
import type * as Calls from '../../lib/phone-proof/calls';
import { TOAST_EVENT, type ToastRequest } from '../../lib/toasts/show';
import { islandWords } from '../../i18n/catalog';
import { fill } from '../../i18n/fill';
import { WordsProvider } from '../../i18n/react';
import ProfileTexts from './ProfileTexts';

// The English words, as /profile hands them to its island.
const WORDS = islandWords('en', 'common', 'account', 'shared', 'validation', 'toasts');
const TEXTS = WORDS.account.texts;
const PHONE = {
  ...TEXTS,
  textsGoTo: fill(TEXTS.textsGoTo, { phone: '' }).trim(),
  removeQuestion: (phone: string) => fill(TEXTS.removeQuestion, { phone }),
  removed: (phone: string) => fill(TEXTS.removed, { phone }),
};
const shown = (phone: string) => createElement(WordsProvider, { words: WORDS }, createElement(ProfileTexts, { phone }));

// The profile's "Text messages" section against stubbed calls (lib/phone-proof/calls.ts): what it shows for each
// state of the guest's settings, and what it sends.
const calls = vi.hoisted(() => ({ readTextSettings: vi.fn(), saveTextChoices: vi.fn(), forgetNumber: vi.fn() }));
vi.mock('../../lib/phone-proof/calls', async (original) => ({ ...(await original<typeof Calls>()), ...calls }));

const PROVEN: TextSettings = { verifiedPhone: '01712345678', orders: true, bookings: true, available: true };
const NONE: TextSettings = { ...PROVEN, verifiedPhone: null };

let toasts: ToastRequest[];
const onToast = (event: Event) => toasts.push((event as CustomEvent<ToastRequest>).detail);

beforeEach(() => {
  for (const call of Object.values(calls)) call.mockReset();
  toasts = [];
  window.addEventListener(TOAST_EVENT, onToast);
});

afterEach(() => {
  window.removeEventListener(TOAST_EVENT, onToast);
});

const view = mountRoot();

async function settle() {
  for (let turn = 0; turn < 10; turn++) await act(() => new Promise((done) => setTimeout(done, 0)));
}

async function open(settings: TextSettings, phone = '') {
  calls.readTextSettings.mockResolvedValue(settings);
  await act(async () => view.root.render(shown(phone)));
  await settle();
}

const text = () => view.host.textContent ?? '';
const button = (label: string) => [...view.host.querySelectorAll('button')].find((one) => one.textContent === label);
const checkbox = (label: string) => [...view.host.querySelectorAll('label')].find((one) => one.textContent === label)?.querySelector('input');

async function press(label: string) {
  const target = button(label);
  if (!target) throw new Error(`No button ${label}`);
  await act(async () => target.click());
  await settle();
}

describe('with a proven number', () => {
  it('says where texts go, spaced, and offers the two kinds as labelled checkboxes', async () => {
    await open({ ...PROVEN, bookings: false });
    expect(text()).toContain(`${PHONE.textsGoTo} 01712 345678`);
    expect(checkbox(PHONE.ordersChoice)?.checked).toBe(true);
    expect(checkbox(PHONE.bookingsChoice)?.checked).toBe(false);
    expect(view.host.querySelector('legend')?.textContent).toBe(PHONE.choicesLegend);
  });

  it('saves the choices, in the Worker’s words', async () => {
    calls.saveTextChoices.mockResolvedValue({ message: TEXT_MESSAGES.preferencesSaved, ...PROVEN, orders: false });
    await open(PROVEN);
    await act(async () => checkbox(PHONE.ordersChoice)?.click());
    await press(PHONE.saveChoices);
    expect(calls.saveTextChoices).toHaveBeenCalledWith({ orders: false, bookings: true });
    expect(toasts).toEqual([{ message: TEXT_MESSAGES.preferencesSaved, tone: 'success' }]);
    expect(checkbox(PHONE.ordersChoice)?.checked).toBe(false);
  });

  it('removes the number only once the guest confirms, and keeping it changes nothing', async () => {
    calls.forgetNumber.mockResolvedValue(NONE);
    await open(PROVEN);
    await press(PHONE.removeNumber);
    expect(calls.forgetNumber).not.toHaveBeenCalled();
    expect(text()).toContain(PHONE.removeQuestion('01712 345678'));
    await press(PHONE.keepNumber);
    expect(document.activeElement).toBe(button(PHONE.removeNumber));
    await press(PHONE.removeNumber);
    await press(PHONE.removeConfirm);
    expect(calls.forgetNumber).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([{ message: PHONE.removed('01712 345678'), tone: 'success' }]);
    expect(text()).toContain(PHONE.why);
  });
});

describe('without one', () => {
  it('says why, and offers the profile’s phone when it is a mobile number', async () => {
    await open(NONE, '+880 1712-345678');
    expect(text()).toContain(PHONE.why);
    expect(view.host.querySelector<HTMLInputElement>('#profile-texts-phone')?.value).toBe('01712 345678');
  });

  it('offers nothing for a landline', async () => {
    await open(NONE, '031-123456');
    expect(view.host.querySelector<HTMLInputElement>('#profile-texts-phone')?.value).toBe('');
  });
});

it('when the restaurant sends no texts, says so quietly and offers nothing', async () => {
  await open({ ...NONE, available: false });
  expect(text()).toBe(PHONE.unavailable);
  expect(view.host.querySelector('input, button')).toBeNull();
});

it('when the settings cannot be read, says so and tries again', async () => {
  calls.readTextSettings.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(PROVEN);
  await act(async () => view.root.render(shown('')));
  await settle();
  expect(text()).toContain(PHONE.loadFailed);
  await press(PHONE.tryAgain);
  expect(text()).toContain(`${PHONE.textsGoTo} 01712 345678`);
});
