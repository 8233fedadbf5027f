import type { TrackedOrder } from '#contract/order';
import { pageLang, readIn } from '../../i18n/lang';
import { pageWords } from '../../i18n/page-words';
import { failureWords } from '../reservations/refusal';
import { setUpTracker } from './tracker';
import { orderProgress } from './order-progress';
import { type OrderViewContext, renderTrackedOrder } from './order-view';

// /track-order/{orderId} (SPEC §2, §4): where an order stands, kept live while the page is visible — a poll
// every 15 s (4 of the 60 lookups a minute a client may make), stopped once it is delivered or cancelled;
// between polls the progress moves with the clock. In the page's language: its words are the page's `tracking`
// and `validation` (scriptWords). An order keeps its dishes' and its area's names as they were when it was placed;
// a Bangla page asks for it in Bangla (`?lang=bn`), and the Worker names them as the Bangla menu does, where it has them.
export function setUpOrderTracking(root: Document): void {
  const place = root.querySelector<HTMLTemplateElement>('#pickup-place')?.content;
  const lang = pageLang();
  const words = pageWords('tracking');
  const validation = pageWords('validation');
  const context: OrderViewContext = { words: words.order, lang };
  setUpTracker<TrackedOrder>(root, {
    path: '/track-order',
    lookup: (id) => readIn(lang, `/api/track/order/${id}`),
    field: 'order',
    required: validation.orderIdRequired,
    notFound: validation.orderNotFound,
    failure: (error) => failureWords(error, validation, words.unreachable),
    render(order, now) {
      const progress = orderProgress(order, now);
      return { node: renderTrackedOrder(order, progress, context, now, place), settled: progress.settled };
    },
    pollMs: 15_000,
    tickMs: 5_000,
  });
}
