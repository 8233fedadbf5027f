// Its own module, so only the islands that confirm the session themselves carry it.
import { sessionNeedsConfirming } from '../../stores/session';

/**
 * Has the identity provider confirm the stored session (and refresh the user's record) when that is due
 * (stores/session.ts: not within ten minutes of the API giving it): loads the Firebase SDK, so an island
 * calls it when it first needs the provider, not as the page loads.
 */
export const confirmSession = () => {
  if (sessionNeedsConfirming()) void import('../../lib/auth/session').then(({ watchSession }) => watchSession()).catch(() => {});
};
