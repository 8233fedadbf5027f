import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_D1_ID, PRODUCTION_VARS } from './production-example';
import { isLoopback, productionProblems } from './production-config.mjs';

// `npm run deploy` refuses a configuration that is still the local one, naming each setting to change.
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

const VARS = PRODUCTION_VARS;
const DATABASES = [{ binding: 'DB', database_name: 'karnaphuli', database_id: PRODUCTION_D1_ID }];
const BUILD = { SITE_URL: 'https://karnaphuli.com.bd/', FIREBASE_AUTH_DOMAIN: 'karnaphuli-prod.firebaseapp.com' };

const problemsWith = (vars: Record<string, string | undefined>, build: Record<string, string | undefined> = BUILD) => productionProblems({ vars: { ...VARS, ...vars }, d1_databases: DATABASES }, build);

describe('a production configuration', () => {
  it('passes', () => {
    expect(problemsWith({})).toEqual([]);
    // With the gateways' production base URLs (their credentials are secrets, not here).
    expect(problemsWith({ BKASH_BASE_URL: 'https://tokenized.pay.bka.sh/v1.2.0-beta', SSLCOMMERZ_BASE_URL: 'https://securepay.sslcommerz.com' })).toEqual([]);
  });

  it.each([
    [{ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, 'wrangler.toml [vars] FIREBASE_AUTH_EMULATOR_HOST is set ("127.0.0.1:9099"): remove it.'],
    [{ FIREBASE_PROJECT_ID: 'demo-karnaphuli' }, 'wrangler.toml [vars] FIREBASE_PROJECT_ID is "demo-karnaphuli", a demo value of the Auth emulator: set it to your Firebase project\'s id.'],
    [{ FIREBASE_PROJECT_ID: undefined }, 'wrangler.toml [vars] FIREBASE_PROJECT_ID is not set: set it to your Firebase project\'s id.'],
    [{ FIREBASE_API_KEY: 'demo-api-key' }, 'wrangler.toml [vars] FIREBASE_API_KEY is "demo-api-key"'],
    [{ SITE_URL: 'http://127.0.0.1:8787' }, 'wrangler.toml [vars] SITE_URL is "http://127.0.0.1:8787": set it to the site\'s public https origin'],
    [{ SITE_URL: 'https://localhost' }, 'wrangler.toml [vars] SITE_URL is "https://localhost"'],
    [{ BKASH_BASE_URL: 'http://127.0.0.1:4010' }, 'wrangler.toml [vars] BKASH_BASE_URL is "http://127.0.0.1:4010", a stand-in on this machine'],
    [{ SSLCOMMERZ_BASE_URL: 'https://sandbox.sslcommerz.com' }, 'wrangler.toml [vars] SSLCOMMERZ_BASE_URL is "https://sandbox.sslcommerz.com", the gateway\'s sandbox, which takes no money'],
    [{ BKASH_BASE_URL: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta' }, 'the gateway\'s sandbox'],
    [{ SSLCOMMERZ_STORE_PASSWORD: 'secret' }, 'wrangler.toml [vars] SSLCOMMERZ_STORE_PASSWORD is set: remove it from wrangler.toml and set it as a secret (npx wrangler secret put SSLCOMMERZ_STORE_PASSWORD).'],
    [{ GITHUB_DISPATCH_TOKEN: 'github_pat_x' }, 'wrangler.toml [vars] GITHUB_DISPATCH_TOKEN is set: remove it from wrangler.toml and set it as a secret (npx wrangler secret put GITHUB_DISPATCH_TOKEN).'],
    [{ SANITY_WEBHOOK_SECRET: 'x' }, 'wrangler.toml [vars] SANITY_WEBHOOK_SECRET is set: remove it from wrangler.toml and set it as a secret (npx wrangler secret put SANITY_WEBHOOK_SECRET).'],
    [{ SITE_URL: 'http://karnaphuli.com.bd' }, 'wrangler.toml [vars] SITE_URL is "http://karnaphuli.com.bd"'],
    [{ SMTP_SECURITY: 'none' }, 'wrangler.toml [vars] SMTP_SECURITY is "none": set it to starttls (port 587) or tls (465)'],
    [{ SMTP_HOST: '127.0.0.1' }, 'wrangler.toml [vars] SMTP_HOST is "127.0.0.1", this machine (the local mail catcher): set it to your mail provider\'s SMTP host.'],
  ] as [Record<string, string | undefined>, string][])('refuses %o, naming it', (vars, problem) => {
    // The build is given the same origin, so that only the setting under test is wrong.
    const problems = problemsWith(vars, { ...BUILD, ...(vars['SITE_URL'] ? { SITE_URL: vars['SITE_URL'] } : {}) });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
  });

  it("refuses the placeholder database id wrangler.toml ships with", () => {
    const problems = productionProblems({ vars: VARS, d1_databases: [{ binding: 'DB', database_id: '00000000-0000-0000-0000-000000000000' }] }, BUILD);
    expect(problems).toEqual(['wrangler.toml [[d1_databases]] database_id is the placeholder: set it to the id `npx wrangler d1 create karnaphuli` printed.']);
  });

  it("refuses a build whose SITE_URL or FIREBASE_AUTH_DOMAIN is not the Worker's, saying what to run", () => {
    expect(problemsWith({}, { FIREBASE_AUTH_DOMAIN: BUILD.FIREBASE_AUTH_DOMAIN })).toEqual(["The build's SITE_URL (environment) is not set: run SITE_URL=https://karnaphuli.com.bd npm run deploy."]);
    expect(problemsWith({}, { ...BUILD, FIREBASE_AUTH_DOMAIN: 'demo-karnaphuli.firebaseapp.com' })).toEqual([
      'The build\'s FIREBASE_AUTH_DOMAIN (environment) is "demo-karnaphuli.firebaseapp.com": run FIREBASE_AUTH_DOMAIN=karnaphuli-prod.firebaseapp.com npm run deploy.',
    ]);
  });
});

describe('an [env.*] section of wrangler.toml', () => {
  it('is refused while it is still local, each setting named in its own section', () => {
    const staging = productionProblems({ vars: { ...VARS, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', SITE_URL: 'http://127.0.0.1:8787' }, d1_databases: [] }, BUILD, 'staging');
    expect(staging).toEqual([
      expect.stringContaining('wrangler.toml [env.staging.vars] FIREBASE_AUTH_EMULATOR_HOST is set ("127.0.0.1:9099"): remove it.'),
      expect.stringContaining('wrangler.toml [env.staging.vars] SITE_URL is "http://127.0.0.1:8787"'),
      expect.stringContaining('wrangler.toml [[env.staging.d1_databases]] database_id is the placeholder'),
    ]);
  });

  it('may use a gateway sandbox (a staging copy takes no money knowingly), and is not compared with this build', () => {
    expect(productionProblems({ vars: { ...VARS, SITE_URL: 'https://staging.karnaphuli.com.bd', SSLCOMMERZ_BASE_URL: 'https://sandbox.sslcommerz.com' }, d1_databases: DATABASES }, BUILD, 'staging')).toEqual([]);
  });
});

describe('loopback', () => {
  it.each(['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1'])('%s is this machine', (host) => expect(isLoopback(host)).toBe(true));
  it.each(['0.0.0.0', '10.0.0.1', '127.0.0.1.example.com', 'localhost.example.com', 'karnaphuli.com.bd'])('%s is not', (host) => expect(isLoopback(host)).toBe(false));
});

describe('npm run deploy', () => {
  it('checks the configuration before it builds, migrates or deploys anything', async () => {
    const { scripts } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts['deploy']?.startsWith('node scripts/deploy-check.mjs && ')).toBe(true);
  });

  it("refuses this repository's wrangler.toml, which holds the local values, naming each setting to change", { timeout: 30_000 }, async () => {
    const failure = await run(process.execPath, [join(root, 'scripts/deploy-check.mjs')], { cwd: root, env: { ...process.env, SITE_URL: '', FIREBASE_AUTH_DOMAIN: '' } }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    for (const name of ['FIREBASE_PROJECT_ID', 'FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN', 'SITE_URL', 'SMTP_SECURITY', 'SMTP_HOST', '[[d1_databases]] database_id']) {
      expect(failure?.stderr).toContain(`wrangler.toml ${name.startsWith('[[') ? '' : '[vars] '}${name} `);
    }
  });

  it('refuses an [env.*] section that is still local, though the top level is a production one', { timeout: 30_000 }, async () => {
    const folder = await mkdtemp(join(tmpdir(), 'deploy-check-'));
    try {
      const database = DATABASES[0] as (typeof DATABASES)[number];
      const production = Object.entries(VARS).map(([name, value]) => `${name} = "${value}"`);
      const local = Object.entries({ ...VARS, FIREBASE_PROJECT_ID: 'demo-karnaphuli', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', SITE_URL: 'http://127.0.0.1:8787' }).map(([name, value]) => `${name} = "${value}"`);
      const d1 = (prefix: string) => [`[[${prefix}d1_databases]]`, 'binding = "DB"', `database_name = "${database.database_name}"`, `database_id = "${database.database_id}"`];
      const toml = ['name = "karnaphuli"', 'main = "worker/index.ts"', 'compatibility_date = "2026-11-01"', ...d1(''), '[vars]', ...production, '[env.staging]', 'name = "karnaphuli-staging"', ...d1('env.staging.'), '[env.staging.vars]', ...local, ''];
      await writeFile(join(folder, 'wrangler.toml'), toml.join('\n'));
      const failure = await run(process.execPath, [join(root, 'scripts/deploy-check.mjs')], { cwd: folder, env: { ...process.env, ...BUILD } }).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain('wrangler.toml [env.staging.vars] FIREBASE_AUTH_EMULATOR_HOST is set');
      expect(failure?.stderr).toContain('wrangler.toml [env.staging.vars] FIREBASE_PROJECT_ID is "demo-karnaphuli"');
      expect(failure?.stderr).not.toContain('wrangler.toml [vars] ');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('lets a production wrangler.toml through', { timeout: 30_000 }, async () => {
    const folder = await mkdtemp(join(tmpdir(), 'deploy-check-'));
    try {
      const vars = Object.entries(VARS).map(([name, value]) => `${name} = "${value}"`);
      const database = DATABASES[0] as (typeof DATABASES)[number];
      const toml = ['name = "karnaphuli"', 'main = "worker/index.ts"', 'compatibility_date = "2026-11-01"', '', '[[d1_databases]]', 'binding = "DB"', `database_name = "${database.database_name}"`, `database_id = "${database.database_id}"`, '', '[vars]', ...vars, ''];
      await writeFile(join(folder, 'wrangler.toml'), toml.join('\n'));
      const { stdout } = await run(process.execPath, [join(root, 'scripts/deploy-check.mjs')], { cwd: folder, env: { ...process.env, ...BUILD } });
      expect(stdout).toContain('The configuration is a production one: deploying.');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
