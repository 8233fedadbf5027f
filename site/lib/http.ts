// The wire under every call to the Worker's /api: JSON both ways, and a refusal as an ApiError carrying the
// server's words and their code (a page shows its own words for a code: site/i18n/messages.ts). It knows nobody: lib/api.ts adds the signed-in user's token, and the identity provider
// (auth/firebase.ts, which api.ts itself loads) reads its public settings through here.
import type { ApiIssue } from '#contract/errors';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: readonly ApiIssue[] = [],
    /** The whole answer, for refusals that carry more than words (a 409 with the server's figures). */
    readonly body: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The stable name of the server's message (`nameMin`, `noTable`), when it is one of the contract's. */
  get code(): string | undefined {
    const code = this.body['code'];
    return typeof code === 'string' ? code : undefined;
  }
}

export interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
}

/** The request itself; the Response whatever its status (a caller may answer a 401 by trying again). */
export function send(path: string, { method = 'GET', body, headers = {} }: Call = {}): Promise<Response> {
  const all: Record<string, string> = { Accept: 'application/json', ...headers };
  if (body !== undefined) all['Content-Type'] = 'application/json';
  return fetch(path, { method, headers: all, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

/** The answer's text (a CSV), or, for a refusal, the ApiError answer() throws. */
export async function answerText(response: Response): Promise<string> {
  if (!response.ok) return answer<never>(response);
  return response.text();
}

/** The answer's JSON, or, for a refusal, an ApiError with the server's `error` and `issues`. */
export async function answer<T>(response: Response): Promise<T> {
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const body = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
    const { error, issues } = body;
    throw new ApiError(response.status, typeof error === 'string' ? error : `The server answered ${response.status}`, Array.isArray(issues) ? (issues as ApiIssue[]) : [], body);
  }
  return payload as T;
}
