import { FORGET_WORDS, type Mails } from '../mail/outbox';

// The one address the restaurant writes to: the one the identity provider has verified to the account (issue:
// anyone could take anyone's e-mail address). The Worker learns it only from a verified ID token (its
// email_verified claim), in the same D1 batch as any write that carries the token: create-user, update-user,
// confirm-email, an order, a booking. Never from a body, never from a typed profile address.
//
// The newer proof wins. A provider verifies an address only to whoever holds its mailbox now, so when another
// account held the same address (one person's Google and password accounts, or an old account whose mailbox
// changed hands), the account proving it now is the truth: the other's proven address is cleared in the same
// batch, and its mails wait (are held) until it proves one again. The unique index on lower(verified_email)
// makes one holder a rule of the database, not only of this code.
//
// Mails written while an account has no proven address are held (no recipient, never attempted: delivery claims
// only 'queued' rows). A proof releases the account's held mails younger than HOLD_MS to that address; the
// sweep drops older ones with their personal words (worker/mail/deliver.ts): a receipt a day late is noise.

/** How long a mail waits for its guest's proven address before the sweep drops it. */
export const HOLD_MS = 24 * 60 * 60 * 1000;

/** What a verified ID token says of the caller's address. */
export interface TokenEmail {
  uid: string;
  email: string;
  emailVerified: boolean;
}

/** The address the token proves, or null. */
export const provenAddress = (token: Pick<TokenEmail, 'email' | 'emailVerified'>): string | null => (token.emailVerified && token.email ? token.email : null);

/**
 * The statements that record the token's proven address (nothing when it proves none), to run after the
 * statement that makes sure the account's row exists: the other holder's claim cleared, the account's set, its
 * held mails released (RETURNING their ids).
 */
function proofStatements(database: D1Database, token: TokenEmail, now: number): D1PreparedStatement[] {
  const address = provenAddress(token);
  if (!address) return [];
  return [
    // Only for an account that has a row to hold the address: a proof that lands nowhere takes nothing away.
    database
      .prepare('UPDATE users SET verified_email = NULL, updated_at = ?3 WHERE lower(verified_email) = lower(?2) AND user_id != ?1 AND EXISTS (SELECT 1 FROM users WHERE user_id = ?1)')
      .bind(token.uid, address, now),
    database.prepare('UPDATE users SET verified_email = ?2, updated_at = ?3 WHERE user_id = ?1 AND verified_email IS NOT ?2').bind(token.uid, address, now),
    // Held rows are few (a day's at most): the (state, next_attempt_at) index narrows the scan to them.
    database
      .prepare("UPDATE mail_outbox SET state = 'queued', recipient = ?2, next_attempt_at = ?3, updated_at = ?3 WHERE state = 'held' AND user_id = ?1 AND created_at >= ?4 RETURNING id")
      .bind(token.uid, address, now, now - HOLD_MS),
  ];
}

/**
 * One D1 batch: `ensure` (the statements that make sure the account's row exists), the proof of the token's
 * address, then `writes`, which therefore address their mails to it. The ids of the held mails the proof
 * released are added to `mails`; returns the results of `ensure` and `writes`, in their order, as if the proof
 * were not there.
 */
export async function batchWithProof(database: D1Database, token: TokenEmail, ensure: D1PreparedStatement[], writes: D1PreparedStatement[], mails: Mails, now = Date.now()): Promise<D1Result[]> {
  const proof = proofStatements(database, token, now);
  const results = await database.batch([...ensure, ...proof, ...writes]);
  const released = proof.length ? results[ensure.length + proof.length - 1] : undefined;
  mails.push(...((released?.results ?? []) as { id: string }[]).map((row) => row.id));
  return [...results.slice(0, ensure.length), ...results.slice(ensure.length + proof.length)];
}

/**
 * The Cron sweep's part (worker/mail/deliver.ts): held mails older than the hold are dropped, never sent, and
 * forget their words as a sent mail does past its retention (FORGET_WORDS: the name, the payload's address,
 * phone, lines and instructions); what the dashboard's label reads stays, so staff see which mail never went.
 */
export async function dropStaleHeld(database: D1Database, now: number): Promise<number> {
  const result = await database
    .prepare(`UPDATE mail_outbox SET state = 'dropped', ${FORGET_WORDS}, updated_at = ?1 WHERE state = 'held' AND created_at < ?2`)
    .bind(now, now - HOLD_MS)
    .run();
  return result.meta.changes ?? 0;
}
