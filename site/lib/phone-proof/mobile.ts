import { mobileNumber } from '#contract/phone';

// A proven number as a guest reads it back: the operator's five digits, then the six of the line (01712 345678),
// the way the contract's own example writes it (TEXT_MESSAGES.notMobile).

/** `typed` as 01712 345678 when it is a Bangladeshi mobile number, however written; else as it was typed, trimmed. */
export function spacedMobile(typed: string): string {
  const mobile = mobileNumber(typed);
  return mobile ? `${mobile.slice(0, 5)} ${mobile.slice(5)}` : typed.trim();
}

/** The profile's phone as the proof's first guess: spaced when it is a mobile number, else nothing. */
export function mobileGuess(typed: string | undefined): string {
  return typed && mobileNumber(typed) ? spacedMobile(typed) : '';
}
