import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import type { $ZodType } from 'zod/v4/core';
import type { ApiIssue } from './contract/errors';

/** A refusal: 400 with `{ error, issues }`, each issue naming its field (never a 500). */
function refuse(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }, c: Context) {
  const issues: ApiIssue[] = error.issues.map((issue) => ({
    path: issue.path.filter((part): part is string | number => typeof part !== 'symbol'),
    message: issue.message,
  }));
  return c.json({ error: issues.map((issue) => issue.message).join('. '), issues }, 400);
}

/** Validates a JSON body with the contract's schema; malformed JSON or a wrong content type is a 400 too. */
export function jsonBody<Schema extends $ZodType>(schema: Schema) {
  return zValidator('json', schema, (result, c) => (result.success ? undefined : refuse(result.error, c)));
}

/** Validates the query string with the contract's schema. */
export function queryParams<Schema extends $ZodType>(schema: Schema) {
  return zValidator('query', schema, (result, c) => (result.success ? undefined : refuse(result.error, c)));
}
