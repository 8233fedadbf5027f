import { useEffect } from 'react';
import { pageLang, pathIn } from '../../i18n/lang';
import { logout } from '../../lib/session/store';
import { useMountedSession } from '../../lib/session/use-mounted-session';

/** What makes the page start the identity provider: the guest reaching for the form, by any means. */
const INTENT = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * What /login and /signup share: Auth starts with the popup resolver (so Google and Facebook open at once
 * on a click), and the page learns whether someone is already signed in on this device — from the stored
 * session first, then from the identity provider, which wins. The provider's SDK, its settings and Google's
 * popup helper load as the guest first reaches for the form, not with the page (docs/decisions/0011: a 634 ms chain
 * of requests on a phone's first view, and on a phone the popup helper's scripts as well).
 */
export function useSignInPage() {
  const session = useMountedSession();

  useEffect(() => {
    let cancelled = false;
    const confirmWithProvider = async () => {
      const [{ startAuthWithPopups }, { establishSession, providerUser }] = await Promise.all([import('../../lib/auth/social'), import('../../lib/session/sign-in')]);
      await startAuthWithPopups();
      const user = await providerUser();
      if (cancelled) return;
      if (user) await establishSession(user);
      else logout();
    };
    const start = () => {
      INTENT.forEach((type) => document.removeEventListener(type, start, true));
      confirmWithProvider().catch(() => {
        // Offline or the provider unreachable: the form stays, and a submit reports the failure.
      });
    };
    INTENT.forEach((type) => document.addEventListener(type, start, { capture: true, passive: true }));
    return () => {
      cancelled = true;
      INTENT.forEach((type) => document.removeEventListener(type, start, true));
    };
  }, []);

  return session;
}

/** After a sign-in: the home page, in the language the guest signed in in. */
export function goHome(): void {
  window.location.assign(pathIn(pageLang(), '/'));
}
