import { TOKEN_KEY } from './record';

// The signed-in user's last ID token, kept (localStorage, beside the stored session) while it has more than
// five minutes to run, so a personal page asks the API at once, in this tab or a new one, rather than first
// starting the identity provider's code (docs/decisions/0009-kept-token.md: 31 KB and its start-up before an order history or a
// dashboard could ask for anything). It is the token the provider gave, good for an hour; the Worker verifies
// it as any other. The provider keeps its own refresh token in the same origin's storage, which can mint such
// tokens for ever: keeping this one beside it exposes nothing more. Used only for the stored session's own
// user; forgotten at logout (in any tab: they share it), and when the API refuses it.
const MARGIN_MS = 5 * 60_000;

interface Claims {
  sub?: unknown;
  exp?: unknown;
}

function claims(token: string): Claims {
  try {
    const payload = token.split('.')[1] ?? '';
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Claims;
  } catch {
    return {};
  }
}

/** The kept token, or null (none, or storage refused). */
function stored(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function keepToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage refused (a private window's quota): the provider is asked each time, as before.
  }
}

/** Forgets the kept token; given one, only if it is still that one (another tab may have kept a newer). */
export function forgetToken(token?: string): void {
  try {
    if (token === undefined || stored() === token) localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** Forgets the kept token unless it is `userId`'s (none given: signed out). */
export function forgetTokenNotOf(userId: string | undefined): void {
  const token = stored();
  if (token && (!userId || claims(token).sub !== userId)) forgetToken();
}

/** The kept token if it is `userId`'s and runs for more than five minutes after `now`; else null. */
export function keptToken(userId: string, now = Date.now()): string | null {
  const token = stored();
  if (!token) return null;
  const { sub, exp } = claims(token);
  return sub === userId && typeof exp === 'number' && exp * 1000 - now > MARGIN_MS ? token : null;
}
