import { AREA_FIELD, type DeliveryArea, deliveryTo, notServedMessage, underMinimumMessage } from '../contract/delivery-areas';
import type { ApiIssue } from '../contract/errors';
import type { CatalogueItem } from '../contract/menu';
import type { OrderLine } from '../contract/order';

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
    else lines.push({ id: dish.id, name: dish.name, quantity: item.quantity, price: dish.price, image: dish.image, description: dish.description, note: '' });
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

export interface PricedFulfilment {
  /** The area delivered to; null for a pickup. */
  area: DeliveryArea | null;
  /** Taka: the area's fee; 0 for a pickup. */
  fee: number;
  /** Minutes the road adds to the kitchen's time; 0 for a pickup. */
  extraMinutes: number;
}

export type FulfilmentRefusal = { status: 400 | 409; issue: ApiIssue };

/**
 * The fee and the road's minutes of an order, from the published areas: nothing of it comes from the client but
 * the area's code. An unknown area is the client's mistake (400); an area staff have stopped delivering to is the
 * restaurant's state (409, as a dish sold out tonight); an order under the area's minimum is short (400). Each
 * names `delivery.area`.
 */
export function priceFulfilment(areas: readonly DeliveryArea[], input: { fulfilment: 'delivery'; delivery: { area: string } } | { fulfilment: 'pickup' }, subtotal: number): { ok: true; priced: PricedFulfilment } | ({ ok: false } & FulfilmentRefusal) {
  if (input.fulfilment === 'pickup') return { ok: true, priced: { area: null, fee: 0, extraMinutes: 0 } };
  const path = [...AREA_FIELD];
  const found = deliveryTo(areas, input.delivery.area, subtotal);
  if (found.ok) return { ok: true, priced: { area: found.area, fee: found.area.fee, extraMinutes: found.area.extraMinutes } };
  switch (found.kind) {
    case 'unknown':
      return { ok: false, status: 400, issue: { path, message: `Unknown delivery area: ${input.delivery.area}` } };
    case 'not-served':
      return { ok: false, status: 409, issue: { path, message: notServedMessage(found.area) } };
    case 'under-minimum':
      return { ok: false, status: 400, issue: { path, message: underMinimumMessage(found.area, subtotal) } };
  }
}
