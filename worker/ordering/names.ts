import { DEFAULT_LANG, type Lang } from '../contract/lang';
import type { Order, TrackedOrder } from '../contract/order';
import { loadNames } from './published';

// An order keeps the English names its dishes and its delivery area were priced with (D1): what the kitchen, staff,
// the sales ledger and the English pages read. A guest's own screens in Bangla ask for the order with `?lang=bn`
// (contract/order.ts readLang) and read each name by its id as the Bangla menu (/bn/catalogue.json) gives it: a dish
// that menu no longer lists, or every one while the build publishes no Bangla menu, keeps the name it was ordered
// by (docs/decisions/0028-the-guests-language.md). In English the order is answered as it is, untouched.

/** The Bangla menu's names of the dishes and the delivery areas, by id (./published.ts loadNames). */
export type MenuNames = NonNullable<Awaited<ReturnType<typeof loadNames>>>;

/** The names to read an order in `lang` with; undefined in English (and while no Bangla menu is published). */
export const menuNames = (assets: Fetcher, lang: Lang | undefined): Promise<MenuNames | undefined> => loadNames(assets, lang ?? DEFAULT_LANG);

const named = (names: ReadonlyMap<string, string>, id: string | null | undefined, kept: string): string => (id ? names.get(id) : undefined) || kept;

/** Order lines with their dishes named by the menu's names, where it has them. */
export function linesIn<Line extends { id: string; name: string }>(lines: Line[], names: MenuNames | undefined): Line[] {
  return names ? lines.map((line) => ({ ...line, name: named(names.dishes, line.id, line.name) })) : lines;
}

/** An order as a guest reads it in the menu's language: its dishes' and its area's names; the same order without names. */
export function orderIn(order: Order, names: MenuNames | undefined): Order {
  if (!names) return order;
  const { area } = order.delivery;
  return { ...order, items: linesIn(order.items, names), delivery: { ...order.delivery, area: area && { ...area, name: named(names.areas, area.id, area.name) } } };
}

/** A tracked order (whose answer names its area but not the area's id, `areaId`) as a guest reads it in the menu's language. */
export function trackedIn(order: TrackedOrder, areaId: string | null, names: MenuNames | undefined): TrackedOrder {
  if (!names) return order;
  return { ...order, items: linesIn(order.items, names), area: order.area === null ? null : named(names.areas, areaId, order.area) };
}
