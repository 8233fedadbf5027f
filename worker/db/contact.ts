import type { ContactMessage } from '../contract/contact';
import { contactStatement, type Mails, newMailId } from '../mail/outbox';

/** Keeps the message and records its mail to the restaurant's address, in one batch. */
export async function saveContactMessage(database: D1Database, message: ContactMessage, restaurant: string, mails: Mails = []): Promise<number> {
  const now = Date.now();
  const mailId = newMailId();
  const [inserted, mailed] = await database.batch<{ id: number }>([
    database.prepare('INSERT INTO contact_messages (name, email, subject, message, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5) RETURNING id').bind(message.name, message.email, message.subject, message.message, now),
    contactStatement(database, mailId, restaurant, message, now),
  ]);
  const id = inserted?.results[0]?.id;
  if (id === undefined) throw new Error('The contact message was not stored');
  // The mail selects the message the batch just wrote (last_insert_rowid): a batch reordered would miss it.
  if (mailed?.meta.changes !== 1) throw new Error('The contact message was stored without its mail');
  mails.push(mailId);
  return id;
}
