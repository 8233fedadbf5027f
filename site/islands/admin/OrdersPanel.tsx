import * as ADMIN from './messages';
import * as TOASTS from '../../lib/toasts/messages';
import type { Order } from '#contract/order';
import { useState } from 'react';
import {
  type Fulfilment,
  FULFILMENT_LABELS,
  FULFILMENTS,
  ORDER_STATUS_LABELS,
  type OrderSource,
  type OrderStatus,
  STATUS_PATHS,
  statusLabel,
} from '#contract/order-rules';
import { ORDER_SOURCES, paymentLabel, SOURCE_LABELS } from '#contract/order-sources';
import { PAYMENT_STATUS_LABELS } from '#contract/payment-rules';
import { formatDhakaDateTime, formatPaisa, formatTakaExact } from '../../lib/format';
import { api } from '../../lib/api';
import type { AdminHistory } from '#contract/admin';
import { ORDERS_PATH } from './first-reads';
import { ActionCells, Details, IdButton, Phone, StatusBadge, StatusSelect, useColumns } from './controls';
import { ListPanel } from './ListPanel';
import { ScheduledBadge } from './ScheduledBadge';
import { Toolbar } from './Toolbar';
import { type ListSpec, useAdminList } from './use-admin-list';
import { useFilters } from './use-filters';
import { type Watch } from './new-orders';
import { useDishAllergens } from '../../lib/orders/use-dish-allergens';
import { type Allergen, containsText } from '#contract/allergens';
import { percentLabel } from '#contract/invoice';
import { noInvoiceReason } from '../../lib/orders/invoice-words';

const ORDERS: ListSpec<Order> = {
  path: ORDERS_PATH,
  key: 'orders',
  cursorParam: 'before',
  // Newest first, ties by id: the server's order.
  compare: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? -1 : 1),
  updatePath: (id) => `/api/order/update-order/${id}`,
  single: 'order',
  deletePath: (id) => `/api/order/delete-order/${id}`,
  words: { updated: TOASTS.orderUpdated, deleted: TOASTS.orderDeleted, deleteFailed: TOASTS.orderDeleteFailed, confirmDelete: ADMIN.confirmDeleteOrder },
  beforeStatus: (row, status) => (status === 'cancelled' ? pastRefundWindow(row) : null),
};

/**
 * Cancelling a paid bKash order refunds it, and bKash refunds only within 15 days of the payment
 * (docs/payments.md): past that, staff are asked before the cancel is sent, with what to do instead. The payment's
 * date is read from the order's history only for such a cancel; if it cannot be read, the Worker's own refusal
 * (the refund marked refused, with its reason, in the order's detail) still tells them after.
 */
async function pastRefundWindow(order: Order): Promise<string | null> {
  if (order.paymentMethod !== 'bkash' || !['paid', 'held'].includes(order.paymentStatus)) return null;
  try {
    const { payments } = await api<AdminHistory>(`/api/admin/orders/${order.id}/history`);
    const until = payments.find((payment) => payment.refundableUntil !== null)?.refundableUntil;
    return until && Date.parse(until) <= Date.now() ? ADMIN.cancelPastRefundWindow(formatDhakaDateTime(until)) : null;
  } catch {
    return null;
  }
}

interface PanelProps {
  pollTick: number;
  onChange: () => Promise<void>;
  /** The new-order watch (./new-orders.ts): which rows are announced, which wait for their time. */
  watch: Watch;
  /** Staff opened a row or changed its status: its highlight goes. */
  onAttend: (id: string) => void;
}

/** SPEC §2: the orders table, newest first, with the issue's search, filter and detail view. */
export function OrdersPanel({ pollTick, onChange, watch, onAttend }: PanelProps) {
  const [fulfilment, setFulfilment] = useState<Fulfilment | ''>('');
  const [source, setSource] = useState<OrderSource | ''>('');
  const { search, setSearch, status, setStatus, query, filtered: searched } = useFilters<OrderStatus>({ ...(fulfilment ? { fulfilment } : {}), ...(source ? { source } : {}) });
  const filtered = searched || fulfilment !== '' || source !== '';
  const list = useAdminList(ORDERS, query);
  const columns = useColumns(ADMIN.orderColumns);
  return (
    <ListPanel
      list={list}
      subject="orders"
      caption="Orders"
      columns={columns}
      filtered={filtered}
      emptyText="No orders yet. They appear here the moment a guest places one."
      pollTick={pollTick}
      onChange={onChange}
      toolbar={
        <Toolbar subject="orders" search={search} onSearch={setSearch} placeholder="Order ID, name or phone" status={status} statuses={ORDER_STATUS_LABELS} onStatus={setStatus}>
          <div className="field">
            <label htmlFor="admin-orders-fulfilment">{ADMIN.fulfilmentLabel}</label>
            <select className="input" id="admin-orders-fulfilment" value={fulfilment} onChange={(event) => setFulfilment(event.target.value as Fulfilment | '')}>
              <option value="">{ADMIN.allFulfilments}</option>
              {FULFILMENTS.map((way) => (
                <option key={way} value={way}>
                  {FULFILMENT_LABELS[way]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="admin-orders-source">{ADMIN.sourceLabel}</label>
            <select className="input" id="admin-orders-source" value={source} onChange={(event) => setSource(event.target.value as OrderSource | '')}>
              <option value="">{ADMIN.allSources}</option>
              {ORDER_SOURCES.map((from) => (
                <option key={from} value={from}>
                  {SOURCE_LABELS[from]}
                </option>
              ))}
            </select>
          </div>
        </Toolbar>
      }
      renderRow={({ item, fresh, open, remove, setStatus: change }) => (
        <tr key={item.id} data-row={item.id} className={rowClass(fresh, watch.unseen.has(item.id))}>
          <th scope="row">
            <IdButton
              id={item.id}
              what="order"
              onOpen={() => {
                onAttend(item.id);
                open();
              }}
            />
            {watch.unseen.has(item.id) && <span className="admin-flag admin-flag--new">{ADMIN.newOrder}</span>}
            {watch.scheduled.has(item.id) && <span className="admin-flag">{ADMIN.scheduledOrder}</span>}
          </th>
          <td>
            {item.name}
            <span className="admin-time">{item.fulfilment === 'pickup' ? FULFILMENT_LABELS.pickup : (item.delivery.area?.name ?? FULFILMENT_LABELS.delivery)}</span>
            {/* A guest's own order is the usual one: only an order staff took says where it came from. */}
            {item.source !== 'web' && <span className="admin-flag">{SOURCE_LABELS[item.source]}</span>}
          </td>
          <td>
            <ul className="admin-items" role="list">
              {item.items.map((line) => (
                <li key={line.id}>
                  {line.quantity} x {line.name}
                </li>
              ))}
            </ul>
          </td>
          <td className="admin-num">
            {formatTakaExact(item.total)}
            <span className="admin-time">{PAYMENT_STATUS_LABELS[item.paymentStatus]}</span>
          </td>
          <td>
            <StatusSelect
              label={`Status of order ${item.id}`}
              value={item.status}
              options={statusOptions(item.fulfilment)}
              onChange={(status) => {
                onAttend(item.id);
                change(status);
              }}
            />
          </td>
          <td className="admin-when">
            <When iso={item.createdAt} />
            <ScheduledBadge scheduledFor={item.scheduledFor} />
          </td>
          <ActionCells status={item.status} label={statusLabel(item.status, item.fulfilment)} deleteLabel={`Delete order ${item.id}`} onDelete={remove} />
        </tr>
      )}
      renderDetails={(order) => <OrderDetails order={order} />}
    />
  );
}

/** The statuses staff may move an order to: its own way through the kitchen (delivered or collected), or cancelled. */
const statusOptions = (fulfilment: Fulfilment) =>
  Object.fromEntries([...STATUS_PATHS[fulfilment], 'cancelled' as const].map((status) => [status, statusLabel(status, fulfilment)])) as Partial<Record<OrderStatus, string>>;

/** A row new by the list's poll ('N new' marker), and one announced by the chime until staff attend to it. */
const rowClass = (fresh: boolean, announced: boolean) => [fresh && 'admin-row--new', announced && 'admin-row--chime'].filter(Boolean).join(' ') || undefined;

/** Under a dish's name, what it contains; said plainly when it has none, or when the menu no longer lists it. */
function allergenNote(allergens: readonly Allergen[] | null): string {
  if (allergens === null) return ADMIN.allergensUnknown;
  return containsText(allergens) || ADMIN.noAllergens;
}

function OrderDetails({ order }: { order: Order }) {
  const allergensOf = useDishAllergens();
  return (
    <>
      <Details
        facts={[
          ['Customer', order.name],
          ['Source', order.source === 'web' || !order.takenBy ? SOURCE_LABELS[order.source] : ADMIN.takenBy(order.takenBy, order.source)],
          ['Phone', <Phone key="phone" number={order.delivery.phone} />],
          // How it was paid and where its money stands (docs/payments.md): paid, refunded, refund refused…
          ['Payment', order.paymentStatus === 'cod' ? paymentLabel(order.paymentMethod) : `${paymentLabel(order.paymentMethod)}: ${PAYMENT_STATUS_LABELS[order.paymentStatus]}`],
          ['Placed', formatDhakaDateTime(order.createdAt)],
          [FULFILMENT_LABELS[order.fulfilment], order.scheduledFor ? <ScheduledBadge key="scheduled" scheduledFor={order.scheduledFor} /> : 'As soon as possible'],
          ['Status', <StatusBadge key="status" status={order.status} label={statusLabel(order.status, order.fulfilment)} />],
          ...(order.fulfilment === 'delivery' ? [['Delivery fee', `${formatTakaExact(order.deliveryFee)}${order.delivery.area ? ` (${order.delivery.area.name})` : ''}`] as [string, string]] : []),
          ...(order.serviceCharge > 0 ? [['Service charge', `${formatTakaExact(order.serviceCharge)} (${percentLabel(order.tax.serviceChargeRate)})`] as [string, string]] : []),
          // The tax invoice, to print for the guest: issued once the order is the kitchen's (paid, or cash).
          [
            'Tax invoice',
            order.invoice ? (
              <a key="invoice" href={`/invoice?order=${encodeURIComponent(order.id)}`} target="_blank" rel="noopener">
                {order.invoice.number}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              `Not issued. ${noInvoiceReason(order)}`
            ),
          ],
          ['VAT included', `${formatPaisa(order.tax.vat)} (${percentLabel(order.tax.vatRate)})`],
          // The receipt printer's copies (pages/ticket.astro), each in a tab of its own to print from.
          [
            'Print',
            <span key="print" className="admin-print">
              <a href={`/ticket?order=${encodeURIComponent(order.id)}&copy=kitchen`} target="_blank" rel="noopener">
                Kitchen ticket<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              {' · '}
              <a href={`/ticket?order=${encodeURIComponent(order.id)}&copy=bill`} target="_blank" rel="noopener">
                Guest bill<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </span>,
          ],
        ]}
        wide={[
          order.fulfilment === 'pickup' ? ['Pickup', 'Collected at the restaurant'] : ['Delivery address', order.delivery.area ? `${order.delivery.area.name}: ${order.delivery.address}` : order.delivery.address],
          [order.fulfilment === 'pickup' ? 'Note for the kitchen' : 'Instructions', order.delivery.instructions],
        ]}
      />
      <table className="admin-lines">
        <caption className="visually-hidden">Dishes</caption>
        <thead>
          <tr>
            <th scope="col">Dish</th>
            <th scope="col">Qty</th>
            <th scope="col">Price</th>
            <th scope="col">Line</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line) => (
            <tr key={line.id}>
              <td>
                {line.name}
                {allergensOf && <span className="admin-line-allergens">{allergenNote(allergensOf(line.id))}</span>}
                {line.note && <span className="admin-line-note">Note: {line.note}</span>}
              </td>
              <td className="admin-num">{line.quantity}</td>
              <td className="admin-num">{formatTakaExact(line.price)}</td>
              <td className="admin-num">{formatTakaExact(line.price * line.quantity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td className="admin-num">{formatTakaExact(order.total)}</td>
          </tr>
        </tfoot>
      </table>
    </>
  );
}

/** The date, then the time beneath it: a narrow column that reads at a glance. */
function When({ iso }: { iso: string }) {
  const [day, time] = formatDhakaDateTime(iso).split(', ');
  return (
    <time dateTime={iso}>
      {day}
      <span className="admin-time">{time}</span>
    </time>
  );
}
