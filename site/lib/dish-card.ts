import { ALLERGENS, DIETARY_MARKS, type Allergen, type DietaryMark } from '#contract/allergens';
import type { CartProduct } from '../stores/cart';

// A dish card (components/DishCard.astro) is the one place its dish is written: the cart's product and the
// menu's search text are read back from it.
export function dishOfCard(card: HTMLElement): CartProduct {
  return {
    id: card.dataset['dish'] ?? '',
    name: card.querySelector('[data-dish-name]')?.textContent?.trim() ?? '',
    description: card.querySelector('[data-dish-description]')?.textContent?.trim() ?? '',
    price: Number(card.dataset['price']),
    image: imageOfCard(card),
  };
}

/** The picture's address: an inline picture (a first row's, written into the page) carries it in data-image. */
function imageOfCard(card: HTMLElement): string {
  const image = card.querySelector('img');
  return image?.dataset['image'] ?? image?.getAttribute('src') ?? '';
}

/**
 * What the menu's search matches: the dish's name and description, lower-cased; on a Bangla page also its
 * English name (data-name-en), so a guest finds "Smoked Hilsa Mousse" by the name they know it by.
 */
export function searchTextOfCard(card: HTMLElement): string {
  const { name, description } = dishOfCard(card);
  const nameEn = card.dataset['nameEn'];
  return `${name} ${description}${nameEn ? ` ${nameEn}` : ''}`.toLowerCase();
}

/** The dish's dietary marks and allergens, one list (the values of #contract/allergens), as the menu's filter reads them. */
export function marksOfCard(card: HTMLElement): string[] {
  return (card.dataset['marks'] ?? '').split(' ').filter(Boolean);
}

/** The names a dish's marks are said with, in the page's language (the menu catalog's). */
export interface MarksWords {
  dietary: Record<DietaryMark, string>;
  allergens: Record<Allergen, string>;
  /** '{list}': the allergens, joined by commas. */
  contains: string;
}

/**
 * A dish's marks as a guest reads them, in the page's words: "Vegan · Alcohol · Contains gluten, sulphites"
 * (#contract/allergens's marksText, said in either language; a vegan dish is not also called vegetarian).
 */
export function marksLine(words: MarksWords, dietary: readonly DietaryMark[], allergens: readonly Allergen[]): string {
  const marks = DIETARY_MARKS.filter((mark) => dietary.includes(mark) && !(mark === 'vegetarian' && dietary.includes('vegan'))).map((mark) => words.dietary[mark]);
  const named = ALLERGENS.filter((allergen) => allergens.includes(allergen)).map((allergen) => words.allergens[allergen]);
  const contains = named.length ? words.contains.replace('{list}', named.join(', ')) : '';
  return [...marks, contains].filter(Boolean).join(' · ');
}
