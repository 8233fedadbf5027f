import { onRestaurantClock, restaurantInstant } from './clock';

// The evening's service as the site, the Worker and the dashboard share it: when the kitchen takes delivery
// orders, the slots a guest may schedule an order for, and the night's state staff set over the published
// menu (a dish sold out tonight, online orders paused). Pure and without a schema library, like
// ./order-rules, so the checkout can run the same rule the Worker holds and the status script stays small.
//
// Times are on the restaurant's clock (./clock). A day's hours come from the site settings' opening hours,
// which staff edit in the Studio ("Mon – Thu" / "11:00 AM – 10:00 PM"), read by parseOpeningHours.

/** A day's delivery hours: minutes past the restaurant's midnight, opens < closes ≤ 24 h. */
export interface DayHours {
  opens: number;
  closes: number;
}

/** Sunday (0) to Saturday (6), as Date#getUTCDay counts on the restaurant's clock; null: closed all day. */
export type WeekHours = (DayHours | null)[];

export interface KitchenHours {
  week: WeekHours;
  /** Orders for now stop this long before closing (last orders). */
  lastOrdersMinutes: number;
  /** The soonest an order is delivered after it is placed; a scheduled time is at least this far ahead. */
  leadMinutes: number;
}

/** What staff may set in the Studio (site settings) for last orders and the lead time, in minutes. */
export const LAST_ORDERS_RANGE = { min: 0, max: 120 } as const;
export const LEAD_RANGE = { min: 15, max: 180 } as const;

/** A guest may schedule an order for today and the next two days, in quarter-hour slots. */
export const SCHEDULE_DAYS = 3;
export const SLOT_MINUTES = 15;
/** The pause's choices on the dashboard, in minutes; null pauses until staff turn it back. */
export const PAUSE_CHOICES = [15, 30, 60] as const;

/** How a dish switched off comes back: at the next service day's opening, or only when staff switch it on. */
export const SOLD_OUT_UNTIL = ['next-service-day', 'switched-on'] as const;
export type SoldOutUntil = (typeof SOLD_OUT_UNTIL)[number];

/** Where the public status answer lives (GET, cached briefly at the edge). */
export const STATUS_PATH = '/api/service/status';
/** How long the status answer may be kept, at the edge and in the browser: a switch reaches guests within this and a poll. */
export const STATUS_MAX_AGE_SECONDS = 5;

/** What the static pages, the cart and the checkout learn about tonight's service: one small public answer. */
export interface ServiceStatus {
  /** The server's clock when the answer was made (ISO instant). */
  at: string;
  /** Whether an order for now is taken: within the hours before last orders, and not paused. */
  open: boolean;
  /** Paused by staff: until when (ISO instant), or null until they turn it back. Null when not paused. */
  paused: { until: string | null } | null;
  /** When orders for now are taken again (ISO instant); null while open. */
  nextOpening: string | null;
  /** The ids of the dishes sold out tonight. */
  soldOut: string[];
  /** The rules themselves, so the checkout offers the same slots the Worker accepts. */
  rules: KitchenHours;
}

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function dayIndex(name: string): number {
  const index = DAYS.indexOf(name.trim().slice(0, 3).toLowerCase());
  if (index < 0) throw new Error(`"${name.trim()}" is not a day of the week (write Mon, Tue, … Sun)`);
  return index;
}

function clockMinutes(time: string): number {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*([AP])\.?M\.?$/i.exec(time.trim());
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2] ?? 0);
  if (!match || hour < 1 || hour > 12 || minute > 59) throw new Error(`"${time.trim()}" is not a time (write 11:00 AM)`);
  return ((hour % 12) + (match[3]?.toUpperCase() === 'P' ? 12 : 0)) * 60 + minute;
}

/**
 * The week's hours from the site settings' rows ("Mon – Thu" / "11:00 AM – 10:00 PM", or "Sun" alone; a row whose
 * hours say "Closed" closes those days). Throws an Error naming what it cannot read, so the Studio's validation
 * and the build refuse what the Worker could not use. Closing at 12:00 AM means midnight.
 */
export function parseOpeningHours(rows: readonly { days: string; hours: string }[]): WeekHours {
  const week: WeekHours = [null, null, null, null, null, null, null];
  for (const row of rows) {
    const [first = '', last = first] = row.days.split(/\s*[–—-]\s*|\s+to\s+/);
    const from = dayIndex(first);
    const to = dayIndex(last);
    let hours: DayHours | null = null;
    if (!/^closed$/i.test(row.hours.trim())) {
      const [opens = '', closes = ''] = row.hours.split(/\s*[–—-]\s*|\s+to\s+/);
      hours = { opens: clockMinutes(opens), closes: clockMinutes(closes) || 24 * 60 };
      if (hours.closes <= hours.opens) throw new Error(`"${row.hours.trim()}" closes before it opens`);
    }
    for (let day = from; ; day = (day + 1) % 7) {
      week[day] = hours;
      if (day === to) break;
    }
  }
  return week;
}

/** The restaurant's date (YYYY-MM-DD), weekday and minutes past midnight at an instant. */
function wallClock(instant: Date) {
  const local = onRestaurantClock(instant);
  return { date: local.toISOString().slice(0, 10), day: local.getUTCDay(), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Whether an order for now is taken at `now` by the hours alone: from opening until last orders. */
export function withinOrderingHours(rules: KitchenHours, now: Date): boolean {
  const { day, minutes } = wallClock(now);
  const hours = rules.week[day];
  return !!hours && minutes >= hours.opens && minutes < hours.closes - rules.lastOrdersMinutes;
}

/** The first opening strictly after `now` (a week ahead at most); null when the week has no hours at all. */
export function nextOpening(rules: KitchenHours, now: Date): Date | null {
  const { date } = wallClock(now);
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const day = plusDays(date, ahead);
    const hours = rules.week[weekdayOf(day)];
    if (!hours) continue;
    const opens = restaurantInstant(day, hours.opens);
    if (opens > now) return opens;
  }
  return null;
}

/**
 * The delivery times a guest may schedule at `now`: quarter hours from today to SCHEDULE_DAYS − 1 days ahead,
 * each at least leadMinutes after `now`, between opening + lead and last orders + lead (an order for a slot is
 * the order the kitchen would have taken for now, lead minutes before it).
 */
export function scheduleSlots(rules: KitchenHours, now: Date): Date[] {
  const { date } = wallClock(now);
  const earliest = now.getTime() + rules.leadMinutes * 60_000;
  const slots: Date[] = [];
  for (let ahead = 0; ahead < SCHEDULE_DAYS; ahead += 1) {
    const day = plusDays(date, ahead);
    const hours = rules.week[weekdayOf(day)];
    if (!hours) continue;
    const first = Math.ceil((hours.opens + rules.leadMinutes) / SLOT_MINUTES) * SLOT_MINUTES;
    const last = hours.closes - rules.lastOrdersMinutes + rules.leadMinutes;
    for (let minutes = first; minutes <= last; minutes += SLOT_MINUTES) {
      const slot = restaurantInstant(day, minutes);
      if (slot.getTime() >= earliest) slots.push(slot);
    }
  }
  return slots;
}

/** Whether `slot` is one of the times scheduleSlots offers at `now`. */
export const isScheduleSlot = (rules: KitchenHours, now: Date, slot: Date): boolean => scheduleSlots(rules, now).some((offered) => offered.getTime() === slot.getTime());

/** The site's words for a pause, with the minutes left rounded up (the wording). */
export const pausedMessage = (minutesLeft: number | null) =>
  minutesLeft === null ? 'The kitchen is not taking delivery orders for now.' : `The kitchen is not taking delivery orders for the next ${minutesLeft} minutes.`;

/** Tonight's state staff set, as D1 holds it (only what still counts at the moment it was read). */
export interface Tonight {
  /** Paused: until when (null: until turned back). Null when not paused. */
  paused: { until: Date | null } | null;
  /** The dishes sold out, and when each comes back by itself (null: when staff switch it on). */
  soldOut: { id: string; until: Date | null }[];
}

/** The public answer at `now`, from the rules and tonight's state. */
export function serviceStatus(rules: KitchenHours, tonight: Tonight, now: Date): ServiceStatus {
  const open = !tonight.paused && withinOrderingHours(rules, now);
  let reopens: Date | null = null;
  if (!open) {
    // Paused: orders resume when the pause ends, if the kitchen is within its hours then; else at its next opening.
    const from = tonight.paused ? tonight.paused.until : now;
    reopens = from && (tonight.paused && withinOrderingHours(rules, from) ? from : nextOpening(rules, from));
  }
  return {
    at: now.toISOString(),
    open,
    paused: tonight.paused && { until: tonight.paused.until?.toISOString() ?? null },
    nextOpening: reopens?.toISOString() ?? null,
    soldOut: tonight.soldOut.map((dish) => dish.id),
    rules,
  };
}

/**
 * Whether a dish sold out until `until` (null: until staff switch it on) is still sold out for an order delivered
 * at `scheduledFor` (null: as soon as possible). An order scheduled for when the dish is back is not refused for it.
 */
export const soldOutFor = (until: Date | null, scheduledFor: Date | null): boolean => !scheduledFor || !until || scheduledFor < until;

/** The Worker's words for a dish sold out tonight, at checkout and in the cart. */
export const soldOutMessage = (name: string) => `${name} is sold out tonight. Please remove it from your order.`;
