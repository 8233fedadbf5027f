// `npm run make-admin`'s rules, apart from the command so they can be tested: who may be named, and the one
// statement that changes them. An admin is named by the identity provider's uid, never by an e-mail address: the
// profile's address is whatever a guest typed, so `WHERE email = …` could make the wrong person an admin.

export const USAGE = `Usage: npm run make-admin -- <uid> [--remote] [--revoke]

  <uid>     the account's uid: Firebase console → Authentication → Users → User UID; or, for anyone who has
            signed in, beside the address the provider verified to them:
            npx wrangler d1 execute DB --local (or --remote) --command "SELECT user_id, name, verified_email FROM users"
  --remote  the deployed D1 (default: the local one, as npm start uses it)
  --revoke  make them a guest again

The account must have signed in to the site once, so that D1 has its row.`;

/**
 * What a uid may look like: Firebase's own are 28 letters and digits, the emulator's too, ours (the demo accounts')
 * letters, digits and hyphens; at most 128 characters, as Firebase allows. Nothing else reaches the SQL.
 */
const UID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;

/** The command line as a request, or the reason it is refused. */
export function parseArgs(args) {
  const flags = args.filter((arg) => arg.startsWith('--'));
  const names = args.filter((arg) => !arg.startsWith('--'));
  const unknown = flags.filter((flag) => flag !== '--remote' && flag !== '--revoke');
  if (unknown.length) return { error: `Unknown option ${unknown[0]}.` };
  if (names.length !== 1) return { error: 'Name exactly one account, by its uid.' };
  const [uid] = names;
  if (uid.includes('@')) return { error: `"${uid}" is an e-mail address. Name the account by its uid: an address on a profile is whatever was typed there.` };
  if (!UID.test(uid)) return { error: `"${uid}" is not a uid (letters, digits, "-", "_" or ".", at most 128).` };
  return { uid, remote: flags.includes('--remote'), role: flags.includes('--revoke') ? 'user' : 'admin' };
}

/** The one statement: the role of exactly that row, answering what it changed (nothing when no row has the uid). */
export function roleStatement({ uid, role }, now = Date.now()) {
  // The uid is checked above; quoted all the same, as SQL's standard quoting does.
  const quoted = `'${uid.replaceAll("'", "''")}'`;
  return `UPDATE users SET role = '${role}', updated_at = ${Math.trunc(now)} WHERE user_id = ${quoted} RETURNING user_id, name, verified_email, role;`;
}
