import type { TrackedOrder } from '#contract/order';
import { DELIVERY_FEE, ORDER_STATUS_LABELS, type OrderStatus } from '#contract/order-rules';
import { PAYMENT_STATUS_LABELS } from '#contract/payment-rules';
import * as ORDER from '#contract/messages/order';
import { formatDhakaDateTime, formatTakaExact } from '../format';
import { el } from './dom';
import type { Progress } from './order-progress';

// The tracking result, drawn with the DOM (the page ships no framework): status, timing, items and total.

const STAGES: OrderStatus[] = ['pending', 'preparing', 'ready', 'delivered'];
const STAGE_NAMES: Record<string, string> = { pending: 'Order received', preparing: 'In the kitchen', ready: 'On its way', delivered: 'Delivered' };

function timing(progress: Progress): HTMLElement {
  if (progress.status === 'cancelled') {
    return el('p', { class: 'track-message track-message--cancelled' }, ORDER.cancelled);
  }
  if (progress.status === 'delivered') {
    return el('p', { class: 'track-message track-message--delivered' }, ORDER.delivered);
  }
  const percent = Math.round(progress.percent);
  const bar = el('div', { class: 'track-bar', role: 'progressbar', 'aria-label': 'Delivery progress', 'aria-valuemin': '0', 'aria-valuemax': '100', 'aria-valuenow': String(percent) });
  const fill = el('span', { class: 'track-bar-fill' });
  // Through the CSSOM: the page's CSP allows no inline style attribute.
  fill.style.inlineSize = `${progress.percent}%`;
  bar.append(fill);
  return el(
    'div',
    { class: 'track-timing' },
    el('p', { class: 'track-message' }, 'Estimated time remaining: ', el('strong', {}, `${progress.minutesLeft} ${progress.minutesLeft === 1 ? 'minute' : 'minutes'}`)),
    bar,
  );
}

function stages(status: OrderStatus): HTMLElement | null {
  if (status === 'cancelled') return null;
  const reached = STAGES.indexOf(status);
  const list = el('ol', { class: 'track-stages', role: 'list' });
  STAGES.forEach((stage, index) => {
    const state = index < reached ? 'done' : index === reached ? 'current' : 'todo';
    list.append(el('li', { class: `track-stage track-stage--${state}`, ...(state === 'current' ? { 'aria-current': 'step' } : {}) }, STAGE_NAMES[stage] ?? stage));
  });
  return list;
}

/** The whole result for one order at one moment. */
export function renderTrackedOrder(order: TrackedOrder, progress: Progress): HTMLElement {
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
      el('span', { class: `badge badge--${progress.status}` }, ORDER_STATUS_LABELS[progress.status]),
    ),
    el('p', { class: 'track-for' }, `For ${order.name} · placed ${formatDhakaDateTime(order.createdAt)}`),
    timing(progress),
    stages(progress.status),
    el('h3', { class: 'track-subtitle' }, 'Your dishes'),
    items,
    el('p', { class: 'track-total' }, el('span', {}, 'Total'), el('span', { class: 'price' }, formatTakaExact(order.total))),
    el('p', { class: 'track-fee' }, `Plus the ${formatTakaExact(DELIVERY_FEE)} delivery fee.`),
    // Paid online, or cash on delivery (docs/payments.md): never the method's details or a reference.
    el('p', { class: 'track-fee' }, `Payment: ${PAYMENT_STATUS_LABELS[order.paymentStatus]}`),
  );
}
