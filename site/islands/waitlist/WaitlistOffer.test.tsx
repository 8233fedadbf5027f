// @vitest-environment jsdom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountRoot } from '../../test-support/react-root';
import type { OfferView } from '#contract/waitlist';
import { islandWords } from '../../i18n/catalog';
import WaitlistOffer from './WaitlistOffer';

// The page an offer's link opens, as the guest's phone runs it, against a stubbed Worker: what it reads, what it
// shows, what it sends.

const TOKEN = '7K2M9Q4XAB3CDE5F';
const GONE = 'This offer has ended: the 15 minutes have passed, or the table was taken. You are welcome to join the waitlist again.';
// 13:30:30 UTC is 19:30:30 in Chattogram; the table is held until 19:45.
const NOW = new Date('2026-11-28T13:30:30Z');
const OFFER: OfferView = { date: '2026-11-28', time: '19:30', guests: 4, table: 12, expiresAt: '2026-11-28T13:45:00.000Z' };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let calls: { url: string; method: string }[];
/** The Worker's answers, in turn; the last one is repeated. */
let answers: (() => Response)[];

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  calls = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET' });
      const next = answers.length > 1 ? answers.shift() : answers[0];
      return Promise.resolve(next ? next() : json(500, { error: 'no answer' }));
    }),
  );
  history.replaceState(null, '', `/waitlist#offer=${TOKEN}`);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const view = mountRoot();

async function open() {
  await act(async () => {
    view.root.render(createElement(WaitlistOffer, { words: islandWords('en', 'common', 'shared', 'validation', 'waitlist') }));
  });
  await settle();
}

async function settle() {
  for (let turn = 0; turn < 5; turn++) await act(() => new Promise((done) => setTimeout(done, 0)));
}

const text = () => view.host.textContent ?? '';
const button = (name: RegExp) => [...view.host.querySelectorAll('button')].find((one) => name.test(one.textContent ?? '')) ?? null;
const link = (name: string) => [...view.host.querySelectorAll('a')].find((one) => one.textContent === name)?.getAttribute('href');

describe('the table held', () => {
  it('says for whom, when, which, and for how many more minutes, and books it', async () => {
    answers = [() => json(200, { offer: OFFER }), () => json(201, { reservation: { id: 'R7K2M9Q4XAB3', date: OFFER.date, time: OFFER.time, guests: 4, table: 12, status: 'pending' }, message: 'The table is yours. We look forward to welcoming you.' })];
    await open();
    expect(calls).toEqual([{ url: `/api/waitlist/offer/${TOKEN}`, method: 'GET' }]);
    expect(text()).toContain('A table for 4 on Saturday, 28 November at 7:30 PM, table 12, is held for you for 14 more minutes.');

    await act(async () => button(/^Take the table$/)?.click());
    await settle();
    expect(calls[1]).toEqual({ url: `/api/waitlist/offer/${TOKEN}/take`, method: 'POST' });
    expect(view.host.querySelector('h2')?.textContent).toBe('The table is yours');
    expect(text()).toContain('Table 12 on Saturday, 28 November at 7:30 PM, for 4 guests.');
    expect(link('Track your reservation')).toBe('/track-reservation/R7K2M9Q4XAB3');
    expect(document.activeElement).toBe(view.host.querySelector('h2'));
  });

  it('taken meanwhile: the Worker’s words, and the way to book another', async () => {
    answers = [() => json(200, { offer: OFFER }), () => json(410, { error: GONE })];
    await open();
    await act(async () => button(/^Take the table$/)?.click());
    await settle();
    expect(text()).toContain(GONE);
    expect(link('Book a table')).toBe('/reservations');
  });

  it('a take that finds no answer leaves the table on screen, and says why beside the button', async () => {
    answers = [() => json(200, { offer: OFFER })];
    await open();
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await act(async () => button(/^Take the table$/)?.click());
    await settle();
    expect(view.host.querySelector('[role="alert"]')?.textContent).toBe('We could not reach the restaurant. Please check your connection and try again.');
    expect(button(/^Take the table$/)?.disabled).toBe(false);
  });
});

describe('no table to take', () => {
  it('an offer ended: the Worker’s words, and the way to book', async () => {
    answers = [() => json(410, { error: GONE })];
    await open();
    expect(text()).toContain(GONE);
    expect(link('Book a table')).toBe('/reservations');
  });

  it('no key in the address: where the link comes from, and nothing asked', async () => {
    history.replaceState(null, '', '/waitlist');
    await open();
    expect(text()).toContain('Please open the link in the text or e-mail we sent you when a table came free.');
    expect(link('Book a table')).toBe('/reservations');
    expect(calls).toEqual([]);
  });

  it('too many asks: the Worker’s words, and a way to try again', async () => {
    answers = [() => json(429, { error: 'Too many requests. Please try again in a minute.' }), () => json(200, { offer: OFFER })];
    await open();
    expect(view.host.querySelector('[role="alert"]')?.textContent).toBe('Too many requests. Please try again in a minute.');
    await act(async () => button(/^Try again$/)?.click());
    await settle();
    expect(text()).toContain('is held for you for 14 more minutes.');
  });
});

describe('on the Bangla page', () => {
  it('says it in Bangla, in Bengali digits, and its links stay on the Bangla pages', async () => {
    history.replaceState(null, '', `/bn/waitlist#offer=${TOKEN}`);
    answers = [() => json(200, { offer: OFFER }), () => json(201, { reservation: { id: 'R7K2M9Q4XAB3', date: OFFER.date, time: OFFER.time, guests: 4, table: 12, status: 'pending' } })];
    await act(async () => {
      view.root.render(createElement(WaitlistOffer, { words: islandWords('bn', 'common', 'shared', 'validation', 'waitlist') }));
    });
    await settle();
    expect(text()).toContain('শনিবার, ২৮ নভেম্বর, সন্ধ্যা ৭:৩০-এ ৪ জনের জন্য ১২ নম্বর টেবিলটি আপনার জন্য আরও ১৪ মিনিট রাখা আছে।');
    await act(async () => button(/^টেবিলটি নিন$/)?.click());
    await settle();
    expect(text()).toContain('শনিবার, ২৮ নভেম্বর, সন্ধ্যা ৭:৩০-এ ৪ জনের জন্য ১২ নম্বর টেবিল।');
    expect(link('আপনার বুকিংয়ের খোঁজ রাখুন')).toBe('/bn/track-reservation/R7K2M9Q4XAB3');
  });

  it('an offer ended: the Worker’s refusal in Bangla, by its code', async () => {
    answers = [() => json(410, { error: GONE, code: 'offerGone' })];
    await act(async () => {
      view.root.render(createElement(WaitlistOffer, { words: islandWords('bn', 'common', 'shared', 'validation', 'waitlist') }));
    });
    await settle();
    expect(text()).toContain(islandWords('bn', 'validation').validation.offerGone);
    expect(link('টেবিল বুক করুন')).toBe('/bn/reservations');
  });
});
