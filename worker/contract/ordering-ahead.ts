import { clockTime, dayFromNow } from './format';
import { chooseOpenSlot } from './messages/refusals';
import { nextOpening, pausedMessage, scheduleSlots, type KitchenHours, withinOrderingHours } from './service';

// Ordering ahead, as the Worker and the cart share it: when an order for now is refused and in what words, and
// which delivery slots a guest may still schedule while the kitchen is paused. Pure (no schema library), over
// the rules of ./service: the cart runs it on the device's clock to decide what it shows, the Worker on its own
// clock to decide what it accepts (docs/decisions/0016-ordering-hours-from-the-settings.md).

/** A pause as both sides hold it: until when, or null until staff turn it back. */
export type Pause = { until: Date | null } | null;

/** The field a timing refusal names. */
export const SCHEDULE_FIELD = 'scheduledFor';

export const CHOOSE_OPEN_SLOT = chooseOpenSlot;

/** Minutes left of a pause, rounded up (a pause with 40 s left is "1 minute", not "0"); null: open-ended. */
export const minutesLeft = (until: Date | null, now: Date) => (until ? Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000)) : null);

/** 11:00 AM today / 11:00 AM tomorrow / 11:00 AM on Saturday, on the restaurant's clock. */
export function openingWords(opening: Date, now: Date): string {
  const day = dayFromNow(opening, now);
  return `${clockTime(opening)} ${day === 'today' || day === 'tomorrow' ? day : `on ${day}`}`;
}

/** The Worker's words when the kitchen is closed to orders for now (a week without hours says only that). */
export function closedMessage(rules: KitchenHours, now: Date): string {
  const opening = nextOpening(rules, now);
  return opening ? `The kitchen is closed now. It takes delivery orders again at ${openingWords(opening, now)}. Please schedule your order.` : 'The kitchen is closed now.';
}

/** The cart's words for the same: We're closed now. The kitchen takes delivery orders again at 11:00 AM today. */
export function cartClosedMessage(opening: Date | null, now: Date): string {
  return opening ? `We're closed now. The kitchen takes delivery orders again at ${openingWords(opening, now)}.` : "We're closed now.";
}

/**
 * When a pause stops holding back scheduled orders: at its end; a pause without an end (staff turn it back when
 * the rush is over) holds until the kitchen's next opening, so a guest may still order ahead for the next
 * service but never for tonight's swamped one.
 */
const pauseEnds = (rules: KitchenHours, pause: { until: Date | null }, now: Date) => pause.until ?? nextOpening(rules, now);

/**
 * The slots a guest may schedule at `now`: scheduleSlots, less those the kitchen would have to start (lead
 * minutes before the slot) while it is paused.
 */
export function openSlots(rules: KitchenHours, pause: Pause, now: Date): Date[] {
  const slots = scheduleSlots(rules, now);
  if (!pause) return slots;
  const ends = pauseEnds(rules, pause, now);
  return ends ? slots.filter((slot) => slot.getTime() - rules.leadMinutes * 60_000 >= ends.getTime()) : [];
}

/** Whether an order for now is taken at `now`: within the hours and not paused. */
export const takesOrdersNow = (rules: KitchenHours, pause: Pause, now: Date) => !pause && withinOrderingHours(rules, now);

export interface TimingRefusal {
  status: 400 | 409;
  body: { error: string; issues: { path: string[]; message: string }[] };
}

const refusal = (status: 400 | 409, message: string): TimingRefusal => ({ status, body: { error: message, issues: [{ path: [SCHEDULE_FIELD], message }] } });

/**
 * Whether the kitchen takes an order placed at `now`, for now (scheduledFor null) or for a slot: null when it
 * does; else the refusal. For now, closed or paused is a 409 (the order is fine, the moment is not: the guest
 * schedules it instead). A slot not offered is a 400 naming scheduledFor; a slot inside a pause is a 409 in the
 * pause's words, like an order for now.
 */
export function orderTiming(rules: KitchenHours, pause: Pause, now: Date, scheduledFor: Date | null): TimingRefusal | null {
  const paused = pause && `${pausedMessage(minutesLeft(pause.until, now))} Please schedule your order for later.`;
  if (!scheduledFor) {
    if (paused) return refusal(409, paused);
    return withinOrderingHours(rules, now) ? null : refusal(409, closedMessage(rules, now));
  }
  const at = scheduledFor.getTime();
  if (!scheduleSlots(rules, now).some((slot) => slot.getTime() === at)) return refusal(400, CHOOSE_OPEN_SLOT);
  if (paused && !openSlots(rules, pause, now).some((slot) => slot.getTime() === at)) return refusal(409, paused);
  return null;
}
