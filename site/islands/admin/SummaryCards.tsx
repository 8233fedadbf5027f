import type { AdminSummary } from '#contract/admin';
import * as ADMIN from './messages';
import { formatCount, formatTakaExact } from '../../lib/format';

/** The four figures (SPEC §2), from the server; a dash until they arrive, so nothing shifts when they do. */
export function SummaryCards({ summary }: { summary: AdminSummary | null }) {
  const cards = [
    { label: ADMIN.cards.totalOrders, value: summary && formatCount(summary.totalOrders), note: `${summary ? formatCount(summary.pickupOrders) : '—'} for pickup` },
    { label: ADMIN.cards.reservations, value: summary && formatCount(summary.reservations) },
    { label: ADMIN.cards.customers, value: summary && formatCount(summary.customers) },
    { label: ADMIN.cards.revenue, value: summary && formatTakaExact(summary.revenue), note: ADMIN.revenueNote },
  ];
  return (
    <section aria-label={ADMIN.summaryLabel}>
      <dl className="admin-cards" aria-busy={summary === null}>
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
    </section>
  );
}
