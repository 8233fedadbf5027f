import { z } from 'zod';
import { ID_ALPHABET, ID_LENGTH } from './ids';
import { type Order, readLang } from './order';

// GET /api/order/fetch-user-orders/{userId} answers a page at a time, newest first. SPEC §7's `{ orders }`
// stays; `nextCursor` is added: pass it back as `before` for the next page; null when there is no more.
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_MAX_PAGE_SIZE = 100;

export interface OrderPage {
  orders: Order[];
  nextCursor: string | null;
}

/** Where a page ends: the last order's creation time (ms) and id, the order of the history. */
export interface HistoryCursor {
  createdAt: number;
  id: string;
}

// The cursor is opaque to clients (base64url of `<createdAtMs>.<id>`), so its form can change.
export const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const CURSOR = new RegExp(`^(\\d{1,15})\\.([${ID_ALPHABET}]{${ID_LENGTH}})$`);

export const cursorAfter = (order: Pick<Order, 'createdAt' | 'id'>): string => toBase64Url(`${Date.parse(order.createdAt)}.${order.id}`);

/** The text inside an opaque cursor, or undefined when it is no base64url. */
export function openCursor(value: string): string | undefined {
  try {
    return atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
}

export function readCursor(value: string): HistoryCursor | undefined {
  const [, createdAt, id] = CURSOR.exec(openCursor(value) ?? '') ?? [];
  return createdAt && id ? { createdAt: Number(createdAt), id } : undefined;
}

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${HISTORY_MAX_PAGE_SIZE}`;

/** A page's size in a query string: 1 to 100, `fallback` when absent. Shared by every paged list. */
export const pageLimit = (fallback: number) =>
  z
    .string(LIMIT_MESSAGE)
    .regex(/^[1-9]\d{0,2}$/, LIMIT_MESSAGE)
    .transform(Number)
    .refine((limit) => limit <= HISTORY_MAX_PAGE_SIZE, LIMIT_MESSAGE)
    .default(fallback);

/** An opaque cursor in a query string, read back by `read`; anything else names the parameter. */
export const cursorParam = <Cursor>(name: string, read: (value: string) => Cursor | undefined) =>
  z
    .string(`${name} must be the nextCursor of an earlier page`)
    .transform((value, context) => {
      const cursor = /^[\w-]{1,96}$/.test(value) ? read(value) : undefined;
      if (!cursor) context.addIssue({ code: 'custom', message: `${name} must be the nextCursor of an earlier page` });
      return cursor ?? z.NEVER;
    })
    .optional();

export const OrderHistoryQuery = z.object({
  limit: pageLimit(HISTORY_PAGE_SIZE),
  before: cursorParam('before', readCursor),
  // The language the guest reads the orders in (./order.ts readLang).
  lang: readLang,
});
