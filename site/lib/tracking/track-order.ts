import * as TOASTS from '../toasts/messages';
import * as VALIDATION from '#contract/messages/validation';
import type { TrackedOrder } from '#contract/order';
import { setUpTracker } from './tracker';
import { orderProgress } from './order-progress';
import { renderTrackedOrder } from './order-view';

// /track-order/{orderId} (SPEC §2, §4): where an order stands, kept live while the page is visible — a poll
// every 15 s (4 of the 60 lookups a minute a client may make), stopped once it is delivered or cancelled;
// between polls the progress moves with the clock.
export function setUpOrderTracking(root: Document): void {
  const place = root.querySelector<HTMLTemplateElement>('#pickup-place')?.content;
  setUpTracker<TrackedOrder>(root, {
    path: '/track-order',
    lookup: (id) => `/api/track/order/${id}`,
    field: 'order',
    required: VALIDATION.orderIdRequired,
    notFound: TOASTS.orderNotFound,
    render(order, now) {
      const progress = orderProgress(order, now);
      return { node: renderTrackedOrder(order, progress, now, place), settled: progress.settled };
    },
    pollMs: 15_000,
    tickMs: 5_000,
  });
}
