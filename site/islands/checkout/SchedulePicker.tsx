import { onRestaurantClock } from '#contract/clock';
import { formatsFor } from '#contract/formats';
import { useLang, useWords } from '../../i18n/react';
import type { Scheduling } from './useOrderingHours';

/** The restaurant's date of a slot (YYYY-MM-DD): the day choice's value. */
const dayKey = (slot: Date) => onRestaurantClock(slot).toISOString().slice(0, 10);
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

interface Props {
  scheduling: Scheduling;
  /** The chosen slot (ISO instant). */
  value: string | null;
  onChange: (slot: string) => void;
}

/**
 * When the kitchen does not take orders for now: why, and the delivery time the guest schedules instead — a day
 * (Today, Tomorrow, the weekday) and a time of that day's slots, two labelled native selects.
 */
export function SchedulePicker({ scheduling, value, onChange }: Props) {
  const words = useWords('checkout');
  const { clockTime, dayFromNow } = formatsFor(useLang());
  const now = new Date();
  const days = new Map<string, Date[]>();
  for (const slot of scheduling.slots) days.set(dayKey(slot), [...(days.get(dayKey(slot)) ?? []), slot]);
  const chosen = scheduling.slots.find((slot) => slot.toISOString() === value) ?? scheduling.slots[0];
  const day = chosen ? dayKey(chosen) : '';
  return (
    <section className="schedule" aria-labelledby="schedule-title">
      <p className="schedule-message" role="status">
        {scheduling.message}
      </p>
      {chosen ? (
        <>
          <h3 id="schedule-title" className="schedule-title">
            {words.scheduleTitle}
          </h3>
          <div className="schedule-fields">
            <div className="field">
              <label htmlFor="schedule-day">{words.day}</label>
              <select className="input" id="schedule-day" value={day} onChange={(event) => onChange((days.get(event.target.value)?.[0] ?? chosen).toISOString())}>
                {[...days].map(([key, slots]) => (
                  <option key={key} value={key}>
                    {capitalised(dayFromNow(slots[0] ?? chosen, now))}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="schedule-time">{words.deliveryTime}</label>
              <select className="input" id="schedule-time" value={chosen.toISOString()} onChange={(event) => onChange(event.target.value)}>
                {(days.get(day) ?? []).map((slot) => (
                  <option key={slot.toISOString()} value={slot.toISOString()}>
                    {clockTime(slot)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </>
      ) : (
        <h3 id="schedule-title" className="schedule-title">
          {words.noSlots}
        </h3>
      )}
    </section>
  );
}
