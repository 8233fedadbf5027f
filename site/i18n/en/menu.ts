// menu: the menu page, the dish cards (the menu and the home page's popular dishes), and what the menu's scripts
// say: the filter's count and tonight's notice (written into the page: BaseLayout's scriptWords). Add to Order's
// toasts and the sold-out mark are the `toasts` area's, which every page writes.
import { ALLERGEN_NAMES } from '#contract/allergens';

export default {
  metaTitle: 'Our Menu',
  metaDescription: "The Karnaphuli menu: {count} dishes — the port's seafood, Bengali flavours and classical technique, with wines, cocktails and Sylhet teas.",
  eyebrow: 'À la carte',
  title: 'Our Menu',
  lede: "Seafood from the morning's boats, the spices of Chattogram's kitchens and the patience of a classical brigade.",
  dishes: 'Dishes',
  searchLabel: 'Search the menu',
  searchPlaceholder: 'Search our menu...',
  categoryGroup: 'Category',
  /** The category buttons (the English ones are set in capitals by the page's style). */
  categories: { all: 'All', starters: 'starters', mains: 'mains', desserts: 'desserts', drinks: 'drinks' },
  dietGroup: 'Dietary needs',
  diets: { vegetarian: 'Vegetarian', vegan: 'Vegan', 'no-nuts': 'No nuts', 'no-gluten': 'No gluten', 'no-shellfish': 'No shellfish', 'no-milk': 'No milk' },
  countOne: '{count} dish',
  countOther: '{count} dishes',
  allergyNote: 'Allergens are marked from our recipes; with a severe allergy, please call us first:',
  /** No dish matches: the sentence, with the reset button ({reset}) in it. */
  empty: 'No dish matches your search. Try another word or fewer choices, or {reset}.',
  emptyReset: 'show the whole menu',
  /** A dish card. */
  card: {
    add: 'Add to Order',
    addLabel: 'Add to Order: {name}',
    minutes: '{count} min',
  },
  /** The dish card's kind of dish, by the subcategory's value. */
  subcategories: {
    meat: 'meat',
    seafood: 'seafood',
    vegetarian: 'vegetarian',
    'meat & poultry': 'meat & poultry',
    'vegetarian & vegan': 'vegetarian & vegan',
    'cakes & pastries': 'cakes & pastries',
    'creamy & custard-based': 'creamy & custard-based',
    'frozen & fruity': 'frozen & fruity',
    'alcoholic beverages': 'alcoholic beverages',
    'non-alcoholic beverages': 'non-alcoholic beverages',
    'hot beverages': 'hot beverages',
  },
  /** What is in a dish (docs/decisions/0022): "Vegan · Alcohol · Contains gluten, sulphites". */
  dietary: { vegetarian: 'Vegetarian', vegan: 'Vegan', spicy: 'Spicy', alcohol: 'Alcohol' },
  allergens: ALLERGEN_NAMES,
  contains: 'Contains {list}',
  /** What /menu says when the kitchen is not taking delivery orders (lib/tonight/notice.ts). */
  notice: {
    label: 'Delivery tonight',
    close: 'Close this notice',
    pausedNow: 'The kitchen is not taking delivery orders for now.',
    pausedFor: 'The kitchen is not taking delivery orders for the next {minutes} minutes.',
    scheduleLater: 'You can schedule an order for later.',
    reopens: 'We take delivery orders again at {time}. You can schedule an order now.',
    closed: 'We are not taking delivery orders just now.',
  },
};
