// Firebase Authentication, started once per page and only when something needs it: the sign-in pages,
// the profile, an API call, or the idle-time check of a stored session. Nothing here runs at import time
// of a content page; this module is always reached through a dynamic import().
import { initializeApp } from '@firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  type PopupRedirectResolver,
  reload,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type User,
} from '@firebase/auth';
import type { AuthConfig } from '#contract/auth';
import type { Lang } from '#contract/lang';
import { answer, send } from '../http';

export type { User };

let started: Promise<Auth> | undefined;

/** The page's Auth instance; the sign-in pages pass the popup resolver so Google and Facebook can open. */
export function getAuth(popupRedirectResolver?: PopupRedirectResolver): Promise<Auth> {
  started ??= (async () => {
    const config = await answer<AuthConfig>(await send('/api/auth/config'));
    const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
    const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence], ...(popupRedirectResolver ? { popupRedirectResolver } : {}) });
    if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
    return auth;
  })();
  started.catch(() => {
    started = undefined;
  });
  return started;
}

/** The signed-in user once the provider has restored its state, or null. */
export async function currentUser(): Promise<User | null> {
  const auth = await getAuth();
  await auth.authStateReady();
  return auth.currentUser;
}

export async function signInWithEmail(email: string, password: string): Promise<User> {
  return (await signInWithEmailAndPassword(await getAuth(), email, password)).user;
}

/** A new e-mail account, with its display name set before anything reads it. */
export async function registerWithEmail(name: string, email: string, password: string): Promise<User> {
  const { user } = await createUserWithEmailAndPassword(await getAuth(), email, password);
  await updateProfile(user, { displayName: name });
  return user;
}

export async function signOutOfProvider(): Promise<void> {
  await signOut(await getAuth());
}

export async function onUserChanged(callback: (user: User | null) => void): Promise<() => void> {
  return onAuthStateChanged(await getAuth(), callback);
}

/** The signed-in user has no address the provider could verify (a Facebook account opened with a phone number). */
export class NoAddressError extends Error {
  constructor() {
    super('The account has no e-mail address');
    this.name = 'NoAddressError';
  }
}

/**
 * The provider's verification mail to the signed-in user's address, in `lang` (the page's), its link coming back
 * to `continueUrl` (a page of this site: an authorised domain of the project). Answers the address it went to.
 */
export async function sendVerification(continueUrl: string, lang: Lang = 'en'): Promise<string> {
  const auth = await getAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw new Error('No one is signed in');
  if (!user.email) throw new NoAddressError();
  auth.languageCode = lang;
  await sendEmailVerification(user, { url: continueUrl });
  return user.email;
}

/**
 * Whether the provider has verified the signed-in user's address by now (the user read afresh: the link may
 * have been opened in another tab, or on a phone). When it has, the ID token is minted again, so the token the
 * API is asked with next carries email_verified.
 */
export async function verifiedNow(): Promise<boolean> {
  const user = await currentUser();
  if (!user) return false;
  await reload(user);
  if (!user.emailVerified) return false;
  await user.getIdToken(true);
  return true;
}
