import type { ReactNode } from 'react';
import { useIsAdmin } from './role';

// The cells every dashboard row shares: the id that opens the detail view, the status dropdown, the status
// badge, the delete button and a phone number to call.

export function IdButton({ id, what, onOpen }: { id: string; what: string; onOpen: () => void }) {
  return (
    <button type="button" className="admin-id" aria-haspopup="dialog" aria-label={`Open ${what} ${id}`} onClick={onOpen}>
      {id}
    </button>
  );
}

interface SelectProps<S extends string> {
  label: string;
  value: S;
  /** The statuses offered, with their labels (an order is offered its own way through the kitchen only). */
  options: Readonly<Partial<Record<S, string>>>;
  onChange: (status: S) => void;
}

/** SPEC §2: a native dropdown of the statuses; any value may follow any other (SPEC §4). */
export function StatusSelect<S extends string>({ label, value, options, onChange }: SelectProps<S>) {
  return (
    <select className="input admin-select" aria-label={label} value={value} onChange={(event) => onChange(event.target.value as S)}>
      {(Object.keys(options) as S[]).map((status) => (
        <option key={status} value={status}>
          {options[status]}
        </option>
      ))}
    </select>
  );
}

/** SPEC §4: the status in its style; any reservation status other than pending or confirmed is the red one. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`badge badge--${status}`}>{label}</span>;
}

export function DeleteButton({ label, onDelete }: { label: string; onDelete: () => void }) {
  return (
    <button type="button" className="admin-delete" aria-label={label} title={label} data-delete onClick={onDelete}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v6M14 11v6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

/** A number staff can call from the tablet. */
export function Phone({ number }: { number: string }) {
  return number ? <a href={`tel:${number.replace(/[^\d+]/g, '')}`}>{number}</a> : <>—</>;
}

/** The last two cells of every row (SPEC §2): Actions, the status badge; Delete, the button (an admin's only). */
export function ActionCells({ status, label, deleteLabel, onDelete }: { status: string; label: string; deleteLabel: string; onDelete: () => void }) {
  const admin = useIsAdmin();
  return (
    <>
      <td>
        <StatusBadge status={status} label={label} />
      </td>
      {admin && (
        <td>
          <DeleteButton label={deleteLabel} onDelete={onDelete} />
        </td>
      )}
    </>
  );
}

/** A list's columns as the viewer's rows have them: without Delete for staff (ActionCells leaves its cell out). */
export function useColumns(columns: readonly string[]): readonly string[] {
  const admin = useIsAdmin();
  return admin ? columns : columns.filter((column) => column !== 'Delete');
}

/** What the detail view says of a row: short facts side by side, long ones (an address, a request) across. */
export function Details({ facts, wide }: { facts: [string, ReactNode][]; wide: [string, string][] }) {
  return (
    <dl className="admin-details">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {wide.map(([term, value]) => (
        <div key={term} className="admin-details-wide">
          <dt>{term}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
