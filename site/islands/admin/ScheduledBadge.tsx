import { onRestaurantClock } from '#contract/clock';
import { clockTime, dayFromNow, shortDate } from '../../lib/format';

/**
 * An order scheduled ahead, as staff see it in the list and the detail: "Scheduled 11:30 AM" for today's
 * service, "Scheduled Fri 27 Nov, 11:30 AM" for a later one (on the restaurant's clock). Nothing for an order
 * for now. The kitchen starts it its estimated time before.
 */
export function ScheduledBadge({ scheduledFor, now = new Date() }: { scheduledFor: string | null; now?: Date }) {
  if (!scheduledFor) return null;
  const day = dayFromNow(scheduledFor, now) === 'today' ? '' : `${shortDate(onRestaurantClock(new Date(scheduledFor)).toISOString().slice(0, 10))}, `;
  return (
    <span className="badge admin-scheduled">
      <time dateTime={scheduledFor}>Scheduled {day + clockTime(scheduledFor)}</time>
    </span>
  );
}
