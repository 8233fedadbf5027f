import { type ServiceStatus, STATUS_MAX_AGE_SECONDS, STATUS_PATH } from '#contract/service';

// Tonight's service as the pages read it: the Worker's one small public answer (worker/routes/service.ts), asked
// for while the page is visible. A switch staff flip reaches a guest within its edge age (5 s) and one poll
// (10 s): the 15 seconds. No session, no zod, not even lib/http.ts: every content page loads this, within
// a budget of 8 KB of script (tests/e2e/support/budgets.ts).

/** How often a visible page asks again: twice the answer's age, so most polls find a fresh copy at the edge. */
export const STATUS_POLL_MS = STATUS_MAX_AGE_SECONDS * 2 * 1000;

/** The status now, or null when it cannot be read (offline, a deploy): the page keeps what it shows. */
export async function readStatus(): Promise<ServiceStatus | null> {
  try {
    // A public answer that needs no token and whose refusal says nothing to a guest: the bare fetch.
    // eslint-disable-next-line no-restricted-globals
    const response = await fetch(STATUS_PATH);
    return response.ok ? ((await response.json()) as ServiceStatus) : null;
  } catch {
    return null;
  }
}

/**
 * Calls `use` with the status at once, every STATUS_POLL_MS while the page is visible, and again as soon as it
 * becomes visible; a hidden page asks nothing. Returns the function that stops it.
 */
export function followStatus(use: (status: ServiceStatus) => void): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  const read = async () => {
    const status = await readStatus();
    if (status && !stopped) use(status);
  };
  const schedule = () => {
    clearInterval(timer);
    timer = undefined;
    if (document.visibilityState !== 'visible') return;
    void read();
    timer = setInterval(() => void read(), STATUS_POLL_MS);
  };
  document.addEventListener('visibilitychange', schedule);
  schedule();
  return () => {
    stopped = true;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', schedule);
  };
}
