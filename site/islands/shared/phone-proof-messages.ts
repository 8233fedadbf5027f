// The words of texts to guests, as the proof of a number (./PhoneProof.tsx) and the offer after an order or a booking
// (./TextOffer.tsx) say them: the catalog's `account.phone`, with the values written in, in the page's digits. The
// profile's "Text messages" section has its own (`account.texts`). The Worker's refusals are the contract's, shown
// through sayMessage (the catalog's `validation`).
import { digits } from '#contract/format-bn';
import type { Catalog } from '../../i18n/catalog';
import { fill } from '../../i18n/fill';
import type { Lang } from '../../i18n/lang';
import { useLang, useWords } from '../../i18n/react';

/** What the offer is about: an order delivered, an order collected, a booking. */
export type OfferAbout = 'delivery' | 'pickup' | 'booking';
const ABOUT = { delivery: 'Delivery', pickup: 'Pickup', booking: 'Booking' } as const;

export type PhoneWords = ReturnType<typeof phoneWords>;

/** The proof's and the offer's words in `lang`, those with a value as functions of it. */
export function phoneWords(words: Catalog['account']['phone'], lang: Lang) {
  const count = (value: number) => (lang === 'bn' ? digits(value) : String(value));
  return {
    ...words,
    /** {phone}: as the guest reads it, 01712 345678. */
    codeSentTo: (phone: string) => fill(words.codeSentTo, { phone }),
    codeGoodFor: (minutes: number) => (minutes === 1 ? words.codeGoodForOne : fill(words.codeGoodForOther, { minutes: count(minutes) })),
    triesLeft: (tries: number) => (tries === 1 ? words.triesLeftOne : fill(words.triesLeftOther, { tries: count(tries) })),
    resendIn: (seconds: number) => (seconds >= 60 ? words.resendInMinute : seconds === 1 ? words.resendInOne : fill(words.resendInOther, { seconds: count(seconds) })),
    newCodeSent: (phone: string) => fill(words.newCodeSent, { phone }),
    offerTitle: (about: OfferAbout) => words[`offerTitle${ABOUT[about]}`],
    offerDone: (phone: string, about: OfferAbout) => fill(words[`offerDone${ABOUT[about]}`], { phone }),
  };
}

/** The words, in an island handed the catalog's `account`. */
export function usePhoneWords(): PhoneWords {
  const words = useWords('account').phone;
  const lang = useLang();
  return phoneWords(words, lang);
}
