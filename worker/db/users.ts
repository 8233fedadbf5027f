import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
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

/** Updates what a guest may change of their own record: never the role or the id. */
export async function updateUser(database: D1Database, input: UpdateUserInput): Promise<UserRecord | undefined> {
  const [user] = await drizzle(database)
    .update(users)
    .set({ name: input.name, email: input.email, phone: input.phone, address: input.address, updatedAt: new Date() })
    .where(eq(users.userId, input.userId))
    .returning(columns);
  return user;
}
