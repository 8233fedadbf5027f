import { asciiDigits } from '#contract/phone';

/** The party size as typed, in Bengali or ASCII digits: a number, NaN when it is none (empty, or not a number). */
export function typedGuests(guests: string): number {
  const typed = asciiDigits(guests).trim();
  return typed === '' ? Number.NaN : Number(typed);
}
