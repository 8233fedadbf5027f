import { z } from 'zod';
import { codeExpired, codeFormat, codeTooSoon, codeTriesUsed, codeWrong, notMobile, textsOff, tooManyCodes } from './messages/refusals';
import { LANGS } from './lang';
import { asciiDigits, mobileNumber } from './phone';

// Text messages to a guest (docs/decisions/0026-texts-and-the-waitlist.md): the number they proved with a code,
// and which kinds they want. The only number ever texted is a proven one; the phone typed into the profile or at
// checkout is for the rider and staff.

export const TEXT_MESSAGES = {
  notMobile,
  codeFormat,
  codeWrong,
  codeExpired,
  codeTriesUsed,
  tooManyCodes,
  codeTooSoon,
  textsOff,
  proven: 'Your number is confirmed. We will text you there.',
  preferencesSaved: 'Your text message choices are saved.',
} as const;

/** A code is good for this long, and this many tries. */
export const CODE_MINUTES = 10;
export const CODE_TRIES = 5;


const Mobile = z
  .string(TEXT_MESSAGES.notMobile)
  .max(30, TEXT_MESSAGES.notMobile)
  .transform((typed, context) => {
    const number = mobileNumber(typed);
    if (number === null) {
      context.addIssue({ code: 'custom', message: TEXT_MESSAGES.notMobile });
      return z.NEVER;
    }
    return number;
  });

/** POST /api/user/phone/code: text a code to this number, in the page's language (`lang`; the account's when left out). */
export const PhoneCodeInput = z.object({ phone: Mobile, lang: z.optional(z.enum(LANGS, 'lang must be en or bn')) }).strict();

/** POST /api/user/phone/verify: the code from the text. */
export const PhoneVerifyInput = z
  .object({
    phone: Mobile,
    code: z
      .string(TEXT_MESSAGES.codeFormat)
      .max(20, TEXT_MESSAGES.codeFormat)
      // Bengali digits as ASCII: a code typed on a Bangla keyboard is the same code.
      .transform((typed) => asciiDigits(typed).replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, TEXT_MESSAGES.codeFormat)),
  })
  .strict();

/** PUT /api/user/texts: which texts the guest wants. */
export const TextPreferencesInput = z.object({ orders: z.boolean('orders must be true or false'), bookings: z.boolean('bookings must be true or false') }).strict();

/** GET /api/user/texts: the proven number (null: none), the choices, and whether the restaurant sends texts at all. */
export interface TextSettings {
  verifiedPhone: string | null;
  orders: boolean;
  bookings: boolean;
  available: boolean;
}
