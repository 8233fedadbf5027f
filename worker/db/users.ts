import { eq, ne } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { DEFAULT_LANG, type Lang } from '../contract/lang';
import type { CreateUserInput, UpdateUserInput, UserRecord } from '../contract/user';
import type { Mails } from '../mail/outbox';
import { batchWithProof, provenAddress, type TokenEmail } from './email-proof';
import { users } from './schema';

const columns = {
  userId: users.userId,
  name: users.name,
  email: users.email,
  phone: users.phone,
  address: users.address,
  photoUrl: users.photoUrl,
  role: users.role,
  verifiedEmail: users.verifiedEmail,
  lang: users.lang,
};

/** The same columns as hand-written SQL selects them. */
const COLUMNS = 'user_id AS userId, name, email, phone, address, photo_url AS photoUrl, role, verified_email AS verifiedEmail, lang';

export async function findUser(database: D1Database, userId: string): Promise<UserRecord | undefined> {
  const [user] = await drizzle(database).select(columns).from(users).where(eq(users.userId, userId)).limit(1);
  return user;
}

export function listUsers(database: D1Database): Promise<UserRecord[]> {
  // The house account (orders taken for someone without one) is nobody's: not listed.
  return drizzle(database).select(columns).from(users).where(ne(users.role, 'house')).orderBy(users.createdAt);
}

/** Who a write is for, as their verified token and the form they sent name them. */
export interface Owner {
  userId: string;
  /** The contact address to start the record with (the provider's, as the client or the token gives it). */
  email: string;
  name: string;
  photoUrl?: string;
  /** The language a record created now starts with (the page's the write came from); 'en' when not given. */
  lang?: Lang | undefined;
}

/** SQL true when an account other than ?1 has proven the address `address` (a parameter). */
const provenByAnother = (address: string) => `EXISTS (SELECT 1 FROM users other WHERE lower(other.verified_email) = lower(${address}) AND other.user_id != ?1)`;

/**
 * The owner's record, inserted unless it exists, with role 'user': the first statement of a batch that writes a
 * row whose foreign key needs it (a guest whose first-sign-in create-user failed has no record, and would
 * otherwise meet a foreign-key failure). An existing record is left exactly as it is. The contact address is
 * left empty when another account has proven it and this token does not: a profile may not claim an address
 * another account has proven (the guest adds their own in Edit Profile, which requires one).
 */
export function ensureUserStatement(database: D1Database, owner: Owner, token: Pick<TokenEmail, 'email' | 'emailVerified'>): D1PreparedStatement {
  // "WHERE true": SQLite needs a WHERE before an upsert clause on INSERT … SELECT to parse it.
  return database
    .prepare(
      `INSERT INTO users (user_id, name, email, photo_url, role, lang)
       SELECT ?1, ?2, CASE WHEN lower(?3) = lower(?5) THEN ?3 WHEN ${provenByAnother('?3')} THEN '' ELSE ?3 END, ?4, 'user', ?6 WHERE true
       ON CONFLICT (user_id) DO NOTHING`,
    )
    .bind(owner.userId, owner.name, owner.email, owner.photoUrl ?? '', provenAddress(token), owner.lang ?? DEFAULT_LANG);
}

const selectUser = (database: D1Database, userId: string) => database.prepare(`SELECT ${COLUMNS} FROM users WHERE user_id = ?1`).bind(userId);

/** The account's language set to the page's (a sign-in or a profile saved on it); nothing when the write names none. */
const setLang = (database: D1Database, userId: string, lang: Lang | undefined, now: number): D1PreparedStatement[] =>
  lang ? [database.prepare('UPDATE users SET lang = ?2, updated_at = ?3 WHERE user_id = ?1 AND lang != ?2').bind(userId, lang, now)] : [];

/**
 * Creates the user with role 'user' and records the address their token proves; an existing record is returned
 * unchanged but for that proof and the language of the page signed in on (the call is repeatable).
 */
export async function createUser(database: D1Database, input: CreateUserInput, token: TokenEmail, mails: Mails = []): Promise<{ user: UserRecord; created: boolean }> {
  const name = input.name || input.email.split('@')[0] || 'Guest';
  const now = Date.now();
  const owner = { userId: input.userId, name, email: input.email, photoUrl: input.photoURL ?? '', lang: input.lang };
  const results = await batchWithProof(database, token, [ensureUserStatement(database, owner, token)], [...setLang(database, input.userId, input.lang, now), selectUser(database, input.userId)], mails, now);
  const [inserted, read] = [results[0], results.at(-1)];
  const [user] = (read?.results ?? []) as UserRecord[];
  if (!user) throw new Error('The user could be neither created nor found');
  return { user, created: Boolean(inserted?.meta.changes) };
}

/**
 * The account proves the address its token verifies (POST /api/user/confirm-email, when the guest comes back
 * from the provider's verification link): recorded, and the mails held for it released. Creates the record if
 * it is missing, as any write does.
 */
export async function confirmEmail(database: D1Database, token: TokenEmail & { name: string }, mails: Mails = []): Promise<UserRecord | undefined> {
  const owner = { userId: token.uid, email: token.email, name: token.name || token.email.split('@')[0] || 'Guest' };
  const [, read] = await batchWithProof(database, token, [ensureUserStatement(database, owner, token)], [selectUser(database, token.uid)], mails);
  return (read?.results as UserRecord[] | undefined)?.[0];
}

/**
 * Updates what a guest may change of their own record (never the role, the id or the proven address), after
 * recording the address their token proves. 'taken': the typed address is one another account has proven.
 */
export async function updateUser(database: D1Database, input: UpdateUserInput, token: TokenEmail, mails: Mails = []): Promise<UserRecord | 'taken' | undefined> {
  const now = Date.now();
  const [updated] = await batchWithProof(
    database,
    token,
    [],
    [
      database
        .prepare(`UPDATE users SET name = ?2, email = ?3, phone = ?4, address = ?5, lang = coalesce(?7, lang), updated_at = ?6 WHERE user_id = ?1 AND NOT ${provenByAnother('?3')} RETURNING ${COLUMNS}`)
        .bind(input.userId, input.name, input.email, input.phone, input.address, now, input.lang ?? null),
    ],
    mails,
    now,
  );
  const [user] = (updated?.results ?? []) as UserRecord[];
  if (user) return user;
  return (await findUser(database, input.userId)) ? 'taken' : undefined;
}
