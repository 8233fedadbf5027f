import * as z from 'zod/mini';
import { noTableNow, notToday, offerGone, waitlistAlready, waitlistWindow } from './messages/refusals';
import { LANGS } from './lang';
import * as VALIDATION from './messages/validation';
import { inWindow, isCalendarDate, minutesOf, TIME_SLOTS } from './reservation-rules';

// The waitlist for a full evening (docs/decisions/0026-texts-and-the-waitlist.md). A guest who finds no table for
// their party at the time they asked joins the evening's list with the window of times they would take. When a
// table frees (a booking cancelled, an offer let go), the first waiting guest whose party fits is offered it: the
// table is held for them OFFER_MINUTES by the offer itself, and taking it books through the booking's own
// allocation. In zod's mini build, like the booking's contract: the booking form checks with it in the browser.

export const OFFER_MINUTES = 15;
export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'cancelled'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const WAITLIST_MESSAGES = {
  window: waitlistWindow,
  already: waitlistAlready,
  joined: 'You are on the waitlist. We will text and e-mail you the moment a table is free.',
  left: 'You have left the waitlist.',
  offerGone,
  taken: 'The table is yours. We look forward to welcoming you.',
  noTableNow,
  notToday,
} as const;

const text = () => z.string().check(z.trim());

/** POST /api/waitlist: the booking form's details, with a window of times instead of one. */
export function waitlistInput(now: () => Date = () => new Date()) {
  return z
    .strictObject({
      userId: text().check(z.minLength(1, 'userId is required'), z.maxLength(128)),
      name: text().check(z.minLength(2, VALIDATION.nameMin), z.maxLength(50, VALIDATION.nameMax50)),
      email: z.pipe(text(), z.email(VALIDATION.email)),
      phone: text().check(z.minLength(10, VALIDATION.reservationPhone), z.maxLength(15, VALIDATION.reservationPhone)),
      date: z.string(VALIDATION.reservationDate).check(z.refine((date) => inWindow(date, now()), VALIDATION.reservationDate)),
      guests: z.number(VALIDATION.guestsMin).check(z.int('Guests must be a whole number'), z.minimum(1, VALIDATION.guestsMin), z.maximum(20, VALIDATION.guestsMax)),
      fromTime: z.string(VALIDATION.reservationTime).check(z.refine((time) => TIME_SLOTS.includes(time), VALIDATION.reservationTime)),
      toTime: z.string(VALIDATION.reservationTime).check(z.refine((time) => TIME_SLOTS.includes(time), VALIDATION.reservationTime)),
      /** The language of the page joined from: the offer's mail and text, and the booking taken from it, are written in it. */
      lang: z.optional(z.enum(LANGS, 'lang must be en or bn')),
    })
    .check(z.refine((input) => minutesOf(input.fromTime) <= minutesOf(input.toTime), { message: WAITLIST_MESSAGES.window, path: ['toTime'] }));
}
export const WaitlistInput = waitlistInput();
export type WaitlistInput = z.infer<typeof WaitlistInput>;

/** POST /api/staff/waitlist: a guest at the door or on the phone, added by staff for tonight or the evening given. */
export const StaffWaitlistInput = z
  .strictObject({
    name: text().check(z.minLength(2, VALIDATION.nameMin), z.maxLength(50, VALIDATION.nameMax50)),
    phone: text().check(z.minLength(10, VALIDATION.reservationPhone), z.maxLength(15, VALIDATION.reservationPhone)),
    guests: z.number(VALIDATION.guestsMin).check(z.int('Guests must be a whole number'), z.minimum(1, VALIDATION.guestsMin), z.maximum(20, VALIDATION.guestsMax)),
    fromTime: z.string(VALIDATION.reservationTime).check(z.refine((time) => TIME_SLOTS.includes(time), VALIDATION.reservationTime)),
    toTime: z.string(VALIDATION.reservationTime).check(z.refine((time) => TIME_SLOTS.includes(time), VALIDATION.reservationTime)),
    /** The evening, YYYY-MM-DD; tonight when left out. */
    date: z.optional(z.string(VALIDATION.reservationDate).check(z.refine(isCalendarDate, VALIDATION.reservationDate))),
  })
  .check(z.refine((input) => minutesOf(input.fromTime) <= minutesOf(input.toTime), { message: WAITLIST_MESSAGES.window, path: ['toTime'] }));
export type StaffWaitlistInput = z.infer<typeof StaffWaitlistInput>;

/** A table offered: which, when, and until when it is held (ISO instant). */
export interface WaitlistOffer {
  table: number;
  time: string;
  expiresAt: string;
}

/** One entry, as its guest sees it (GET /api/waitlist/mine) and staff see it (GET /api/staff/waitlist). */
export interface WaitlistEntry {
  id: string;
  name: string;
  date: string;
  guests: number;
  fromTime: string;
  toTime: string;
  status: WaitlistStatus;
  /** Set while offered (and kept once booked or expired, for the record). */
  offer: WaitlistOffer | null;
  reservationId: string | null;
  createdAt: string;
}

/** What staff see besides: the phone to call, and whether the guest can be texted. */
export interface StaffWaitlistEntry extends WaitlistEntry {
  phone: string;
  /** The place in the evening's queue among those still waiting (1 first); null once offered or done. */
  position: number | null;
  texted: boolean;
}

/** GET /api/waitlist/offer/:token: the offer a link holds, without anyone's details. */
export interface OfferView {
  date: string;
  time: string;
  guests: number;
  table: number;
  expiresAt: string;
}
