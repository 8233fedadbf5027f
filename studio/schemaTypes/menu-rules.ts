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
