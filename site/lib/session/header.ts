import { digits } from '#contract/digits';
import { $totalItems } from '../../stores/cart';
import { fill } from '../../i18n/fill';
import { pageLang } from '../../i18n/lang';
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

/**
 * The cart link's name with its count, in the page's words: the link carries them as the page wrote them
 * (`data-label`, `data-label-one`, `data-label-other`: layout's account.cart, cartCountOne, cartCountOther, with
 * {count}); a link without them is named in English.
 */
function cartLabel(link: HTMLElement, count: number, shown: string): string {
  const { label = 'Cart', labelOne = 'Cart, {count} item', labelOther = 'Cart, {count} items' } = link.dataset;
  if (count <= 0) return label;
  return fill(count === 1 ? labelOne : labelOther, { count: shown });
}

function renderCount(root: Document, count: number): void {
  const shown = pageLang() === 'bn' ? digits(count) : String(count);
  for (const badge of root.querySelectorAll<HTMLElement>('[data-cart-count]')) {
    badge.textContent = shown;
    badge.hidden = count <= 0;
  }
  for (const link of root.querySelectorAll<HTMLElement>('a[data-cart-link][aria-label]')) link.setAttribute('aria-label', cartLabel(link, count, shown));
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
