import * as EMAIL from './messages/email';
import * as ORDER from './messages/order';
import * as REFUSALS from './messages/refusals';
import * as REPLIES from './messages/replies';
import * as RESERVATION from './messages/reservation';
import * as VALIDATION from './messages/validation';
import type { ApiErrorBody, ApiIssue } from './errors';

// A stable code for each of the API's messages: the name it has in ./messages/*.ts (`nameMin`, `orderNotFound`,
// `noTable`), found from the English words themselves, so the schemas and the routes keep saying what they say and
// every refusal carries its code however it was written (worker/index.ts adds them as an answer leaves). A page in
// another language shows its own words for a code it knows, and the English for one it does not
// (docs/decisions/0028-the-guests-language.md). Only the modules' own strings have codes: words with a value in
// them (a dish's name, a time) have none. The refusals first: where two modules hold the same words, the
// refusal's name is the code.

const MODULES: readonly Record<string, unknown>[] = [REFUSALS, VALIDATION, REPLIES, EMAIL, RESERVATION, ORDER];

const CODES = new Map<string, string>();
for (const module of MODULES) {
  for (const [name, value] of Object.entries(module)) {
    if (typeof value === 'string' && !CODES.has(value)) CODES.set(value, name);
  }
}

/** The code of an English message the API says, or undefined for words that are not one of the contract's. */
export const messageCode = (message: string): string | undefined => CODES.get(message);

/** Every code and its English words (tests, and a site check that each code has its words). */
export const MESSAGE_CODES: ReadonlyMap<string, string> = new Map([...CODES].map(([message, code]) => [code, message]));

/**
 * A refusal's body with the codes of its words: the error's (`code`) and each issue's. What is there already
 * stays; the English is never changed.
 */
export function withCodes<Body extends ApiErrorBody>(body: Body): Body {
  const code = body.code ?? messageCode(body.error);
  const issues = body.issues?.map((issue): ApiIssue => {
    const issueCode = issue.code ?? messageCode(issue.message);
    return issueCode ? { ...issue, code: issueCode } : issue;
  });
  return { ...body, ...(code ? { code } : {}), ...(issues ? { issues } : {}) };
}
