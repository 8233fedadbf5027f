import type { Catalogue } from '#contract/menu';
import type { TrackedOrder } from '#contract/order';
import { CATALOGUE_PATH } from '#contract/order-rules';
import { pageLang, pathIn } from '../../i18n/lang';
import { pageWords } from '../../i18n/page-words';
import { api } from '../api';
import { failureWords } from '../reservations/refusal';
import { setUpTracker } from './tracker';
import { orderProgress } from './order-progress';
import { type OrderViewContext, renderTrackedOrder } from './order-view';

// /track-order/{orderId} (SPEC §2, §4): where an order stands, kept live while the page is visible — a poll
// every 15 s (4 of the 60 lookups a minute a client may make), stopped once it is delivered or cancelled;
// between polls the progress moves with the clock. In the page's language: its words are the page's `tracking`
// and `validation` (scriptWords); on a Bangla page the dishes are named as the Bangla menu names them.
export function setUpOrderTracking(root: Document): void {
  const place = root.querySelector<HTMLTemplateElement>('#pickup-place')?.content;
  const lang = pageLang();
  const words = pageWords('tracking');
  const validation = pageWords('validation');
  const context: OrderViewContext = { words: words.order, lang };
  let redraw = (): void => {};
  // An order keeps its dishes' names as they were when it was placed; a page in another language asks its own
  // catalogue for theirs, once, when it first shows an order, and draws again when they come (until then, and for a
  // dish it no longer lists, the order's own name).
  let asked = lang === 'en';
  const askNames = () => {
    if (asked) return;
    asked = true;
    api<Pick<Catalogue, 'items'>>(pathIn(lang, CATALOGUE_PATH), { anonymous: true }).then(
      ({ items }) => {
        context.dishNames = new Map(items.map((item) => [item.id, item.name]));
        redraw();
      },
      () => {},
    );
  };
  redraw = setUpTracker<TrackedOrder>(root, {
    path: '/track-order',
    lookup: (id) => `/api/track/order/${id}`,
    field: 'order',
    required: validation.orderIdRequired,
    notFound: validation.orderNotFound,
    failure: (error) => failureWords(error, validation, words.unreachable),
    render(order, now) {
      askNames();
      const progress = orderProgress(order, now);
      return { node: renderTrackedOrder(order, progress, context, now, place), settled: progress.settled };
    },
    pollMs: 15_000,
    tickMs: 5_000,
  });
}
