import { type ReactNode, useEffect, useRef, useState } from 'react';
import * as ADMIN from './messages';
import { Pending } from '../shared/LoginRequired';
import { useInSlices } from '../shared/use-in-slices';
import { DetailDialog } from './DetailDialog';
import { type AdminList, type Row } from './use-admin-list';

export interface RowProps<T extends Row> {
  item: T;
  fresh: boolean;
  open: () => void;
  remove: () => void;
  setStatus: (status: T['status']) => void;
}

interface Props<T extends Row> {
  list: AdminList<T>;
  /** 'orders' or 'reservations': the history endpoint and the ids of the elements. */
  subject: 'orders' | 'reservations';
  caption: string;
  columns: readonly string[];
  toolbar: ReactNode;
  /** An empty list with no filter: the house has none yet. */
  emptyText: string;
  filtered: boolean;
  pollTick: number;
  onChange: () => Promise<void>;
  renderRow: (props: RowProps<T>) => ReactNode;
  renderDetails: (item: T) => ReactNode;
}

/** A dashboard list: its filters, the 'N new' marker, the table, Show more, and the detail view of a row. */
export function ListPanel<T extends Row>({ list, subject, caption, columns, toolbar, emptyText, filtered, pollTick, onChange, renderRow, renderDetails }: Props<T>) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { poll } = list;
  // The rows go to the page three a task (useInSlices): 25 at once were one long task of style and layout.
  const shown = useInSlices(list.rows, 3);

  // Each tick of the dashboard's clock polls once, with the list as it is then; a failed poll is silent (SPEC §8)
  // and the next tick tries again.
  const latestPoll = useRef(poll);
  latestPoll.current = poll;
  useEffect(() => {
    // The row whose status dropdown has focus is being edited: the poll leaves it as it is.
    const active = document.activeElement;
    const focused = active instanceof HTMLSelectElement ? active.closest<HTMLElement>('tr[data-row]')?.dataset.row : undefined;
    if (pollTick > 0) void latestPoll.current(focused).catch(() => undefined);
  }, [pollTick]);

  // After a delete, focus goes to the delete button now in the removed row's place (or the one before it),
  // so a keyboard user can go on down the list; with none left, to the list's heading.
  useEffect(() => {
    if (focusAt === null) return;
    const buttons = body.current?.querySelectorAll<HTMLButtonElement>('button[data-delete]') ?? [];
    (buttons[Math.min(focusAt, buttons.length - 1)] ?? heading.current)?.focus();
    setFocusAt(null);
  }, [focusAt, list.rows]);

  async function remove(id: string) {
    const index = list.rows?.findIndex((row) => row.id === id) ?? -1;
    if (await list.remove(id)) {
      setFocusAt(index);
      void onChange();
    }
  }

  // The marker takes the keyboard to the first new row (the list scrolls to it), then clears the highlights.
  function showNew() {
    body.current?.querySelector<HTMLButtonElement>('tr.admin-row--new button')?.focus();
    list.seen();
  }

  const opened = list.rows?.find((row) => row.id === openId);
  const headingId = `admin-${subject}-title`;
  return (
    // A plain block, not a second landmark: the scrolling table is the region that carries the list's name.
    <div className="admin-panel">
      <div className="admin-panel-head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {caption}
        </h2>
        <div role="status" className="admin-new">
          {list.fresh.size > 0 && (
            <button type="button" className="admin-new-marker" onClick={showNew}>
              {ADMIN.newRows(list.fresh.size)}
            </button>
          )}
        </div>
      </div>
      {toolbar}
      {list.rows === null && list.failure === null && <Pending label={`Loading ${caption.toLowerCase()}`} />}
      {list.failure !== null && (
        <div className="admin-failure" role="alert">
          <p className="form-alert">{list.failure}</p>
          <button className="button button--quiet" type="button" onClick={list.reload}>
            Try again
          </button>
        </div>
      )}
      {list.rows !== null && list.rows.length === 0 && <p className="admin-empty">{filtered ? ADMIN.noMatch : emptyText}</p>}
      {list.rows !== null && list.rows.length > 0 && (
        <div className="admin-table-wrap" role="region" aria-labelledby={headingId} aria-busy={list.loading} tabIndex={0}>
          <table className="admin-table admin-table--cards">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody ref={body}>
              {(shown ?? list.rows).map((item) =>
                renderRow({
                  item,
                  fresh: list.fresh.has(item.id),
                  open: () => setOpenId(item.id),
                  remove: () => void remove(item.id),
                  setStatus: (status) => void list.setStatus(item.id, status),
                }),
              )}
            </tbody>
          </table>
        </div>
      )}
      {list.more && list.failure === null && (
        <button className="button button--quiet admin-more" type="button" disabled={list.loading} aria-busy={list.loading} onClick={list.loadMore}>
          {list.loading ? 'Loading…' : ADMIN.showMore}
        </button>
      )}
      {opened && (
        <DetailDialog subject={subject} id={opened.id} onClose={() => setOpenId(null)}>
          {renderDetails(opened)}
        </DetailDialog>
      )}
    </div>
  );
}
