// The API's messages in the page's language. The Worker answers in English, with a stable `code` beside each
// message it has one for: the message's export NAME in worker/contract/messages/*.ts (`nameMin`, `orderNotFound`).
// The `validation` part of the catalog is keyed by those names (en/validation.ts is built from the same modules,
// so its English is the contract's, verbatim). The site's own forms check with the contract's schemas, whose
// messages are that same English with no code: a message we know by its English finds its code here, by the
// Worker's own lookup (#contract/message-codes, which gives an answer leaving the Worker its codes).
//
// The contract's message modules are pure data and small (about 7 kB of text all told, 3 kB gzipped), so a
// page that shows the API's words carries them all, to know every English message it may be told.
import { messageCode } from '#contract/message-codes';
import * as EMAIL from '#contract/messages/email';
import * as ORDER from '#contract/messages/order';
import * as REFUSALS from '#contract/messages/refusals';
import * as REPLIES from '#contract/messages/replies';
import * as RESERVATION from '#contract/messages/reservation';
import * as VALIDATION from '#contract/messages/validation';
import type { Catalog } from './catalog';

/**
 * The contract's modules of messages, by file name. A code is an export's name, unique across all of them. Not
 * checkout.ts: its one export is the checkout's words (CHECKOUT, an object, no code), which the lookup need not carry.
 */
export const MESSAGE_MODULES = { validation: VALIDATION, order: ORDER, reservation: RESERVATION, email: EMAIL, replies: REPLIES, refusals: REFUSALS } as const;

/** A module's messages as catalog words: its exports that are plain text, by name (a function is not a code). */
export type Texts<M> = { -readonly [K in keyof M as M[K] extends string ? K : never]: string };

/** The plain-text exports of one module, by name. */
export function textsOf<M extends object>(module: M): Texts<M> {
  return Object.fromEntries(Object.entries(module).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) as Texts<M>;
}

type Modules = typeof MESSAGE_MODULES;
/** Every code with its English: the shape of the catalog's `validation` part. */
export type MessageTexts = Texts<Modules['validation']> & Texts<Modules['order']> & Texts<Modules['reservation']> & Texts<Modules['email']> & Texts<Modules['replies']> & Texts<Modules['refusals']>;

/** Every code with its English message, as the contract writes it (the English catalog's `validation`). */
export function contractTexts(): MessageTexts {
  return Object.assign({}, ...Object.values(MESSAGE_MODULES).map((module) => textsOf(module))) as MessageTexts;
}

/** The code of a message the contract writes, by its English; undefined for one it does not (the Worker's own lookup). */
export const codeOf = (message: string): string | undefined => messageCode(message);

/**
 * What to show for a message from the API or from a form's check: the page's words for its code, else for its
 * English when the contract writes it, else the English as it came.
 */
export function sayMessage(words: Catalog['validation'] | undefined, m: { code?: string | undefined; message: string }): string {
  if (!words) return m.message;
  const table = words as Readonly<Record<string, string>>;
  const known = (code: string | undefined) => (code !== undefined && Object.hasOwn(table, code) ? table[code] : undefined);
  return known(m.code) ?? known(codeOf(m.message)) ?? m.message;
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
