// What is in a dish (docs/decisions/0022-allergens-and-dietary-marks.md): the fourteen allergens menus declare
// (the EU and UK list, Regulation 1169/2011 Annex II) and the dietary marks, as the Studio keeps them (a unit test
// keeps studio/schemaTypes/menu-rules.ts equal) and the catalogue, the menu, the cart and the dashboard read them.
// Plain values, no schema library: the menu's script and the cart's first view import them without zod.

export const ALLERGENS = ['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soy', 'milk', 'tree-nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs'] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const DIETARY_MARKS = ['vegetarian', 'vegan', 'spicy', 'alcohol'] as const;
export type DietaryMark = (typeof DIETARY_MARKS)[number];

/** How an allergen reads in a guest's sentence ("Contains milk, tree nuts"). */
export const ALLERGEN_NAMES: Record<Allergen, string> = {
  gluten: 'gluten',
  crustaceans: 'crustaceans',
  eggs: 'eggs',
  fish: 'fish',
  peanuts: 'peanuts',
  soy: 'soy',
  milk: 'milk',
  'tree-nuts': 'tree nuts',
  celery: 'celery',
  mustard: 'mustard',
  sesame: 'sesame',
  sulphites: 'sulphites',
  lupin: 'lupin',
  molluscs: 'molluscs',
};

/** How a dietary mark reads on a dish. */
export const DIETARY_NAMES: Record<DietaryMark, string> = { vegetarian: 'Vegetarian', vegan: 'Vegan', spicy: 'Spicy', alcohol: 'Alcohol' };

/** "Contains milk, tree nuts" in the lists' order; empty for a dish with none of the fourteen. */
export function containsText(allergens: readonly Allergen[]): string {
  const named = ALLERGENS.filter((allergen) => allergens.includes(allergen)).map((allergen) => ALLERGEN_NAMES[allergen]);
  return named.length ? `Contains ${named.join(', ')}` : '';
}

/** A dish's marks as a guest reads them: "Vegan · Alcohol · Contains gluten, sulphites" (a vegan dish is not also called vegetarian). */
export function marksText(dietary: readonly DietaryMark[], allergens: readonly Allergen[]): string {
  const marks = DIETARY_MARKS.filter((mark) => dietary.includes(mark) && !(mark === 'vegetarian' && dietary.includes('vegan'))).map((mark) => DIETARY_NAMES[mark]);
  return [...marks, containsText(allergens)].filter(Boolean).join(' · ');
}
