import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

// What the end-to-end tests need to know of the stack they run against.
export const authHost = `127.0.0.1:${process.env.E2E_AUTH_PORT ?? 9190}`;

/** A query against the end-to-end stack's local D1 (the real database the Worker writes): to read what the
 *  Worker wrote, or to set up what no screen can (a booking moved to within the hour). */
export async function queryD1<Row>(sql: string): Promise<Row[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['node_modules/wrangler/bin/wrangler.js', 'd1', 'execute', 'DB', '--local', '--persist-to', '.local/e2e-state', '--json', '--command', sql],
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' } },
  );
  const [result] = JSON.parse(stdout) as [{ results: Row[] }];
  return result.results;
}

export interface SeedDish {
  dishId: string;
  name: string;
  description: string;
  category: string;
  available: boolean;
}

/** The seed dataset the site was built from, read as data. */
export const seedDishes: SeedDish[] = readFileSync('studio/seed/production.ndjson', 'utf8')
  .split('\n')
  .filter((line) => line.includes('"_type":"dish"'))
  .map((line) => JSON.parse(line) as SeedDish);
