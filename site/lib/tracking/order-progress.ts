import type { OrderStatus } from '#contract/order-rules';

// SPEC §4 "Tracking view": what a guest sees of an order is derived in the browser from the stored status
// and the clock, so the page moves between the kitchen's own updates. SPEC §9: thresholds 20 % and 75 %.
export const PREPARING_AFTER = 20;
export const READY_AFTER = 75;

export interface OrderTiming {
  status: OrderStatus;
  createdAt: string;
  /** Minutes. */
  estimatedDeliveryTime: number;
}

export interface Progress {
  /** What the page shows: the stored status, moved on by the clock while the order is still pending. */
  status: OrderStatus;
  /** Percent of the estimated time elapsed, 0 to 100. */
  percent: number;
  /** Whole minutes left, never below 0. */
  minutesLeft: number;
  /** Nothing more will change: the page stops asking. */
  settled: boolean;
}

export function orderProgress({ status, createdAt, estimatedDeliveryTime }: OrderTiming, now: Date): Progress {
  const elapsedMinutes = Math.max(0, (now.getTime() - Date.parse(createdAt)) / 60_000);
  const percent = estimatedDeliveryTime > 0 ? Math.min(100, (elapsedMinutes / estimatedDeliveryTime) * 100) : 100;
  const minutesLeft = Math.max(0, Math.ceil(estimatedDeliveryTime - elapsedMinutes));
  // A cancelled order stays cancelled whatever the clock says (the spec orders its rules loosely; a guest
  // must never read "delivered" on an order the restaurant cancelled).
  let shown: OrderStatus = status;
  if (status !== 'cancelled') {
    if (percent >= 100) shown = 'delivered';
    else if (status === 'pending' && percent > READY_AFTER) shown = 'ready';
    else if (status === 'pending' && percent > PREPARING_AFTER) shown = 'preparing';
  }
  return { status: shown, percent, minutesLeft, settled: shown === 'delivered' || shown === 'cancelled' };
}
