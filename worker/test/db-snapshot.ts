import { env } from 'cloudflare:workers';

// Every row of every table a request can write, so a test can say what a request changed, by content. The
// outbox is read without its delivery columns: the queue consumer changes those on its own time.
const COLUMNS: Partial<Record<Table, string>> = { mail_outbox: 'id, kind, subject_id, recipient, recipient_name, reply_to, payload' };
const TABLES = {
  users: 'user_id',
  orders: 'id',
  order_lines: 'order_id, position',
  reservations: 'id',
  contact_messages: 'id',
  mail_outbox: 'id',
  status_events: 'id',
} as const;
type Table = keyof typeof TABLES;
type Row = Record<string, unknown>;
export type Snapshot = Record<Table, Row[]>;

export async function snapshot(): Promise<Snapshot> {
  const tables = Object.keys(TABLES) as Table[];
  const results = await env.DB.batch<Row>(tables.map((table) => env.DB.prepare(`SELECT ${COLUMNS[table] ?? '*'} FROM ${table} ORDER BY ${TABLES[table]}`)));
  return Object.fromEntries(tables.map((table, index) => [table, results[index]?.results ?? []])) as Snapshot;
}

/** Per table, the rows `after` has that `before` had not, and the reverse (a changed row is both). */
export function changes(before: Snapshot, after: Snapshot): Record<Table, { added: Row[]; removed: Row[] }> {
  const missingFrom = (rows: Row[], other: Row[]) => {
    const there = new Set(other.map((row) => JSON.stringify(row)));
    return rows.filter((row) => !there.has(JSON.stringify(row)));
  };
  const tables = Object.keys(TABLES) as Table[];
  const entries = tables.map((table) => [table, { added: missingFrom(after[table], before[table]), removed: missingFrom(before[table], after[table]) }]);
  return Object.fromEntries(entries) as Record<Table, { added: Row[]; removed: Row[] }>;
}
