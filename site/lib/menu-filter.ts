// SPEC §2 "Menu page": the search matches a dish's name or description, case-insensitively, and the
// category buttons narrow to one category. Cards are all in the HTML; filtering only hides them.
import { searchTextOfCard } from './dish-card';

export function matchesFilter(searchText: string, category: string, query: string, wanted: string): boolean {
  return (!wanted || category === wanted) && searchText.includes(query.trim().toLowerCase());
}

export function setUpMenuFilter(root: Document): void {
  const search = root.querySelector<HTMLInputElement>('[data-menu-search]');
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-menu-category]')];
  const cards = [...root.querySelectorAll<HTMLElement>('[data-dish]')].map((card) => ({ card, text: searchTextOfCard(card) }));
  const count = root.querySelector<HTMLElement>('[data-menu-count]');
  const empty = root.querySelector<HTMLElement>('[data-menu-empty]');
  if (!search || !count || !empty) return;

  let category = '';
  const apply = () => {
    let shown = 0;
    for (const { card, text } of cards) {
      const visible = matchesFilter(text, card.dataset['category'] ?? '', search.value, category);
      card.hidden = !visible;
      if (visible) shown += 1;
    }
    count.textContent = `${shown} ${shown === 1 ? 'dish' : 'dishes'}`;
    empty.hidden = shown > 0;
  };

  search.addEventListener('input', apply);
  for (const button of buttons) {
    button.addEventListener('click', () => {
      category = button.dataset['menuCategory'] ?? '';
      buttons.forEach((other) => other.setAttribute('aria-pressed', String(other === button)));
      apply();
    });
  }
  root.querySelector('[data-menu-reset]')?.addEventListener('click', () => {
    search.value = '';
    buttons[0]?.click();
    search.focus();
  });
  // A search typed before the script arrived (slow network) still applies.
  if (search.value) apply();
}
