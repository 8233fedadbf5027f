// What a poll does to a list on screen, as a pure function: nothing shown moves, nothing being edited changes.

interface Row {
  id: string;
}

export interface Merged<T> {
  rows: T[];
  /** The ids that were not on screen before. */
  arrived: string[];
}

/**
 * Merges the first page the server answers now into the rows shown. A row not shown yet goes into its place in
 * the list's order — unless more pages follow and it sorts after the last row shown (Show more brings it then).
 * A row already shown takes the server's version (a status another tablet changed) unless it is in `keep` (a
 * change of ours still on its way, or the row whose dropdown has focus). Rows are never removed here.
 */
export function mergePoll<T extends Row>(shown: readonly T[], page: readonly T[], compare: (a: T, b: T) => number, more: boolean, keep: ReadonlySet<string>): Merged<T> {
  const last = shown.at(-1);
  const known = new Map(shown.map((row) => [row.id, row]));
  const fresh = new Map(page.map((row) => [row.id, row]));
  const arrivals = page.filter((row) => !known.has(row.id) && (!more || !last || compare(row, last) < 0));
  const updated = shown.map((row) => (keep.has(row.id) ? row : (fresh.get(row.id) ?? row)));
  if (arrivals.length === 0) return { rows: updated, arrived: [] };
  return { rows: [...updated, ...arrivals].sort(compare), arrived: arrivals.map((row) => row.id) };
}
