// @vitest-environment jsdom
import { act, createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountRoot } from '../../test-support/react-root';
import type { WaitlistEntry } from '#contract/waitlist';
import { islandWords } from '../../i18n/catalog';
import { WordsProvider } from '../../i18n/react';
import { ApiError } from '../../lib/http';
import { leaveWaitlist, myWaitlist, takeOffered } from '../../lib/waitlist/api';
import { showToast } from '../../lib/toasts/show';
import YourWaitlist from './YourWaitlist';

// The guest's place on the waitlist on /reservations, against a stubbed API (lib/waitlist/api.ts): what each entry
// says, and taking or leaving it.

vi.mock('../../lib/waitlist/api', () => ({ myWaitlist: vi.fn(), leaveWaitlist: vi.fn(), takeOffered: vi.fn() }));
vi.mock('../../lib/toasts/show', () => ({ showToast: vi.fn() }));

// 13:30:30 UTC is 19:30:30 in Chattogram; the table offered is held until 19:45.
const NOW = new Date('2026-11-28T13:30:30Z');
const entry = (change: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: 'W1',
  name: 'Nadia',
  date: '2026-11-28',
  guests: 4,
  fromTime: '19:00',
  toTime: '21:00',
  status: 'waiting',
  offer: null,
  reservationId: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  ...change,
});
const OFFERED = entry({ status: 'offered', offer: { table: 12, time: '19:30', expiresAt: '2026-11-28T13:45:00.000Z' } });

/** The booking page's words, as its page hands them to the island. */
const WORDS = islandWords('en', 'common', 'shared', 'account', 'validation', 'reservations', 'waitlist');
const inWords = (node: ReactNode, words: typeof WORDS = WORDS) => <WordsProvider words={words}>{node}</WordsProvider>;

const onTaken = vi.fn();

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const view = mountRoot();

async function open(joined: WaitlistEntry | null = null) {
  await act(async () => {
    view.root.render(inWords(createElement(YourWaitlist, { joined, onTaken })));
  });
  await settle();
}

async function settle() {
  for (let turn = 0; turn < 5; turn++) await act(() => new Promise((done) => setTimeout(done, 0)));
}

const text = () => view.host.textContent ?? '';
const button = (name: RegExp) => [...view.host.querySelectorAll('button')].find((one) => name.test(one.textContent ?? '')) ?? null;
const press = async (name: RegExp) => {
  await act(async () => button(name)?.click());
  await settle();
};

describe('the guest’s place on the waitlist', () => {
  it('shows nothing to a guest who has never joined', async () => {
    vi.mocked(myWaitlist).mockResolvedValue([]);
    await open();
    expect(view.host.innerHTML).toBe('');
  });

  it('an evening waited for: its date, party, window and status, and the way to leave it, asked once more', async () => {
    vi.mocked(myWaitlist).mockResolvedValue([entry()]);
    vi.mocked(leaveWaitlist).mockResolvedValue({ entry: entry({ status: 'cancelled' }), message: 'You have left the waitlist.' });
    await open();
    expect(view.host.querySelector('h2')?.textContent).toBe('Your place on the waitlist');
    expect(view.host.querySelector('h3')?.textContent).toBe('Saturday, 28 November 2026 7:00 PM to 9:00 PM');
    expect(text()).toContain('4 guests');
    expect(text()).toContain('Waiting for a table between 7:00 PM and 9:00 PM');
    expect(button(/^Take the table$/)).toBeNull();

    await press(/^Leave the waitlist$/);
    expect(leaveWaitlist).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button(/^Yes, leave it$/));
    await press(/^Yes, leave it$/);
    expect(leaveWaitlist).toHaveBeenCalledWith('W1');
    expect(showToast).toHaveBeenCalledWith('You have left the waitlist.');
    expect(text()).toContain('You are not waiting for a table on any evening.');
    expect(document.activeElement).toBe(view.host.querySelector('h2'));
  });

  it('a table offered: held until when, the minutes left, and taking it books it', async () => {
    vi.mocked(myWaitlist).mockResolvedValueOnce([OFFERED]).mockResolvedValue([entry({ ...OFFERED, status: 'booked', reservationId: 'R1' })]);
    vi.mocked(takeOffered).mockResolvedValue({ reservation: {} as never, message: 'The table is yours. We look forward to welcoming you.' });
    await open();
    expect(text()).toContain('A table for 4 at 7:30 PM is held for you until 7:45 PM');
    expect(view.host.querySelector('[role="timer"]')?.textContent).toBe('14 minutes left');

    await press(/^Take the table$/);
    expect(takeOffered).toHaveBeenCalledWith('W1');
    expect(showToast).toHaveBeenCalledWith('The table is yours. We look forward to welcoming you.');
    expect(onTaken).toHaveBeenCalledOnce();
    expect(text()).toContain('Your table for 4 at 7:30 PM is booked.');
    expect(view.host.querySelector('a')?.getAttribute('href')).toBe('/track-reservation/R1');
  });

  it('an offer gone before it was taken: the Worker’s words beside the button, and the list read again', async () => {
    const gone = 'This offer has ended: the 15 minutes have passed, or the table was taken. You are welcome to join the waitlist again.';
    vi.mocked(myWaitlist).mockResolvedValueOnce([OFFERED]).mockResolvedValue([{ ...OFFERED, status: 'expired' }]);
    vi.mocked(takeOffered).mockRejectedValue(new ApiError(410, gone));
    await open();
    await press(/^Take the table$/);
    expect(onTaken).not.toHaveBeenCalled();
    expect(myWaitlist).toHaveBeenCalledTimes(2);
    expect(text()).toContain('The table held for you at 7:30 PM was not taken in time.');
  });

  it('an entry just joined shows at once', async () => {
    vi.mocked(myWaitlist).mockReturnValue(new Promise(() => {}));
    await open(entry({ id: 'W2', fromTime: '20:00' }));
    expect(text()).toContain('Waiting for a table between 8:00 PM and 9:00 PM');
  });
});

describe('on the Bangla page', () => {
  it('says each evening in Bangla, in Bengali digits, and leaving says so in Bangla', async () => {
    vi.mocked(myWaitlist).mockResolvedValue([OFFERED]);
    vi.mocked(leaveWaitlist).mockResolvedValue({ entry: { ...OFFERED, status: 'cancelled' }, message: 'You have left the waitlist.' });
    await act(async () => {
      view.root.render(inWords(createElement(YourWaitlist, { joined: null, onTaken }), islandWords('bn', 'common', 'shared', 'account', 'validation', 'reservations', 'waitlist')));
    });
    await settle();
    expect(view.host.querySelector('h3')?.textContent).toBe('শনিবার, ২৮ নভেম্বর, ২০২৬ সন্ধ্যা ৭:০০ থেকে রাত ৯:০০');
    expect(text()).toContain('৪ জন');
    expect(text()).toContain('সন্ধ্যা ৭:৩০-এ ৪ জনের একটি টেবিল সন্ধ্যা ৭:৪৫ পর্যন্ত আপনার জন্য রাখা আছে');
    expect(view.host.querySelector('[role="timer"]')?.textContent).toBe('আর ১৪ মিনিট বাকি');

    await press(/^তালিকা থেকে নাম তুলে নিন$/);
    await press(/^হ্যাঁ, তুলে নিন$/);
    expect(showToast).toHaveBeenCalledWith('অপেক্ষার তালিকা থেকে আপনার নাম তুলে নেওয়া হয়েছে।');
  });
});
