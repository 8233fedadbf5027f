import { useCallback, useEffect, useState } from 'react';
import type { Order } from '#contract/order';
import type { OrderPage } from '#contract/order-history';
import type { SessionUser } from '../../lib/session/store';
import { api, failureMessage } from '../../lib/api';
import { Pending, SignedOutGate } from '../shared/LoginRequired';
import { useMountedSession } from '../../lib/session/use-mounted-session';
import '../shared/shared.css';
import { historyPath } from './first-reads';
import { OrderCard } from './OrderCard';
import './orders.css';

/** What a signed-out guest is asked to log in to see (SPEC §6). */
const SIGNED_OUT = 'your orders';

/** SPEC §2 "Orders history": login required; the guest's orders, newest first, a page (20) at a time. */
export default function OrderHistory() {
  const session = useMountedSession();
  if (!session?.isAuthenticated || !session.user) return <SignedOutGate what={SIGNED_OUT} label="Loading your orders" known={session !== undefined} />;
  return <History user={session.user} />;
}

function History({ user }: { user: SessionUser }) {
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(
    async (before: string | null) => {
      setLoading(true);
      setFailure(null);
      try {
        const page = await api<OrderPage>(historyPath(user.userId, before ?? undefined));
        setOrders((shown) => [...(before && shown ? shown : []), ...page.orders]);
        setCursor(page.nextCursor);
      } catch (error) {
        setFailure(failureMessage(error));
      } finally {
        setLoading(false);
      }
    },
    [user.userId],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  if (orders === null) {
    return failure ? <LoadFailure message={failure} onRetry={() => void load(null)} /> : <Pending label="Loading your orders" />;
  }
  if (orders.length === 0) return <NoOrders />;

  return (
    <div className="history">
      <ol className="history-list" role="list" aria-label="Your orders, newest first">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ol>
      {failure && <LoadFailure message={failure} onRetry={() => void load(cursor)} />}
      {cursor && !failure && (
        <button className="button button--quiet history-more" type="button" disabled={loading} aria-busy={loading} onClick={() => void load(cursor)}>
          {loading ? 'Loading…' : 'Show more'}
        </button>
      )}
    </div>
  );
}

function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="load-failure" role="alert">
      <p className="form-alert">{message}</p>
      <button className="button button--quiet" type="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** SPEC §2: the empty state offers the menu and a table. */
function NoOrders() {
  return (
    <section className="notice-card" aria-labelledby="no-orders-title">
      <svg className="login-required-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path d="M13 8h22v32l-4-3-3 3-4-3-4 3-3-3-4 3z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
        <path d="M18 17h12M18 23h12M18 29h7" stroke="currentColor" strokeWidth="1.2" strokeLinecap="round" />
      </svg>
      <h2 id="no-orders-title">No orders yet</h2>
      <p>When you order for delivery, your orders appear here, ready to follow or to order again.</p>
      <div className="notice-actions">
        <a className="button" href="/menu">
          Browse Menu
        </a>
        <a className="button button--quiet" href="/reservations">
          Book a Table
        </a>
      </div>
    </section>
  );
}
