import { z } from 'zod';
import { AREA_FEE_RANGE, AREA_MINIMUM_RANGE, AREA_MINUTES_RANGE } from './delivery-areas';
import { ALLERGENS, DIETARY_MARKS } from './allergens';
import { BIN_PATTERN, SERVICE_CHARGE_PERCENT_RANGE, VAT_PERCENT_RANGE } from './invoice';

// SPEC §3 "Menu item": the catalogue the Worker prices orders from and the islands display.
export const CATEGORIES = ['starters', 'mains', 'desserts', 'drinks'] as const;
export type Category = (typeof CATEGORIES)[number];

export const SUBCATEGORIES = {
  starters: ['meat', 'seafood', 'vegetarian'],
  mains: ['seafood', 'meat & poultry', 'vegetarian & vegan'],
  desserts: ['cakes & pastries', 'creamy & custard-based', 'frozen & fruity'],
  drinks: ['alcoholic beverages', 'non-alcoholic beverages', 'hot beverages'],
} as const satisfies Record<Category, readonly string[]>;

/** Taka. */
export const PRICE_RANGE = { min: 700, max: 20000 } as const;
/** Minutes. */
export const ETA_RANGE = { min: 20, max: 120 } as const;
/** SPEC §3: the popular dishes, in their order on the home page. */
export const POPULAR_DISH_IDS = ['1', '6', '8', '5', '9'] as const;

/** What the dish contains of the fourteen allergens, and its dietary marks (./allergens). */
export const DishMarks = z.object({ allergens: z.array(z.enum(ALLERGENS)), dietary: z.array(z.enum(DIETARY_MARKS)) });
export type DishMarks = z.infer<typeof DishMarks>;

export const CatalogueItem = z
  .object({
    id: z.string().regex(/^\d+$/),
    name: z.string().min(1),
    description: z.string(),
    price: z.number().int().min(PRICE_RANGE.min).max(PRICE_RANGE.max),
    category: z.enum(CATEGORIES),
    subcategory: z.string(),
    available: z.boolean(),
    eta: z.number().int().min(ETA_RANGE.min).max(ETA_RANGE.max),
    image: z.string().min(1),
    ...DishMarks.shape,
  })
  .refine((item) => (SUBCATEGORIES[item.category] as readonly string[]).includes(item.subcategory), {
    message: 'The subcategory must belong to the category',
    path: ['subcategory'],
  });
export type CatalogueItem = z.infer<typeof CatalogueItem>;

/** A delivery area as the build publishes it (./delivery-areas); the Studio's slug is its id. */
export const PublishedArea = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(1),
  fee: z.number().int().min(AREA_FEE_RANGE.min).max(AREA_FEE_RANGE.max),
  minimum: z.number().int().min(AREA_MINIMUM_RANGE.min).max(AREA_MINIMUM_RANGE.max),
  extraMinutes: z.number().int().min(AREA_MINUTES_RANGE.min).max(AREA_MINUTES_RANGE.max),
  served: z.boolean(),
});

/** The VAT rates with the dates they take effect, the service charge and the BIN, as staff set them (./invoice). */
export const Tax = z.object({
  bin: z.string().regex(BIN_PATTERN, 'The BIN is 9 digits, a dash and the 4-digit branch code'),
  vatRates: z
    .array(z.object({ from: z.iso.date(), percent: z.number().min(VAT_PERCENT_RANGE.min).max(VAT_PERCENT_RANGE.max) }))
    .min(1, 'At least one VAT rate')
    .refine((rates) => new Set(rates.map((rate) => rate.from)).size === rates.length, 'Two VAT rates take effect on the same date'),
  serviceChargePercent: z.number().min(SERVICE_CHARGE_PERCENT_RANGE.min).max(SERVICE_CHARGE_PERCENT_RANGE.max),
});

/** What the restaurant sells and at what price: the dishes, delivery to each area, and the VAT and service charge on them. */
export const Catalogue = z.object({
  items: z.array(CatalogueItem),
  tax: Tax,
  areas: z.array(PublishedArea).refine((areas) => new Set(areas.map((area) => area.id)).size === areas.length, 'Two delivery areas have the same code'),
});
export type Catalogue = z.infer<typeof Catalogue>;
