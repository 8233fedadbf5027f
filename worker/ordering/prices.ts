import type { CatalogueItem } from '../contract/menu';
import type { OrderLine } from '../contract/order';
import type { ApiIssue } from '../contract/errors';

export interface PricedOrder {
  lines: OrderLine[];
  /** Σ price × quantity in taka; the delivery fee is not included (SPEC §9). */
  total: number;
  /** The largest eta of the order's dishes (SPEC §9). */
  estimatedDeliveryTime: number;
}

/**
 * Prices the client's lines from the catalogue; unknown or unavailable dishes are issues naming the line.
 * Nothing of a line but its id and quantity is trusted: names, prices and images come from the catalogue.
 */
export function priceOrder(
  catalogue: ReadonlyMap<string, CatalogueItem>,
  items: readonly { id: string; quantity: number }[],
): { ok: true; order: PricedOrder } | { ok: false; issues: ApiIssue[] } {
  const issues: ApiIssue[] = [];
  const lines: OrderLine[] = [];
  items.forEach((item, index) => {
    const dish = catalogue.get(item.id);
    if (!dish) issues.push({ path: ['items', index, 'id'], message: `Unknown dish: ${item.id}` });
    else if (!dish.available) issues.push({ path: ['items', index, 'id'], message: `${dish.name} is currently unavailable` });
    else lines.push({ id: dish.id, name: dish.name, quantity: item.quantity, price: dish.price, image: dish.image, description: dish.description });
  });
  if (issues.length) return { ok: false, issues };
  return {
    ok: true,
    order: {
      lines,
      total: lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
      estimatedDeliveryTime: Math.max(0, ...lines.map((line) => catalogue.get(line.id)?.eta ?? 0)),
    },
  };
}
