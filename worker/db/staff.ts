import type { Lang } from '../contract/lang';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { GuestMatch } from '../contract/staff';
import { contains, phoneDigits, phoneSearched } from './admin';
import { orders, users } from './schema';

// What staff read of guests to take an order for them: found by name or phone, with the address they were last
// delivered to. Only what taking the order needs: never their e-mail, their history or their role.

/** The account that owns the orders staff take for someone without an account (migrations/0012_staff_orders.sql). */
export const HOUSE_ACCOUNT = 'house:counter';

/** How many guests a search shows: enough to choose from by name, few enough to read on a phone. */
const MATCHES = 8;

/**
 * Guests (accounts with a guest's role) whose name contains `q`, or whose profile phone or a phone they ordered
 * with holds the digits `q` writes as a phone number (phoneSearched: 3 or more, Bengali digits too), most recently
 * active first; each with their last delivery's area and address.
 */
export async function findGuests(database: D1Database, q: string): Promise<GuestMatch[]> {
  const digits = phoneSearched(q);
  const byPhone = digits
    ? sql` OR instr(${phoneDigits(users.phone)}, ${digits}) > 0 OR EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.userId} = ${users.userId} AND instr(${phoneDigits(orders.deliveryPhone)}, ${digits}) > 0)`
    : sql``;
  const last = (column: string) => sql.raw(`(SELECT ${column} FROM orders o WHERE o.user_id = users.user_id AND o.fulfilment = 'delivery' ORDER BY o.created_at DESC LIMIT 1)`);
  const lastPhone = sql.raw(`(SELECT delivery_phone FROM orders o WHERE o.user_id = users.user_id ORDER BY o.created_at DESC LIMIT 1)`);
  const rows = await drizzle(database)
    .select({
      userId: users.userId,
      name: users.name,
      phone: sql<string>`CASE WHEN ${users.phone} != '' THEN ${users.phone} ELSE coalesce(${lastPhone}, '') END`,
      address: sql<string>`CASE WHEN ${users.address} != '' THEN ${users.address} ELSE coalesce(${last('delivery_address')}, '') END`,
      area: sql<string | null>`${last('delivery_area')}`,
    })
    .from(users)
    .where(sql`${users.role} = 'user' AND (${contains(users.name, q)}${byPhone})`)
    .orderBy(sql`${users.updatedAt} DESC`)
    .limit(MATCHES);
  return rows;
}

/** A guest's account, if `uid` is one (not staff, not the house): whom staff may take an order for. */
export async function isGuest(database: D1Database, uid: string): Promise<boolean> {
  return Boolean(await database.prepare("SELECT 1 FROM users WHERE user_id = ?1 AND role = 'user'").bind(uid).first());
}

/** The name staff are known by on the orders they take. */
export async function staffName(database: D1Database, uid: string): Promise<string> {
  return (await database.prepare('SELECT name FROM users WHERE user_id = ?1').bind(uid).first<{ name: string }>())?.name || 'Staff';
}

/**
 * The orders staff took to be paid by a link and not paid yet, placed since `since` (their time to pay), newest
 * first: with their keys, so the links can be sent again.
 */
export async function awaitingLinks(database: D1Database, since: number): Promise<{ id: string; name: string; amount: number; paymentMethod: 'bkash' | 'credit-card'; paymentStatus: 'awaiting' | 'failed'; createdAt: number; payKey: string; lang: Lang }[]> {
  const { results } = await database
    .prepare(
      `SELECT id, name, total + service_charge + delivery_fee AS amount, payment_method AS paymentMethod, payment_status AS paymentStatus, created_at AS createdAt, pay_key AS payKey, lang
       FROM orders WHERE pay_key IS NOT NULL AND payment_status IN ('awaiting', 'failed') AND created_at >= ?1 ORDER BY created_at DESC LIMIT 20`,
    )
    .bind(since)
    .all<{ id: string; name: string; amount: number; paymentMethod: 'bkash' | 'credit-card'; paymentStatus: 'awaiting' | 'failed'; createdAt: number; payKey: string; lang: Lang }>();
  return results;
}
