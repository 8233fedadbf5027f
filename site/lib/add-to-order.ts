import * as TOASTS from './toasts/messages';
import { addItem } from '../stores/cart';
import { $session } from './session/store';
import { dishOfCard } from './dish-card';
import { showToast } from './toasts/show';

// SPEC §4 "Add to Order": signed in → the dish joins the cart with quantity 1 and a toast says so;
// signed out → a toast asks the guest to log in. One listener serves every card on the page.
export const ADD_TO_ORDER_MESSAGES = { added: TOASTS.itemAdded, loginFirst: TOASTS.loginToAdd } as const;

export function setUpAddToOrder(root: Document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-add-to-order]');
    if (!button || button.disabled) return;
    if (!$session.get().isAuthenticated) {
      showToast(ADD_TO_ORDER_MESSAGES.loginFirst, 'error');
      return;
    }
    const card = button.closest<HTMLElement>('[data-dish]');
    if (!card) return;
    addItem(dishOfCard(card));
    showToast(ADD_TO_ORDER_MESSAGES.added);
  });
}
