import type { AdminSummary } from '#contract/admin';
import * as ADMIN from './messages';
import { formatCount, formatPaisa, formatTakaExact } from '../../lib/format';
import { useIsAdmin } from './role';

/**
 * The four figures (SPEC §2), from the server; a dash until they arrive, so nothing shifts when they do. Staff see
 * three: the revenue is an admin's. Under them, today's orders by where they came from, and today's text messages
 * (what they cost, in paisa from the Worker, an admin's only).
 */
export function SummaryCards({ summary }: { summary: AdminSummary | null }) {
  const admin = useIsAdmin();
  const cards = [
    { label: ADMIN.cards.totalOrders, value: summary && formatCount(summary.totalOrders), note: `${summary ? formatCount(summary.pickupOrders) : '—'} for pickup` },
    { label: ADMIN.cards.reservations, value: summary && formatCount(summary.reservations) },
    { label: ADMIN.cards.customers, value: summary && formatCount(summary.customers) },
    ...(admin ? [{ label: ADMIN.cards.revenue, value: summary && summary.revenue !== null ? formatTakaExact(summary.revenue) : null, note: ADMIN.revenueNote }] : []),
  ];
  // A summary from before the Worker counted sources has none: the line keeps its dashes.
  const sources = summary?.sourcesToday;
  const count = (value: number | undefined) => (value === undefined ? '—' : formatCount(value));
  const texts = summary?.texts;
  const cost = admin ? (texts && texts.cost !== null ? formatPaisa(texts.cost) : '—') : null;
  return (
    <section aria-label={ADMIN.summaryLabel}>
      <dl className={admin ? 'admin-cards' : 'admin-cards admin-cards--three'} aria-busy={summary === null}>
      {cards.map((card) => (
        <div className="admin-card" key={card.label}>
          <dt>
            {card.label}
            {/* A figure's second line, part of its label so the figure stays the one definition. */}
            {'note' in card && <span className="admin-card-note">{card.note}</span>}
          </dt>
          <dd>{card.value ?? '—'}</dd>
        </div>
      ))}
      </dl>
      <p className="admin-sources">{ADMIN.sourcesToday(count(sources?.web), count(sources?.phone), count(sources?.['walk-in']))}</p>
      <p className="admin-sources admin-sources--next">{ADMIN.textsToday(count(texts?.sent), count(texts?.parts), cost)}</p>
    </section>
  );
}
