import { useState } from 'react';
import type { PaymentRecord } from '#contract/payment';
import * as ADMIN from './messages';
import { api, failureMessage } from '../../lib/api';
import { formatDhakaDateTime, formatTakaExact } from '../../lib/format';
import { GATEWAY, GATEWAY_REFERENCE, INVOICE } from './PaymentList';

// Payments still open an hour after they started, with no final answer from the gateway (docs/payments.md, the
// sweep): the Worker never guesses, so a person checks each with the gateway by its references. Their orders are
// not in the kitchen's list (unpaid), so the notice is where staff find them: shown while there are any, opened to
// list them, as the notice of undelivered e-mails is.

type ToCheck = PaymentRecord & { orderId: string };


export function PaymentsToCheck({ count }: { count: number }) {
  const [open, setOpen] = useState(false);
  const [payments, setPayments] = useState<ToCheck[] | string | null>(null);

  function toggle() {
    const next = !open;
    setOpen(next);
    if (!next) return;
    setPayments(null);
    api<{ payments: ToCheck[] }>('/api/admin/payments/to-check')
      .then(({ payments: found }) => setPayments(found))
      .catch((error: unknown) => setPayments(failureMessage(error)));
  }

  if (count === 0 && !open) return null;
  return (
    <section className="admin-notice" aria-labelledby="admin-payments-to-check">
      <p id="admin-payments-to-check">
        <strong>{count > 0 ? ADMIN.paymentsToCheck(count) : ADMIN.paymentsToCheckHeading}</strong>{' '}
        <button type="button" className="button button--quiet admin-notice-toggle" aria-expanded={open} aria-controls="admin-payments-to-check-list" onClick={toggle}>
          {open ? ADMIN.hideFailedMails : ADMIN.showFailedMails}
        </button>
      </p>
      <div id="admin-payments-to-check-list" hidden={!open}>
        {open && payments === null && <p className="admin-muted">Loading…</p>}
        {open && typeof payments === 'string' && <p className="form-alert">{payments}</p>}
        {open && Array.isArray(payments) && (
          <ul className="admin-mail-list" role="list">
            {payments.map((payment) => (
              <li key={payment.id} className="admin-mail">
                <div className="admin-mail-what">
                  <strong>
                    Order {payment.orderId}: {GATEWAY[payment.gateway]} {formatTakaExact(payment.amount)}
                  </strong>
                  <span className="admin-muted">Started {formatDhakaDateTime(payment.createdAt)}</span>
                </div>
                <p className="admin-muted">
                  Our {INVOICE[payment.gateway]} {payment.id}
                  {payment.gatewayReference && ` · ${GATEWAY[payment.gateway]}’s ${GATEWAY_REFERENCE[payment.gateway]} ${payment.gatewayReference}`}
                  {payment.lastError && ` · last answer: ${payment.lastError}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
