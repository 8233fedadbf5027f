// SPEC §2 "Menu page": the search matches a dish's name or description, case-insensitively, and the
// category buttons narrow to one category; the dietary toggles (docs/decisions/0022) narrow further, each on
// its own. Cards are all in the HTML; filtering only hides them. On a Bangla page a dish is found by its Bangla
// name or its English one (lib/dish-card.ts); the count is said in the page's words and digits.
import type { Allergen, DietaryMark } from '#contract/allergens';
// Bengali digits alone, not formatsFor's every formatter: this script is within a content page's budget.
import { digits } from '#contract/digits';
import { fill } from '../i18n/fill';
import { pageLang } from '../i18n/lang';
import { pageWords } from '../i18n/page-words';
import { marksOfCard, searchTextOfCard } from './dish-card';

interface DietFilterRule {
  /** The dietary mark a dish must have. */
  needs?: DietaryMark;
  /** The allergens a dish must have none of. */
  avoids?: readonly Allergen[];
}

/** The dietary toggles, in the order the menu shows them (their names: the menu catalog's `diets`). */
export const DIET_FILTERS = {
  vegetarian: { needs: 'vegetarian' },
  vegan: { needs: 'vegan' },
  'no-nuts': { avoids: ['peanuts', 'tree-nuts'] },
  'no-gluten': { avoids: ['gluten'] },
  'no-shellfish': { avoids: ['crustaceans', 'molluscs'] },
  'no-milk': { avoids: ['milk'] },
} as const satisfies Record<string, DietFilterRule>;
export type DietFilter = keyof typeof DIET_FILTERS;

const isDietFilter = (key: string | undefined): key is DietFilter => key !== undefined && Object.hasOwn(DIET_FILTERS, key);

export interface MenuDish {
  /** The name and description, lower-cased. */
  text: string;
  category: string;
  /** Its dietary marks and allergens, one list. */
  marks: readonly string[];
}

export interface MenuChoice {
  query: string;
  /** Empty: All. */
  category: string;
  diets: readonly DietFilter[];
}

function suits(marks: readonly string[], diet: DietFilter): boolean {
  const rule: DietFilterRule = DIET_FILTERS[diet];
  return (!rule.needs || marks.includes(rule.needs)) && !rule.avoids?.some((allergen) => marks.includes(allergen));
}

export function matchesFilter(dish: MenuDish, { query, category, diets }: MenuChoice): boolean {
  return (!category || dish.category === category) && dish.text.includes(query.trim().toLowerCase()) && diets.every((diet) => suits(dish.marks, diet));
}

export function setUpMenuFilter(root: Document): void {
  const search = root.querySelector<HTMLInputElement>('[data-menu-search]');
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-menu-category]')];
  const toggles = [...root.querySelectorAll<HTMLButtonElement>('[data-menu-diet]')];
  const cards = [...root.querySelectorAll<HTMLElement>('[data-dish]')].map((card) => ({
    card,
    dish: { text: searchTextOfCard(card), category: card.dataset['category'] ?? '', marks: marksOfCard(card) },
  }));
  const count = root.querySelector<HTMLElement>('[data-menu-count]');
  const empty = root.querySelector<HTMLElement>('[data-menu-empty]');
  if (!search || !count || !empty) return;
  const words = pageWords('menu');
  const bangla = pageLang() === 'bn';

  let category = '';
  const apply = () => {
    const choice: MenuChoice = {
      query: search.value,
      category,
      diets: toggles.filter((toggle) => toggle.getAttribute('aria-pressed') === 'true').map((toggle) => toggle.dataset['menuDiet']).filter(isDietFilter),
    };
    let shown = 0;
    for (const { card, dish } of cards) {
      const visible = matchesFilter(dish, choice);
      card.hidden = !visible;
      if (visible) shown += 1;
    }
    count.textContent = fill(shown === 1 ? words.countOne : words.countOther, { count: bangla ? digits(shown) : shown });
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
  for (const toggle of toggles) {
    toggle.addEventListener('click', () => {
      toggle.setAttribute('aria-pressed', String(toggle.getAttribute('aria-pressed') !== 'true'));
      apply();
    });
  }
  root.querySelector('[data-menu-reset]')?.addEventListener('click', () => {
    search.value = '';
    toggles.forEach((toggle) => toggle.setAttribute('aria-pressed', 'false'));
    buttons[0]?.click();
    search.focus();
  });
  // A search typed before the script arrived (slow network) still applies.
  if (search.value) apply();
}
