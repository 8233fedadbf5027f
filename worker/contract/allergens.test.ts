import { describe, expect, it } from 'vitest';
import { containsText, marksText } from './allergens';

describe('how a dish’s marks read', () => {
  it('names its allergens in the lists’ order, in a guest’s words', () => {
    expect(containsText(['tree-nuts', 'milk'])).toBe('Contains milk, tree nuts');
    expect(containsText([])).toBe('');
  });

  it('puts the dietary marks first, and calls a vegan dish vegan only', () => {
    expect(marksText(['alcohol', 'vegetarian', 'vegan'], ['sulphites', 'gluten'])).toBe('Vegan · Alcohol · Contains gluten, sulphites');
    expect(marksText(['vegetarian', 'spicy'], [])).toBe('Vegetarian · Spicy');
    expect(marksText([], ['fish'])).toBe('Contains fish');
    expect(marksText([], [])).toBe('');
  });
});
