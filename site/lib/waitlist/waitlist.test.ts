// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '#contract/waitlist';
import { islandWords } from '../../i18n/catalog';
import { waitlistSentences } from './messages';
import { defaultWindow, minutesHeld, offerDay, offerToken, soonestFirst, waitlistTimes, withEntry } from './waitlist';

// The waitlist's rules on the guest's pages (./waitlist.ts): the window first offered, what is left of a hold, and
// the offer's key in /waitlist's fragment.

// 13:00 UTC on 22 November is 19:00 on 22 November in Chattogram.
const evening = new Date('2026-11-22T13:00:00Z');
const WAITLIST = waitlistSentences(islandWords('en', 'waitlist').waitlist, 'en');

describe('the window the waitlist offers first', () => {
  const day = waitlistTimes('2026-11-23', evening);

  it('is from the time wanted to an hour later', () => {
    expect(defaultWindow('19:30', day)).toEqual({ fromTime: '19:30', toTime: '20:30' });
    expect(defaultWindow('09:00', day)).toEqual({ fromTime: '09:00', toTime: '10:00' });
  });

  it('ends at the day’s last time when the day ends sooner', () => {
    expect(defaultWindow('21:00', day)).toEqual({ fromTime: '21:00', toTime: '21:30' });
    expect(defaultWindow('21:30', day)).toEqual({ fromTime: '21:30', toTime: '21:30' });
  });

  it('starts at the first time still offered when the one wanted is too soon now', () => {
    const tonight = waitlistTimes('2026-11-22', evening);
    // Two hours' notice at 19:00: 21:00 is the first time left tonight.
    expect(tonight).toEqual(['21:00', '21:30']);
    expect(defaultWindow('20:00', tonight)).toEqual({ fromTime: '21:00', toTime: '21:30' });
  });

  it('offers every half hour of a later day', () => {
    expect(day).toHaveLength(26);
    expect([day[0], day.at(-1)]).toEqual(['09:00', '21:30']);
  });
});

describe('what is left of a table’s hold', () => {
  const expiresAt = '2026-11-22T13:45:00.000Z';
  const at = (time: string) => Date.parse(`2026-11-22T${time}Z`);

  it('is counted in whole minutes, under a minute as 0, and ends at the hold’s end', () => {
    expect(minutesHeld(expiresAt, at('13:30:00'))).toBe(15);
    expect(minutesHeld(expiresAt, at('13:30:01'))).toBe(14);
    expect(minutesHeld(expiresAt, at('13:43:59'))).toBe(1);
    expect(minutesHeld(expiresAt, at('13:44:30'))).toBe(0);
    expect(minutesHeld(expiresAt, at('13:45:00'))).toBeNull();
    expect(minutesHeld(expiresAt, at('13:50:00'))).toBeNull();
    expect(minutesHeld('not a time', at('13:30:00'))).toBeNull();
  });

  it('is said in the list and in the offer’s sentence', () => {
    expect([14, 1, 0].map(WAITLIST.minutesLeft)).toEqual(['14 minutes left', '1 minute left', 'Less than a minute left']);
    expect(WAITLIST.offerSentence(4, offerDay('2026-11-28', 'en'), '7:30 PM', 12, WAITLIST.heldFor(14))).toBe(
      'A table for 4 on Saturday, 28 November at 7:30 PM, table 12, is held for you for 14 more minutes.',
    );
    expect([1, 0].map(WAITLIST.heldFor)).toEqual(['for 1 more minute', 'for less than a minute']);
    expect(WAITLIST.offered(4, '7:30 PM', '7:45 PM')).toBe('A table for 4 at 7:30 PM is held for you until 7:45 PM');
    expect(WAITLIST.waiting('7:00 PM', '9:00 PM')).toBe('Waiting for a table between 7:00 PM and 9:00 PM');
  });

  it('is said in Bangla on a Bangla page, in Bengali digits', () => {
    const BN = waitlistSentences(islandWords('bn', 'waitlist').waitlist, 'bn');
    expect(offerDay('2026-11-28', 'bn')).toBe('শনিবার, ২৮ নভেম্বর');
    expect(BN.offerSentence(4, offerDay('2026-11-28', 'bn'), 'সন্ধ্যা ৭:৩০', 12, BN.heldFor(14))).toBe(
      'শনিবার, ২৮ নভেম্বর, সন্ধ্যা ৭:৩০-এ ৪ জনের জন্য ১২ নম্বর টেবিলটি আপনার জন্য আরও ১৪ মিনিট রাখা আছে।',
    );
    expect([14, 1, 0].map(BN.minutesLeft)).toEqual(['আর ১৪ মিনিট বাকি', 'আর ১ মিনিট বাকি', 'আর এক মিনিটেরও কম বাকি']);
    expect(BN.party(4)).toBe('৪ জন');
  });
});

describe('the offer’s key in the page’s address', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it('is read from the fragment the short link sends on to', () => {
    window.location.hash = '#offer=7K2M9Q4XAB3CDE5F';
    expect(offerToken(window.location.hash)).toBe('7K2M9Q4XAB3CDE5F');
  });

  it('is read as the Worker writes it, whatever the case typed', () => {
    expect(offerToken('#offer=7k2m9q4xab3cde5f')).toBe('7K2M9Q4XAB3CDE5F');
    expect(offerToken('offer=7K2M9Q4XAB3CDE5F')).toBe('7K2M9Q4XAB3CDE5F');
  });

  it('is none when the fragment holds none that could be one', () => {
    for (const hash of ['', '#', '#offer=', '#offer=7K2M9Q4XAB3CDE5', '#offer=7K2M9Q4XAB3CDE5FG', '#offer=7K2M-Q4XAB3CDE5F', '#token=7K2M9Q4XAB3CDE5F']) {
      expect(offerToken(hash), hash).toBeNull();
    }
  });
});

describe('the guest’s entries', () => {
  const entry = (id: string, date: string, fromTime: string, status: WaitlistEntry['status'] = 'waiting'): WaitlistEntry => ({
    id,
    name: 'Nadia',
    date,
    guests: 4,
    fromTime,
    toTime: '21:00',
    status,
    offer: null,
    reservationId: null,
    createdAt: '2026-11-22T12:00:00.000Z',
  });

  it('take one just joined, or changed, in its place, and leave out one left', () => {
    const shown = [entry('A', '2026-11-23', '19:00'), entry('B', '2026-11-24', '19:00')];
    expect(withEntry(shown, entry('C', '2026-11-25', '20:00')).map((one) => one.id)).toEqual(['A', 'B', 'C']);
    expect(withEntry(shown, entry('A', '2026-11-23', '19:00', 'offered')).map((one) => one.status)).toEqual(['offered', 'waiting']);
    expect(withEntry(shown, entry('B', '2026-11-24', '19:00', 'cancelled')).map((one) => one.id)).toEqual(['A']);
  });

  it('are shown soonest first', () => {
    const shown = soonestFirst([entry('late', '2026-11-24', '19:00'), entry('evening', '2026-11-23', '20:00'), entry('lunch', '2026-11-23', '13:00')]);
    expect(shown.map((one) => one.id)).toEqual(['lunch', 'evening', 'late']);
  });
});
