import { useMemo } from 'react';
import { cartClosedMessage, minutesLeft, openSlots, type Pause, takesOrdersNow } from '#contract/ordering-ahead';
import { nextOpening, pausedMessage, type ServiceStatus } from '#contract/service';
import { clockTime, dayFromNow } from '../../lib/format';
import { SelectField } from '../shared/Field';
import * as TAKE from './take-order-messages';

// When an order staff take is for: as soon as possible while the kitchen takes orders for now, or a slot it will
// take (the same slots the checkout offers, #contract/ordering-ahead openSlots), so an order can be taken for
// tomorrow while the kitchen is closed. Decided on the device's clock from the public status answer's rules; the
// Worker decides on its own clock what it accepts (a refusal names the field).

export interface KitchenTimes {
  /** True also while the status is unknown: the Worker decides. */
  takesOrdersNow: boolean;
  /** The slots offered (ISO instants), soonest first. */
  slots: string[];
  /** Why an order cannot be for now (closed, or paused), in the checkout's words; null when it can. */
  message: string | null;
}

const pauseOf = (status: ServiceStatus, now: Date): Pause => {
  if (!status.paused) return null;
  const { until } = status.paused;
  // A pause the device's clock has seen end counts no more (the answer may be a few seconds old).
  return until === null ? { until: null } : Date.parse(until) > now.getTime() ? { until: new Date(until) } : null;
};

export function useKitchenTimes(status: ServiceStatus | null): KitchenTimes {
  return useMemo(() => {
    if (!status) return { takesOrdersNow: true, slots: [], message: null };
    const now = new Date();
    const pause = pauseOf(status, now);
    const slots = openSlots(status.rules, pause, now).map((slot) => slot.toISOString());
    if (takesOrdersNow(status.rules, pause, now)) return { takesOrdersNow: true, slots, message: null };
    return { takesOrdersNow: false, slots, message: pause ? pausedMessage(minutesLeft(pause.until, now)) : cartClosedMessage(nextOpening(status.rules, now), now) };
  }, [status]);
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

interface Props {
  times: KitchenTimes;
  /** The slot the order is for (ISO instant); null: as soon as possible. */
  value: string | null;
  /** The kitchen's (and the road's) minutes, for "as soon as possible". */
  minutes: number;
  onChange: (when: string | null) => void;
  error?: string | undefined;
}

/** One native select: "As soon as possible" while the kitchen takes orders, then the slots under their day. */
export function WhenField({ times, value, minutes, onChange, error }: Props) {
  const days = new Map<string, string[]>();
  const now = new Date();
  for (const slot of times.slots) {
    const day = capitalised(dayFromNow(slot, now));
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  // Closed (or paused) now: why, and when nothing is open in the days ahead either, that too.
  const hint = !times.takesOrdersNow && times.slots.length === 0 ? [times.message, TAKE.noSlots].filter(Boolean).join(' ') : (times.message ?? undefined);
  return (
    <SelectField form="take" name="when" label={TAKE.whenLabel} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)} error={error} hint={hint}>
      {times.takesOrdersNow && <option value="">{TAKE.asSoonAsPossible(minutes)}</option>}
      {[...days].map(([day, slots]) => (
        <optgroup key={day} label={day}>
          {slots.map((slot) => (
            <option key={slot} value={slot}>
              {`${day}, ${clockTime(slot)}`}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}
