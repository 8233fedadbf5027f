import { eq } from 'drizzle-orm';
import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1';
import type { CreateUserInput, UpdateUserInput, UserRecord } from '../contract/user';
import { users } from './schema';

const columns = {
  userId: users.userId,
  name: users.name,
  email: users.email,
  phone: users.phone,
  address: users.address,
  photoUrl: users.photoUrl,
  role: users.role,
};

export async function findUser(database: D1Database, userId: string): Promise<UserRecord | undefined> {
  const [user] = await drizzle(database).select(columns).from(users).where(eq(users.userId, userId)).limit(1);
  return user;
}

export function listUsers(database: D1Database): Promise<UserRecord[]> {
  return drizzle(database).select(columns).from(users).orderBy(users.createdAt);
}

/** Creates the user with role 'user'; an existing record is returned unchanged (the call is repeatable). */
export async function createUser(database: D1Database, input: CreateUserInput): Promise<{ user: UserRecord; created: boolean }> {
  const name = input.name || input.email.split('@')[0] || 'Guest';
  const [inserted] = await drizzle(database)
    .insert(users)
    .values({ userId: input.userId, name, email: input.email, photoUrl: input.photoURL ?? '' })
    .onConflictDoNothing()
    .returning(columns);
  if (inserted) return { user: inserted, created: true };
  const existing = await findUser(database, input.userId);
  if (!existing) throw new Error('The user could be neither created nor found');
  return { user: existing, created: false };
}

/** Who a write is for, as their verified token and the form they sent name them. */
export interface Owner {
  userId: string;
  email: string;
  name: string;
}

/**
 * The owner's record, inserted unless it exists: the first statement of a batch that writes a row whose
 * foreign key needs it. A guest whose first-sign-in create-user failed has no record, and would otherwise
 * meet a foreign-key failure. An existing record is left exactly as it is.
 */
export function ensureUser(db: DrizzleD1Database, owner: Owner) {
  return db.insert(users).values({ userId: owner.userId, name: owner.name, email: owner.email, role: 'user' }).onConflictDoNothing({ target: users.userId });
}

/** ensureUser as a D1 statement, for a batch of hand-written SQL. */
export function ensureUserStatement(database: D1Database, owner: Owner): D1PreparedStatement {
  const { sql, params } = ensureUser(drizzle(database), owner).toSQL();
  return database.prepare(sql).bind(...params);
}

/** Updates what a guest may change of their own record: never the role or the id. */
export async function updateUser(database: D1Database, input: UpdateUserInput): Promise<UserRecord | undefined> {
  const [user] = await drizzle(database)
    .update(users)
    .set({ name: input.name, email: input.email, phone: input.phone, address: input.address, updatedAt: new Date() })
    .where(eq(users.userId, input.userId))
    .returning(columns);
  return user;
}
