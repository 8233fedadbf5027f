import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { AdminHistory, StatusEvent } from '#contract/admin';
import { api, failureMessage } from '../../lib/api';
import { formatDhakaDateTime } from '../../lib/format';
import './detail.css';
import { MailList } from './MailList';
import { PaymentList } from './PaymentList';

interface Props {
  subject: 'orders' | 'reservations';
  id: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The detail view of an order or a booking: a modal dialog (the browser keeps focus inside it, Escape closes
 * it and focus returns to the row), with what staff act on, the history of its status, an order's payments and the
 * guest e-mails it caused.
 */
export function DetailDialog({ subject, id, onClose, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog ref={dialog} className="admin-dialog" aria-labelledby="admin-dialog-title" onClose={onClose}>
      <header className="admin-dialog-head">
        <h2 id="admin-dialog-title">
          {subject === 'orders' ? 'Order' : 'Reservation'} <span className="admin-dialog-id">{id}</span>
        </h2>
        <button type="button" className="button button--quiet" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </header>
      {children}
      <History subject={subject} id={id} />
    </dialog>
  );
}

/** A status as the tables label it: pending → Pending. */
const label = (status: string | null) => (status ? status.charAt(0).toUpperCase() + status.slice(1) : '—');

function History({ subject, id }: { subject: Props['subject']; id: string }) {
  const [history, setHistory] = useState<AdminHistory | string | null>(null);
  useEffect(() => {
    api<AdminHistory>(`/api/admin/${subject}/${id}/history`)
      .then(setHistory)
      .catch((error: unknown) => setHistory(failureMessage(error)));
  }, [subject, id]);
  const events: StatusEvent[] | string | null = history && typeof history === 'object' ? history.events : history;
  return (
    <>
      <StatusHistory events={events} />
      {history && typeof history === 'object' && <PaymentList orderId={id} payments={history.payments} />}
      {history && typeof history === 'object' && <MailList mails={history.mails} />}
    </>
  );
}

function StatusHistory({ events }: { events: StatusEvent[] | string | null }) {
  return (
    <section className="admin-history" aria-labelledby="admin-history-title">
      <h3 id="admin-history-title">Status history</h3>
      {events === null && <p className="admin-muted">Loading…</p>}
      {typeof events === 'string' && <p className="form-alert">{events}</p>}
      {Array.isArray(events) && events.length === 0 && <p className="admin-muted">No change of status yet.</p>}
      {Array.isArray(events) && events.length > 0 && (
        <ol className="admin-history-list">
          {events.map((event) => (
            <li key={`${event.at}-${event.to ?? 'deleted'}`}>
              <time dateTime={event.at}>{formatDhakaDateTime(event.at)}</time> {event.action === 'delete' ? 'Deleted' : `${label(event.from)} → ${label(event.to)}`}{' '}
              <span className="admin-muted">by {event.by}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
