import { describe, expect, it } from 'vitest';
import * as VALIDATION from '#contract/messages/validation';
import { type StaffWaitlistEntry, StaffWaitlistInput, WAITLIST_MESSAGES } from '#contract/waitlist';
import { formatCount, formatPaisa } from '../../lib/format';
import * as ADMIN from './messages';
import { actionDone, actionsFor, addIssuesToFields, arrange, checkAdd, countdown, emptyAddForm, renumber, timeWindow, tonightAt, withAnswer } from './waitlist';

// The evening's waitlist as staff see it (./waitlist.ts), and today's texts under the figures (./messages.ts).

// 19:10 on 4 December 2026 in Chattogram (UTC+6).
const NOW = Date.parse('2026-12-04T13:10:00Z');
const TONIGHT = '2026-12-04';

let made = 0;
const entry = (status: StaffWaitlistEntry['status'], patch: Partial<StaffWaitlistEntry> = {}): StaffWaitlistEntry => {
  made += 1;
  return {
    id: `W${made}`,
    name: `Guest ${made}`,
    date: TONIGHT,
    guests: 4,
    fromTime: '19:00',
    toTime: '21:00',
    status,
    offer: null,
    reservationId: null,
    createdAt: `2026-12-04T12:${String(made).padStart(2, '0')}:00Z`,
    phone: '01711000000',
    position: null,
    texted: false,
    ...patch,
  };
};
const offerUntil = (expiresAt: string) => ({ table: 7, time: '19:30', expiresAt });

describe('an offer’s countdown', () => {
  it('counts minutes and seconds down, rounding up to the second', () => {
    expect(countdown('2026-12-04T13:25:00Z', NOW)).toBe('15:00 left');
    expect(countdown('2026-12-04T13:11:01.200Z', NOW)).toBe('1:02 left');
    expect(countdown('2026-12-04T13:10:09Z', NOW)).toBe('0:09 left');
    expect(countdown('2026-12-04T13:10:00.400Z', NOW)).toBe('0:01 left');
  });

  it('says the time is up once it has run out, or if the time cannot be read', () => {
    expect(countdown('2026-12-04T13:10:00Z', NOW)).toBe('Time is up');
    expect(countdown('2026-12-04T13:00:00Z', NOW)).toBe('Time is up');
    expect(countdown('not a time', NOW)).toBe('Time is up');
  });
});

describe('a guest’s window and party', () => {
  it('writes the window on the restaurant’s clock, one time when both ends are the same', () => {
    expect(timeWindow({ fromTime: '19:00', toTime: '21:00' })).toBe('7:00 PM – 9:00 PM');
    expect(timeWindow({ fromTime: '12:00', toTime: '12:30' })).toBe('12:00 PM – 12:30 PM');
    expect(timeWindow({ fromTime: '19:30', toTime: '19:30' })).toBe('7:30 PM');
  });

  it('knows tonight on the restaurant’s calendar, whatever the device’s', () => {
    expect(tonightAt(Date.parse('2026-12-04T18:30:00Z'))).toBe('2026-12-05');
    expect(tonightAt(NOW)).toBe(TONIGHT);
  });
});

describe('the order of the cards and the places in the queue', () => {
  it('puts running offers first (soonest to end first), then the queue, ended offers, bookings and the cancelled', () => {
    const first = entry('waiting', { position: 1 });
    const cancelled = entry('cancelled');
    const later = entry('offered', { offer: offerUntil('2026-12-04T13:20:00Z') });
    const expired = entry('expired');
    const second = entry('waiting', { position: 2 });
    const booked = entry('booked', { reservationId: 'R1' });
    const sooner = entry('offered', { offer: offerUntil('2026-12-04T13:15:00Z') });
    expect(arrange([first, cancelled, later, expired, second, booked, sooner]).map((item) => item.id)).toEqual([sooner, later, first, second, expired, booked, cancelled].map((item) => item.id));
  });

  it('numbers those waiting, oldest first, and no one else', () => {
    const [a, b, c, d] = [entry('waiting'), entry('offered'), entry('waiting'), entry('waiting')];
    expect(renumber([d, c, b, a]).map((item) => [item.id, item.position])).toEqual([
      [d.id, 3],
      [c.id, 2],
      [b.id, null],
      [a.id, 1],
    ]);
  });

  it('takes an action’s answer over the entry shown, keeping the phone and the texts mark, and moves the queue up', () => {
    const list = renumber([entry('waiting', { texted: true }), entry('waiting'), entry('waiting')]);
    const { id, name, date, guests, fromTime, toTime, createdAt } = list[0] ?? entry('waiting');
    // What the Worker answers an action with: the entry without what only the list adds (phone, place, texts mark).
    const answer = { id, name, date, guests, fromTime, toTime, createdAt, status: 'offered' as const, offer: offerUntil('2026-12-04T13:25:00Z'), reservationId: null };
    const next = withAnswer(list, answer);
    expect(next[0]).toMatchObject({ status: 'offered', phone: '01711000000', texted: true, position: null });
    expect(next.map((item) => item.position)).toEqual([null, 1, 2]);
  });

  it('leaves the list as it was for an entry it does not show', () => {
    const list = renumber([entry('waiting')]);
    expect(withAnswer(list, entry('cancelled'))).toEqual(list);
  });
});

describe('what may be done with an entry', () => {
  it('offers a waiting or an ended offer, seats only tonight, removes any still open', () => {
    expect(actionsFor({ status: 'waiting', date: TONIGHT }, TONIGHT)).toEqual({ offer: true, seat: true, remove: true });
    expect(actionsFor({ status: 'offered', date: TONIGHT }, TONIGHT)).toEqual({ offer: false, seat: true, remove: true });
    expect(actionsFor({ status: 'expired', date: TONIGHT }, TONIGHT)).toEqual({ offer: true, seat: true, remove: true });
    expect(actionsFor({ status: 'waiting', date: '2026-12-05' }, TONIGHT)).toEqual({ offer: true, seat: false, remove: true });
    expect(actionsFor({ status: 'booked', date: TONIGHT }, TONIGHT)).toEqual({ offer: false, seat: false, remove: false });
    expect(actionsFor({ status: 'cancelled', date: TONIGHT }, TONIGHT)).toEqual({ offer: false, seat: false, remove: false });
  });

  it('says what was done', () => {
    const guest = entry('offered', { name: 'Rahim', offer: offerUntil('2026-12-04T13:25:00Z') });
    expect(actionDone('offer', guest)).toBe('Table 7 offered to Rahim, held for 15 minutes');
    expect(actionDone('seat', { ...guest, status: 'booked' }, { table: 9 })).toBe('Rahim is booked at table 9');
    expect(actionDone('remove', { ...guest, status: 'cancelled' })).toBe('Rahim is off the waitlist');
  });
});

describe('adding a guest', () => {
  it('starts tonight’s window at the next half hour, for two hours or to the last slot', () => {
    expect(emptyAddForm(TONIGHT, NOW)).toMatchObject({ guests: '2', fromTime: '19:30', toTime: '21:30' });
    expect(emptyAddForm(TONIGHT, Date.parse('2026-12-04T12:00:00Z'))).toMatchObject({ fromTime: '18:00', toTime: '20:00' });
    expect(emptyAddForm(TONIGHT, Date.parse('2026-12-04T14:40:00Z'))).toMatchObject({ fromTime: '21:00', toTime: '21:30' });
    expect(emptyAddForm(TONIGHT, Date.parse('2026-12-04T15:45:00Z'))).toMatchObject({ fromTime: '', toTime: '' });
    expect(emptyAddForm('2026-12-06', NOW)).toMatchObject({ fromTime: '', toTime: '' });
  });

  it('sends what the Worker’s schema takes, trimmed, the party as a number', () => {
    const { body, errors } = checkAdd({ name: ' Rahim Uddin ', phone: '01711000000', guests: '4', fromTime: '19:00', toTime: '21:00' });
    expect(errors).toEqual({});
    expect(body).toEqual({ name: 'Rahim Uddin', phone: '01711000000', guests: 4, fromTime: '19:00', toTime: '21:00' });
    expect(StaffWaitlistInput.safeParse(body).success).toBe(true);
  });

  it('puts the schema’s messages under the fields, and a window the wrong way round under Until', () => {
    expect(checkAdd({ name: 'R', phone: '017', guests: '2', fromTime: '', toTime: '' }).errors).toEqual({
      name: VALIDATION.nameMin,
      phone: VALIDATION.reservationPhone,
      fromTime: VALIDATION.reservationTime,
      toTime: VALIDATION.reservationTime,
    });
    const backwards = checkAdd({ name: 'Rahim', phone: '01711000000', guests: '2', fromTime: '21:00', toTime: '19:00' });
    expect(backwards).toEqual({ errors: { toTime: WAITLIST_MESSAGES.window } });
  });

  it('puts the Worker’s issues under the fields they name, any other under the form', () => {
    expect(
      addIssuesToFields([
        { path: ['phone'], message: 'Please enter a valid phone number' },
        { path: ['date'], message: 'date must be a day as YYYY-MM-DD' },
        { path: ['phone'], message: 'a second word on the phone' },
      ]),
    ).toEqual({ phone: 'Please enter a valid phone number', form: 'date must be a day as YYYY-MM-DD' });
  });
});

describe('today’s texts under the figures', () => {
  it('counts the texts and their parts, and for an admin what they cost in taka', () => {
    expect(ADMIN.textsToday(formatCount(12), formatCount(14), null)).toBe('Texts today: 12 (14 parts)');
    expect(ADMIN.textsToday(formatCount(1), formatCount(1), formatPaisa(70))).toBe('Texts today: 1 (1 part) · ৳0.70');
    expect(ADMIN.textsToday(formatCount(12), formatCount(14), formatPaisa(700))).toBe('Texts today: 12 (14 parts) · ৳7.00');
    expect(ADMIN.textsToday('—', '—', '—')).toBe('Texts today: — (— parts) · —');
  });

  it('says how many the day’s limit held back', () => {
    expect(ADMIN.textsCapped(300, 5)).toBe('The daily limit of 300 texts was reached: 5 texts were not sent today.');
    expect(ADMIN.textsCapped(300, 1)).toBe('The daily limit of 300 texts was reached: 1 text was not sent today.');
  });
});
