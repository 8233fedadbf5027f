import type { Lang } from '../contract/lang';
import { CODE_MINUTES, CODE_TRIES, type TextSettings } from '../contract/texts';
import { newId } from '../ids';
import { TEXT_INSERT } from '../sms/outbox';

// Proving a mobile number (docs/decisions/0026-texts-and-the-waitlist.md): a 6-digit code texted to it, good for
// CODE_MINUTES and CODE_TRIES tries, kept only as a hash of its row's id, the number and the code (a leaked table
// gives no code, and a code proves only its own number, once). How many codes were asked for is counted in D1 from
// the codes themselves, per number, per account and per address, over the last hour: a guest may ask again after a
// minute, a few times; nobody can make the restaurant text one number, or many, without end.

/** In any hour: codes to one number, to one account, from one address. A minute between two to one number. */
export const CODE_LIMITS = { perPhone: 3, perAccount: 5, perClient: 10, gapMs: 60_000 } as const;
const HOUR_MS = 60 * 60_000;
/** Codes are kept a day, for the counts above and for staff who ask why a guest had none; then they go. */
export const CODE_RETENTION_MS = 24 * HOUR_MS;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const codeHash = (id: string, phone: string, code: string) => sha256(`${id}:${phone}:${code}`);

/** Six digits, uniform (a draw above the largest multiple of a million is drawn again). */
function sixDigits(): string {
  const limit = 4_294_000_000; // 4294 × 10^6, the largest multiple of 10^6 below 2^32
  for (;;) {
    const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
    if (value < limit) return String(value % 1_000_000).padStart(6, '0');
  }
}

export type CodeRefusal = 'too-soon' | 'too-many';

/** Texts a code to `phone` for `userId`, unless a limit refuses it. The text is queued in the same batch. */
export async function sendCode(database: D1Database, userId: string, phone: string, client: string, now = Date.now(), lang: Lang | null = null): Promise<{ expiresAt: number } | CodeRefusal> {
  const since = now - HOUR_MS;
  const counts = await database
    .prepare(
      `SELECT (SELECT count(*) FROM phone_codes WHERE phone = ?1 AND created_at > ?4) AS phone,
              (SELECT count(*) FROM phone_codes WHERE user_id = ?2 AND created_at > ?4) AS account,
              (SELECT count(*) FROM phone_codes WHERE client = ?3 AND created_at > ?4) AS client,
              (SELECT max(created_at) FROM phone_codes WHERE phone = ?1) AS last`,
    )
    .bind(phone, userId, client, since)
    .first<{ phone: number; account: number; client: number; last: number | null }>();
  if (counts && counts.last !== null && now - counts.last < CODE_LIMITS.gapMs) return 'too-soon';
  if (counts && (counts.phone >= CODE_LIMITS.perPhone || counts.account >= CODE_LIMITS.perAccount || counts.client >= CODE_LIMITS.perClient)) return 'too-many';
  const id = newId();
  const code = sixDigits();
  const expiresAt = now + CODE_MINUTES * 60_000;
  // The insert re-checks the number's count, so two requests at once cannot both pass it.
  const insert = database
    .prepare(
      `INSERT INTO phone_codes (id, user_id, phone, code_hash, client, expires_at, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE (SELECT count(*) FROM phone_codes WHERE phone = ?3 AND created_at > ?8) < ?9`,
    )
    .bind(id, userId, phone, await codeHash(id, phone, code), client, expiresAt, now, since, CODE_LIMITS.perPhone);
  // The text is selected from the code's own row, so it is written only if the code was: to the number being
  // proven (the one text that goes to a number not yet proven), with the code in its words until it is sent; in the
  // language of the page it was asked from (?4), else the account's.
  const text = database
    .prepare(
      `${TEXT_INSERT} SELECT ?1, 'phone-code', id, user_id, phone, ?2, 'phone-code:' || id, 'queued', created_at, created_at, created_at,
         coalesce(?4, (SELECT u.lang FROM users u WHERE u.user_id = phone_codes.user_id), 'en') FROM phone_codes WHERE id = ?3`,
    )
    .bind(newId(), JSON.stringify({ code }), id, lang);
  const [written] = await database.batch([insert, text]);
  return written?.meta.changes ? { expiresAt } : 'too-many';
}

export type VerifyOutcome = 'proven' | 'wrong' | 'expired' | 'tries-used';

/**
 * Checks `code` against the latest code sent to `phone` for `userId`. A try is counted before the code is compared
 * (one UPDATE, so tries made at once are all counted); the right code, within its time and tries, proves the number
 * and is used up in the same batch.
 */
export async function verifyCode(database: D1Database, userId: string, phone: string, code: string, now = Date.now()): Promise<{ outcome: VerifyOutcome; triesLeft?: number }> {
  const latest = await database
    .prepare('SELECT id FROM phone_codes WHERE user_id = ?1 AND phone = ?2 AND used_at IS NULL AND expires_at > ?3 ORDER BY created_at DESC LIMIT 1')
    .bind(userId, phone, now)
    .first<{ id: string }>();
  if (!latest) return { outcome: 'expired' };
  const tried = await database
    .prepare('UPDATE phone_codes SET tries = tries + 1 WHERE id = ?1 AND used_at IS NULL AND expires_at > ?2 AND tries < ?3 RETURNING code_hash AS hash, tries')
    .bind(latest.id, now, CODE_TRIES)
    .first<{ hash: string; tries: number }>();
  if (!tried) return { outcome: 'tries-used' };
  if (tried.hash !== (await codeHash(latest.id, phone, code))) {
    const triesLeft = CODE_TRIES - tried.tries;
    return triesLeft > 0 ? { outcome: 'wrong', triesLeft } : { outcome: 'tries-used' };
  }
  const [used] = await database.batch([
    database.prepare('UPDATE phone_codes SET used_at = ?2 WHERE id = ?1 AND used_at IS NULL').bind(latest.id, now),
    database.prepare('UPDATE users SET verified_phone = ?2, updated_at = ?3 WHERE user_id = ?1 AND EXISTS (SELECT 1 FROM phone_codes WHERE id = ?4 AND used_at = ?3)').bind(userId, phone, now, latest.id),
  ]);
  return { outcome: used?.meta.changes ? 'proven' : 'expired' };
}

export async function textSettingsOf(database: D1Database, userId: string, available: boolean): Promise<TextSettings> {
  const row = await database
    .prepare('SELECT verified_phone AS verifiedPhone, sms_orders AS orders, sms_bookings AS bookings FROM users WHERE user_id = ?1')
    .bind(userId)
    .first<{ verifiedPhone: string | null; orders: number; bookings: number }>();
  return { verifiedPhone: row?.verifiedPhone ?? null, orders: row ? row.orders === 1 : true, bookings: row ? row.bookings === 1 : true, available };
}

export async function saveTextPreferences(database: D1Database, userId: string, choices: { orders: boolean; bookings: boolean }, now = Date.now()): Promise<boolean> {
  const result = await database.prepare('UPDATE users SET sms_orders = ?2, sms_bookings = ?3, updated_at = ?4 WHERE user_id = ?1').bind(userId, choices.orders ? 1 : 0, choices.bookings ? 1 : 0, now).run();
  return result.meta.changes === 1;
}

/** The guest no longer wants texts at this number: it is forgotten, and nothing queued for it is sent. */
export async function forgetPhone(database: D1Database, userId: string, now = Date.now()): Promise<void> {
  await database.batch([
    database.prepare('UPDATE users SET verified_phone = NULL, updated_at = ?2 WHERE user_id = ?1').bind(userId, now),
    database.prepare("UPDATE sms_outbox SET state = 'dropped', last_error = 'Not sent: the guest removed their number.', phone = '', payload = '{}', updated_at = ?2 WHERE user_id = ?1 AND state = 'queued'").bind(userId, now),
  ]);
}

/** The minute's sweep: codes past CODE_RETENTION_MS go. */
export async function forgetOldCodes(database: D1Database, now = Date.now()): Promise<void> {
  await database.prepare('DELETE FROM phone_codes WHERE created_at < ?1').bind(now - CODE_RETENTION_MS).run();
}
