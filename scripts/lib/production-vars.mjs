// The production configuration, in CI: wrangler.toml stays the one place a deployed Worker's settings are read
// from (and `npm run deploy` checks, scripts/deploy-check.mjs), as it is for a deploy by hand. The repository's
// copy holds the local values `npm start` and the tests run on, so the deploy workflow writes the production ones
// into its own checkout's copy from the repository's variables before deploying; nothing is committed. Pure: the
// script scripts/production-vars.mjs reads and writes the file.

/**
 * The Worker's [vars] the workflow fills, each from the repository variable of the same name
 * (docs/operations.md, "Deploying from GitHub"). The optional ones are left out of [vars] when unset.
 */
export const PRODUCTION_VARS = {
  required: ['FIREBASE_PROJECT_ID', 'FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN', 'SITE_URL', 'MAIL_FROM', 'SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURITY', 'GITHUB_DISPATCH_REPOSITORY'],
  optional: ['BKASH_BASE_URL', 'SSLCOMMERZ_BASE_URL', 'PAYMENT_TIMEOUT_MS'],
};

/** The D1 database's id (`npx wrangler d1 create karnaphuli` prints it), in place of wrangler.toml's placeholder. */
export const DATABASE_ID_VARIABLE = 'D1_DATABASE_ID';

/**
 * wrangler.toml's text with each given value set: a [vars] entry replaced where it stands or added at the end of
 * [vars], and the DB binding's database_id. A name with no value (unset or empty) is left as the file has it, so
 * the deploy check that follows names it. Values are written as TOML basic strings (JSON's escapes are TOML's).
 * @param {string} toml
 * @param {Record<string, string | undefined>} values
 * @returns {string}
 */
export function withProductionVars(toml, values) {
  const lines = toml.split('\n');
  const start = lines.findIndex((line) => line.trim() === '[vars]');
  if (start === -1) throw new Error('wrangler.toml has no [vars] table');
  // [vars] ends at the next table header.
  let end = lines.findIndex((line, index) => index > start && /^\s*\[/.test(line));
  if (end === -1) end = lines.length;
  for (const name of [...PRODUCTION_VARS.required, ...PRODUCTION_VARS.optional]) {
    const value = values[name];
    if (value === undefined || value === '') continue;
    const entry = `${name} = ${JSON.stringify(value)}`;
    const at = lines.findIndex((line, index) => index > start && index < end && new RegExp(`^\\s*${name}\\s*=`).test(line));
    if (at !== -1) {
      lines[at] = entry;
    } else {
      // After the table's last entry, before the blank lines and comments that lead into the next table.
      let last = end - 1;
      while (last > start && !/^\s*\w+\s*=/.test(lines[last] ?? '')) last -= 1;
      lines.splice(last + 1, 0, entry);
      end += 1;
    }
  }
  const databaseId = values[DATABASE_ID_VARIABLE];
  if (databaseId !== undefined && databaseId !== '') {
    const at = lines.findIndex((line) => /^\s*database_id\s*=/.test(line));
    if (at === -1) throw new Error('wrangler.toml has no database_id to set');
    lines[at] = `database_id = ${JSON.stringify(databaseId)}`;
  }
  return lines.join('\n');
}
