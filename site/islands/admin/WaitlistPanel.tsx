import { useCallback, useEffect, useRef, useState } from 'react';
import type { StaffWaitlistEntry, WaitlistEntry } from '#contract/waitlist';
import { api, ApiError, failureMessage } from '../../lib/api';
import { showToast } from '../../lib/toasts/show';
import { Pending } from '../shared/LoginRequired';
import { useVisibleInterval } from '../shared/use-visible-interval';
import { WAITLIST_PATH } from './first-reads';
import { WaitlistAddForm } from './WaitlistAddForm';
import { WaitlistCard } from './WaitlistCard';
import { arrange, tonightAt, withAnswer } from './waitlist';
import * as ADMIN from './messages';
import * as WAIT from './waitlist-messages';
import './waitlist.css';

// The dashboard's "Waitlist" tab (its code loaded when the tab is first chosen): the evening's list of guests who
// found no table (docs/decisions/0026-texts-and-the-waitlist.md), read again with the dashboard's other lists while
// the tab is visible, each guest a card staff offer a table to, seat, or remove; and a form to add one.

interface WaitlistAnswer {
  date: string;
  entries: StaffWaitlistEntry[];
}

/** Tonight's list is the Worker's default (the page's own script may have asked for it already); another evening is named. */
const pathFor = (date: string, tonight: string) => (date === tonight ? WAITLIST_PATH : `${WAITLIST_PATH}?date=${encodeURIComponent(date)}`);

export default function WaitlistPanel({ pollTick, onChange, onDenied }: { pollTick: number; onChange: () => Promise<void>; onDenied: () => void }) {
  const [now, setNow] = useState(Date.now);
  const tonight = tonightAt(now);
  const [date, setDate] = useState(tonight);
  const [entries, setEntries] = useState<StaffWaitlistEntry[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  // Only the latest read is shown: a slow answer for the evening staff have just left is dropped.
  const asked = useRef(0);

  const read = useCallback(async () => {
    const call = ++asked.current;
    try {
      const answer = await api<WaitlistAnswer>(pathFor(date, tonightAt(Date.now())));
      if (call !== asked.current) return;
      setEntries(answer.entries);
      setFailure(null);
      setNow(Date.now());
    } catch (error) {
      if (call !== asked.current) return;
      if (error instanceof ApiError && error.status === 403) onDenied();
      // A read that fails keeps the list on screen as it was; with none yet, it says why.
      else setFailure(failureMessage(error));
    }
  }, [date, onDenied]);
  useEffect(() => void read(), [read, pollTick]);

  // An offer's countdown moves each second while one runs (and not in a hidden tab).
  const running = entries?.some((entry) => entry.status === 'offered') ?? false;
  useVisibleInterval(() => {
    if (running) setNow(Date.now());
  }, 1000);

  function choose(next: string) {
    if (!next || next === date) return;
    setDate(next);
    setEntries(null);
    setFailure(null);
    setAdding(false);
  }

  function answered(entry: WaitlistEntry) {
    setEntries((current) => current && withAnswer(current, entry));
    // What the Worker did next (a freed table offered on, a booking counted) shows from its own answers.
    void read();
    void onChange();
  }

  function closeForm() {
    setAdding(false);
    window.requestAnimationFrame(() => addButton.current?.focus());
  }

  function added(entry: WaitlistEntry) {
    showToast(WAIT.added(entry.name));
    closeForm();
    void read();
  }

  const shown = entries && arrange(entries);
  const waiting = entries?.filter((entry) => entry.status === 'waiting').length ?? 0;
  const offered = entries?.filter((entry) => entry.status === 'offered').length ?? 0;
  return (
    <div className="admin-panel wait">
      <div className="admin-panel-head">
        <h2 id="wait-title">{WAIT.heading}</h2>
        {entries && entries.length > 0 && <p className="admin-muted wait-count">{WAIT.countLine(waiting, offered)}</p>}
      </div>
      <div className="wait-bar">
        <div className="field wait-date">
          <label htmlFor="wait-date">{WAIT.dateLabel}</label>
          <input className="input" id="wait-date" type="date" value={date} required onChange={(event) => choose(event.target.value)} />
        </div>
        {date !== tonight && (
          <button type="button" className="button button--quiet wait-button" onClick={() => choose(tonight)}>
            {WAIT.backToTonight}
          </button>
        )}
        <button type="button" className="button wait-button wait-add-open" ref={addButton} aria-expanded={adding} aria-controls="wait-add" onClick={() => (adding ? closeForm() : setAdding(true))}>
          {WAIT.add}
        </button>
      </div>
      <div id="wait-add">{adding && <WaitlistAddForm date={date} tonight={tonight} onAdded={added} onClose={closeForm} onDenied={onDenied} />}</div>
      {shown === null && failure === null && <Pending label={ADMIN.waitlistLoading} />}
      {shown === null && failure !== null && (
        <div className="admin-failure" role="alert">
          <p className="form-alert">{failure}</p>
          <button className="button button--quiet" type="button" onClick={() => void read()}>
            {ADMIN.tryAgain}
          </button>
        </div>
      )}
      {shown && shown.length === 0 && <p className="admin-empty">{WAIT.empty(date === tonight)}</p>}
      {shown && shown.length > 0 && (
        <ol className="wait-list" role="list" aria-labelledby="wait-title">
          {shown.map((entry) => (
            <WaitlistCard key={entry.id} entry={entry} tonight={tonight} now={now} onAnswer={answered} onDenied={onDenied} />
          ))}
        </ol>
      )}
    </div>
  );
}
