import type { Reservation } from '#contract/reservation-rules';
import { useWords } from '../../i18n/react';
import { statusLabel, statusStyle } from '../../lib/reservations/status-display';

/** A booking's status as a badge, in the spec's style for it and the page's words. */
export function StatusBadge({ status }: { status: Reservation['status'] }) {
  const { status: words } = useWords('reservations');
  return <span className={`badge badge--${statusStyle(status)}`}>{statusLabel(status, words)}</span>;
}
