import type { PaymentRecord } from '#contract/payment';
import * as ADMIN from './messages';
import { api } from '../../lib/api';
import { formatDhakaDateTime, formatTakaExact } from '../../lib/format';
import { AdminNotice } from './AdminNotice';
import { GATEWAY, GATEWAY_REFERENCE, INVOICE } from './PaymentList';

// Payments still open an hour after they started, with no final answer from the gateway (docs/payments.md, the
// sweep): the Worker never guesses, so a person checks each with the gateway by its references. Their orders are
// unpaid, so not in the kitchen's list: this notice is where staff find them.

type ToCheck = PaymentRecord & { orderId: string };

export function PaymentsToCheck({ count }: { count: number }) {
  return (
    <AdminNotice<ToCheck>
      id="admin-payments-to-check"
      headline={count > 0 ? ADMIN.paymentsToCheck(count) : null}
      empty={ADMIN.paymentsToCheckHeading}
      load={() => api<{ payments: ToCheck[] }>('/api/admin/payments/to-check').then(({ payments }) => payments)}
      render={(payments) => (
        <>
          <p className="admin-muted admin-notice-why">{ADMIN.paymentsToCheckWhy}</p>
          {payments.length > 0 && (
            <ul className="admin-history admin-mails admin-mail-list" role="list">
              {payments.map((payment) => (
                <li key={payment.id} className="admin-mail">
                  <div className="admin-mail-what">
                    <strong>
                      Order {payment.orderId}: {GATEWAY[payment.gateway]} {formatTakaExact(payment.amount)}
                    </strong>
                    <div className="admin-muted">
                      Started <time dateTime={payment.createdAt}>{formatDhakaDateTime(payment.createdAt)}</time>
                    </div>
                    <div className="admin-muted">
                      Our {INVOICE[payment.gateway]} {payment.id}
                      {payment.gatewayReference && ` · ${GATEWAY[payment.gateway]}’s ${GATEWAY_REFERENCE[payment.gateway]} ${payment.gatewayReference}`}
                    </div>
                    {payment.lastError && <div className="admin-mail-error">Last answer: {payment.lastError}</div>}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    />
  );
}
