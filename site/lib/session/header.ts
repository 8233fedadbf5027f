import { $totalItems } from '../../stores/cart';
import { $session, sessionNeedsConfirming, type Session } from './store';

// The header's signed-in state (SPEC §2 "Header and drawer"): the user's photo (or the placeholder icon)
// and name, the cart's item count (shown only above 0), Admin Dashboard for admins, and Logout. It follows
// the stores, so a sign-in, a logout, or another tab changing either shows at once. When a session is
// stored and the API has not given it for ten minutes, the identity provider is asked after the page is
// idle whether it still stands.

function renderSession(root: Document, { user, isAuthenticated }: Session): void {
  const html = root.documentElement;
  if (isAuthenticated && user) html.dataset.session = user.role === 'admin' ? 'admin' : 'user';
  else delete html.dataset.session;
  if (!user) return;

  for (const name of root.querySelectorAll<HTMLElement>('[data-user-name]')) name.textContent = user.name || user.email;
  for (const email of root.querySelectorAll<HTMLElement>('[data-user-email]')) email.textContent = user.email;
  for (const frame of root.querySelectorAll<HTMLElement>('[data-user-photo]')) {
    const current = frame.querySelector('img');
    if (!user.photoUrl) {
      current?.remove();
      frame.querySelector<SVGElement>('svg')?.removeAttribute('hidden');
      continue;
    }
    if (current?.getAttribute('src') === user.photoUrl) continue;
    const image = current ?? root.createElement('img');
    image.alt = '';
    image.referrerPolicy = 'no-referrer';
    image.decoding = 'async';
    image.src = user.photoUrl;
    // A photo that will not load falls back to the placeholder.
    image.onerror = () => {
      image.remove();
      frame.querySelector<SVGElement>('svg')?.removeAttribute('hidden');
    };
    frame.querySelector<SVGElement>('svg')?.setAttribute('hidden', '');
    if (!current) frame.append(image);
  }
}

function renderCount(root: Document, count: number): void {
  for (const badge of root.querySelectorAll<HTMLElement>('[data-cart-count]')) {
    badge.textContent = String(count);
    badge.hidden = count <= 0;
  }
  const label = count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart';
  for (const link of root.querySelectorAll<HTMLElement>('a[data-cart-link][aria-label]')) link.setAttribute('aria-label', label);
}

export function setUpSessionHeader(root: Document): void {
  $session.subscribe((session) => renderSession(root, session));
  $totalItems.subscribe((count) => renderCount(root, count));

  for (const link of root.querySelectorAll<HTMLAnchorElement>('[data-profile-link]')) {
    if (new URL(link.href).pathname === window.location.pathname) link.setAttribute('aria-current', 'page');
  }

  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-logout]')) {
    button.addEventListener('click', async () => {
      button.disabled = true;
      const { signOutAndGoHome } = await import('./sign-in');
      await signOutAndGoHome();
    });
  }

  // Only a stored session needs confirming, and only when the API has not given it for a while
  // (store.ts): a signed-out visitor, or a guest going from page to page, never downloads the
  // identity provider. A page whose island asks the provider itself when it needs it (the checkout, at
  // delivery) is marked so.
  if (sessionNeedsConfirming() && !root.querySelector('[data-confirms-session]')) {
    const confirm = () => void import('./sign-in').then(({ watchSession }) => watchSession()).catch(() => {});
    if ('requestIdleCallback' in window) window.requestIdleCallback(confirm, { timeout: 4000 });
    else setTimeout(confirm, 2000);
  }
}
