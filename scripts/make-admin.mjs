// `npm run make-admin -- <uid> [--staff | --revoke] [--remote]`: makes the account with that uid an admin (with
// --staff, staff; with --revoke, a guest again) in D1, where the Worker reads roles; says whose row changed, or that none did.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { OFFLINE_ENV, ROOT } from './lib/stack.mjs';
import { parseArgs, roleStatement, USAGE } from './lib/make-admin.mjs';

const request = parseArgs(process.argv.slice(2));
if ('error' in request) {
  process.stderr.write(`${request.error}\n\n${USAGE}\n`);
  process.exit(2);
}

const wrangler = join(ROOT, 'node_modules/wrangler/bin/wrangler.js');
const where = request.remote ? '--remote' : '--local';
const result = spawnSync(process.execPath, [wrangler, 'd1', 'execute', 'DB', where, '--json', '--command', roleStatement(request)], {
  cwd: ROOT,
  encoding: 'utf8',
  // Remote needs the network (and `wrangler login`); the local database needs nothing.
  env: { ...process.env, ...(request.remote ? { WRANGLER_SEND_METRICS: 'false' } : OFFLINE_ENV) },
});
if (result.status !== 0) {
  process.stderr.write(`wrangler d1 execute failed:\n${result.stderr || result.stdout}\n`);
  process.exit(1);
}
const [{ results = [] } = {}] = JSON.parse(result.stdout);
const [row] = results;
if (!row) {
  process.stderr.write(`No account with uid ${request.uid} in the ${request.remote ? 'remote' : 'local'} D1: nothing changed. The person must sign in to the site once first.\n`);
  process.exit(1);
}
const address = row.verified_email ? ` <${row.verified_email}>` : ' (no verified e-mail address yet)';
const role = { admin: 'an admin', staff: 'staff', user: 'a guest' }[row.role] ?? row.role;
process.stdout.write(`${row.name}${address}, uid ${row.user_id}, is now ${role} in the ${request.remote ? 'remote' : 'local'} D1.\n`);
