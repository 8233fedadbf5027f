import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { AdminSummary } from '#contract/admin';
import * as ADMIN from './messages';
import { api, ApiError } from '../../lib/api';
import { storedTab, storeTab, SUMMARY_PATH, type Tab } from './first-reads';
import { FailedMails } from './FailedMails';
import { OrdersPanel } from './OrdersPanel';
import { PaymentsToCheck } from './PaymentsToCheck';
import { Pending } from '../shared/LoginRequired';
import { ReservationsPanel } from './ReservationsPanel';
import { SoundButton } from '../shared/SoundButton';
import { SalesToday } from './SalesToday';
import { SummaryCards } from './SummaryCards';
import { TextsCapped } from './TextsCapped';
import { useOrderWatch } from './use-order-watch';
import { dashboardRole, RoleContext } from './role';
import { useVisibleInterval } from '../shared/use-visible-interval';

// Tonight's menu is opened far less than the lists: its code comes when its tab is first chosen.
const MenuPanel = lazy(() => import('./MenuPanel'));
// So is the order form, with the menu it reads and the checks it runs.
const TakeOrderPanel = lazy(() => import('./TakeOrderPanel'));
// And the evening's waitlist, with its form and its schema.
const WaitlistPanel = lazy(() => import('./WaitlistPanel'));

/** How often the dashboard asks for what is new while the tab is visible. */
export const POLL_MS = 15_000;

/** The dashboard's head; `foreseen`, the one shown before the island knows who is here. */
export function DashboardHead({ foreseen = false }: { foreseen?: boolean }) {
  return (
    <header className={foreseen ? 'admin-head admin-head--foreseen' : 'admin-head'}>
      <p className="eyebrow">Service</p>
      <h1>{ADMIN.heading}</h1>
    </header>
  );
}

/**
 * The dashboard proper, under its head: the four figures, the toggle (orders by default; a reload keeps the
 * choice) and a list. `onDenied`: the Worker refused the admin (a role withdrawn since the session was stored).
 * `sessionRole`: the stored session's, until the figures say whose dashboard this is (./role.ts).
 */
export function Dashboard({ onDenied, sessionRole }: { onDenied: () => void; sessionRole: string }) {
  const [tab, setTab] = useState<Tab>(storedTab);
  const [summary, setSummary] = useState<AdminSummary | null>(null);
  const [tick, setTick] = useState(0);
  // The first figures answered (or failed): the dashboard's first data is on screen, the order watch may start.
  const [started, setStarted] = useState(false);
  const orders = useOrderWatch(started);

  const refreshSummary = useCallback(async () => {
    try {
      setSummary(await api<AdminSummary>(SUMMARY_PATH));
    } catch (error) {
      // SPEC §8: a failed fetch of the figures is silent (the cards keep what they showed); a 403 is not.
      if (error instanceof ApiError && error.status === 403) onDenied();
    } finally {
      setStarted(true);
    }
  }, [onDenied]);

  useEffect(() => void refreshSummary(), [refreshSummary]);
  useVisibleInterval(() => {
    void refreshSummary();
    setTick((count) => count + 1);
  }, POLL_MS);

  function choose(next: Tab) {
    setTab(next);
    storeTab(next);
  }

  const role = dashboardRole(summary, sessionRole);
  const admin = role === 'admin';
  // The notice above the lists comes with the figures: the lists wait for the figures' first answer (asked for
  // beside theirs as the page opens, pages/admin.astro), so the notice never pushes a list already drawn down the page.
  if (!started)
    return (
      <RoleContext value={role}>
        <SummaryCards summary={summary} />
      </RoleContext>
    );
  return (
    <RoleContext value={role}>
      <SummaryCards summary={summary} />
      {/* The e-mails and payments to check, and the accountant's sales, are an admin's (their calls answer 403 to staff).
          The texts the day's cap held back are everyone's: staff call the guests who were not texted. */}
      <div className="admin-notices">
        {admin && <FailedMails count={summary?.failedMails ?? 0} />}
        {admin && <PaymentsToCheck count={summary?.paymentsToCheck ?? 0} />}
        <TextsCapped texts={summary?.texts} />
      </div>
      {admin && <SalesToday today={summary?.today} />}
      <div className="admin-bar">
        <div className="admin-tabs" role="group" aria-label="Show">
          {(Object.keys(ADMIN.tabs) as Tab[]).map((key) => (
            <button key={key} type="button" className="admin-tab" aria-pressed={tab === key} onClick={() => choose(key)}>
              {ADMIN.tabs[key]}
            </button>
          ))}
        </div>
        <SoundButton sound={orders.sound} chimes={orders.chimes} onToggle={orders.toggleSound} />
      </div>
      {tab === 'orders' && <OrdersPanel pollTick={tick} onChange={refreshSummary} watch={orders.watch} onAttend={orders.attend} />}
      {tab === 'reservations' && <ReservationsPanel pollTick={tick} onChange={refreshSummary} />}
      {tab === 'menu' && (
        <Suspense fallback={<Pending label="Loading tonight's menu" />}>
          <MenuPanel pollTick={tick} />
        </Suspense>
      )}
      {tab === 'new-order' && (
        <Suspense fallback={<Pending label="Loading the order form" />}>
          <TakeOrderPanel onTaken={() => void refreshSummary()} onDenied={onDenied} />
        </Suspense>
      )}
      {tab === 'waitlist' && (
        <Suspense fallback={<Pending label={ADMIN.waitlistLoading} />}>
          <WaitlistPanel pollTick={tick} onChange={refreshSummary} onDenied={onDenied} />
        </Suspense>
      )}
    </RoleContext>
  );
}
