// The site's one way to call the Worker's /api: JSON both ways, the signed-in user's ID token in
// `Authorization: Bearer` (the kept one while it runs, else the SDK's, which refreshes it), and a
// failure as an ApiError carrying the server's words (the wire itself, which knows nobody, is lib/http.ts).
import { $session, type SessionUser } from './session/store';
import { forgetToken, keepToken, keptToken } from './session/kept-token';
import { ApiError, answer, answerText, type Call, send } from './http';

export { ApiError };

/** No one is signed in, so a call that needs a person cannot be made. */
export class SignedOutError extends Error {
  constructor() {
    super('Please log in to continue.');
    this.name = 'SignedOutError';
  }
}

interface CallOptions extends Call {
  /** Public calls (tracking, the contact form) send no token. */
  anonymous?: boolean;
  /** The provider's current user's token, not the kept one (a sign-in, before the session is theirs). */
  asProvider?: boolean;
  /** The answer is text, not JSON (the sales CSV): api resolves to the string. */
  text?: boolean;
}

interface Bearer {
  token: string;
  /** The kept token (true), or the provider's, just asked (false). */
  kept: boolean;
  /** Whose token it is. */
  userId: string;
}

/** The signed-in user's ID token: the kept one while it runs (session/kept-token.ts), else the provider's. */
async function bearer(useKept: boolean): Promise<Bearer> {
  const { user } = $session.get();
  const kept = useKept && user ? keptToken(user.userId) : null;
  if (kept && user) return { token: kept, kept: true, userId: user.userId };
  const { currentUser } = await import('./auth/firebase');
  const provider = await currentUser();
  if (!provider) throw new SignedOutError();
  return { token: await provider.getIdToken(), kept: false, userId: provider.uid };
}

/** Reads started by readEarly, by path, until the island's own call takes them: whose they are, and when. */
const early = new Map<string, { answer: Promise<unknown>; userId: string; at: number }>();
/** An early read the island has not taken by then is stale: its call asks afresh. */
const EARLY_FOR_MS = 30_000;

/**
 * Starts the first reads a page's island makes when it mounts, from the page's own small script once the HTML
 * is parsed, so their answers travel while the island's code downloads rather than after it (docs/decisions/0010-early-reads.md: the dashboard's
 * figures and tables waited for the island's code, then for the calls). Only with a kept token, so that the identity
 * provider's code is not loaded for this unless the API refuses the token. The island's first call to the same
 * path takes the answer, once, if the session is still the same guest's and the answer is under 30 s old;
 * every later call, a poll or a retry, asks afresh. An early read that fails fails that first call as its own
 * would.
 */
export function readEarly(paths: (user: SessionUser) => readonly string[]): void {
  const { user } = $session.get();
  if (!user || !keptToken(user.userId)) return;
  for (const path of paths(user)) {
    const answer = api(path);
    answer.catch(() => undefined);
    early.set(path, { answer, userId: user.userId, at: Date.now() });
  }
}

export async function api<T>(path: string, { method = 'GET', body, headers = {}, anonymous = false, asProvider = false, text = false }: CallOptions = {}): Promise<T> {
  const started = method === 'GET' && !anonymous && !asProvider ? early.get(path) : undefined;
  if (started) {
    early.delete(path);
    if (started.userId === $session.get().user?.userId && Date.now() - started.at < EARLY_FOR_MS) return started.answer as Promise<T>;
  }
  const call = async (useKept: boolean) => {
    const token = anonymous ? undefined : await bearer(useKept);
    const response = await send(path, { method, body, headers: token ? { ...headers, Authorization: `Bearer ${token.token}` } : headers });
    return { response, token };
  };
  const first = await call(!asProvider);
  let { response, token } = first;
  // A kept token the API refuses (the account ended or changed since) is dropped; the provider decides.
  if (response.status === 401 && token?.kept) {
    forgetToken(token.token);
    ({ response, token } = await call(false));
  }
  // The provider's token is kept once the API has taken it, and only for the session's own user as it is now:
  // a logout or another sign-in while the call was out leaves nothing behind.
  if (token && !token.kept && response.status !== 401 && token.userId === $session.get().user?.userId) keepToken(token.token);
  return text ? ((await answerText(response)) as T) : answer<T>(response);
}

/** What a failed call says to a guest: the server's own words for a refusal; for no answer at all, `offline`. */
export function failureMessage(error: unknown, offline = 'We could not reach the restaurant. Please check your connection and try again.'): string {
  return error instanceof ApiError || error instanceof SignedOutError ? error.message : offline;
}
