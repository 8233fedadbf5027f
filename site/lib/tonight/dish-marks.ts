import type { ServiceStatus } from '#contract/service';
import { pageLang } from '../../i18n/lang';
import { pageWords } from '../../i18n/page-words';
import { serviceNotice } from './notice';
import { followStatus } from './status';

// The static pages' dish cards (components/DishCard.astro) over tonight's state: a dish staff switched sold out
// shows the spec's 'Currently Unavailable' overlay and its Add to Order button is disabled (what a dish the
// catalogue marks unavailable shows), until it comes back. The build's own "unavailable" is the published truth:
// tonight's state neither lifts it nor marks it twice. In the page's language: the mark is the catalog's `toasts`
// (every page writes them), the notice the `menu` area's (/menu writes it: BaseLayout's scriptWords).

/** Marks the cards of the dishes sold out tonight, unmarks the ones back, and says why ordering waits (on /menu). */
export function showTonight(root: Document, status: ServiceStatus): void {
  const { unavailable } = pageWords('toasts');
  const soldOut = new Set(status.soldOut);
  for (const card of root.querySelectorAll<HTMLElement>('[data-dish]')) {
    const button = card.querySelector<HTMLButtonElement>('[data-add-to-order]');
    const mark = card.querySelector('[data-tonight-off]');
    if (!button || (button.disabled && !mark)) continue;
    const off = soldOut.has(card.dataset['dish'] ?? '');
    if (off && !mark) {
      const overlay = root.createElement('p');
      overlay.className = 'unavailable';
      overlay.dataset['tonightOff'] = '';
      overlay.textContent = unavailable;
      card.querySelector('.media')?.append(overlay);
    } else if (!off && mark) mark.remove();
    button.disabled = off;
  }
  const notice = root.querySelector<HTMLElement>('[data-service-notice]');
  const text = notice?.querySelector('[data-service-notice-text]');
  if (!notice || !text || notice.dataset['dismissed'] !== undefined) return;
  const said = serviceNotice(status, pageWords('menu').notice, pageLang());
  notice.hidden = said === null;
  if (said !== null && text.textContent !== said) text.textContent = said;
}

/** Follows tonight's state on a page of dish cards (and its notice, closed by the guest for this visit). */
export function followTonight(root: Document): void {
  root.querySelector('[data-service-notice-close]')?.addEventListener('click', () => {
    const notice = root.querySelector<HTMLElement>('[data-service-notice]');
    if (!notice) return;
    notice.hidden = true;
    notice.dataset['dismissed'] = '';
  });
  followStatus((status) => showTonight(root, status));
}
