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

/** What the menu's search matches: the dish's name and description, lower-cased. */
export function searchTextOfCard(card: HTMLElement): string {
  const { name, description } = dishOfCard(card);
  return `${name} ${description}`.toLowerCase();
}

/** The dish's dietary marks and allergens, one list (the values of #contract/allergens), as the menu's filter reads them. */
export function marksOfCard(card: HTMLElement): string[] {
  return (card.dataset['marks'] ?? '').split(' ').filter(Boolean);
}
