import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireAdmin, requireStaff, requireUser } from '../auth/middleware';
import { type AdminHistory, type AdminSummary, SalesQuery } from '../contract/admin';
import { restaurantInstant } from '../contract/clock';
import { salesBetween } from '../db/invoices';
import { salesCsv } from '../ordering/sales';
import { queryParams } from '../validation';
import { normalizeId } from '../contract/ids';
import type { RefundAnswer } from '../contract/payment';
import { readFailedMails, readHistory, readMail, readMails, readSummaryFor } from '../db/admin';
import { findOrder } from '../db/orders';
import { paymentsToCheck, readPayments, refundsOf } from '../db/payments';
import { kitchenHours } from '../ordering/hours';
import { payments, refundOrder } from '../payments/flow';
import { resend } from '../mail/deliver';

// The dashboard's own reads (docs/decisions/0006): its four figures computed in D1 and the history of an order's or a
// booking's status (a deleted one's too: its history outlives it) with the mails it caused (docs/decisions/0002-mail-outbox.md),
// for staff and admins; the money, the refunds and the failed mails for admins only (docs/decisions/0025).
const admin = new Hono<AppEnv>();

// The role is checked in the summary's own statement (requireStaff's rule: role staff or admin in D1); staff get no money.
admin.get('/summary', requireUser, async (c) => {
  const summary = await readSummaryFor(c.env.DB, c.get('identity').uid);
  if (!summary) return c.json({ error: 'Forbidden' }, 403);
  const { SMS_DAILY_CAP: cap, SMS_PART_PAISA: price } = c.get('config');
  const texts = { ...summary.texts, cap, cost: summary.role === 'admin' ? summary.texts.parts * price : null };
  return c.json({ ...summary, texts } satisfies AdminSummary);
});

// The accountant's sales list of a day or a month, as CSV: every tax invoice issued in it, in number order.
admin.get('/sales.csv', requireUser, requireAdmin, queryParams(SalesQuery), async (c) => {
  const { day, month } = c.req.valid('query');
  const [from, to, name] = day
    ? [restaurantInstant(day, 0).getTime(), restaurantInstant(day, 24 * 60).getTime(), day]
    : [restaurantInstant(`${month}-01`, 0).getTime(), restaurantInstant(nextMonth(month ?? ''), 0).getTime(), month];
  const sales = await salesBetween(c.env.DB, from, to);
  return c.body(salesCsv(sales), 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="sales-${name}.csv"` });
});

/** The first day of the month after `month` (YYYY-MM), as YYYY-MM-DD. */
function nextMonth(month: string): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return index === 12 ? `${year + 1}-01-01` : `${year}-${String(index + 1).padStart(2, '0')}-01`;
}

for (const subject of ['order', 'reservation'] as const) {
  admin.get(`/${subject}s/:id/history`, requireUser, requireStaff, async (c) => {
    const id = normalizeId(c.req.param('id'));
    if (!id) return c.json({ error: `${subject === 'order' ? 'Order' : 'Reservation'} not found` }, 404);
    const [events, mails, payments] = await Promise.all([readHistory(c.env.DB, subject, id), readMails(c.env.DB, id), subject === 'order' ? readPayments(c.env.DB, id) : []]);
    return c.json({ events, mails, payments } satisfies AdminHistory);
  });
}

// Try a refund again: one the gateway refused (refund_failed, its reason shown in the order's detail) or one left
// pending. The gateway is asked first whether it was already made, so a refund is made once (payments/flow.ts).
admin.post('/orders/:id/refund', requireUser, requireAdmin, async (c) => {
  const id = normalizeId(c.req.param('id'));
  const order = id ? await findOrder(c.env.DB, id) : undefined;
  if (!id || !order) return c.json({ error: 'Order not found' }, 404);
  if (!(await refundsOf(c.env.DB, id)).length) return c.json({ error: 'This order has no refund to try again' }, 409);
  await refundOrder(payments(c.env.DB, c.get('config'), () => kitchenHours(c)), id);
  const [after, records] = await Promise.all([findOrder(c.env.DB, id), readPayments(c.env.DB, id)]);
  return c.json({ paymentStatus: after?.paymentStatus ?? order.paymentStatus, payments: records } satisfies RefundAnswer);
});

// Payments still open an hour after they started, the gateway having given no final answer (an error, no answer):
// the dashboard's notice, each with the references to look it up by at the gateway (docs/payments.md).
admin.get('/payments/to-check', requireUser, requireAdmin, async (c) => c.json({ payments: await paymentsToCheck(c.env.DB) }));

// The mails that could not be delivered, whatever they were about (a contact message's too): the dashboard's notice.
admin.get('/mails/failed', requireUser, requireAdmin, async (c) => c.json({ mails: await readFailedMails(c.env.DB) }));

// Resend a mail that failed: queued again with a fresh count of attempts. Only a failed one: a sent mail is
// never sent twice by a click.
admin.post('/mails/:id/resend', requireUser, requireAdmin, async (c) => {
  const id = normalizeId(c.req.param('id'));
  if (!id || !(await readMail(c.env.DB, id))) return c.json({ error: 'Mail not found' }, 404);
  if (!(await resend(c.env, id))) return c.json({ error: 'Only a mail that failed can be sent again' }, 409);
  return c.json({ mail: await readMail(c.env.DB, id) });
});

export default admin;
