import type { Reservation } from '#contract/reservation-rules';
import { statusLabel, statusStyle } from '../../lib/reservations/status-display';

/** A booking's status as a badge, in the spec's style for it. */
export function StatusBadge({ status }: { status: Reservation['status'] }) {
  return <span className={`badge badge--${statusStyle(status)}`}>{statusLabel(status)}</span>;
}
