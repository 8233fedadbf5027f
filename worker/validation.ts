import { zValidator } from '@hono/zod-validator';
import type { ZodType } from 'zod';
import type { ApiIssue } from './contract/errors';

/**
 * Validates a JSON body with the contract's schema. A refusal is a 400 with `{ error, issues }` naming
 * each field; malformed JSON or a wrong content type is a 400 too (never a 500).
 */
export function jsonBody<Schema extends ZodType>(schema: Schema) {
  return zValidator('json', schema, (result, c) => {
    if (result.success) return undefined;
    const issues: ApiIssue[] = result.error.issues.map((issue) => ({
      path: issue.path.filter((part): part is string | number => typeof part !== 'symbol'),
      message: issue.message,
    }));
    return c.json({ error: issues.map((issue) => issue.message).join('. '), issues }, 400);
  });
}
