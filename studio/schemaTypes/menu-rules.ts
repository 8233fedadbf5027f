// The menu's limits (SPEC §3), as the Studio enforces them. Studio imports no site or Worker code; a unit
// test (tests/unit/studio-rules.test.ts) keeps these equal to worker/contract/menu.ts.
export const CATEGORIES = ['starters', 'mains', 'desserts', 'drinks'] as const;
export type Category = (typeof CATEGORIES)[number];

export const SUBCATEGORIES: Record<Category, readonly string[]> = {
  starters: ['meat', 'seafood', 'vegetarian'],
  mains: ['seafood', 'meat & poultry', 'vegetarian & vegan'],
  desserts: ['cakes & pastries', 'creamy & custard-based', 'frozen & fruity'],
  drinks: ['alcoholic beverages', 'non-alcoholic beverages', 'hot beverages'],
};

export const PRICE_RANGE = { min: 700, max: 20000 } as const;
export const ETA_RANGE = { min: 20, max: 120 } as const;
export const POPULAR_DISH_COUNT = 5;

// What is in a dish: the fourteen allergens menus declare and the dietary marks, with the words staff choose
// them by. Kept equal to worker/contract/allergens.ts by the same unit test; the values are what the site reads.
export const ALLERGENS = ['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soy', 'milk', 'tree-nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs'] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_TITLES: Record<Allergen, string> = {
  gluten: 'Gluten (wheat, semolina, barley, rye, oats: bread, pastry, naan, paratha, panko)',
  crustaceans: 'Crustaceans (prawns, crab, lobster)',
  eggs: 'Eggs (also mayonnaise, aioli, meringue, custard, an egg wash)',
  fish: 'Fish (hilsa, bhetki, pomfret, tuna, shutki, Bombay duck)',
  peanuts: 'Peanuts',
  soy: 'Soy (soy sauce, tofu)',
  milk: 'Milk (butter, ghee, cream, yoghurt, doi, chhana, paneer, cheese)',
  'tree-nuts': 'Tree nuts (almonds, cashews, pistachios, walnuts, chestnuts; not coconut)',
  celery: 'Celery',
  mustard: 'Mustard (kasundi, mustard oil, panch phoron)',
  sesame: 'Sesame',
  sulphites: 'Sulphites (wine, champagne, golden raisins and other dried fruit)',
  lupin: 'Lupin',
  molluscs: 'Molluscs (squid, mussels, clams, oysters, scallops)',
};

export const DIETARY_MARKS = ['vegetarian', 'vegan', 'spicy', 'alcohol'] as const;
export type DietaryMark = (typeof DIETARY_MARKS)[number];

export const DIETARY_TITLES: Record<DietaryMark, string> = {
  vegetarian: 'Vegetarian (no meat, fish or seafood, no gelatine)',
  vegan: 'Vegan (vegetarian, and no milk, ghee, butter, eggs or honey)',
  spicy: 'Spicy (chilli heat a guest should expect)',
  alcohol: 'Contains alcohol (a drink, or wine, rum or cognac in the cooking)',
};

/** What a dish's marks and allergens cannot both say: the Studio refuses to publish it, and the seed is held to it. */
export function dietaryConflicts(dietary: readonly string[], allergens: readonly string[]): string[] {
  const conflicts: string[] = [];
  if (dietary.includes('vegan') && !dietary.includes('vegetarian')) conflicts.push('A vegan dish is vegetarian too: tick Vegetarian as well.');
  if (dietary.includes('vegetarian') && allergens.some((allergen) => ['fish', 'crustaceans', 'molluscs'].includes(allergen))) {
    conflicts.push('A vegetarian dish has no fish, crustaceans or molluscs.');
  }
  if (dietary.includes('vegan') && allergens.some((allergen) => ['milk', 'eggs'].includes(allergen))) conflicts.push('A vegan dish has no milk or eggs.');
  return conflicts;
}
