import { setUpSessionHeader } from './header';
import { confirmationDue, startSessionStore } from './store';

/**
 * Once the page is idle, the identity provider is asked whether a stored session still stands, when that is due
 * (store.ts): a signed-out visitor, or a guest going from page to page, never downloads it. A page whose island
 * asks the provider itself when it needs it (the checkout, at delivery: confirm.ts) is marked
 * `data-confirms-session` and left to it.
 */
function confirmWhenIdle(root: Document): void {
  if (!confirmationDue({ forCalls: false }) || root.querySelector('[data-confirms-session]')) return;
  const confirm = () => void import('./sign-in').then(({ watchSession }) => watchSession()).catch(() => {});
  if ('requestIdleCallback' in window) window.requestIdleCallback(confirm, { timeout: 4000 });
  else setTimeout(confirm, 2000);
}

let started = false;

/**
 * The signed-in state's one start, made by the page shell's script (Header.astro) on every page, once: it runs
 * before a page's own scripts (the early reads) and its islands, as the store's import did before it was made
 * explicit. The store begins following the session for the kept token (here and in other tabs), the header
 * shows it, and once the page is idle the provider confirms it if that is due. Nothing of this happens on
 * importing a session module.
 */
export function startSession(root: Document): void {
  if (started) return;
  started = true;
  startSessionStore();
  setUpSessionHeader(root);
  confirmWhenIdle(root);
}
