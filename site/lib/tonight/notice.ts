import { pausedMessage, type ServiceStatus } from '#contract/service';
import { clockTimeFrom } from '#contract/clock-time';

// What /menu says when the kitchen is not taking delivery orders for now: paused by staff, or outside its
// hours. Polite, and pointing to what the guest can do (schedule an order); null while orders are taken.

/** The minutes a pause has left at the answer's own clock, rounded up (at least 1 while it lasts); null: until turned back. */
export const minutesLeft = (until: string | null, at: string): number | null => (until === null ? null : Math.max(1, Math.ceil((Date.parse(until) - Date.parse(at)) / 60_000)));

export function serviceNotice(status: ServiceStatus): string | null {
  if (status.open) return null;
  if (status.paused) return `${pausedMessage(minutesLeft(status.paused.until, status.at))} You can schedule an order for later.`;
  if (status.nextOpening) return `We take delivery orders again at ${clockTimeFrom(status.nextOpening, new Date(status.at))}. You can schedule an order now.`;
  return 'We are not taking delivery orders just now.';
}
