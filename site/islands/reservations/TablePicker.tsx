import { FLOOR_PLAN, fits, TABLE_KINDS, type TableKind } from '#contract/floor-plan';

interface Props {
  form: string;
  table: number;
  guests: number | undefined;
  onChange: (table: number) => void;
}

const KINDS = Object.keys(TABLE_KINDS) as TableKind[];
const seats = ({ min, max }: { min: number; max: number }) => (min === max ? `seats ${max}` : `seats ${min}–${max}`);

/** The preferred table (SPEC §4: a random one to start with), by number, kind and the party sizes it seats. */
export function TablePicker({ form, table, guests, onChange }: Props) {
  const id = `${form}-table`;
  const chosen = FLOOR_PLAN.find((entry) => entry.table === table);
  return (
    <div className="field">
      <label htmlFor={id}>Preferred table</label>
      <select className="input" id={id} name="table" value={table} aria-describedby={`${id}-hint`} onChange={(event) => onChange(Number(event.target.value))}>
        {KINDS.map((kind) => (
          <optgroup key={kind} label={kind}>
            {FLOOR_PLAN.filter((entry) => entry.kind === kind).map((entry) => (
              <option key={entry.table} value={entry.table}>
                {`Table ${entry.table} · ${kind} · ${seats(entry)}`}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p className="field-hint" id={`${id}-hint`}>
        {!chosen || guests === undefined
          ? 'Your preference: we seat every party at a table that fits it.'
          : fits(chosen, guests)
            ? `Table ${table} is yours if it is free at that time; if not, we seat you at the best free table for your party.`
            : `Table ${table} ${seats(chosen)}, so we will seat your party of ${guests} at the best free table that fits.`}
      </p>
    </div>
  );
}
