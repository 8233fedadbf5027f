// The waitlist's sentences with a value in them (docs/decisions/0026-texts-and-the-waitlist.md), as the guest reads
// them on the booking page and on /waitlist, in the page's language: the words are the catalog's `waitlist` part
// (site/i18n/*/waitlist.ts), handed in by the island; the numbers are written in the page's digits. Times and
// days come in already written (formatsFor(lang).writtenTime, offerDay).
import { formatsFor } from '#contract/formats';
import type { Catalog } from '../../i18n/catalog';
import { fill } from '../../i18n/fill';
import type { Lang } from '../../i18n/lang';

export type WaitlistWords = Catalog['waitlist'];

/** The sentences of `words`, with values written in `lang`'s digits. */
export function waitlistSentences(words: WaitlistWords, lang: Lang) {
  const { digits } = formatsFor(lang);
  const count = (one: string, other: string, value: number) => fill(value === 1 ? one : other, { count: digits(value) });
  /** What is left of a hold, in whole minutes (`minutes` 0: under a minute). */
  const minutes = (one: string, other: string, under: string, value: number) => (value >= 1 ? count(one, other, value) : under);
  return {
    party: (guests: number) => count(words.guestsOne, words.guestsOther, guests),
    timeWindow: (from: string, until: string) => fill(words.timeWindow, { from, until }),
    waiting: (from: string, until: string) => fill(words.waiting, { from, until }),
    offered: (guests: number, time: string, until: string) => fill(words.offered, { guests: digits(guests), time, until }),
    booked: (guests: number, time: string) => fill(words.booked, { guests: digits(guests), time }),
    expiredOffer: (time: string) => fill(words.expiredOffer, { time }),
    offerArrived: (time: string, until: string) => fill(words.offerArrived, { time, until }),
    /** Beside an offer in the list: "14 minutes left". */
    minutesLeft: (left: number) => minutes(words.minutesLeftOne, words.minutesLeftOther, words.minutesLeftUnder, left),
    /** In the offer's sentence on /waitlist: "… is held for you for 14 more minutes". */
    heldFor: (left: number) => minutes(words.heldForOne, words.heldForOther, words.heldForUnder, left),
    offerSentence: (guests: number, day: string, time: string, table: number, held: string) => fill(words.offerSentence, { guests: digits(guests), day, time, table: digits(table), held }),
    takenFacts: (guests: number, day: string, time: string, table: number) =>
      fill(guests === 1 ? words.takenFactsOne : words.takenFactsOther, { count: digits(guests), day, time, table: digits(table) }),
  };
}

export type WaitlistSentences = ReturnType<typeof waitlistSentences>;
