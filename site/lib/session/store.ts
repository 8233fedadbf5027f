import { persistentAtom } from '@nanostores/persistent';
import { forgetTokenNotOf, keptToken } from './kept-token';
import { CHECKED_KEY, SESSION_KEY, type Session, type SessionUser } from './record';

// SPEC §3 "Auth state (client)" and §4 "Auth": the signed-in user's record, or null. Kept in localStorage
// (record.ts: SESSION_KEY) so every page renders the signed-in header at once; the identity provider confirms it.
export type { Session, SessionUser } from './record';

export const $session = persistentAtom<Session>(
  SESSION_KEY,
  { user: null, isAuthenticated: false },
  { encode: JSON.stringify, decode: JSON.parse },
);

/**
 * When the session's record last came from the API (ms since the epoch, as text): a sign-in, the provider's
 * confirmation, a saved profile. Pages ask the provider again only after `CONFIRM_EVERY_MS`, so a guest
 * going from page to page does not start the identity provider's code on each (docs/decisions/0009-kept-token.md: 31 KB and a
 * phone's main thread on every signed-in page).
 */
const $checkedAt = persistentAtom<string>(CHECKED_KEY, '');
export const CONFIRM_EVERY_MS = 10 * 60_000;

export function login(user: SessionUser, now = Date.now()): void {
  $session.set({ user, isAuthenticated: true });
  $checkedAt.set(String(now));
}

export function logout(): void {
  $session.set({ user: null, isAuthenticated: false });
  $checkedAt.set('');
}

let started = false;

/**
 * The store's start, once a page (start.ts, from the page shell): from then on the kept ID token
 * (kept-token.ts) goes when the session ends or passes to someone else, here or in another tab (the stored
 * session follows localStorage's storage events while it has a listener), so a logout leaves no usable token;
 * a sign-in keeps the token its own record was read with. Not done on import: a module that only reads the
 * session (a test, the build) attaches nothing and edits no storage.
 */
export function startSessionStore(): void {
  if (started) return;
  started = true;
  $session.listen(({ user }) => forgetTokenNotOf(user?.userId));
  forgetTokenNotOf($session.get().user?.userId);
}

/** A stored session the API has not given in the last `CONFIRM_EVERY_MS` (or a clock set back since). */
export function sessionNeedsConfirming(now = Date.now()): boolean {
  if (!$session.get().isAuthenticated) return false;
  const checked = Number($checkedAt.get());
  return !(checked > 0 && checked <= now && now - checked < CONFIRM_EVERY_MS);
}

/**
 * Whether the identity provider should be asked now if the stored session still stands (asking loads its SDK:
 * docs/decisions/0009-kept-token.md), the one check behind both askings: the page shell's once the page is
 * idle (start.ts) and an island's when it first needs the provider (confirm.ts). Due when a session is stored
 * and the API has not given its record for `CONFIRM_EVERY_MS`; for an island about to call the API
 * (`forCalls`), also when no token is kept for those calls (kept-token.ts).
 */
export function confirmationDue({ forCalls }: { forCalls: boolean }, now = Date.now()): boolean {
  const { user } = $session.get();
  if (!user) return false;
  return sessionNeedsConfirming(now) || (forCalls && !keptToken(user.userId, now));
}
