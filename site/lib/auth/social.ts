// Google and Facebook sign-in, in popups of 500×600 (the provider's own size). Loaded only by the sign-in
// pages, which start Auth with the popup resolver before anything else does.
import { browserPopupRedirectResolver, FacebookAuthProvider, GoogleAuthProvider, signInWithPopup } from '@firebase/auth';
import { getAuth, type User } from './firebase';

export type SocialProvider = 'google' | 'facebook';

export function startAuthWithPopups(): Promise<unknown> {
  return getAuth(browserPopupRedirectResolver);
}

export async function signInWithProvider(provider: SocialProvider): Promise<User> {
  const auth = await getAuth(browserPopupRedirectResolver);
  const chosen = provider === 'google' ? new GoogleAuthProvider() : new FacebookAuthProvider();
  return (await signInWithPopup(auth, chosen, browserPopupRedirectResolver)).user;
}
