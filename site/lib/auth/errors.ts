// SPEC §8 "Login" and "Register": the identity provider's error codes, mapped to the words a guest reads, in the
// page's language: the catalog's `account` holds them by the provider's code (loginErrors, registerErrors,
// popupBlocked). A provider error is one carrying an `auth/…` code; anything else (a bug, our own API failing) is not.
import type { Catalog } from '../../i18n/catalog';

type AccountWords = Catalog['account'];

export function providerCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('auth/') ? code : undefined;
}

const has = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(table, key);

export function loginErrorMessage(error: unknown, words: AccountWords['loginErrors']): string {
  const code = providerCode(error);
  if (code === undefined) return words.unexpected;
  return has(words, code) ? words[code] : words.provider;
}

export function registerErrorMessage(error: unknown, words: AccountWords['registerErrors']): string {
  const code = providerCode(error);
  return code !== undefined && has(words, code) ? words[code] : words.otherwise;
}

/**
 * What a failed Google or Facebook sign-in says: nothing (SPEC §8), with one exception: a blocked popup would
 * otherwise leave the guest clicking a button that does nothing, so they are told how to let it open.
 */
export function socialErrorMessage(error: unknown, words: Pick<AccountWords, 'popupBlocked'>): string | undefined {
  return providerCode(error) === 'auth/popup-blocked' ? words.popupBlocked : undefined;
}
