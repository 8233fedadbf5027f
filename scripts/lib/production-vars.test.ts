import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { unstable_readConfig } from 'wrangler';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCTION_D1_ID, PRODUCTION_VARS } from './production-example';
import { withProductionVars } from './production-vars.mjs';

// The deploy workflow writes the repository's variables into its checkout's wrangler.toml, then `npm run deploy`
// checks them: proven here on this repository's own wrangler.toml, read back by wrangler and by the deploy check.
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

const PRODUCTION = {
  ...PRODUCTION_VARS,
  GITHUB_DISPATCH_REPOSITORY: 'karnaphuli/site',
  BKASH_BASE_URL: 'https://tokenized.pay.bka.sh/v1.2.0-beta',
  D1_DATABASE_ID: PRODUCTION_D1_ID,
};

let folder = '';
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'production-vars-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** This repository's wrangler.toml with `values` written in, saved in a folder of its own; its path. */
async function written(values: Record<string, string | undefined>): Promise<string> {
  const file = join(folder, 'wrangler.toml');
  await writeFile(file, withProductionVars(await readFile(join(root, 'wrangler.toml'), 'utf8'), values));
  return file;
}

const deployCheck = (cwd: string) =>
  run(process.execPath, [join(root, 'scripts/deploy-check.mjs')], { cwd, env: { ...process.env, SITE_URL: PRODUCTION.SITE_URL, FIREBASE_AUTH_DOMAIN: PRODUCTION.FIREBASE_AUTH_DOMAIN } }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe('the production settings written into wrangler.toml', () => {
  it('are what wrangler reads, beside everything else the file holds, and pass the deploy check', { timeout: 30_000 }, async () => {
    const config = unstable_readConfig({ config: await written(PRODUCTION) });
    const { D1_DATABASE_ID, ...vars } = PRODUCTION;
    // The settings written, and the text messages' cap and price the file keeps as they were.
    expect(config.vars).toEqual({ ...vars, SMS_DAILY_CAP: '300', SMS_PART_PAISA: '50' });
    expect(config.d1_databases[0]).toMatchObject({ binding: 'DB', database_id: D1_DATABASE_ID });
    // The rest of the file is untouched: the limits, the queue, the cron.
    expect(config.ratelimits).toContainEqual(expect.objectContaining({ name: 'CLIENT_ORDER_LIMITER' }));
    expect(config.queues.consumers?.[0]?.queue).toBe('karnaphuli-mail');
    expect(config.triggers.crons).toEqual(['* * * * *']);
    const check = await deployCheck(folder);
    expect(check.stderr).toBe('');
    expect(check.stdout).toContain('The configuration is a production one: deploying.');
  });

  it('writes a value with quotes or backslashes as that value', async () => {
    const config = unstable_readConfig({ config: await written({ ...PRODUCTION, FIREBASE_API_KEY: 'a"b\\c' }) });
    expect(config.vars['FIREBASE_API_KEY']).toBe('a"b\\c');
  });

  it('leaves a setting the repository does not give as the file has it, so the deploy check names it', { timeout: 30_000 }, async () => {
    await written({ ...PRODUCTION, SMTP_HOST: '', D1_DATABASE_ID: undefined });
    const check = await deployCheck(folder);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('wrangler.toml [vars] SMTP_HOST is "127.0.0.1"');
    expect(check.stderr).toContain('database_id is the placeholder');
  });
});
