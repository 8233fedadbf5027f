import { useState } from 'react';
import type { PaymentRecord, RefundAnswer } from '#contract/payment';
import { api, failureMessage } from '../../lib/api';
import { formatDhakaDateTime, formatTakaExact } from '../../lib/format';
import { showToast } from '../../lib/toasts/show';
import { useIsAdmin } from './role';

// An order's payments in its detail (docs/payments.md): each attempt with its gateway, amount, state and the
// gateway's references, and a refund the gateway refused with its reason and a way to try again.

export const GATEWAY = { bkash: 'bKash', sslcommerz: 'SSLCommerz' } as const;
const REFERENCE = { bkash: 'trxID', sslcommerz: 'Bank transaction' } as const;
export const GATEWAY_REFERENCE = { bkash: 'paymentID', sslcommerz: 'session' } as const;
export const INVOICE = { bkash: 'invoice', sslcommerz: 'tran_id' } as const;

/** What staff are told of a paid bKash payment's refund window (bKash refunds only within 15 days of a payment). */
function refundWindow(until: string): string {
  return Date.parse(until) > Date.now()
    ? `bKash refunds it until ${formatDhakaDateTime(until)}.`
    : 'Past bKash’s 15-day refund window: cancelling this order cannot refund it through bKash. Send the money back to the guest’s bKash number from the merchant account instead.';
}

const STATE: Record<PaymentRecord['status'], { label: string; style: 'delivered' | 'cancelled' | 'pending' }> = {
  initiated: { label: 'Awaiting the guest', style: 'pending' },
  paid: { label: 'Paid', style: 'delivered' },
  held: { label: 'Paid, held for review', style: 'pending' },
  failed: { label: 'Failed', style: 'cancelled' },
  cancelled: { label: 'Cancelled by the guest', style: 'cancelled' },
  expired: { label: 'Not completed', style: 'cancelled' },
  refund_pending: { label: 'Refund on its way', style: 'pending' },
  refunded: { label: 'Refunded', style: 'delivered' },
  refund_failed: { label: 'Refund refused', style: 'cancelled' },
};

export function PaymentList({ orderId, payments: initial }: { orderId: string; payments: PaymentRecord[] }) {
  const [payments, setPayments] = useState(initial);
  const [retrying, setRetrying] = useState(false);
  // Retrying a refund is an admin's (its call answers 403 to staff): staff see where the refund stands.
  const admin = useIsAdmin();
  if (payments.length === 0) return null;

  async function retry() {
    setRetrying(true);
    try {
      const answer = await api<RefundAnswer>(`/api/admin/orders/${orderId}/refund`, { method: 'POST' });
      setPayments(answer.payments);
      showToast(answer.paymentStatus === 'refunded' ? 'The refund went through.' : 'The gateway has not taken the refund yet.', answer.paymentStatus === 'refunded' ? 'success' : 'error');
    } catch (error) {
      showToast(failureMessage(error), 'error');
    } finally {
      setRetrying(false);
    }
  }

  return (
    <section className="admin-history admin-mails" aria-labelledby="admin-payments-title">
      <h3 id="admin-payments-title">Payments</h3>
      <ul className="admin-mail-list" role="list">
        {payments.map((payment) => (
          <li key={payment.id} className="admin-mail">
            <div className="admin-mail-what">
              <strong>
                {GATEWAY[payment.gateway]} {formatTakaExact(payment.amount)}
              </strong>{' '}
              {payment.instrument && <span className="admin-muted">{payment.instrument}</span>}
              <div className="admin-muted">
                <time dateTime={payment.settledAt ?? payment.createdAt}>{formatDhakaDateTime(payment.settledAt ?? payment.createdAt)}</time>
                {payment.transactionId && ` · ${REFERENCE[payment.gateway]} ${payment.transactionId}`}
                {payment.refundRef && ` · refund ${payment.refundRef}`}
              </div>
              {payment.refundReason && <div className="admin-muted">Refund reason: {payment.refundReason}</div>}
              {payment.lastError && payment.status !== 'refunded' && <div className="admin-mail-error">{payment.lastError}</div>}
              {payment.checkWithGateway && (
                <div className="admin-mail-error">
                  Check with the gateway: no final answer an hour on. {INVOICE[payment.gateway]} {payment.id}
                  {payment.gatewayReference && ` · ${GATEWAY_REFERENCE[payment.gateway]} ${payment.gatewayReference}`}
                </div>
              )}
              {payment.refundableUntil && <div className="admin-muted">{refundWindow(payment.refundableUntil)}</div>}
            </div>
            <span className={`badge badge--${STATE[payment.status].style}`}>{STATE[payment.status].label}</span>
            {admin && (payment.status === 'refund_failed' || payment.status === 'refund_pending') && (
              <button type="button" className="button button--quiet admin-mail-resend" disabled={retrying} aria-busy={retrying} onClick={() => void retry()}>
                {retrying ? 'Trying…' : 'Try the refund again'}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
