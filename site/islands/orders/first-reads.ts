import { type Lang, readIn } from '../../i18n/lang';

// The order history's call for a page of the guest's orders, in a module light enough for the page's own
// script to start the first one before the island's code arrives (lib/api.ts readEarly; pages/orders.astro).
// Both build it from the page's language, so the island's first call is the one the page's script started.

export function historyPath(userId: string, lang: Lang, before?: string): string {
  const query = before ? `?${new URLSearchParams({ before })}` : '';
  return readIn(lang, `/api/order/fetch-user-orders/${encodeURIComponent(userId)}${query}`);
}
