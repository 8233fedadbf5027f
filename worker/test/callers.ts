import { env, exports } from 'cloudflare:workers';
import { HOUSE_ACCOUNT } from '../db/staff';
import { emulatorToken } from './tokens';

// The five callers of the authorization tables, and a request to the Worker as each of them.
export const CALLERS = ['anonymous', 'userA', 'userB', 'staff', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];
type SignedIn = Exclude<Caller, 'anonymous'>;

const FIXED = { userA: 'user-a', userB: 'user-b', staff: 'staff-1', admin: 'admin-1' } as const;
let uids: Record<SignedIn, string> = { ...FIXED };

/** The uid a caller has in the current test. */
export const uidOf = (caller: SignedIn): string => uids[caller];

/**
 * A request to the Worker's API as the holder of `uid`, or anonymously. Their token's address is uid@example.com
 * unless `email` says otherwise, verified unless `verified` is false. Each comes from an address of its own
 * (CF-Connecting-IP) unless the test names one, so the per-address limits answer only in the tests about them.
 */
export function callAsUid(uid: string | undefined, method: string, path: string, body?: unknown, headers: Record<string, string> = {}, token: { verified?: boolean; email?: string } = {}) {
  // Every test call asks for the kitchen that never closes (../ordering/hours.ts), so a test that orders "for now"
  // passes at any hour; the tests of the hours send their own Cookie (none: the published hours).
  const all: Record<string, string> = { 'Content-Type': 'application/json', 'CF-Connecting-IP': `client-${crypto.randomUUID()}`, Cookie: 'test-kitchen-hours=never-closes', ...headers };
  if (uid) all['Authorization'] = `Bearer ${emulatorToken(uid, token)}`;
  return exports.default.fetch(new Request(`http://127.0.0.1/api${path}`, { method, headers: all, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }));
}

export function callAs(caller: Caller, method: string, path: string, body?: unknown, headers: Record<string, string> = {}, options: { verified?: boolean; email?: string } = {}) {
  return callAsUid(caller === 'anonymous' ? undefined : uids[caller], method, path, body, headers, options);
}

async function reset(tables: string[]): Promise<void> {
  await env.DB.batch([
    // The invoices' ledger outlives its orders in the app; a test's fresh orders start a fresh ledger.
    ...[...tables, ...(tables.includes('orders') && !tables.includes('invoices') ? ['invoices'] : []), 'users'].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
    // Each has proven their address (their tokens say email_verified, as a Google sign-in's would). The house
    // account (the orders staff take for someone without one) is the migration's, put back as it was.
    env.DB.prepare(
      `INSERT INTO users (user_id, name, email, verified_email, role) VALUES (?1, 'Ayesha', ?1 || '@example.com', ?1 || '@example.com', 'user'), (?2, 'Bashir', ?2 || '@example.com', ?2 || '@example.com', 'user'),
        (?3, 'Admin', ?3 || '@example.com', ?3 || '@example.com', 'admin'), (?4, 'Sumi', ?4 || '@example.com', ?4 || '@example.com', 'staff'), ('${HOUSE_ACCOUNT}', 'Guests without an account', '', NULL, 'house')`,
    ).bind(uids.userA, uids.userB, uids.admin, uids.staff),
  ]);
}

/** Empties the given tables and the users, then adds users A and B (uids user-a, user-b), a staff member and an admin, each with a proven address. */
export async function resetWithCallers(...tables: string[]): Promise<void> {
  uids = { ...FIXED };
  await reset(tables);
}

/**
 * As resetWithCallers, but A, B and the admin are new people with new uids: the per-guest rate limits live
 * outside D1 and outlast a test, so each test that creates orders or bookings starts with fresh allowances.
 */
export async function resetWithNewCallers(...tables: string[]): Promise<void> {
  const run = crypto.randomUUID().slice(0, 8);
  uids = { userA: `user-a-${run}`, userB: `user-b-${run}`, staff: `staff-${run}`, admin: `admin-${run}` };
  await reset(tables);
}

/** `count` more signed-in guests with user rows of their own; their uids. */
export async function addGuests(count: number): Promise<string[]> {
  const guests = Array.from({ length: count }, () => `guest-${crypto.randomUUID().slice(0, 12)}`);
  await env.DB.batch(guests.map((uid, index) => env.DB.prepare("INSERT INTO users (user_id, name, email, verified_email, role) VALUES (?1, ?2, ?1 || '@example.com', ?1 || '@example.com', 'user')").bind(uid, `Guest ${index + 1}`)));
  return guests;
}

/** A user's whole row as D1 holds it (timestamps too), or null. */
export function userRow(uid: string) {
  return env.DB.prepare('SELECT * FROM users WHERE user_id = ?1').bind(uid).first();
}
