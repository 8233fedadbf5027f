import type { Catalog } from '../../i18n/catalog';
import { sayMessage } from '../../i18n/messages';
import { ApiError } from '../http';

// Where the booking form puts the server's refusal of a booking: beside the field it concerns, or beside the
// form's button when it concerns the guest's bookings as a whole. The words are the page's (sayMessage): the
// Worker's code for each message, else its English, finds them in the catalog's `validation`.

type Validation = Catalog['validation'];

export type BookingRefusal =
  /** The time was taken meanwhile: beside the time, and the times are asked again. */
  | { at: 'time'; message: string }
  /** Fields the server found wrong: each message beside its field. */
  | { at: 'fields'; errors: Record<string, string> }
  /** The guest already holds as many upcoming bookings as one account may: beside the form's button. */
  | { at: 'form'; message: string };

/** The code the Worker sent beside a refusal's message, if any. */
const codeOf = (error: ApiError): string | undefined => (typeof error.body['code'] === 'string' ? error.body['code'] : undefined);

/** A refusal's words in the page's language. */
export const refusalWords = (error: ApiError, validation: Validation): string => sayMessage(validation, { code: codeOf(error), message: error.message });

/** Each field's first message, in the page's language. */
export function issueWords(error: ApiError, validation: Validation): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0])] ??= sayMessage(validation, issue);
  return errors;
}

/** Messages the forms' own checks found (the contract's English), in the page's language. */
export const checkWords = (found: Record<string, string>, validation: Validation): Record<string, string> =>
  Object.fromEntries(Object.entries(found).map(([field, message]) => [field, sayMessage(validation, { message })]));

/**
 * What a failed call says to the guest: the server's words for a refusal, in the page's language; for a guest
 * signed out meanwhile, `signedOut`; for no answer at all, `offline`.
 */
export function failureWords(error: unknown, validation: Validation, offline: string, signedOut = offline): string {
  if (error instanceof ApiError) return refusalWords(error, validation);
  // lib/api.ts's SignedOutError, known by its name: this module stays off the session's code (the offer page has none).
  if (error instanceof Error && error.name === 'SignedOutError') return signedOut;
  return offline;
}

/** The refusal's place and words, or undefined for a failure that is not a refusal of this booking. */
export function bookingRefusal(error: unknown, validation: Validation): BookingRefusal | undefined {
  if (!(error instanceof ApiError)) return undefined;
  // The server names the account (`userId`) when the refusal is about the guest's bookings, not this one's time.
  if (error.status === 409 && error.issues.some((issue) => issue.path[0] === 'userId')) return { at: 'form', message: refusalWords(error, validation) };
  if (error.status === 409) return { at: 'time', message: refusalWords(error, validation) };
  if (error.status === 400 && error.issues.length > 0) return { at: 'fields', errors: issueWords(error, validation) };
  return undefined;
}
