// Its own module, so only the islands that confirm the session themselves carry it.
import { keptToken } from './kept-token';
import { $session, sessionNeedsConfirming } from './store';

/**
 * Has the identity provider confirm the stored session (and refresh the user's record) when that is due
 * (store.ts: not within ten minutes of the API giving it) or when no token is kept for the
 * calls ahead (kept-token.ts): loads the Firebase SDK, so an island calls it when it first needs
 * the provider, not as the page loads.
 */
export const confirmSession = () => {
  const { user } = $session.get();
  if (!user || (!sessionNeedsConfirming() && keptToken(user.userId))) return;
  void import('./sign-in').then(({ watchSession }) => watchSession()).catch(() => {});
};
