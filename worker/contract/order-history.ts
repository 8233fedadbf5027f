import { z } from 'zod';
import { ID_ALPHABET, ID_LENGTH } from './ids';
import type { Order } from './order';

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
const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const CURSOR = new RegExp(`^(\\d{1,15})\\.([${ID_ALPHABET}]{${ID_LENGTH}})$`);

export const cursorAfter = (order: Pick<Order, 'createdAt' | 'id'>): string => toBase64Url(`${Date.parse(order.createdAt)}.${order.id}`);

function readCursor(value: string): HistoryCursor | undefined {
  if (!/^[\w-]{1,64}$/.test(value)) return undefined;
  let text: string;
  try {
    text = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  const [, createdAt, id] = CURSOR.exec(text) ?? [];
  return createdAt && id ? { createdAt: Number(createdAt), id } : undefined;
}

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${HISTORY_MAX_PAGE_SIZE}`;
const CURSOR_MESSAGE = 'before must be the nextCursor of an earlier page';

export const OrderHistoryQuery = z.object({
  limit: z
    .string(LIMIT_MESSAGE)
    .regex(/^[1-9]\d{0,2}$/, LIMIT_MESSAGE)
    .transform(Number)
    .refine((limit) => limit <= HISTORY_MAX_PAGE_SIZE, LIMIT_MESSAGE)
    .default(HISTORY_PAGE_SIZE),
  before: z
    .string(CURSOR_MESSAGE)
    .transform((value, context) => {
      const cursor = readCursor(value);
      if (!cursor) context.addIssue({ code: 'custom', message: CURSOR_MESSAGE });
      return cursor ?? z.NEVER;
    })
    .optional(),
});
