import { formatsFor } from '#contract/formats';
import { minutesOf } from '#contract/reservation-rules';
import { fill } from '../../i18n/fill';
import { useLang, useWords } from '../../i18n/react';
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
  { name: 'morning', until: 12 * 60 },
  { name: 'afternoon', until: 17 * 60 },
  { name: 'evening', until: 24 * 60 },
] as const;

/** The day's times in three parts, each time a radio button: open ones to choose, full ones shown as full. */
export function TimeSlots({ form, date, guests, slots, time, error, onChoose, onDate }: Props) {
  const { slots: words } = useWords('reservations');
  const id = `${form}-time`;
  return (
    <fieldset className="field slots-field" aria-describedby={`${id}-error`}>
      <legend className="slots-legend">{words.legend}</legend>
      <SlotsBody slots={slots} date={date} guests={guests} time={time} onChoose={onChoose} onDate={onDate} />
      <p className="field-error" id={`${id}-error`} aria-live="polite" tabIndex={-1}>
        {error ?? ''}
      </p>
    </fieldset>
  );
}

function SlotsBody({ slots, date, guests, time, onChoose, onDate }: Omit<Props, 'form' | 'error'>) {
  const { slots: words } = useWords('reservations');
  if (slots.status === 'waiting') {
    return <p className="slots-note">{guests === undefined ? words.askParty : words.askDate}</p>;
  }
  if (slots.status === 'loading') {
    return (
      <p className="slots-note" role="status">
        {words.loading}
      </p>
    );
  }
  if (slots.status === 'failed') {
    return (
      <div className="slots-note" role="alert">
        <p>{`${words.failed} ${slots.message}`}</p>
        <button type="button" className="button button--quiet" onClick={slots.refresh}>
          {words.tryAgain}
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
              {words[part.name]}
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
  const { slots: words } = useWords('reservations');
  const { writtenTime } = formatsFor(useLang());
  return (
    <label className={slot.full ? 'slot slot--full' : 'slot'}>
      <input type="radio" name="time" value={slot.time} checked={chosen} disabled={slot.full} onChange={() => onChoose(slot.time)} />
      <span className="slot-time">{writtenTime(slot.time)}</span>
      {slot.full && <span className="slot-full">{` ${words.full}`}</span>}
    </label>
  );
}

/** A day with nothing open says so, and offers the nearest date that has a table. */
function NoTimes({ date, guests, slots, onDate }: { date: string; guests: number; slots: Extract<SlotsState, { status: 'ready' }>; onDate: (date: string) => void }) {
  const { slots: words } = useWords('reservations');
  const { digits, writtenDate } = formatsFor(useLang());
  const { nearest } = slots;
  const forParty = (one: string, other: string, day: string) => fill(guests === 1 ? one : other, { count: digits(guests), date: writtenDate(day) });
  return (
    <div className="slots-none" role="status">
      <p>{slots.slots.length === 0 ? fill(words.noneLeft, { date: writtenDate(date) }) : forParty(words.allTakenOne, words.allTakenOther, date)}</p>
      {nearest === undefined && <p>{words.nearestLooking}</p>}
      {nearest === null && <p>{words.nearestNone}</p>}
      {nearest === false && <p>{words.nearestFailed}</p>}
      {nearest && (
        <>
          <p>{forParty(words.nearestOne, words.nearestOther, nearest)}</p>
          <button type="button" className="button button--quiet" onClick={() => onDate(nearest)}>
            {fill(words.chooseDate, { date: writtenDate(nearest) })}
          </button>
        </>
      )}
    </div>
  );
}
