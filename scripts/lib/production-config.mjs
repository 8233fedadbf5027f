// What `npm run deploy` refuses to ship: a configuration that is still the local one. wrangler.toml holds the
// values `npm start` and the tests run on (the Auth emulator's demo project, a loopback site, the local mail
// catcher over plain SMTP); deployed as they are, the Worker would trust unsigned tokens or mail nobody, so each
// one left is named with what to set instead. Pure: scripts/deploy-check.mjs reads the configuration.

/** This machine: localhost (and *.localhost), 127.0.0.0/8 or ::1 (as in worker/env.ts). */
export function isLoopback(host) {
  const name = String(host).toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name) || name === '::1';
}

const PLACEHOLDER_DATABASE_ID = /^0{8}-0{4}-0{4}-0{4}-0{12}$/;

/** An origin without its trailing slash, or null if `value` is not an http(s) URL. */
function origin(value) {
  if (typeof value !== 'string' || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
}

/**
 * The problems of a configuration about to be deployed, each naming the setting and what to do; [] if none.
 * An [env.*] section (`environment`) is deployable with `wrangler deploy --env`, which skips this check, so it is
 * held to the same rules (a staging copy reachable from outside must not trust the emulator's unsigned tokens),
 * but for two: it may use a gateway's sandbox, and it is not compared with this build, which is the top level's.
 * @param {{ vars?: Record<string, unknown>, d1_databases?: { binding: string, database_id?: string }[] }} config wrangler's reading of wrangler.toml
 * @param {Record<string, string | undefined>} buildEnv the environment `astro build` runs in (SITE_URL and FIREBASE_AUTH_DOMAIN shape the pages)
 * @param {string} [environment] the [env.*] section `config` was read for; none: the top level
 * @returns {string[]}
 */
export function productionProblems(config, buildEnv, environment) {
  const vars = config.vars ?? {};
  const problems = [];
  const is = (name) => JSON.stringify(vars[name]);
  const table = environment === undefined ? '[vars]' : `[env.${environment}.vars]`;

  if (vars.FIREBASE_AUTH_EMULATOR_HOST !== undefined) {
    problems.push(`wrangler.toml ${table} FIREBASE_AUTH_EMULATOR_HOST is set (${is('FIREBASE_AUTH_EMULATOR_HOST')}): remove it. It makes the Worker accept unsigned tokens for any user; npm start and the tests pass it themselves.`);
  }
  for (const [name, what] of [
    ['FIREBASE_PROJECT_ID', "your Firebase project's id"],
    ['FIREBASE_API_KEY', "your Firebase web app's API key"],
    ['FIREBASE_AUTH_DOMAIN', "your Firebase project's auth domain (<project>.firebaseapp.com)"],
  ]) {
    const value = vars[name];
    if (typeof value !== 'string' || value === '' || value.startsWith('demo-')) {
      problems.push(`wrangler.toml ${table} ${name} is ${value === undefined ? 'not set' : is(name)}${typeof value === 'string' && value.startsWith('demo-') ? ', a demo value of the Auth emulator' : ''}: set it to ${what}.`);
    }
  }

  const site = origin(vars.SITE_URL);
  if (!site || site.protocol !== 'https:' || isLoopback(site.hostname)) {
    problems.push(`wrangler.toml ${table} SITE_URL is ${vars.SITE_URL === undefined ? 'not set' : is('SITE_URL')}: set it to the site's public https origin, e.g. https://karnaphuli.com.bd (the links in guests' mails).`);
  }
  if (vars.SMTP_SECURITY !== 'starttls' && vars.SMTP_SECURITY !== 'tls') {
    problems.push(`wrangler.toml ${table} SMTP_SECURITY is ${vars.SMTP_SECURITY === undefined ? 'not set' : is('SMTP_SECURITY')}: set it to starttls (port 587) or tls (465); none sends the mails and the SMTP login in plain text.`);
  }
  if (typeof vars.SMTP_HOST !== 'string' || isLoopback(vars.SMTP_HOST)) {
    problems.push(`wrangler.toml ${table} SMTP_HOST is ${vars.SMTP_HOST === undefined ? 'not set' : `${is('SMTP_HOST')}, this machine (the local mail catcher)`}: set it to your mail provider's SMTP host.`);
  }

  // The payment gateways (docs/payments.md): a base URL on this machine is a stand-in, a sandbox one takes no
  // money; either would let guests "pay" for orders the restaurant is never paid for. Their credentials are
  // secrets (`wrangler secret put`), never [vars], which anyone with the repository reads.
  for (const [name, sandbox] of [
    ['BKASH_BASE_URL', 'tokenized.sandbox.bka.sh'],
    ['SSLCOMMERZ_BASE_URL', 'sandbox.sslcommerz.com'],
    // The SMS gateway: a stand-in on this machine would tell the restaurant its guests were texted.
    ['BULKSMSBD_BASE_URL', undefined],
  ]) {
    const url = origin(vars[name]);
    if (vars[name] !== undefined && (!url || isLoopback(url.hostname))) {
      problems.push(`wrangler.toml ${table} ${name} is ${is(name)}, ${url ? 'a stand-in on this machine' : 'not a URL'}: set the gateway's production base URL (docs/payments.md), or remove it to turn the gateway off.`);
    } else if (sandbox !== undefined && url?.hostname === sandbox && environment === undefined) {
      problems.push(`wrangler.toml ${table} ${name} is ${is(name)}, the gateway's sandbox, which takes no money: set its production base URL (docs/payments.md).`);
    }
  }
  for (const name of ['BKASH_USERNAME', 'BKASH_PASSWORD', 'BKASH_APP_KEY', 'BKASH_APP_SECRET', 'SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD', 'BULKSMSBD_API_KEY', 'SANITY_WEBHOOK_SECRET', 'GITHUB_DISPATCH_TOKEN']) {
    if (vars[name] !== undefined) problems.push(`wrangler.toml ${table} ${name} is set: remove it from wrangler.toml and set it as a secret (npx wrangler secret put ${name}).`);
  }

  const database = (config.d1_databases ?? []).find((entry) => entry.binding === 'DB');
  if (!database?.database_id || PLACEHOLDER_DATABASE_ID.test(database.database_id)) {
    problems.push(`wrangler.toml [[${environment === undefined ? '' : `env.${environment}.`}d1_databases]] database_id is the placeholder: set it to the id \`npx wrangler d1 create karnaphuli\` printed.`);
  }
  if (environment !== undefined) return problems;

  // The build writes SITE_URL into the pages (canonical links) and FIREBASE_AUTH_DOMAIN into their
  // Content-Security-Policy (the sign-in frame): they must be the Worker's.
  const bare = (value) => (typeof value === 'string' && value !== '' ? value.replace(/\/+$/, '') : undefined);
  for (const name of ['SITE_URL', 'FIREBASE_AUTH_DOMAIN']) {
    const wanted = bare(vars[name]);
    const given = bare(buildEnv[name]);
    if (given === undefined || given !== wanted) {
      // Until wrangler.toml's own value is right (reported above), name the setting rather than echo it.
      const settled = wanted !== undefined && !problems.some((problem) => problem.startsWith(`wrangler.toml ${table} ${name} `));
      problems.push(`The build's ${name} (environment) is ${given === undefined ? 'not set' : JSON.stringify(given)}: run ${name}=${settled ? wanted : `<wrangler.toml's ${name}>`} npm run deploy.`);
    }
  }
  return problems;
}
