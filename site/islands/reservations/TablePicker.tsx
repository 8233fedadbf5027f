import { FLOOR_PLAN, fits, type Seats, TABLE_KINDS, type TableKind } from '#contract/floor-plan';
import { formatsFor } from '#contract/formats';
import { fill } from '../../i18n/fill';
import { useLang, useWords } from '../../i18n/react';

interface Props {
  form: string;
  table: number;
  guests: number | undefined;
  onChange: (table: number) => void;
}

const KINDS = Object.keys(TABLE_KINDS) as TableKind[];

/** The preferred table (SPEC §4: a random one to start with), by number, kind and the party sizes it seats. */
export function TablePicker({ form, table, guests, onChange }: Props) {
  const { table: words, kinds } = useWords('reservations');
  const { digits } = formatsFor(useLang());
  const seats = ({ min, max }: Seats) => fill(min === max ? words.seatsExact : words.seatsRange, { min: digits(min), max: digits(max) });
  const id = `${form}-table`;
  const chosen = FLOOR_PLAN.find((entry) => entry.table === table);
  return (
    <div className="field">
      <label htmlFor={id}>{words.label}</label>
      <select className="input" id={id} name="table" value={table} aria-describedby={`${id}-hint`} onChange={(event) => onChange(Number(event.target.value))}>
        {KINDS.map((kind) => (
          <optgroup key={kind} label={kinds[kind]}>
            {FLOOR_PLAN.filter((entry) => entry.kind === kind).map((entry) => (
              <option key={entry.table} value={entry.table}>
                {fill(words.option, { table: digits(entry.table), kind: kinds[kind], seats: seats(entry) })}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p className="field-hint" id={`${id}-hint`}>
        {!chosen || guests === undefined
          ? words.hintAny
          : fits(chosen, guests)
            ? fill(words.hintFits, { table: digits(table) })
            : fill(words.hintTooSmall, { table: digits(table), seats: seats(chosen), guests: digits(guests) })}
      </p>
    </div>
  );
}
