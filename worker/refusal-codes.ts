import type { ApiErrorBody } from './contract/errors';
import { withCodes } from './contract/message-codes';

// Every refusal the API sends carries the codes of its words (contract/message-codes.ts): added here, once, as
// the answer leaves (worker/index.ts), rather than at each of the routes' many `c.json({ error })`, so no refusal
// can be written without them. Only an answer of 400 and up whose JSON is an error body is touched.

const isIssue = (value: unknown): boolean => typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

function isErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { error, issues } = body as { error?: unknown; issues?: unknown };
  return typeof error === 'string' && (issues === undefined || (Array.isArray(issues) && issues.every(isIssue)));
}

/** The refusal with its codes, or the response as it was (not a refusal, not JSON, nothing to add). */
export async function withRefusalCodes(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get('Content-Type')?.startsWith('application/json')) return response;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return response;
  }
  if (!isErrorBody(body)) return response;
  const coded = withCodes(body);
  if (JSON.stringify(coded) === JSON.stringify(body)) return response;
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(JSON.stringify(coded), { status: response.status, statusText: response.statusText, headers });
}
