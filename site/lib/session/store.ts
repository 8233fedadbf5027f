import { persistentAtom } from '@nanostores/persistent';
import { forgetTokenNotOf } from './kept-token';

// SPEC §3 "Auth state (client)" and §4 "Auth": the signed-in user's record, or null. Kept in localStorage
// (key `session`) so every page renders the signed-in header at once; the identity provider confirms it.
export interface SessionUser {
  userId: string;
  name: string;
  email: string;
  /** Saved on the profile; checkout's delivery form starts from them. */
  phone: string;
  address: string;
  photoUrl: string;
  role: 'user' | 'admin';
  /**
   * The address the provider has verified, where the restaurant's mails go; null until proven. Undefined in a
   * session stored before it was kept: unknown until the record is read again.
   */
  verifiedEmail?: string | null;
}

export interface Session {
  user: SessionUser | null;
  isAuthenticated: boolean;
}

export const $session = persistentAtom<Session>(
  'session',
  { user: null, isAuthenticated: false },
  { encode: JSON.stringify, decode: JSON.parse },
);

/**
 * When the session's record last came from the API (ms since the epoch, as text): a sign-in, the provider's
 * confirmation, a saved profile. Pages ask the provider again only after `CONFIRM_EVERY_MS`, so a guest
 * going from page to page does not start the identity provider's code on each (docs/decisions/0009-kept-token.md: 31 KB and a
 * phone's main thread on every signed-in page).
 */
const $checkedAt = persistentAtom<string>('session-checked', '');
export const CONFIRM_EVERY_MS = 10 * 60_000;

export function login(user: SessionUser, now = Date.now()): void {
  $session.set({ user, isAuthenticated: true });
  $checkedAt.set(String(now));
}

export function logout(): void {
  $session.set({ user: null, isAuthenticated: false });
  $checkedAt.set('');
}

// The kept ID token (kept-token.ts) goes when the session ends or passes to someone else, here or in
// another tab (the stored session follows localStorage's storage events), so a logout leaves no usable
// token; a sign-in keeps the token its own record was read with.
$session.listen(({ user }) => forgetTokenNotOf(user?.userId));
forgetTokenNotOf($session.get().user?.userId);

/** A stored session the API has not given in the last `CONFIRM_EVERY_MS` (or a clock set back since). */
export function sessionNeedsConfirming(now = Date.now()): boolean {
  if (!$session.get().isAuthenticated) return false;
  const checked = Number($checkedAt.get());
  return !(checked > 0 && checked <= now && now - checked < CONFIRM_EVERY_MS);
}
