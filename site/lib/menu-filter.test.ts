import { describe, expect, it } from 'vitest';
import { wordsFor } from '../i18n/catalog';
import { DIET_FILTERS, type DietFilter, matchesFilter, type MenuChoice, type MenuDish } from './menu-filter';

const hilsa: MenuDish = { text: 'smoked hilsa mousse padma hilsa cold-smoked over tamarind wood', category: 'starters', marks: ['fish', 'mustard'] };
const choice = (changes: Partial<MenuChoice> = {}): MenuChoice => ({ query: '', category: '', diets: [], ...changes });
const dish = (marks: string[], category = 'mains'): MenuDish => ({ text: 'a dish', category, marks });

describe('matchesFilter', () => {
  it('matches name or description, case-insensitively, ignoring surrounding spaces', () => {
    expect(matchesFilter(hilsa, choice({ query: 'HILSA' }))).toBe(true);
    expect(matchesFilter(hilsa, choice({ query: '  tamarind ' }))).toBe(true);
    expect(matchesFilter(hilsa, choice({ query: 'truffle' }))).toBe(false);
  });

  it('narrows to the chosen category; an empty category is All', () => {
    expect(matchesFilter(hilsa, choice({ category: 'starters' }))).toBe(true);
    expect(matchesFilter(hilsa, choice({ category: 'mains' }))).toBe(false);
    expect(matchesFilter(hilsa, choice({ query: 'hilsa', category: 'mains' }))).toBe(false);
  });

  it('Vegetarian and Vegan keep only the dishes marked so', () => {
    const vegetarian = dish(['vegetarian', 'milk']);
    const vegan = dish(['vegetarian', 'vegan']);
    expect([hilsa, vegetarian, vegan].map((candidate) => matchesFilter(candidate, choice({ diets: ['vegetarian'] })))).toEqual([false, true, true]);
    expect([hilsa, vegetarian, vegan].map((candidate) => matchesFilter(candidate, choice({ diets: ['vegan'] })))).toEqual([false, false, true]);
  });

  it('each "No" toggle leaves out the dishes with any of its allergens', () => {
    const cases: [DietFilter, string[], string[]][] = [
      ['no-nuts', ['peanuts'], ['tree-nuts']],
      ['no-gluten', ['gluten'], ['gluten', 'eggs']],
      ['no-shellfish', ['crustaceans'], ['molluscs']],
      ['no-milk', ['milk'], ['milk', 'vegetarian']],
    ];
    for (const [diet, one, other] of cases) {
      expect(matchesFilter(dish(one), choice({ diets: [diet] })), `${diet} ${one.join()}`).toBe(false);
      expect(matchesFilter(dish(other), choice({ diets: [diet] })), `${diet} ${other.join()}`).toBe(false);
      expect(matchesFilter(dish(['sesame', 'vegetarian']), choice({ diets: [diet] })), diet).toBe(true);
    }
    // Fish is not shellfish, nor sesame a nut, nor eggs milk.
    expect(matchesFilter(dish(['fish']), choice({ diets: ['no-shellfish'] }))).toBe(true);
    expect(matchesFilter(dish(['sesame']), choice({ diets: ['no-nuts'] }))).toBe(true);
    expect(matchesFilter(dish(['eggs']), choice({ diets: ['no-milk'] }))).toBe(true);
  });

  it('toggles combine with each other, the search and the category: a dish must suit them all', () => {
    const walnutSalad: MenuDish = { text: 'goat cheese with candied walnuts', category: 'starters', marks: ['vegetarian', 'milk', 'tree-nuts'] };
    const beguni: MenuDish = { text: 'aubergine fritters', category: 'starters', marks: ['vegetarian'] };
    const both = choice({ diets: ['vegetarian', 'no-nuts'] });
    expect([walnutSalad, beguni, hilsa].map((candidate) => matchesFilter(candidate, both))).toEqual([false, true, false]);
    expect(matchesFilter(beguni, { ...both, category: 'mains' })).toBe(false);
    expect(matchesFilter(beguni, { ...both, query: 'walnut' })).toBe(false);
    expect(matchesFilter(beguni, { ...both, query: 'FRITTERS', category: 'starters' })).toBe(true);
  });

  it('offers the six toggles the menu names, in its words', () => {
    const { diets } = wordsFor('en').menu;
    expect((Object.keys(DIET_FILTERS) as DietFilter[]).map((filter) => diets[filter])).toEqual(['Vegetarian', 'Vegan', 'No nuts', 'No gluten', 'No shellfish', 'No milk']);
  });
});
