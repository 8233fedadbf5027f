// Its own module, so only the islands that confirm the session themselves carry it (the page shell's own asking,
// once the page is idle, is start.ts's; both decide by the store's confirmationDue).
import { confirmationDue } from './store';

/**
 * Has the identity provider confirm the stored session (and refresh the user's record) when that is due:
 * loads the Firebase SDK, so an island calls it when it first needs the provider, not as the page loads.
 */
export const confirmSession = () => {
  if (!confirmationDue({ forCalls: true })) return;
  void import('./sign-in').then(({ watchSession }) => watchSession()).catch(() => {});
};
