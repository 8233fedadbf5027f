// The content hook's memory of the signed calls it has acted on (routes/hooks.ts): a call is claimed by its
// signature before it starts a deploy, so the same call replayed while its signature is fresh starts nothing, and
// two copies racing each other start one deploy. Nothing here knows HTTP.

/** How long a call is remembered: twice the signature's tolerance (five minutes either side of our clock). */
export const HOOK_CALL_MEMORY_MS = 10 * 60 * 1000;

/**
 * Claims the call signed `signature` at `now`, forgetting calls older than the memory in the same batch.
 * Answers whether this is its first time (false: already claimed, a replay).
 */
export async function claimHookCall(database: D1Database, signature: string, now = Date.now()): Promise<boolean> {
  const [, claimed] = await database.batch([
    database.prepare('DELETE FROM content_hook_calls WHERE seen_at < ?1').bind(now - HOOK_CALL_MEMORY_MS),
    database.prepare('INSERT INTO content_hook_calls (signature, seen_at) VALUES (?1, ?2) ON CONFLICT (signature) DO NOTHING').bind(signature, now),
  ]);
  return Boolean(claimed?.meta.changes);
}

/** Lets a claimed call go (its deploy could not be started): Sanity's retry of it may start it. */
export async function releaseHookCall(database: D1Database, signature: string): Promise<void> {
  await database.prepare('DELETE FROM content_hook_calls WHERE signature = ?1').bind(signature).run();
}
