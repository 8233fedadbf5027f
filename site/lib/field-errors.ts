import type { $ZodType, output } from 'zod/v4/core';
import * as z from 'zod/mini';
import type { Catalog } from '../i18n/catalog';
import { sayMessage } from '../i18n/messages';

/**
 * The first message for each field that failed, keyed by field name; empty when the form is valid. The messages
 * are the contract's English, which a Field shows in the page's words; with `words` (the catalog's validation)
 * they are in the page's words already, for a message shown elsewhere than under a Field.
 */
export function fieldErrors<T extends $ZodType>(schema: T, values: unknown, words?: Catalog['validation']): { data?: output<T>; errors: Record<string, string> } {
  const parsed = z.safeParse(schema, values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= words ? sayMessage(words, { message: issue.message }) : issue.message;
  return { errors };
}
