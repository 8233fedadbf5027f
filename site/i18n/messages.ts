// The API's messages in the page's language. The Worker answers in English, with a stable `code` beside each
// message it has one for: the message's export NAME in worker/contract/messages/*.ts (`nameMin`, `orderNotFound`).
// The `validation` part of the catalog is keyed by those names (en/validation.ts is built from the same modules,
// so its English is the contract's, verbatim). The site's own forms check with the contract's schemas, whose
// messages are that same English with no code.
//
// A message with no code is found by its English: a Bangla page's `validation` words carry each message under its
// English too (message-texts.ts's validationWords, at build time), so no page's script carries the contract's
// messages to look a code up.
import type { Catalog } from './catalog';

/**
 * What to show for a message from the API or from a form's check: the page's words for its code, else for its
 * English when the contract writes it, else the English as it came.
 */
export function sayMessage(words: Catalog['validation'] | undefined, m: { code?: string | undefined; message: string }): string {
  if (!words) return m.message;
  const table = words as Readonly<Record<string, string>>;
  const known = (code: string | undefined) => (code !== undefined && Object.hasOwn(table, code) ? table[code] : undefined);
  return known(m.code) ?? known(m.message) ?? m.message;
}


/** The parts of the catalog a failure is said with: the API's messages, and shared's words for no answer at all. */
export interface FailureWords {
  validation?: Catalog['validation'] | undefined;
  shared?: Pick<Catalog['shared'], 'failure'> | undefined;
}

/**
 * What a failed call says to a guest, in the page's words (lib/api.ts's failureMessage, translated): a refusal's
 * message by its code, no one signed in, or for no answer at all `offline` (shared's words for it by default).
 * The errors are known by name, so this module stays free of the API's code.
 */
export function sayFailure(words: FailureWords, error: unknown, offline?: string): string {
  if (error instanceof Error && error.name === 'ApiError') {
    const { code } = error as Error & { code?: unknown };
    return sayMessage(words.validation, { code: typeof code === 'string' ? code : undefined, message: error.message });
  }
  if (error instanceof Error && error.name === 'SignedOutError') return words.shared?.failure.signedOut ?? error.message;
  return offline ?? words.shared?.failure.offline ?? 'We could not reach the restaurant. Please check your connection and try again.';
}
