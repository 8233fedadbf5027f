import type { $ZodType, output } from 'zod/v4/core';
import * as z from 'zod/mini';

/** The first message for each field that failed, keyed by field name; empty when the form is valid. */
export function fieldErrors<T extends $ZodType>(schema: T, values: unknown): { data?: output<T>; errors: Record<string, string> } {
  const parsed = z.safeParse(schema, values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { errors };
}
