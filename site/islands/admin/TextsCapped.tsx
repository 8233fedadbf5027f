import type { AdminSummary } from '#contract/admin';
import * as ADMIN from './messages';
import { AdminNotice } from './AdminNotice';

// Texts the day's cap held back (docs/decisions/0026-texts-and-the-waitlist.md): they are dropped, not sent later,
// so the notice says how many and what to do; opened, it explains rather than lists.

const nothing = () => Promise.resolve<never[]>([]);

export function TextsCapped({ texts }: { texts: AdminSummary['texts'] | undefined }) {
  const headline = texts && texts.capped > 0 ? ADMIN.textsCapped(texts.cap, texts.capped) : null;
  return (
    <AdminNotice<never>
      id="admin-texts-capped"
      headline={headline}
      empty={ADMIN.textsCappedHeading}
      load={nothing}
      render={() => (
        // The headline in full (a phone cuts it to one line), then what it means.
        <p className="admin-muted admin-notice-why">
          {headline && `${headline} `}
          {ADMIN.textsCappedWhy}
        </p>
      )}
      buttonWords={{ show: ADMIN.showWhy, hide: ADMIN.hideWhy }}
    />
  );
}
