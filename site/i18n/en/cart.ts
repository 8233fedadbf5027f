// cart: the cart page and its first step (the lines, the empty cart). The Bangla beside it (../bn/cart.ts) has
// every key of this one.
import { ALLERGEN_NAMES } from '#contract/allergens';

export default {
  page: {
    title: 'Your order',
    description: 'Your Karnaphuli order: the dishes you have chosen, delivery and payment.',
    eyebrow: 'Delivery',
  },
  /** What a signed-out guest is asked to log in to see (SPEC §6). */
  signedOutWhat: 'your cart and check out',
  loading: 'Loading your cart',
  emptyTitle: 'Your cart is empty',
  emptyText: "Looks like you haven't added anything to your cart yet. Browse our menu to discover exquisite dishes!",
  browseMenu: 'Browse Menu',
  addMoreDishes: 'Add more dishes',
  soldOutTonight: 'Sold out tonight',
  unavailable: 'Currently Unavailable',
  /** The Worker's words for one dish sold out tonight (worker/contract/service.ts soldOutMessage). */
  soldOutOne: '{name} is sold out tonight. Please remove it from your order.',
  blockedSoldOut: 'Some dishes are sold out tonight or no longer available. Please remove them to continue.',
  blockedUnavailable: 'Some dishes are no longer available today. Please remove them to continue.',
  priceChanged: 'Price changed since you added it (was {price})',
  quantityOf: 'Quantity of {name}',
  decrease: 'Decrease quantity of {name}',
  increase: 'Increase quantity of {name}',
  removeDish: 'Remove {name}',
  remove: 'Remove',
  /** "Contains milk, tree nuts" (worker/contract/allergens.ts containsText). */
  contains: 'Contains {allergens}',
  allergens: ALLERGEN_NAMES,
};
