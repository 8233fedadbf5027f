import type { Fulfilment, OrderStatus } from '#contract/order-rules';

// SPEC §4 "Tracking view": what a guest sees of an order is derived in the browser from the stored status
// and the clock, so the page moves between the kitchen's own updates. SPEC §9: thresholds 20 % and 75 %.
export const PREPARING_AFTER = 20;
export const READY_AFTER = 75;

export interface OrderTiming {
  status: OrderStatus;
  createdAt: string;
  /** Minutes. */
  estimatedDeliveryTime: number;
  /** The delivery time the guest scheduled (ISO instant); null or absent: as soon as possible. */
  scheduledFor?: string | null;
  /** Absent: a delivery. */
  fulfilment?: Fulfilment;
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
  /** A scheduled order the kitchen has not started yet: the page reads "Scheduled for 11:30 AM" rather than minutes. */
  waiting: boolean;
}

/**
 * An order for now runs from the moment it was placed; one scheduled ahead runs towards its time: the kitchen
 * starts it the estimated time before (scheduledFor − estimatedDeliveryTime) and it reaches delivery at scheduledFor.
 */
const startsAt = ({ createdAt, estimatedDeliveryTime, scheduledFor }: OrderTiming) => (scheduledFor ? Date.parse(scheduledFor) - estimatedDeliveryTime * 60_000 : Date.parse(createdAt));

export function orderProgress(order: OrderTiming, now: Date): Progress {
  const { status, estimatedDeliveryTime } = order;
  const start = startsAt(order);
  const elapsedMinutes = Math.max(0, (now.getTime() - start) / 60_000);
  const percent = estimatedDeliveryTime > 0 ? Math.min(100, (elapsedMinutes / estimatedDeliveryTime) * 100) : 100;
  const minutesLeft = Math.max(0, Math.ceil(estimatedDeliveryTime - elapsedMinutes));
  // A cancelled order stays cancelled whatever the clock says (the spec orders its rules loosely; a guest
  // must never read "delivered" on an order the restaurant cancelled).
  // A pickup the clock has run out on is ready and waits for the guest: only staff mark it collected.
  const pickup = order.fulfilment === 'pickup';
  let shown: OrderStatus = status;
  if (status !== 'cancelled' && status !== 'collected') {
    if (percent >= 100) shown = pickup ? 'ready' : 'delivered';
    else if (status === 'pending' && percent > READY_AFTER) shown = 'ready';
    else if (status === 'pending' && percent > PREPARING_AFTER) shown = 'preparing';
  }
  const waiting = Boolean(order.scheduledFor) && shown === 'pending' && now.getTime() < start;
  return { status: shown, percent, minutesLeft, settled: shown === 'delivered' || shown === 'collected' || shown === 'cancelled', waiting };
}
