// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ALLERGENS, DIETARY_MARKS, marksText, type Allergen, type DietaryMark } from '#contract/allergens';
import { wordsFor } from '../i18n/catalog';
import { marksLine, searchTextOfCard } from './dish-card';
import { matchesFilter } from './menu-filter';

describe('marksLine', () => {
  it('says in English exactly what the contract says', () => {
    const cases: [DietaryMark[], Allergen[]][] = [
      [[], []],
      [['vegetarian', 'vegan', 'alcohol'], ['gluten', 'sulphites']],
      [['vegetarian'], ['milk', 'tree-nuts']],
      [['spicy'], []],
      [[], ['molluscs', 'crustaceans', 'fish']],
      [[...DIETARY_MARKS], [...ALLERGENS]],
    ];
    for (const [dietary, allergens] of cases) expect(marksLine(wordsFor('en').menu, dietary, allergens)).toBe(marksText(dietary, allergens));
  });

  it('says it in Bangla with the menu catalog’s words', () => {
    expect(marksLine(wordsFor('bn').menu, ['vegetarian', 'spicy'], ['milk', 'eggs'])).toBe('নিরামিষ · ঝাল · এতে আছে ডিম, দুধ');
  });
});

describe('searchTextOfCard', () => {
  const card = (attributes: string) => {
    document.body.innerHTML = `<article data-dish="1" ${attributes}><h3 data-dish-name>ধোঁয়ায় সেঁকা ইলিশের মুস</h3><p data-dish-description>পদ্মার ইলিশ, তেঁতুল কাঠের ধোঁয়ায়</p></article>`;
    const article = document.querySelector<HTMLElement>('article');
    if (!article) throw new Error('no card');
    return { text: searchTextOfCard(article), category: 'starters', marks: [] };
  };
  const finds = (dish: ReturnType<typeof card>, query: string) => matchesFilter(dish, { query, category: '', diets: [] });

  it('finds a dish on a Bangla page by its Bangla name and by its English one', () => {
    const dish = card('data-name-en="Smoked Hilsa Mousse"');
    expect(finds(dish, 'ইলিশ')).toBe(true);
    expect(finds(dish, 'HILSA mousse')).toBe(true);
    expect(finds(dish, 'truffle')).toBe(false);
  });

  it('reads the name and description alone where the card names no English twin', () => {
    expect(card('').text).toBe('ধোঁয়ায় সেঁকা ইলিশের মুস পদ্মার ইলিশ, তেঁতুল কাঠের ধোঁয়ায়');
  });
});
