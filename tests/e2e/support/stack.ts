import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Allergen, DietaryMark } from '#contract/allergens';

// What the end-to-end tests need to know of the stack they run against.
export const authHost = `127.0.0.1:${process.env.E2E_AUTH_PORT ?? 9190}`;

/** The SMS gateway's stand-in of the stack (scripts/lib/stack.mjs: 6010 beside the Worker's 8787, shifted with it). */
export const smsStandIn = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8790) - 8787 + 6010}`;

/** The texts the stand-in was given for a mobile number (01XXXXXXXXX), oldest first. */
export async function textsTo(mobile: string): Promise<string[]> {
  const response = await fetch(`${smsStandIn}/__control/sent?to=88${mobile}`);
  if (!response.ok) throw new Error(`The SMS stand-in answered ${response.status}`);
  return ((await response.json()) as { message: string }[]).map((text) => text.message);
}

/** Where `scripts/start.mjs --e2e` keeps the stack's local D1 (its `--persist-to`). */
const D1_FOLDER = '.local/e2e-state/v3/d1/miniflare-D1DatabaseObject';
let database: DatabaseSync | undefined;

/** The end-to-end stack's local D1, opened once per test process: the very SQLite file the running Worker writes. */
function d1(): DatabaseSync {
  if (database) return database;
  // Miniflare names the file after the database's id; its folder holds that one database and its own metadata.
  const [file, ...others] = readdirSync(D1_FOLDER).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (!file || others.length > 0) throw new Error(`Expected one D1 database in ${D1_FOLDER}, found ${[file, ...others].filter(Boolean).join(', ') || 'none'}`);
  // The Worker (workerd) holds the same file open in WAL mode: reads never wait, and a write waits out the Worker's
  // own (one writer at a time) for up to the busy timeout instead of failing with SQLITE_BUSY at once.
  database = new DatabaseSync(join(D1_FOLDER, file), { timeout: 20_000 });
  return database;
}

/** A query against the end-to-end stack's local D1 (the real database the Worker writes): to read what the
 *  Worker wrote, or to set up what no screen can (a booking moved to within the hour). Several statements run as
 *  one transaction and return no rows; a single statement returns its rows.
 *
 *  It talks to the SQLite file directly (Node's own node:sqlite) rather than through `wrangler d1 execute`: that
 *  started a whole wrangler process and a workerd per statement, several seconds each on a loaded host, so a poll
 *  around it got one or two tries in its budget. */
export async function queryD1<Row>(sql: string): Promise<Row[]> {
  const db = d1();
  const statement = db.prepare(sql);
  // A prepared statement is the text's first statement only: what follows it is the rest of a batch.
  const rest = sql.trim().slice(statement.sourceSQL.trim().length).trim();
  if (rest === '') return statement.all().map((row) => ({ ...row }) as Row);
  db.exec('BEGIN IMMEDIATE');
  try {
    db.exec(sql);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return [];
}

export interface SeedDish {
  dishId: string;
  name: string;
  description: string;
  category: string;
  available: boolean;
  allergens: Allergen[];
  dietary: DietaryMark[];
}

/** The seed dataset the site was built from, read as data. */
// A translated field is a list of `{ language, value }`; the English pages show its English (docs/decisions/0027).
const english = (value: unknown): string => (Array.isArray(value) ? String((value as { language: string; value: unknown }[]).find((item) => item.language === 'en')?.value ?? '') : String(value));
export const seedDishes: SeedDish[] = readFileSync('studio/seed/production.ndjson', 'utf8')
  .split('\n')
  .filter((line) => line.includes('"_type":"dish"'))
  .map((line) => JSON.parse(line) as SeedDish & { name: unknown; description: unknown })
  .map((dish) => ({ ...dish, name: english(dish.name), description: english(dish.description) }));
