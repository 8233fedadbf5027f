// Its own module, so only the islands that confirm the session themselves carry it.

/**
 * Has the identity provider confirm the stored session (and refresh the user's record): loads the Firebase SDK,
 * so an island calls it when it first needs the provider, not as the page loads.
 */
export const confirmSession = () => void import('../../lib/auth/session').then(({ watchSession }) => watchSession()).catch(() => {});
