import { drizzle } from 'drizzle-orm/d1';
import type { ContactMessage } from '../contract/contact';
import { contactMessages } from './schema';

export async function saveContactMessage(database: D1Database, message: ContactMessage): Promise<number> {
  const [row] = await drizzle(database).insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error('The contact message was not stored');
  return row.id;
}
