// SPEC §8 "Login" and "Register": the identity provider's error codes, mapped to the words a guest reads.
// A provider error is one carrying an `auth/…` code; anything else (a bug, our own API failing) is not.

export const LOGIN_ERRORS = {
  'auth/invalid-credential': 'Invalid credentials. Please check your email and password.',
  'auth/wrong-password': 'Incorrect password. Please try again.',
  'auth/invalid-email': 'The email address format is invalid.',
  provider: 'An unknown error occurred. Please try again.',
  unexpected: 'Unexpected error. Please try again.',
} as const;

export const REGISTER_ERRORS = {
  'auth/email-already-in-use': 'This email is already registered. Please log in or use a different email to sign up.',
  'auth/invalid-email': 'The email address you entered is invalid.',
  'auth/weak-password': 'The password is too weak. Please use a stronger password.',
  otherwise: 'An unknown error occurred. Please try again later.',
} as const;

/**
 * Social sign-in failures show nothing (SPEC §8), with one exception: a blocked popup would otherwise
 * leave the guest clicking a button that does nothing, so they are told how to let it open.
 */
export const POPUP_BLOCKED = 'Your browser blocked the sign-in window. Please allow pop-ups for this site and try again.';

export function providerCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('auth/') ? code : undefined;
}

const has = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(table, key);

export function loginErrorMessage(error: unknown): string {
  const code = providerCode(error);
  if (code === undefined) return LOGIN_ERRORS.unexpected;
  return has(LOGIN_ERRORS, code) ? LOGIN_ERRORS[code] : LOGIN_ERRORS.provider;
}

export function registerErrorMessage(error: unknown): string {
  const code = providerCode(error);
  return code !== undefined && has(REGISTER_ERRORS, code) ? REGISTER_ERRORS[code] : REGISTER_ERRORS.otherwise;
}

/** What a failed Google or Facebook sign-in says: nothing, unless the popup never opened. */
export function socialErrorMessage(error: unknown): string | undefined {
  return providerCode(error) === 'auth/popup-blocked' ? POPUP_BLOCKED : undefined;
}
