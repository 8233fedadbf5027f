import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

// What the end-to-end tests need to know of the stack they run against.
export const authHost = `127.0.0.1:${process.env.E2E_AUTH_PORT ?? 9190}`;

/** A query against the end-to-end stack's local D1 (the real database the Worker writes): to read what the
 *  Worker wrote, or to set up what no screen can (a booking moved to within the hour). */
export async function queryD1<Row>(sql: string): Promise<Row[]> {
  // wrangler opens the same SQLite file as the running Worker, in a process of its own: while the Worker writes,
  // SQLite refuses the second writer with SQLITE_BUSY, and nothing of the command has run (wrangler sends its
  // statements as one batch, one transaction). That contention is this harness's, not the product's (D1 has one
  // writer), so it is waited out; any other error fails the test with wrangler's own words (stdout, under --json).
  for (let attempt = 1; ; attempt++) {
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['node_modules/wrangler/bin/wrangler.js', 'd1', 'execute', 'DB', '--local', '--persist-to', '.local/e2e-state', '--json', '--command', sql],
        { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' } },
      );
      const [result] = JSON.parse(stdout) as [{ results: Row[] }];
      return result.results;
    } catch (error) {
      const said = String((error as { stdout?: string }).stdout ?? '').trim();
      if (attempt < 8 && /SQLITE_BUSY|database is locked/.test(said)) {
        await new Promise((resolve) => setTimeout(resolve, 150 * attempt));
        continue;
      }
      throw new Error(`D1 refused ${sql.slice(0, 120)}…: ${said || (error as Error).message}`);
    }
  }
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
