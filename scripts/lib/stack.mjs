// The local stack, shared by `npm start`, `npm run dev` and the end-to-end tests: the built site, a local
// D1 with migrations and demo data, the Firebase Auth emulator with demo accounts, and the Worker.
// Everything listens on 127.0.0.1 and nothing reaches the internet.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { startBkash } from '../gateways/bkash.mjs';
import { LOCAL_BKASH, LOCAL_SSLCOMMERZ } from '../gateways/common.mjs';
import { LOCAL_BULKSMSBD, startBulksmsbd } from '../gateways/bulksmsbd.mjs';
import { startSslcommerz } from '../gateways/sslcommerz.mjs';
import { DEMO_ACCOUNTS, demoUsersSql } from './demo-accounts.mjs';
import { demoDataSql } from './demo-data.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const PROJECT_ID = 'demo-karnaphuli';
const HOST = '127.0.0.1';

/** Tool settings that keep every command offline and quiet (ARCHITECTURE.md, "Offline facts"). */
export const OFFLINE_ENV = {
  ASTRO_TELEMETRY_DISABLED: '1',
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  DO_NOT_TRACK: '1',
  NO_UPDATE_NOTIFIER: '1',
  FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
  // wrangler's local trace recorder writes every request and sub-request to a SQLite store under the state
  // folder (tens of MB per benchmark run) and costs CPU on each; nothing here reads it.
  X_LOCAL_OBSERVABILITY: 'false',
  CI: process.env.CI ?? '1',
};

/** Ports and state folders, overridable by environment variables. */
/** The stack the page benches measure: its own ports and state, built unless `SKIP_BUILD=1`. */
export function benchStackOptions() {
  return stackOptions({
    port: Number(process.env.BENCH_PORT ?? 8795),
    authPort: Number(process.env.BENCH_AUTH_PORT ?? 9195),
    stateDir: new URL('../../.local/bench-state', import.meta.url).pathname,
    persistAuth: false,
    build: process.env.SKIP_BUILD !== '1',
  });
}

export function stackOptions(overrides = {}) {
  const port = Number(process.env.PORT ?? 8787);
  // The port the stack's Worker will really listen on (a bench names its own), which the stand-ins shift with.
  const workerPort = Number(overrides.port ?? port);
  const authPort = Number(process.env.FIREBASE_AUTH_EMULATOR_PORT ?? 9099);
  return {
    port,
    authPort,
    // The local mail catcher (MailDev): 1025 and 1080 beside `npm start`'s 8787, shifted with the Worker's port
    // so the tests' and benches' stacks each have their own inbox.
    mailSmtpPort: Number(process.env.MAIL_SMTP_PORT ?? port - 8787 + 1025),
    mailWebPort: Number(process.env.MAIL_WEB_PORT ?? port - 8787 + 1080),
    // The payment gateways' stand-ins (docs/payments.md), shifted with the Worker's port as MailDev is. Each in a
    // range of its own (4010…, 5010…), so one stack's gateway never takes another stack's mail or gateway port.
    bkashPort: Number(process.env.BKASH_STANDIN_PORT ?? workerPort - 8787 + 4010),
    sslcommerzPort: Number(process.env.SSLCOMMERZ_STANDIN_PORT ?? workerPort - 8787 + 5010),
    // The SMS gateway's stand-in (scripts/gateways/bulksmsbd.mjs): its page lists every text the site sent.
    bulksmsbdPort: Number(process.env.BULKSMSBD_STANDIN_PORT ?? workerPort - 8787 + 6010),
    /** D1's local state (wrangler's default place, so `wrangler d1 execute --local` finds it too). */
    stateDir: join(ROOT, '.wrangler/state'),
    /** The auth emulator's accounts, exported on exit and imported on the next start. */
    authDataDir: join(ROOT, '.local/auth'),
    persistAuth: true,
    build: true,
    ...overrides,
  };
}

const require = createRequire(import.meta.url);

/** The JavaScript entry of a package's command, run with this (Node 24) process's own node. */
function binPath(pkg, name = pkg) {
  // Read from node_modules directly: some packages (maildev) do not export their package.json.
  const manifestPath = join(ROOT, 'node_modules', pkg, 'package.json');
  const manifest = require(manifestPath);
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name];
  return join(dirname(manifestPath), bin);
}

const children = new Set();
/** The stand-in gateways this process serves (they run in it: plain node:http servers). */
const servers = new Set();
let stopping = false;
let onCrash = () => {};

/** Called when a long-running tool exits on its own, so the command can stop the rest and say why. */
export function whenAnyStops(callback) {
  onCrash = callback;
}

/** Starts a long-running tool; its output goes to ours, each line prefixed with its name. */
export function launch(label, pkg, args, { env = {}, bin } = {}) {
  const child = spawn(process.execPath, [binPath(pkg, bin), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...OFFLINE_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, target) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) target.write(`[${label}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  children.add(child);
  child.on('exit', (code) => {
    children.delete(child);
    if (!stopping) onCrash(label, code);
  });
  return child;
}

/** Runs a tool to completion; rejects with its output if it fails. */
export function run(label, pkg, args, { env = {}, bin, quiet = false } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [binPath(pkg, bin), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...OFFLINE_ENV, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise(output) : reject(new Error(`${label} failed (exit ${code})\n${output}`)),
    );
  });
}

async function waitFor(description, probe, { timeoutMs = 90_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${description}: the process exited (${child.exitCode})`);
    try {
      if (await probe()) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${description} did not become ready within ${timeoutMs / 1000} s`);
}

export function buildSite(options) {
  return run('astro build', 'astro', ['build', '--silent'], { env: { PORT: String(options.port) } });
}

export async function migrateDatabase(options) {
  await run('migrations', 'wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', options.stateDir], {
    quiet: true,
  });
}

export async function seedDatabase(options) {
  const file = join(ROOT, '.local', `seed-${options.port}.sql`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${demoUsersSql()}\n${demoDataSql(ROOT)}`);
  await run('seed', 'wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', options.stateDir, '--file', file], {
    quiet: true,
  });
}

/** A firebase.json for a non-default port; the repository's own firebase.json serves the default. */
async function emulatorConfig(options) {
  if (options.authPort === 9099) return join(ROOT, 'firebase.json');
  const file = join(ROOT, '.local', `firebase-${options.authPort}.json`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(
    file,
    JSON.stringify({
      emulators: {
        auth: { host: HOST, port: options.authPort },
        // The hub and logging ports move too, so this stack can run beside one on the defaults.
        hub: { host: HOST, port: options.authPort + 1 },
        logging: { host: HOST, port: options.authPort + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  return file;
}

export async function startAuthEmulator(options) {
  const args = ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', await emulatorConfig(options)];
  if (options.persistAuth) {
    await mkdir(options.authDataDir, { recursive: true });
    if (existsSync(join(options.authDataDir, 'firebase-export-metadata.json'))) args.push('--import', options.authDataDir);
    args.push('--export-on-exit', options.authDataDir);
  }
  const child = launch('auth', 'firebase-tools', args, { bin: 'firebase' });
  const base = `http://${HOST}:${options.authPort}`;
  await waitFor('The auth emulator', async () => (await fetch(`${base}/`)).ok, { child });
  return child;
}

/** Email-enumeration protection on: a bad login answers auth/invalid-credential, as in production. */
export async function configureAuthEmulator(options) {
  const response = await fetch(`http://${HOST}:${options.authPort}/emulator/v1/projects/${PROJECT_ID}/config`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
  });
  if (!response.ok) throw new Error(`Configuring the auth emulator failed: ${response.status} ${await response.text()}`);
}

/** The demo accounts, with fixed uids so the D1 rows (and the admin role) always match them. */
export async function seedAuthAccounts(options) {
  for (const account of DEMO_ACCOUNTS) {
    const response = await fetch(
      `http://${HOST}:${options.authPort}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
        body: JSON.stringify({
          localId: account.uid,
          email: account.email,
          password: account.password,
          displayName: account.name,
          emailVerified: true,
        }),
      },
    );
    if (response.ok) continue;
    const text = await response.text();
    if (!/DUPLICATE_LOCAL_ID|EMAIL_EXISTS/.test(text)) throw new Error(`Seeding ${account.email} failed: ${text}`);
  }
}

/** MailDev: a real SMTP server the Worker delivers to, with a web inbox and an API to read what arrived. */
export async function startMailCatcher(options) {
  // Its own folder beside the stack's D1: MailDev's default is one folder in /tmp that every instance shares.
  const args = ['--smtp', String(options.mailSmtpPort), '--ip', HOST, '--web', String(options.mailWebPort), '--web-ip', HOST, '--mail-directory', join(options.stateDir, 'mail'), '--silent'];
  const child = launch('mail', 'maildev', args);
  await waitFor('The mail catcher', async () => (await fetch(`http://${HOST}:${options.mailWebPort}/api/healthz`)).ok, { child });
  return child;
}

/** The payment gateways' and the SMS gateway's stand-ins (scripts/gateways/), served from this process. */
export async function startGateways(options) {
  const started = await Promise.all([
    startBkash({ port: options.bkashPort, host: HOST }),
    startSslcommerz({ port: options.sslcommerzPort, host: HOST }),
    startBulksmsbd({ port: options.bulksmsbdPort, host: HOST }),
  ]);
  for (const { close } of started) servers.add(close);
  return { bkash: started[0].url, sslcommerz: started[1].url, bulksmsbd: started[2].url };
}

/** The Worker's settings for the stand-ins: the same names a deployment sets for the real gateways. */
function gatewayVars(options) {
  const vars = {
    BKASH_BASE_URL: `http://${HOST}:${options.bkashPort}`,
    BKASH_USERNAME: LOCAL_BKASH.username,
    BKASH_PASSWORD: LOCAL_BKASH.password,
    BKASH_APP_KEY: LOCAL_BKASH.appKey,
    BKASH_APP_SECRET: LOCAL_BKASH.appSecret,
    SSLCOMMERZ_BASE_URL: `http://${HOST}:${options.sslcommerzPort}`,
    SSLCOMMERZ_STORE_ID: LOCAL_SSLCOMMERZ.storeId,
    SSLCOMMERZ_STORE_PASSWORD: LOCAL_SSLCOMMERZ.storePassword,
    BULKSMSBD_BASE_URL: `http://${HOST}:${options.bulksmsbdPort}`,
    BULKSMSBD_API_KEY: LOCAL_BULKSMSBD.apiKey,
    BULKSMSBD_SENDER_ID: LOCAL_BULKSMSBD.senderId,
  };
  return Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
}

export async function startWorker(options) {
  const child = launch(
    'worker',
    'wrangler',
    [
      'dev',
      '--ip',
      HOST,
      '--port',
      String(options.port),
      '--persist-to',
      options.stateDir,
      '--var',
      `FIREBASE_AUTH_EMULATOR_HOST:${HOST}:${options.authPort}`,
      '--var',
      `SITE_URL:http://${HOST}:${options.port}`,
      '--var',
      `SMTP_PORT:${options.mailSmtpPort}`,
      ...gatewayVars(options),
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
    ],
  );
  await waitFor('The Worker', async () => (await fetch(`http://${HOST}:${options.port}/api/health`)).ok, { child });
  return child;
}

/**
 * Cron Triggers do not fire by themselves under `wrangler dev`: run the Worker's scheduled handler (the mail
 * outbox's sweep) every minute, as Cloudflare does in production.
 */
function tickCron(options) {
  const timer = setInterval(() => {
    if (!stopping) fetch(`http://${HOST}:${options.port}/cdn-cgi/local/scheduled`).catch(() => {});
  }, 60_000);
  timer.unref();
}

/** Builds and starts everything; resolves once the Worker answers /api/health. */
export async function startStack(options) {
  const emulator = startAuthEmulator(options).then(async () => {
    await configureAuthEmulator(options);
    await seedAuthAccounts(options);
  });
  // If the build fails first, the emulator's own failure must not go unhandled.
  emulator.catch(() => {});
  if (options.build) await buildSite(options);
  await migrateDatabase(options);
  await seedDatabase(options);
  await emulator;
  await startMailCatcher(options);
  const gateways = await startGateways(options);
  await startWorker(options);
  tickCron(options);
  return { url: `http://${HOST}:${options.port}`, authHost: `${HOST}:${options.authPort}`, inbox: `http://${HOST}:${options.mailWebPort}`, gateways };
}

/** Stops every process the stack started; the emulator gets SIGINT so it can export its accounts. */
export async function stopStack() {
  stopping = true;
  const exits = [...children].map(
    (child) =>
      new Promise((resolvePromise) => {
        child.once('exit', resolvePromise);
        child.kill('SIGINT');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  );
  await Promise.all([...exits, ...[...servers].map((close) => close())]);
}

export function printWelcome({ url, authHost, inbox, gateways }) {
  const logins = DEMO_ACCOUNTS.map((account) => `    ${account.role.padEnd(6)} ${account.email} / ${account.password}`).join('\n');
  process.stdout.write(
    `\n  Karnaphuli is running\n\n    Site and API   ${url}\n    Auth emulator  http://${authHost}\n    Mail inbox     ${inbox}  (every mail the site sends lands here; nothing leaves the machine)\n    bKash          ${gateways.bkash}  (stand-in: no money moves)\n    SSLCommerz     ${gateways.sslcommerz}  (stand-in: no money moves)\n    Text messages  ${gateways.bulksmsbd}  (BulkSMSBD stand-in: every text the site sends lands here)\n\n  Demo logins\n${logins}\n\n  Press Ctrl-C to stop.\n\n`,
  );
}
