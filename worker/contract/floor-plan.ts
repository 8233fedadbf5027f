// SPEC §3 maps tables 1–34 to kinds; the sizes are ours (ARCHITECTURE.md: tables have sizes, so a party
// always gets a table that fits). The one floor plan: the Worker books and answers availability from it,
// and the site may show it. Pure data: no imports.

export const TABLE_COUNT = 34;

/**
 * The most upcoming bookings (pending or confirmed, sitting not yet begun) one account may hold at once, so a
 * few free accounts cannot book out the floor. Five: a regular's weekly table for the whole 30-day window (no
 * weekday comes more than five times in it) still fits; beyond that, the restaurant would rather take the call.
 */
export const UPCOMING_BOOKINGS_PER_GUEST = 5;

export const TABLE_KINDS = {
  Window: [1, 4, 8, 12, 16, 20, 24],
  Booth: [2, 6, 10, 14, 18, 22, 26],
  Center: [3, 7, 11, 15, 19, 23, 27],
  Corner: [5, 9, 13, 17, 21, 25],
  'Roof Top': [28, 29, 30, 31, 32, 33, 34],
} as const;

export type TableKind = keyof typeof TABLE_KINDS;

/** The party sizes a table seats, inclusive. */
export interface Seats {
  min: number;
  max: number;
}

const KIND_SEATS: Record<TableKind, Seats> = {
  Window: { min: 1, max: 2 },
  Booth: { min: 2, max: 6 },
  Center: { min: 2, max: 6 },
  Corner: { min: 5, max: 8 },
  'Roof Top': { min: 6, max: 10 },
};

/** The roof top's two long tables, for the largest parties the website takes (SPEC §9: up to 20). */
const LARGE_TABLES: Readonly<Record<number, Seats>> = { 33: { min: 11, max: 20 }, 34: { min: 11, max: 20 } };

export function tableKind(table: number): TableKind | undefined {
  return (Object.keys(TABLE_KINDS) as TableKind[]).find((kind) => (TABLE_KINDS[kind] as readonly number[]).includes(table));
}

export interface FloorTable extends Seats {
  table: number;
  kind: TableKind;
}

/** Every table, by number, with its kind and the party sizes it seats. */
export const FLOOR_PLAN: readonly FloorTable[] = Array.from({ length: TABLE_COUNT }, (_, index) => {
  const table = index + 1;
  const kind = tableKind(table) ?? 'Center';
  return { table, kind, ...(LARGE_TABLES[table] ?? KIND_SEATS[kind]) };
});

export const fits = (table: FloorTable, guests: number) => guests >= table.min && guests <= table.max;

/**
 * The tables a party may be given, best first: the guest's preferred table when it fits the party; then the
 * smallest that fits (fewest seats), those of the preferred kind first, then by number. A couple is never
 * offered a large table ahead of a smaller one that fits.
 */
export function tablesFor(guests: number, preferred?: number): number[] {
  const preferredKind = preferred === undefined ? undefined : tableKind(preferred);
  const fitting = FLOOR_PLAN.filter((table) => fits(table, guests));
  const first = fitting.filter((table) => table.table === preferred);
  const rest = fitting
    .filter((table) => table.table !== preferred)
    .sort((a, b) => a.max - b.max || Number(b.kind === preferredKind) - Number(a.kind === preferredKind) || a.table - b.table);
  return [...first, ...rest].map((table) => table.table);
}
