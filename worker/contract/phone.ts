// A Bangladeshi mobile number in the one form the restaurant keeps and texts: 01XXXXXXXXX (11 digits), whatever way
// a guest typed it: with +880 or 880 before it, with spaces, dashes, dots or brackets, in Bengali digits. Plain
// functions, no schema library: the profile's and the checkout's first views use them.

/** The operators' prefixes: 013 and 017 Grameenphone, 014 and 019 Banglalink, 015 Teletalk, 016 and 018 Robi. */
const MOBILE = /^01[3-9]\d{8}$/;

/** Bengali digits (০–৯) as ASCII ones. */
export const asciiDigits = (text: string) => text.replace(/[\u09E6-\u09EF]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/** The number as 01XXXXXXXXX, or null when what was typed is not a Bangladeshi mobile number. */
export function mobileNumber(typed: string): string | null {
  const text = asciiDigits(typed.trim());
  // Only the characters a number is written with; anything else (a letter, a second number) is not one number.
  if (!/^[+\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  const national = digits.startsWith('880') && digits.length === 13 ? digits.slice(2) : digits;
  return MOBILE.test(national) ? national : null;
}

/** The same number as the gateways take it: the country's code before it, no plus (8801XXXXXXXXX). */
export const internationalNumber = (mobile: string): string => `88${mobile}`;
