import { useState } from 'react';
import { PAUSE_CHOICES } from '#contract/service';
import type { TonightPause } from '#contract/tonight';
import { api, ApiError, failureMessage } from '../../lib/api';
import { clockTimeFrom } from '../../lib/format';
import { showToast } from '../../lib/toasts/show';
import * as ADMIN from './messages';

const CHOICES = [...PAUSE_CHOICES, null] as const;

/** "Pause online orders": for 15, 30 or 60 minutes or until turned back; the pause shown, and Resume. */
export function PauseControl({ paused, onChange }: { paused: TonightPause; onChange: (paused: TonightPause) => void }) {
  const [busy, setBusy] = useState(false);

  async function change(minutes: number | null | 'resume') {
    setBusy(true);
    try {
      const answer =
        minutes === 'resume'
          ? await api<{ paused: TonightPause }>('/api/admin/service/pause', { method: 'DELETE' })
          : await api<{ paused: TonightPause }>('/api/admin/service/pause', { method: 'PUT', body: { minutes } });
      onChange(answer.paused);
      const until = answer.paused?.until;
      showToast(!answer.paused ? ADMIN.resumedDone : until ? ADMIN.pausedDone(clockTimeFrom(until, new Date())) : ADMIN.pausedIndefinitelyDone);
    } catch (error) {
      showToast(ADMIN.pauseFailed(error instanceof ApiError ? error.message : failureMessage(error)), 'error');
    } finally {
      setBusy(false);
    }
  }

  const state = !paused ? ADMIN.takingOrders : paused.until ? ADMIN.pausedUntil(clockTimeFrom(paused.until, new Date())) : ADMIN.pausedUntilResumed;
  return (
    <section className={paused ? 'admin-pause admin-pause--on' : 'admin-pause'} aria-labelledby="admin-pause-title">
      <div className="admin-pause-state">
        <h3 id="admin-pause-title">{ADMIN.pauseHeading}</h3>
        <p role="status" className="admin-pause-now">
          {state}
        </p>
        <p className="admin-muted">{ADMIN.pauseNote}</p>
      </div>
      <div className="admin-pause-actions">
        {paused && (
          <button type="button" className="button" disabled={busy} onClick={() => void change('resume')}>
            {ADMIN.resumeOrders}
          </button>
        )}
        <div className="admin-pause-choices" role="group" aria-label={ADMIN.pauseFor}>
          <span className="admin-pause-label" aria-hidden="true">
            {ADMIN.pauseFor}
          </span>
          {CHOICES.map((minutes) => (
            <button key={minutes ?? 'open'} type="button" className="button button--quiet admin-pause-choice" disabled={busy} onClick={() => void change(minutes)}>
              {ADMIN.pauseChoice(minutes)}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
