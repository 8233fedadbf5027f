import { useState, type ReactNode } from 'react';
import * as ADMIN from './messages';
import { failureMessage } from '../../lib/api';

/**
 * A notice above the dashboard's lists of something waiting for staff (undelivered e-mails, payments to check):
 * shown while there are any, opened to load and list them.
 *
 * Its closed form is one line whose height no font decides: a headline that never wraps (cut with an ellipsis
 * where a phone is too narrow) beside its button, in a row as tall as the button. The lists are drawn below
 * it, and a headline that wrapped differently once the page's fonts arrived moved them (a layout shift of
 * 0.003 read on /admin); so what may run long is said inside, once opened.
 */
export function AdminNotice<T>({
  id,
  headline,
  empty,
  load,
  render,
  buttonWords = { show: ADMIN.showNotice, hide: ADMIN.hideNotice },
}: {
  id: string;
  /** The closed notice's words, or null when there is nothing (then it shows only while open). */
  headline: string | null;
  /** The headline when an open notice has nothing left. */
  empty: string;
  load: () => Promise<T[]>;
  render: (items: T[]) => ReactNode;
  /** The button's words, closed and open, for a notice that opens on an explanation rather than a list. */
  buttonWords?: { show: string; hide: string };
}) {
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<T[] | string | null>(null);

  function toggle() {
    const next = !open;
    setOpen(next);
    if (!next) return;
    setItems(null);
    load()
      .then(setItems)
      .catch((error: unknown) => setItems(failureMessage(error)));
  }

  if (headline === null && !open) return null;
  const words = headline ?? empty;
  return (
    <section className="admin-notice" aria-labelledby={`${id}-title`}>
      <p className="admin-notice-line">
        <strong id={`${id}-title`} title={words}>
          {words}
        </strong>
        <button type="button" className="button button--quiet admin-notice-toggle" aria-expanded={open} aria-controls={`${id}-list`} onClick={toggle}>
          {open ? buttonWords.hide : buttonWords.show}
        </button>
      </p>
      <div id={`${id}-list`} hidden={!open}>
        {open && items === null && <p className="admin-muted">Loading…</p>}
        {open && typeof items === 'string' && <p className="form-alert">{items}</p>}
        {open && Array.isArray(items) && render(items)}
      </div>
    </section>
  );
}
