// SPEC §4 "Auth": after any sign-in, fetch the user; if that is not 200, create them; keep the record in
// the session store. On a page's start the provider's auth-state listener confirms (or ends) the stored
// session. Logout signs out of the provider and clears the session, not the cart.
import type { UserRecord } from '#contract/user';
import { type Lang, pageLang, pathIn } from '../../i18n/lang';
import { $session, login, logout, type SessionUser } from './store';
import { api, ApiError } from '../api';
import { forgetToken, keepToken } from './kept-token';
import type { User } from '../auth/firebase';
import type { SocialProvider } from '../auth/social';

const inFlight = new Map<string, Promise<SessionUser>>();

/** Only https photos are kept (the page's CSP allows no other, and the Worker stores no other). */
const httpsOnly = (url: string | null) => (url && url.startsWith('https://') ? url : '');

function toSessionUser({ userId, name, email, phone, address, photoUrl, role, verifiedEmail }: UserRecord): SessionUser {
  // The house account (orders taken for guests without one) never signs in; were it ever read, it is nobody's staff.
  return { userId, name, email, phone, address, photoUrl, role: role === 'house' ? 'user' : role, verifiedEmail };
}

/**
 * The user's record from the API, created on their first sign-in; then the session holds it. Asked with the
 * provider's token for `user`, never the kept one: the stored session may still be someone else's.
 */
export function establishSession(user: User, name?: string): Promise<SessionUser> {
  let pending = inFlight.get(user.uid);
  if (!pending) {
    pending = (async () => {
      let record: UserRecord;
      try {
        record = (await api<{ user: UserRecord }>(`/api/user/get-user/${encodeURIComponent(user.uid)}`, { asProvider: true })).user;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const email = user.email ?? user.providerData.find((profile) => profile.email)?.email ?? '';
        const create = () =>
          api<{ user: UserRecord }>('/api/user/create-user', {
            method: 'POST',
            asProvider: true,
            // The page's language is the new account's: its mails and texts are written in it.
            body: { userId: user.uid, name: name ?? user.displayName ?? '', email, photoURL: httpsOnly(user.photoURL ?? user.providerData.find((profile) => profile.photoURL)?.photoURL ?? null), lang: pageLang() },
          });
        // Creating the record is idempotent (the Worker writes it only if it is missing): a server's passing
        // failure is asked once more after a moment, rather than leaving a guest signed in to the provider alone.
        const created = await create().catch(async (failure: unknown) => {
          if (!(failure instanceof ApiError) || failure.status < 500) throw failure;
          await new Promise((resolve) => setTimeout(resolve, 700));
          return create();
        });
        record = created.user;
      }
      // The provider verified the address (a Google sign-in, a link opened elsewhere) but the record has not heard:
      // the record is told now, so no prompt asks for what is done and the mails held for it go.
      if (user.emailVerified && !record.verifiedEmail) record = await confirmedRecord(record);
      const sessionUser = toSessionUser(record);
      login(sessionUser);
      // The session is theirs now: the token its record was read with is kept for the calls ahead.
      await user.getIdToken().then(keepToken, () => {});
      return sessionUser;
    })();
    inFlight.set(user.uid, pending);
    void pending.then(
      () => inFlight.delete(user.uid),
      () => inFlight.delete(user.uid),
    );
  }
  return pending;
}

/** The record after POST /api/user/confirm-email with the provider's token, or `record` if that failed. */
async function confirmedRecord(record: UserRecord): Promise<UserRecord> {
  try {
    return (await api<{ user: UserRecord }>('/api/user/confirm-email', { method: 'POST', asProvider: true })).user;
  } catch {
    return record;
  }
}

/** Sends the provider's verification mail in `lang`, its link coming back to the profile in it; answers the address it went to. */
export async function sendVerificationEmail(lang: Lang = pageLang()): Promise<string> {
  const { sendVerification } = await import('../auth/firebase');
  return sendVerification(`${window.location.origin}${pathIn(lang, '/profile')}`, lang);
}

/**
 * Once the guest has opened the provider's link: the account's record learns the proven address (and the mails
 * held for it go), and the session shows it. False while the address is not verified yet.
 */
export async function confirmVerifiedEmail(): Promise<boolean> {
  const { verifiedNow } = await import('../auth/firebase');
  if (!(await verifiedNow())) return false;
  // The provider's token, minted after the verification: the kept one predates it. api() keeps the new one.
  const { user } = await api<{ user: UserRecord }>('/api/user/confirm-email', { method: 'POST', asProvider: true });
  rememberUser(user);
  return true;
}

/** A saved profile replaces the session's copy, so the header shows the new name at once. */
export function rememberUser(record: UserRecord): void {
  login(toSessionUser(record));
}

/**
 * The stored user's record read afresh from the API (a phone or address changed on another device), with
 * the kept token when there is one, so without starting the provider.
 */
export async function refreshRecord(): Promise<void> {
  const asked = $session.get();
  if (!asked.user) return;
  const { user } = await api<{ user: UserRecord }>(`/api/user/get-user/${encodeURIComponent(asked.user.userId)}`);
  // A logout, a saved profile or another tab's sign-in since the question outranks a late answer.
  if ($session.get() === asked) rememberUser(user);
}

let watching: Promise<void> | undefined;
/** While a registration sets the new account's name, the listener leaves the account to it. */
let registering = false;

/**
 * Follows the provider's auth state for the rest of the page's life: a user the provider no longer knows
 * is signed out here too; a known one is refreshed from the API (a new role or name shows on next load).
 */
export function watchSession(): Promise<void> {
  watching ??= (async () => {
    const { onUserChanged } = await import('../auth/firebase');
    await onUserChanged((user) => {
      if (!user) {
        if ($session.get().isAuthenticated) logout();
        else forgetToken();
        return;
      }
      if (registering) return;
      // A failed refresh keeps the stored session: the next page load tries again.
      establishSession(user).catch(() => {});
    });
  })();
  return watching;
}

export async function signIn(email: string, password: string): Promise<SessionUser> {
  const { signInWithEmail } = await import('../auth/firebase');
  return establishSession(await signInWithEmail(email, password));
}

export async function register(name: string, email: string, password: string): Promise<SessionUser> {
  const { registerWithEmail } = await import('../auth/firebase');
  registering = true;
  try {
    return await establishSession(await registerWithEmail(name, email, password), name);
  } finally {
    registering = false;
  }
}

export async function signInWith(provider: SocialProvider): Promise<SessionUser> {
  const { signInWithProvider } = await import('../auth/social');
  return establishSession(await signInWithProvider(provider));
}

/** The provider's user on this device, if any (the sign-in pages use it to say "already signed in"). */
export async function providerUser(): Promise<User | null> {
  const { currentUser } = await import('../auth/firebase');
  return currentUser();
}

/** Logout: out of the provider, out of the session, and home, in the page's language. The cart stays for the next visit. */
export async function signOutAndGoHome(): Promise<void> {
  try {
    const { signOutOfProvider } = await import('../auth/firebase');
    await signOutOfProvider();
  } finally {
    logout();
    window.location.assign(pathIn(pageLang(), '/'));
  }
}
