import { useState } from 'react';
import type { AdminSummary } from '#contract/admin';
import { onRestaurantClock } from '#contract/clock';
import { api, failureMessage } from '../../lib/api';
import { formatCount, formatPaisa } from '../../lib/format';
import * as ADMIN from './messages';

/** Today's invoiced sales, and the day's or the month's as CSV for the accountant (GET /api/admin/sales.csv). */
export function SalesToday({ today }: { today: AdminSummary['today'] | undefined }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function download(period: 'day' | 'month') {
    // The button keeps its focus while the file is fetched (aria-disabled, not disabled): a second press waits.
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setDone(null);
    // The restaurant's day and month, whatever the clock of the device staff use.
    const date = onRestaurantClock(Date.now()).toISOString().slice(0, period === 'day' ? 10 : 7);
    try {
      const csv = await api<string>(`/api/admin/sales.csv?${period}=${date}`, { text: true });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      link.download = `sales-${date}.csv`;
      link.click();
      // Revoked after the click's download has started, not during it (Safari and Firefox may abort it otherwise).
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
      setDone(ADMIN.salesDownloaded(link.download));
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-sales" aria-labelledby="admin-sales-title">
      <h2 id="admin-sales-title" className="admin-sales-title">
        {ADMIN.salesHeading}
      </h2>
      <p className="admin-sales-figures">{today ? ADMIN.salesToday(formatCount(today.invoices), formatPaisa(today.total), formatPaisa(today.vat)) : '—'}</p>
      <div className="admin-sales-actions">
        <button className="button button--quiet" type="button" aria-disabled={busy} onClick={() => void download('day')}>
          {ADMIN.salesDay}
        </button>
        <button className="button button--quiet" type="button" aria-disabled={busy} onClick={() => void download('month')}>
          {ADMIN.salesMonth}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {done}
      </p>
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
