import { $totalItems } from '../../stores/cart';
import { markSession, SESSION_MARK } from './record';
import { $session, type Session } from './store';

// The header's signed-in state (SPEC §2 "Header and drawer"): the user's photo (or the placeholder icon)
// and name, the cart's item count (shown only above 0), Admin Dashboard for admins, and Logout. It follows
// the stores, so a sign-in, a logout, or another tab changing either shows at once. Started by start.ts.

function renderSession(root: Document, session: Session): void {
  markSession(root.documentElement, SESSION_MARK, session);
  const { user } = session;
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
}
