import type { TrackedOrder } from '#contract/order';
import { type Fulfilment, type OrderStatus, STATUS_PATHS, statusLabel } from '#contract/order-rules';
import { PAYMENT_STATUS_LABELS } from '#contract/payment-rules';
import * as ORDER from '#contract/messages/order';
import { clockTime, dayFromNow, deliveryTime, formatDhakaDateTime, formatTakaExact } from '../format';
import { el } from './dom';
import type { Progress } from './order-progress';

// The tracking result, drawn with the DOM (the page ships no framework): status, timing, items and total.

const STAGE_NAMES: Record<Fulfilment, Record<string, string>> = {
  delivery: { pending: 'Order received', preparing: 'In the kitchen', ready: 'On its way', delivered: 'Delivered' },
  pickup: { pending: 'Order received', preparing: 'In the kitchen', ready: 'Ready for pickup', collected: 'Collected' },
};

/** A scheduled time said from now: 11:30 AM the same day, else Friday 27 November, 11:30 AM. */
const scheduledWords = (scheduledFor: string, now: Date) => (dayFromNow(scheduledFor, now) === 'today' ? clockTime(scheduledFor) : deliveryTime(scheduledFor));

function timing(progress: Progress, order: TrackedOrder, now: Date): HTMLElement {
  if (progress.status === 'cancelled') {
    return el('p', { class: 'track-message track-message--cancelled' }, ORDER.cancelled);
  }
  if (progress.status === 'delivered') {
    return el('p', { class: 'track-message track-message--delivered' }, ORDER.delivered);
  }
  if (progress.status === 'collected') {
    return el('p', { class: 'track-message track-message--delivered' }, ORDER.collected);
  }
  // A pickup the kitchen has marked ready, or whose time has come, waits at the restaurant: no bar, no minutes,
  // the words that send the guest to fetch it.
  if (order.fulfilment === 'pickup' && progress.status === 'ready' && (order.status === 'ready' || progress.percent >= 100)) {
    return el('p', { class: 'track-message track-message--delivered' }, ORDER.readyForPickup);
  }
  const percent = Math.round(progress.percent);
  const bar = el('div', { class: 'track-bar', role: 'progressbar', 'aria-label': order.fulfilment === 'pickup' ? 'Progress' : 'Delivery progress', 'aria-valuemin': '0', 'aria-valuemax': '100', 'aria-valuenow': String(percent) });
  const fill = el('span', { class: 'track-bar-fill' });
  // Through the CSSOM: the page's CSP allows no inline style attribute.
  fill.style.inlineSize = `${progress.percent}%`;
  bar.append(fill);
  // A scheduled order the kitchen has not started yet is read by its time, not by minutes counted from now.
  const message =
    progress.waiting && order.scheduledFor
      ? el('p', { class: 'track-message' }, 'Scheduled for ', el('strong', {}, scheduledWords(order.scheduledFor, now)))
      : el('p', { class: 'track-message' }, 'Estimated time remaining: ', el('strong', {}, `${progress.minutesLeft} ${progress.minutesLeft === 1 ? 'minute' : 'minutes'}`));
  return el('div', { class: 'track-timing' }, message, bar);
}

function stages(status: OrderStatus, fulfilment: Fulfilment): HTMLElement | null {
  if (status === 'cancelled') return null;
  const path = STATUS_PATHS[fulfilment];
  const reached = path.indexOf(status);
  const list = el('ol', { class: 'track-stages', role: 'list' });
  path.forEach((stage, index) => {
    const state = index < reached ? 'done' : index === reached ? 'current' : 'todo';
    list.append(el('li', { class: `track-stage track-stage--${state}`, ...(state === 'current' ? { 'aria-current': 'step' } : {}) }, STAGE_NAMES[fulfilment][stage] ?? stage));
  });
  return list;
}

/** The whole result for one order at one moment. */
export function renderTrackedOrder(order: TrackedOrder, progress: Progress, now = new Date(), place?: DocumentFragment): HTMLElement {
  const items = el('ul', { class: 'track-items', role: 'list' });
  for (const item of order.items) {
    items.append(el('li', {}, el('span', {}, `${item.quantity} × ${item.name}`), el('span', { class: 'price' }, formatTakaExact(item.price * item.quantity))));
  }
  return el(
    'article',
    { class: 'track-card', 'aria-labelledby': 'track-title' },
    el(
      'header',
      { class: 'track-head' },
      el('h2', { class: 'track-title', id: 'track-title' }, el('span', { class: 'caps-heading' }, 'Order'), ' ', el('span', { class: 'track-id' }, order.id)),
      el('span', { class: `badge badge--${progress.status}` }, statusLabel(progress.status, order.fulfilment)),
    ),
    el('p', { class: 'track-for' }, `For ${order.name} · placed ${formatDhakaDateTime(order.createdAt)}${order.scheduledFor ? ` · ${order.fulfilment === 'pickup' ? 'pickup' : 'delivery'} at ${deliveryTime(order.scheduledFor)}` : ''}${order.fulfilment === 'pickup' ? ' · to collect from the restaurant' : ''}`),
    timing(progress, order, now),
    order.fulfilment === 'pickup' && place && progress.status !== 'collected' && progress.status !== 'cancelled' ? place.cloneNode(true) : null,
    stages(progress.status, order.fulfilment),
    el('h3', { class: 'track-subtitle' }, 'Your dishes'),
    items,
    el('p', { class: 'track-total' }, el('span', {}, 'Total'), el('span', { class: 'price' }, formatTakaExact(order.total))),
    el('p', { class: 'track-fee' }, order.fulfilment === 'pickup' ? 'To collect from the restaurant: no delivery fee.' : `Plus the ${formatTakaExact(order.deliveryFee)} delivery fee${order.area ? ` to ${order.area}` : ''}.`),
    // A tracking answer from before the service charge has none.
    (order.serviceCharge ?? 0) > 0 ? el('p', { class: 'track-fee' }, `Plus the ${formatTakaExact(order.serviceCharge)} service charge.`) : null,
    // Paid online, or cash on delivery (docs/payments.md): never the method's details or a reference.
    el('p', { class: 'track-fee' }, `Payment: ${PAYMENT_STATUS_LABELS[order.paymentStatus]}`),
  );
}
