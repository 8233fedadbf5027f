// @vitest-environment jsdom
import { act, createElement, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountRoot } from '../../test-support/react-root';
import type { WaitlistEntry } from '#contract/waitlist';
import { islandWords } from '../../i18n/catalog';
import { WordsProvider } from '../../i18n/react';
import { ApiError } from '../../lib/http';
import type { SessionUser } from '../../lib/session/store';
import { joinWaitlist } from '../../lib/waitlist/api';
import WaitlistJoin, { type Details } from './WaitlistJoin';

// The waitlist's form under the booking form's times, against a stubbed API (lib/waitlist/api.ts): the window it
// offers first, the checks it makes in the browser (the contract's waitlistInput), and what it sends.

vi.mock('../../lib/waitlist/api', () => ({ joinWaitlist: vi.fn() }));

// 04:00 UTC on 22 November is 10:00 in Chattogram: every time on the 28th is offered.
const NOW = new Date('2026-11-22T04:00:00Z');
const USER = { userId: 'u-1', name: 'Nadia Rahman', email: 'nadia@example.com', phone: '01711000111' } as SessionUser;
const DETAILS: Details = { name: 'Nadia Rahman', email: 'nadia@example.com', phone: '01711000111', date: '2026-11-28', guests: '4' };
const JOINED = 'You are on the waitlist. We will text and e-mail you the moment a table is free.';

/** The booking page's words, as its page hands them to the island. */
const WORDS = islandWords('en', 'common', 'shared', 'account', 'validation', 'reservations', 'waitlist');
const inWords = (node: ReactNode, words: typeof WORDS = WORDS) => <WordsProvider words={words}>{node}</WordsProvider>;

const onFieldErrors = vi.fn();
const onJoined = vi.fn();

// The form loads its checks when it opens: here they are loaded first, so a slow first import under load is not
// mistaken for a form that sends nothing.
beforeAll(() => import('../../lib/waitlist/schema'));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const view = mountRoot();

async function open(details: Details = DETAILS, chosen = true) {
  await act(async () => {
    view.root.render(inWords(createElement(WaitlistJoin, { user: USER, details, time: '19:30', chosen, onFieldErrors, onJoined })));
  });
  await settle();
}

async function settle() {
  for (let turn = 0; turn < 10; turn++) await act(() => new Promise((done) => setTimeout(done, 0)));
}

const select = (label: string) => {
  const element = [...view.host.querySelectorAll('label')].find((one) => one.textContent === label);
  return view.host.querySelector<HTMLSelectElement>(`#${element?.htmlFor ?? 'none'}`);
};
const join = async () => {
  await act(async () => [...view.host.querySelectorAll('button')].find((one) => one.textContent === 'Join the waitlist')?.click());
  await settle();
};
async function choose(label: string, value: string) {
  const element = select(label);
  if (!element) throw new Error(`no ${label}`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('the waitlist under the times', () => {
  it('offers the chosen time and an hour later, and joins with the booking form’s details', async () => {
    const entry = { id: 'W1', status: 'waiting' } as WaitlistEntry;
    vi.mocked(joinWaitlist).mockResolvedValue({ entry, message: JOINED });
    await open();
    expect(view.host.textContent).toContain('This evening is full at that time. Join the waitlist and we will text and e-mail you the moment a table is free.');
    expect([select('From')?.value, select('Until')?.value]).toEqual(['19:30', '20:30']);
    expect(select('From')?.options[0]?.textContent).toBe('9:00 AM');

    await join();
    expect(joinWaitlist).toHaveBeenCalledWith({ userId: 'u-1', name: 'Nadia Rahman', email: 'nadia@example.com', phone: '01711000111', date: '2026-11-28', guests: 4, fromTime: '19:30', toTime: '20:30', lang: 'en' });
    expect(onJoined).toHaveBeenCalledWith(entry);
    expect(view.host.querySelector('[role="status"]')?.textContent).toBe(JOINED);
    expect(document.activeElement).toBe(view.host.querySelector('[role="status"]'));
  });

  it('checks the window in the browser: the latest time not before the earliest, said under Until', async () => {
    await open();
    await choose('Until', '19:00');
    await join();
    expect(joinWaitlist).not.toHaveBeenCalled();
    expect(view.host.querySelector('#waitlist-toTime-error')?.textContent).toBe('Choose the earliest and the latest time you could come, the earliest first');
    expect(document.activeElement).toBe(select('Until'));
    expect(onFieldErrors).not.toHaveBeenCalled();
  });

  it('sends the booking form’s own fields’ messages back to it, focus with them', async () => {
    await open({ ...DETAILS, phone: '123' });
    await join();
    expect(joinWaitlist).not.toHaveBeenCalled();
    expect(onFieldErrors).toHaveBeenCalledWith({ phone: expect.any(String) }, true);
  });

  it('opened from its invitation: says so, and focus goes to From', async () => {
    await open(DETAILS, false);
    expect(view.host.textContent).toContain('Tell us the times you could come, and we will text and e-mail you the moment a table is free.');
    expect(document.activeElement).toBe(select('From'));
  });

  it('already on the list: the Worker’s words beside the button', async () => {
    vi.mocked(joinWaitlist).mockRejectedValue(new ApiError(409, 'You are already on the waitlist for this evening.'));
    await open();
    await join();
    expect(view.host.querySelector('[role="alert"]')?.textContent).toBe('You are already on the waitlist for this evening.');
    expect(onJoined).not.toHaveBeenCalled();
  });
});

describe('on the Bangla page', () => {
  it('takes the party and the phone in Bengali digits, sends them in ASCII with the page’s language, and says it in Bangla', async () => {
    vi.mocked(joinWaitlist).mockResolvedValue({ entry: { id: 'W1', status: 'waiting' } as WaitlistEntry, message: JOINED });
    await act(async () => {
      view.root.render(
        inWords(
          createElement(WaitlistJoin, { user: USER, details: { ...DETAILS, phone: '০১৭১১০০০১১১', guests: '৪' }, time: '19:30', chosen: true, onFieldErrors, onJoined }),
          islandWords('bn', 'common', 'shared', 'account', 'validation', 'reservations', 'waitlist'),
        ),
      );
    });
    await settle();
    expect(select('কখন থেকে')?.options[0]?.textContent).toBe('সকাল ৯:০০');
    await act(async () => [...view.host.querySelectorAll('button')].find((one) => one.textContent === 'অপেক্ষার তালিকায় নাম লেখান')?.click());
    await settle();
    expect(joinWaitlist).toHaveBeenCalledWith(expect.objectContaining({ phone: '01711000111', guests: 4, lang: 'bn' }));
    expect(view.host.querySelector('[role="status"]')?.textContent).toBe('অপেক্ষার তালিকায় আপনার নাম উঠেছে। টেবিল খালি হলেই আমরা আপনাকে খুদে বার্তা ও ই-মেইলে জানাব।');
  });
});
