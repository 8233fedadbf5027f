import { minutesOf } from '#contract/reservation-rules';
import { writtenDate, writtenTime } from '../../lib/format';
import type { Slot } from '../../lib/reservations/availability';
import type { SlotsState } from './useSlots';

interface Props {
  form: string;
  date: string;
  guests: number | undefined;
  slots: SlotsState & { refresh: () => void };
  time: string;
  error: string | undefined;
  onChoose: (time: string) => void;
  onDate: (date: string) => void;
}

const PARTS = [
  { name: 'Morning', until: 12 * 60 },
  { name: 'Afternoon', until: 17 * 60 },
  { name: 'Evening', until: 24 * 60 },
] as const;

/** The day's times in three parts, each time a radio button: open ones to choose, full ones shown as full. */
export function TimeSlots({ form, date, guests, slots, time, error, onChoose, onDate }: Props) {
  const id = `${form}-time`;
  return (
    <fieldset className="field slots-field" aria-describedby={`${id}-error`}>
      <legend className="slots-legend">Time</legend>
      <SlotsBody slots={slots} date={date} guests={guests} time={time} onChoose={onChoose} onDate={onDate} />
      <p className="field-error" id={`${id}-error`} aria-live="polite" tabIndex={-1}>
        {error ?? ''}
      </p>
    </fieldset>
  );
}

function SlotsBody({ slots, date, guests, time, onChoose, onDate }: Omit<Props, 'form' | 'error'>) {
  if (slots.status === 'waiting') {
    return <p className="slots-note">{guests === undefined ? 'Tell us how many you are, and we will show the times with a table free.' : 'Choose a date from today to 29 days ahead to see the times with a table free.'}</p>;
  }
  if (slots.status === 'loading') {
    return (
      <p className="slots-note" role="status">
        Finding the times with a table free…
      </p>
    );
  }
  if (slots.status === 'failed') {
    return (
      <div className="slots-note" role="alert">
        <p>We could not check which times are free. {slots.message}</p>
        <button type="button" className="button button--quiet" onClick={slots.refresh}>
          Try again
        </button>
      </div>
    );
  }
  const open = slots.slots.filter((slot) => !slot.full);
  return (
    <>
      {PARTS.map((part, index) => {
        const from = PARTS[index - 1]?.until ?? 0;
        const inPart = slots.slots.filter((slot) => minutesOf(slot.time) >= from && minutesOf(slot.time) < part.until);
        return inPart.length === 0 ? null : (
          <div className="slot-part" key={part.name}>
            <p className="slot-part-name" aria-hidden="true">
              {part.name}
            </p>
            <div className="slots">
              {inPart.map((slot) => (
                <SlotChoice key={slot.time} slot={slot} chosen={slot.time === time} onChoose={onChoose} />
              ))}
            </div>
          </div>
        );
      })}
      {open.length === 0 && <NoTimes date={date} guests={guests ?? 0} slots={slots} onDate={onDate} />}
    </>
  );
}

function SlotChoice({ slot, chosen, onChoose }: { slot: Slot; chosen: boolean; onChoose: (time: string) => void }) {
  return (
    <label className={slot.full ? 'slot slot--full' : 'slot'}>
      <input type="radio" name="time" value={slot.time} checked={chosen} disabled={slot.full} onChange={() => onChoose(slot.time)} />
      <span className="slot-time">{writtenTime(slot.time)}</span>
      {slot.full && <span className="slot-full">{' Full'}</span>}
    </label>
  );
}

/** A day with nothing open says so, and offers the nearest date that has a table. */
function NoTimes({ date, guests, slots, onDate }: { date: string; guests: number; slots: Extract<SlotsState, { status: 'ready' }>; onDate: (date: string) => void }) {
  const { nearest } = slots;
  const party = guests === 1 ? 'one' : `a party of ${guests}`;
  return (
    <div className="slots-none" role="status">
      <p>
        {slots.slots.length === 0 ? `There are no more sittings to book on ${writtenDate(date)}: a table needs two hours' notice.` : `Every table for ${party} is taken on ${writtenDate(date)}.`}
      </p>
      {nearest === undefined && <p>Looking for the nearest day with a table free…</p>}
      {nearest === null && <p>We found no free table on the days around it. Please choose another date, or call us.</p>}
      {nearest === false && <p>We could not look for another day just now. Please choose another date, or call us.</p>}
      {nearest && (
        <>
          <p>{`The nearest day with a table free for ${party} is ${writtenDate(nearest)}.`}</p>
          <button type="button" className="button button--quiet" onClick={() => onDate(nearest)}>
            {`Choose ${writtenDate(nearest)}`}
          </button>
        </>
      )}
    </div>
  );
}
