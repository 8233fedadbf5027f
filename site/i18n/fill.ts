// Words with a value in them: fill('{count} dishes', { count: 3 }) → "3 dishes". A catalog's entries stay
// strings (so a page can hand them to an island as props); the value is written in by whoever shows it, in the
// page's own digits (format.ts's `digits`).

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
