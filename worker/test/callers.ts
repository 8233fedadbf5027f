import { env, exports } from 'cloudflare:workers';
import { emulatorToken } from './tokens';

// The four callers of the authorization tables, and a request to the Worker as each of them.
export const CALLERS = ['anonymous', 'userA', 'userB', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];
const UIDS = { userA: 'user-a', userB: 'user-b', admin: 'admin-1' } as const;

export function callAs(caller: Caller, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const all: Record<string, string> = { 'Content-Type': 'application/json', ...headers };
  if (caller !== 'anonymous') all['Authorization'] = `Bearer ${emulatorToken(UIDS[caller])}`;
  return exports.default.fetch(new Request(`http://127.0.0.1/api${path}`, { method, headers: all, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }));
}

/** Empties the given tables and the users, then adds users A and B and an admin. */
export async function resetWithCallers(...tables: string[]): Promise<void> {
  await env.DB.batch([
    ...[...tables, 'users'].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
    env.DB.prepare(
      "INSERT INTO users (user_id, name, email, role) VALUES ('user-a', 'Ayesha', 'user-a@example.com', 'user'), ('user-b', 'Bashir', 'user-b@example.com', 'user'), ('admin-1', 'Admin', 'admin-1@example.com', 'admin')",
    ),
  ]);
}
