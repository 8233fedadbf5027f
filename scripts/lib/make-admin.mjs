// `npm run make-admin`'s rules, apart from the command so they can be tested: who may be named, the role they are
// given (admin, staff with --staff, a guest again with --revoke), and the one statement that changes it. An admin is named by the identity provider's uid, never by an e-mail address: the
// profile's address is whatever a guest typed, so `WHERE email = …` could make the wrong person an admin.

export const USAGE = `Usage: npm run make-admin -- <uid> [--staff | --revoke] [--remote]

  <uid>     the account's uid: Firebase console → Authentication → Users → User UID; or, for anyone who has
            signed in, beside the address the provider verified to them:
            npx wrangler d1 execute DB --local (or --remote) --command "SELECT user_id, name, verified_email FROM users"
  --staff   make them staff: they take orders, run the kitchen's screen, move orders and bookings
            through their statuses and print; they see no revenue or sales and delete nothing
            (without it: an admin, who also does those)
  --revoke  make them a guest again
  --remote  the deployed D1 (default: the local one, as npm start uses it)

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
  const unknown = flags.filter((flag) => !['--remote', '--revoke', '--staff'].includes(flag));
  if (unknown.length) return { error: `Unknown option ${unknown[0]}.` };
  if (flags.includes('--staff') && flags.includes('--revoke')) return { error: 'Choose --staff or --revoke, not both.' };
  if (names.length !== 1) return { error: 'Name exactly one account, by its uid.' };
  const [uid] = names;
  if (uid.includes('@')) return { error: `"${uid}" is an e-mail address. Name the account by its uid: an address on a profile is whatever was typed there.` };
  if (!UID.test(uid)) return { error: `"${uid}" is not a uid (letters, digits, "-", "_" or ".", at most 128).` };
  return { uid, remote: flags.includes('--remote'), role: flags.includes('--revoke') ? 'user' : flags.includes('--staff') ? 'staff' : 'admin' };
}

/** The one statement: the role of exactly that row, answering what it changed (nothing when no row has the uid). */
export function roleStatement({ uid, role }, now = Date.now()) {
  // The uid is checked above; quoted all the same, as SQL's standard quoting does.
  const quoted = `'${uid.replaceAll("'", "''")}'`;
  // Only a person's row: the house account (orders taken for guests without one) is never given a role.
  return `UPDATE users SET role = '${role}', updated_at = ${Math.trunc(now)} WHERE user_id = ${quoted} AND role != 'house' RETURNING user_id, name, verified_email, role;`;
}
