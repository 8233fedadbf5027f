import { formatsFor } from '#contract/formats';
import type { TrackedOrder } from '#contract/order';
import { type Fulfilment, type OrderStatus, STATUS_PATHS } from '#contract/order-rules';
import type { Catalog } from '../../i18n/catalog';
import { fill } from '../../i18n/fill';
import type { Lang } from '../../i18n/lang';
import { el, fillWith, given, guestGiven } from './dom';
import type { Progress } from './order-progress';

// The tracking result, drawn with the DOM (the page ships no framework): status, timing, items and total, in the
// page's words (the catalog's `tracking`) and its digits, dates and money (formatsFor).

type Words = Catalog['tracking']['order'];

/**
 * What the view is drawn with: the page's words and language. The order names its dishes and its area in the page's
 * language already (the Worker's, asked with `?lang=` where it has them; track-order.ts).
 */
export interface OrderViewContext {
  words: Words;
  lang: Lang;
}

/** Each stage of an order's way, by fulfilment: its words' key. */
const STAGE_WORDS: Record<Fulfilment, Partial<Record<OrderStatus, keyof Words['stages']>>> = {
  delivery: { pending: 'pending', preparing: 'preparing', ready: 'onItsWay', delivered: 'delivered' },
  pickup: { pending: 'pending', preparing: 'preparing', ready: 'readyForPickup', collected: 'collected' },
};

/** How an order's status reads on its badge (#contract/order-rules statusLabel, in the page's words). */
const statusWords = (status: OrderStatus, fulfilment: Fulfilment, words: Words) => (fulfilment === 'pickup' && status === 'ready' ? words.status.readyForPickup : words.status[status]);

/** A scheduled time said from now: 11:30 AM the same day, else Friday 27 November, 11:30 AM. */
function scheduledWords(scheduledFor: string, now: Date, lang: Lang): string {
  const format = formatsFor(lang);
  return formatsFor('en').dayFromNow(scheduledFor, now) === 'today' ? format.clockTime(scheduledFor) : format.deliveryTime(scheduledFor);
}

function timing(progress: Progress, order: TrackedOrder, now: Date, { words, lang }: OrderViewContext): HTMLElement {
  if (progress.status === 'cancelled') {
    return el('p', { class: 'track-message track-message--cancelled' }, words.cancelled);
  }
  if (progress.status === 'delivered') {
    return el('p', { class: 'track-message track-message--delivered' }, words.delivered);
  }
  if (progress.status === 'collected') {
    return el('p', { class: 'track-message track-message--delivered' }, words.collected);
  }
  // A pickup the kitchen has marked ready, or whose time has come, waits at the restaurant: no bar, no minutes,
  // the words that send the guest to fetch it.
  if (order.fulfilment === 'pickup' && progress.status === 'ready' && (order.status === 'ready' || progress.percent >= 100)) {
    return el('p', { class: 'track-message track-message--delivered' }, words.readyForPickup);
  }
  const { digits } = formatsFor(lang);
  const percent = Math.round(progress.percent);
  const bar = el('div', {
    class: 'track-bar',
    role: 'progressbar',
    'aria-label': order.fulfilment === 'pickup' ? words.progress : words.deliveryProgress,
    'aria-valuemin': '0',
    'aria-valuemax': '100',
    'aria-valuenow': String(percent),
    // A Bangla page says its value in its own digits.
    ...(lang === 'en' ? {} : { 'aria-valuetext': `${digits(percent)}%` }),
  });
  const barFill = el('span', { class: 'track-bar-fill' });
  // Through the CSSOM: the page's CSP allows no inline style attribute.
  barFill.style.inlineSize = `${progress.percent}%`;
  bar.append(barFill);
  // A scheduled order the kitchen has not started yet is read by its time, not by minutes counted from now.
  const minutes = fill(progress.minutesLeft === 1 ? words.minutesOne : words.minutesOther, { count: digits(progress.minutesLeft) });
  const message =
    progress.waiting && order.scheduledFor
      ? el('p', { class: 'track-message' }, ...fillWith(words.scheduledFor, { when: el('strong', {}, scheduledWords(order.scheduledFor, now, lang)) }))
      : el('p', { class: 'track-message' }, ...fillWith(words.remaining, { minutes: el('strong', {}, minutes) }));
  return el('div', { class: 'track-timing' }, message, bar);
}

function stages(status: OrderStatus, fulfilment: Fulfilment, words: Words): HTMLElement | null {
  if (status === 'cancelled') return null;
  const path = STATUS_PATHS[fulfilment];
  const reached = path.indexOf(status);
  const list = el('ol', { class: 'track-stages', role: 'list' });
  path.forEach((stage, index) => {
    const state = index < reached ? 'done' : index === reached ? 'current' : 'todo';
    const key = STAGE_WORDS[fulfilment][stage];
    list.append(el('li', { class: `track-stage track-stage--${state}`, ...(state === 'current' ? { 'aria-current': 'step' } : {}) }, key ? words.stages[key] : words.status[stage]));
  });
  return list;
}

/** "For Nadia · placed 22 Nov 2026, 7:30 pm · delivery at …". */
function forLine(order: TrackedOrder, { words, lang }: OrderViewContext): HTMLElement {
  const format = formatsFor(lang);
  const when = order.scheduledFor ? fill(order.fulfilment === 'pickup' ? words.forPickupAt : words.forDeliveryAt, { when: format.deliveryTime(order.scheduledFor) }) : '';
  return el(
    'p',
    { class: 'track-for' },
    ...fillWith(words.forName, { name: guestGiven(order.name, lang), placed: format.formatDhakaDateTime(order.createdAt) }),
    when,
    order.fulfilment === 'pickup' && words.forCollect,
  );
}

/** The whole result for one order at one moment. */
export function renderTrackedOrder(order: TrackedOrder, progress: Progress, context: OrderViewContext, now = new Date(), place?: DocumentFragment): HTMLElement {
  const { words, lang } = context;
  const { digits, formatTakaExact } = formatsFor(lang);
  const items = el('ul', { class: 'track-items', role: 'list' });
  for (const item of order.items) {
    items.append(el('li', {}, el('span', {}, `${digits(item.quantity)} × `, given(item.name, lang)), el('span', { class: 'price' }, formatTakaExact(item.price * item.quantity))));
  }
  const fee = formatTakaExact(order.deliveryFee);
  return el(
    'article',
    { class: 'track-card', 'aria-labelledby': 'track-title' },
    el(
      'header',
      { class: 'track-head' },
      el('h2', { class: 'track-title', id: 'track-title' }, el('span', { class: 'caps-heading' }, words.heading), ' ', el('span', { class: 'track-id' }, order.id)),
      el('span', { class: `badge badge--${progress.status}` }, statusWords(progress.status, order.fulfilment, words)),
    ),
    forLine(order, context),
    timing(progress, order, now, context),
    order.fulfilment === 'pickup' && place && progress.status !== 'collected' && progress.status !== 'cancelled' ? place.cloneNode(true) : null,
    stages(progress.status, order.fulfilment, words),
    el('h3', { class: 'track-subtitle' }, words.dishes),
    items,
    el('p', { class: 'track-total' }, el('span', {}, words.total), el('span', { class: 'price' }, formatTakaExact(order.total))),
    el('p', { class: 'track-fee' }, ...(order.fulfilment === 'pickup' ? [words.pickupFee] : order.area ? fillWith(words.deliveryFeeTo, { fee, area: given(order.area, lang) }) : [fill(words.deliveryFee, { fee })])),
    // A tracking answer from before the service charge has none.
    (order.serviceCharge ?? 0) > 0 ? el('p', { class: 'track-fee' }, fill(words.serviceCharge, { fee: formatTakaExact(order.serviceCharge) })) : null,
    // Paid online, or cash on delivery (docs/payments.md): never the method's details or a reference.
    el('p', { class: 'track-fee' }, fill(words.payment, { status: words.paymentStatus[order.paymentStatus] })),
  );
}
