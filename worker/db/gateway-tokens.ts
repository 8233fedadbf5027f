import type { TokenStore } from '../payments/bkash';

// A gateway's access token, shared by every isolate through D1 (gateway_tokens): granted once, used until it runs
// out, refreshed (worker/payments/bkash.ts). Two isolates refreshing at once both write; the later one wins, and
// both tokens are valid.
export function d1TokenStore(database: D1Database, gateway: string): TokenStore {
  return {
    read: async () =>
      (await database.prepare('SELECT token, refresh_token AS refreshToken, expires_at AS expiresAt FROM gateway_tokens WHERE gateway = ?1').bind(gateway).first<{ token: string; refreshToken: string; expiresAt: number }>()) ?? undefined,
    write: async ({ token, refreshToken, expiresAt }) => {
      await database
        .prepare('INSERT INTO gateway_tokens (gateway, token, refresh_token, expires_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (gateway) DO UPDATE SET token = ?2, refresh_token = ?3, expires_at = ?4, updated_at = unixepoch(\'subsec\') * 1000')
        .bind(gateway, token, refreshToken, expiresAt)
        .run();
    },
  };
}
