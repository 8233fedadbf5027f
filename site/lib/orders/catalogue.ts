import type { Allergen } from '#contract/allergens';
import { byName, type DeliveryArea } from '#contract/delivery-areas';
import type { Catalogue, CatalogueItem } from '#contract/menu';
import { CATALOGUE_PATH } from '#contract/order-rules';
import { pageLang, pathIn } from '../../i18n/lang';
import type { CartItem } from '../../stores/cart';
import { api } from '../api';
import { basisPoints } from '#contract/invoice';

// The published catalogue is the truth about prices, availability and times (ARCHITECTURE.md): the cart
// holds what a dish cost when it was added, so before the guest pays, each line is checked against it. Each page
// reads the catalogue in its own language (/bn/catalogue.json on a Bangla page: the same dishes, ids and prices),
// and a line shows its dish's name from it: a cart filled on an English page reads in Bangla on a Bangla one.

export type CatalogueMap = ReadonlyMap<string, CatalogueItem>;

/** The catalogue as published now; `fresh` skips the browser's cache (after the server said it changed). */
export async function loadCatalogue(fresh = false): Promise<CatalogueMap> {
  return (await loadPublished(fresh)).catalogue;
}

/** The dishes, the delivery areas (by name) and the service charge's rate (basis points), from the one published file in the page's language. */
export async function loadPublished(fresh = false): Promise<{ catalogue: CatalogueMap; areas: DeliveryArea[]; serviceChargeRate: number }> {
  const published = pathIn(pageLang(), CATALOGUE_PATH);
  const path = fresh ? `${published}?at=${Date.now()}` : published;
  // A catalogue the browser kept from before the tax settings were published has no `tax`: no service charge is
  // quoted, and the Worker's 409 brings the real one if there is any.
  const { items, areas, tax } = await api<Omit<Catalogue, 'tax'> & { tax?: Catalogue['tax'] }>(path, { anonymous: true });
  return { catalogue: new Map(items.map((item) => [item.id, item])), areas: byName(areas), serviceChargeRate: basisPoints(tax?.serviceChargePercent ?? 0) };
}

/** A cart line as the page shows it: its dish's name and description are the catalogue's, in the page's language, once it has loaded. */
export interface ReviewedLine extends CartItem {
  /** The price today; equals `price` unless the menu changed since the dish was added. */
  currentPrice: number;
  /** The menu no longer offers it (or no longer lists it at all). */
  unavailable: boolean;
  /** On the menu, but sold out tonight (staff switched it off): it must leave the cart before ordering. */
  soldOutTonight: boolean;
  priceChanged: boolean;
  /** What the dish contains, as the menu publishes it now; undefined until the catalogue has loaded, or for a dish it no longer lists. */
  allergens: readonly Allergen[] | undefined;
}

export interface ReviewedCart {
  lines: ReviewedLine[];
  /** Σ price × quantity at today's prices, without the delivery fee (SPEC §9). */
  subtotal: number;
  /** SPEC §9: the largest eta among the cart's dishes found in the catalogue; 0 if none is found. */
  estimatedDeliveryTime: number;
  /** Lines the guest must remove before the order can be placed. */
  blocked: boolean;
}

/**
 * The cart against the catalogue; without one yet (still loading, or offline), the cart's own prices. `soldOut`:
 * the dishes sold out tonight (the status answer's ids), flagged over the catalogue.
 */
export function reviewCart(items: readonly CartItem[], catalogue: CatalogueMap | undefined, soldOut: readonly string[] = []): ReviewedCart {
  const lines = items.map((item): ReviewedLine => {
    const dish = catalogue?.get(item.id);
    const unavailable = catalogue !== undefined && (!dish || !dish.available);
    const currentPrice = dish?.price ?? item.price;
    return {
      ...item,
      // The words the cart kept are those of the page the dish was added on; the catalogue's are this page's.
      ...(dish ? { name: dish.name, description: dish.description } : {}),
      currentPrice,
      unavailable,
      soldOutTonight: !unavailable && soldOut.includes(item.id),
      priceChanged: currentPrice !== item.price,
      allergens: dish?.allergens,
    };
  });
  const etas = items.map((item) => catalogue?.get(item.id)?.eta).filter((eta): eta is number => eta !== undefined);
  return {
    lines,
    subtotal: lines.reduce((sum, line) => sum + line.currentPrice * line.quantity, 0),
    estimatedDeliveryTime: Math.max(0, ...etas),
    blocked: lines.some((line) => line.unavailable || line.soldOutTonight),
  };
}
