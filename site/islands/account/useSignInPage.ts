import { useEffect } from 'react';
import { logout } from '../../stores/session';
import { useMountedSession } from '../shared/session';

/**
 * What /login and /signup share: Auth starts with the popup resolver (so Google and Facebook open at once
 * on a click), and the page learns whether someone is already signed in on this device — from the stored
 * session first, then from the identity provider, which wins.
 */
export function useSignInPage() {
  const session = useMountedSession();

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const [{ startAuthWithPopups }, { establishSession, providerUser }] = await Promise.all([import('../../lib/auth/social'), import('../../lib/auth/session')]);
      await startAuthWithPopups();
      const user = await providerUser();
      if (cancelled) return;
      if (user) await establishSession(user);
      else logout();
    })().catch(() => {
      // Offline or the provider unreachable: the form stays, and a submit reports the failure.
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return session;
}

export function goHome(): void {
  window.location.assign('/');
}
