import type { Order, OrderLine } from '#contract/order';
import { addItem } from '../../stores/cart';
import { loadCatalogue } from './catalogue';
import { saveHandover } from './draft';

export interface OrderAgainResult {
  added: number;
  /** Names of the dishes the menu no longer offers. */
  skipped: string[];
}

/** 'Order again': an order's dishes back in the cart at today's prices, those no longer offered left out. */
export async function orderAgain(lines: readonly OrderLine[]): Promise<OrderAgainResult> {
  const catalogue = await loadCatalogue();
  const skipped: string[] = [];
  let added = 0;
  for (const line of lines) {
    const dish = catalogue.get(line.id);
    if (!dish || !dish.available) {
      // The page's own name for the dish when the menu still lists it; else the name the order kept.
      skipped.push(dish?.name ?? line.name);
      continue;
    }
    addItem({ id: dish.id, name: dish.name, description: dish.description, price: dish.price, image: dish.image }, line.quantity);
    added += line.quantity;
  }
  return { added, skipped };
}

/**
 * The way the order reached the guest, kept for this tab's checkout: the same area and address, or pickup again.
 * The checkout still prices it from today's areas (an area no longer delivered to says so there).
 */
export function keepHandover(order: Pick<Order, 'fulfilment' | 'delivery'>): void {
  const { area, address, phone, instructions } = order.delivery;
  if (order.fulfilment === 'pickup') saveHandover({ fulfilment: 'pickup', delivery: { phone, instructions } });
  else if (area) saveHandover({ fulfilment: 'delivery', delivery: { area: area.id, address, phone, instructions } });
}
