import { addItem } from '../stores/cart';
import { pageWords } from '../i18n/page-words';
import { $session } from './session/store';
import { dishOfCard } from './dish-card';
import { showToast } from './toasts/show';

// SPEC §4 "Add to Order": signed in → the dish joins the cart with quantity 1 and a toast says so;
// signed out → a toast asks the guest to log in. One listener serves every card on the page. Its toasts are
// the catalog's `toasts`, in the page's language (every page writes them: BaseLayout).
export function setUpAddToOrder(root: Document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-add-to-order]');
    if (!button || button.disabled) return;
    const words = pageWords('toasts');
    if (!$session.get().isAuthenticated) {
      showToast(words.loginToAdd, 'error');
      return;
    }
    const card = button.closest<HTMLElement>('[data-dish]');
    if (!card) return;
    addItem(dishOfCard(card));
    showToast(words.itemAdded);
  });
}
