import { useCallback, useEffect, useState } from 'react';
import type { Order } from '#contract/order';
import type { OrderPage } from '#contract/order-history';
import type { IslandWords } from '../../i18n/catalog';
import { pathIn } from '../../i18n/lang';
import { useLang, useWords, WordsProvider } from '../../i18n/react';
import type { SessionUser } from '../../lib/session/store';
import { api } from '../../lib/api';
import { Pending, SignedOutGate } from '../shared/LoginRequired';
import { useSay } from '../shared/use-say';
import { useMountedSession } from '../../lib/session/use-mounted-session';
import '../shared/shared.css';
import { historyPath } from './first-reads';
import { OrderCard } from './OrderCard';
import './orders.css';

/** The parts of the catalog the history shows: its own, the shared parts it draws (the login prompt, the invoice line). */
export type OrderHistoryWords = IslandWords<'common' | 'shared' | 'validation' | 'orders'>;

/** SPEC §2 "Orders history": login required; the guest's orders, newest first, a page (20) at a time. `words`: the page's (orders.astro). */
export default function OrderHistory({ words }: { words: OrderHistoryWords }) {
  return (
    <WordsProvider words={words}>
      <Gate />
    </WordsProvider>
  );
}

function Gate() {
  const words = useWords('orders');
  const session = useMountedSession();
  if (!session?.isAuthenticated || !session.user) return <SignedOutGate what={words.signedOutWhat} label={words.loading} known={session !== undefined} />;
  return <History user={session.user} />;
}

function History({ user }: { user: SessionUser }) {
  const lang = useLang();
  const words = useWords('orders');
  const say = useSay();
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(
    async (before: string | null) => {
      setLoading(true);
      setFailure(null);
      try {
        // On a Bangla page, the orders' dishes and areas as the Bangla menu names them (the order keeps the English).
        const page = await api<OrderPage>(historyPath(user.userId, lang, before ?? undefined));
        setOrders((shown) => [...(before && shown ? shown : []), ...page.orders]);
        setCursor(page.nextCursor);
      } catch (error) {
        setFailure(say.failure(error, words.unreachable));
      } finally {
        setLoading(false);
      }
    },
    // `say` and the words are the page's, the same for as long as it is open.
    [user.userId, lang],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  if (orders === null) {
    return failure ? <LoadFailure message={failure} onRetry={() => void load(null)} /> : <Pending label={words.loading} />;
  }
  if (orders.length === 0) return <NoOrders />;

  return (
    <div className="history">
      <ol className="history-list" role="list" aria-label={words.listLabel}>
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ol>
      {failure && <LoadFailure message={failure} onRetry={() => void load(cursor)} />}
      {cursor && !failure && (
        <button className="button button--quiet history-more" type="button" disabled={loading} aria-busy={loading} onClick={() => void load(cursor)}>
          {loading ? words.loadingMore : words.showMore}
        </button>
      )}
    </div>
  );
}

function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const words = useWords('orders');
  return (
    <div className="load-failure" role="alert">
      <p className="form-alert">{message}</p>
      <button className="button button--quiet" type="button" onClick={onRetry}>
        {words.tryAgain}
      </button>
    </div>
  );
}

/** SPEC §2: the empty state offers the menu and a table. */
function NoOrders() {
  const lang = useLang();
  const words = useWords('orders');
  return (
    <section className="notice-card" aria-labelledby="no-orders-title">
      <svg className="login-required-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path d="M13 8h22v32l-4-3-3 3-4-3-4 3-3-3-4 3z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
        <path d="M18 17h12M18 23h12M18 29h7" stroke="currentColor" strokeWidth="1.2" strokeLinecap="round" />
      </svg>
      <h2 id="no-orders-title">{words.noneTitle}</h2>
      <p>{words.noneText}</p>
      <div className="notice-actions">
        <a className="button" href={pathIn(lang, '/menu')}>
          {words.browseMenu}
        </a>
        <a className="button button--quiet" href={pathIn(lang, '/reservations')}>
          {words.bookTable}
        </a>
      </div>
    </section>
  );
}
