import type { KitchenBoard } from '#contract/kitchen';
import { ORDER_STATUSES, type OrderStatus } from '#contract/order-rules';
import { api, ApiError } from '../../lib/api';
import type { Reply, Tap } from './tap-queue';

// The kitchen's two calls: the board, and a tap (docs/api.md).

export const BOARD_PATH = '/api/kitchen/tickets';

export const readBoard = (): Promise<KitchenBoard> => api<KitchenBoard>(BOARD_PATH);

/** What a failed tap's call means for the queue (./tap-queue.ts). */
export function replyOf(error: unknown): Reply {
  if (!(error instanceof ApiError)) return { kind: 'unreachable' };
  if (error.status === 409) {
    const order = error.body.order as { status?: unknown } | undefined;
    const status = typeof order?.status === 'string' && (ORDER_STATUSES as readonly string[]).includes(order.status) ? (order.status as OrderStatus) : null;
    return { kind: 'conflict', status };
  }
  if (error.status === 404) return { kind: 'gone' };
  // A token refused even after a fresh one was asked for: held, like no network, until the session is sorted out.
  if (error.status === 401) return { kind: 'unreachable' };
  if (error.status >= 500 || error.status === 429) return { kind: 'failing' };
  return { kind: 'refused', status: error.status, reason: error.message };
}

/** PUT /api/order/update-order/:id with the status the cook saw: applied only if the order still has it. */
export async function sendTap(tap: Tap): Promise<Reply> {
  try {
    await api(`/api/order/update-order/${encodeURIComponent(tap.orderId)}`, { method: 'PUT', body: { status: tap.to, from: tap.from } });
    return { kind: 'applied' };
  } catch (error) {
    return replyOf(error);
  }
}
