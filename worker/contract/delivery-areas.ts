import { formatTaka } from './format';
import { chooseArea } from './messages/refusals';

// Delivery by area, as the checkout and the Worker share it. Staff keep the areas in the Studio (a fee, a
// minimum order and the minutes on the road for each), the build publishes them with the menu, and both sides
// price a delivery from that list: the checkout to show the guest, the Worker to decide. Pure and without a
// schema library, like ./order-rules, so the checkout's first view can use it.

export interface DeliveryArea {
  /** The area's code, which orders keep (the Studio's slug, made from the name). */
  id: string;
  /** As guests say it: "Khulshi". */
  name: string;
  /** Taka. */
  fee: number;
  /** Taka: the dishes of an order to the area must come to at least this, before the fee. */
  minimum: number;
  /** Minutes the road adds to the kitchen's time. */
  extraMinutes: number;
  /** False while staff have stopped deliveries to the area. */
  served: boolean;
}

/** What staff may set in the Studio (studio/schemaTypes/delivery-rules.ts keeps a copy). */
export const AREA_FEE_RANGE = { min: 0, max: 1000 } as const;
export const AREA_MINIMUM_RANGE = { min: 0, max: 20000 } as const;
export const AREA_MINUTES_RANGE = { min: 0, max: 120 } as const;

/** The field of the order that names its area. */
export const AREA_FIELD = ['delivery', 'area'] as const;

export const CHOOSE_AREA = chooseArea;

/** Taka still to add for the order to reach the area's minimum; 0 when it does. */
export const shortOfMinimum = (area: DeliveryArea, subtotal: number): number => Math.max(0, area.minimum - subtotal);

/** How the checkout and the Worker word an order under its area's minimum. */
export const underMinimumMessage = (area: DeliveryArea, subtotal: number): string =>
  `Orders to ${area.name} start at ${formatTaka(area.minimum)}. Add ${formatTaka(shortOfMinimum(area, subtotal))} more to have it delivered.`;

export const notServedMessage = (area: DeliveryArea): string => `We are not delivering to ${area.name} at the moment. You can collect your order from the restaurant instead.`;

export type AreaRefusal = { kind: 'unknown' } | { kind: 'not-served'; area: DeliveryArea } | { kind: 'under-minimum'; area: DeliveryArea; short: number };

/** The area an order to `id` is delivered to, or why it cannot be. */
export function deliveryTo(areas: readonly DeliveryArea[], id: string, subtotal: number): { ok: true; area: DeliveryArea } | ({ ok: false } & AreaRefusal) {
  const area = areas.find((candidate) => candidate.id === id);
  if (!area) return { ok: false, kind: 'unknown' };
  if (!area.served) return { ok: false, kind: 'not-served', area };
  const short = shortOfMinimum(area, subtotal);
  return short > 0 ? { ok: false, kind: 'under-minimum', area, short } : { ok: true, area };
}

/** The areas as a guest looks for theirs: by name (compared by code point: localeCompare would load the locale's data). */
export const byName = (areas: readonly DeliveryArea[]): DeliveryArea[] => [...areas].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
