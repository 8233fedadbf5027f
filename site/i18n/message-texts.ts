// The contract's messages as catalog words, for the build (en/validation.ts, en/toasts.ts, catalog.ts) and the
// tests: never imported by a page's script, so no page carries every message the contract writes.
import { messageCode } from '#contract/message-codes';
import * as EMAIL from '#contract/messages/email';
import * as ORDER from '#contract/messages/order';
import * as REFUSALS from '#contract/messages/refusals';
import * as REPLIES from '#contract/messages/replies';
import * as RESERVATION from '#contract/messages/reservation';
import * as VALIDATION from '#contract/messages/validation';

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
 * The `validation` words a page hands its islands and scripts: by code, and for a language other than English
 * also by the English message, so a form's own check (the contract's English, no code) is said in the page's
 * words without the page's script carrying every English message to look its code up.
 */
export function validationWords(english: Record<string, string>, words: Record<string, string>): Record<string, string> {
  if (words === english) return words;
  return { ...words, ...Object.fromEntries(Object.entries(english).flatMap(([code, text]) => (words[code] ? [[text, words[code]]] : []))) };
}

