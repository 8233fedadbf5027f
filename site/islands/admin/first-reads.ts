import type { ReservationScope } from '#contract/admin';
import type { tabs } from './messages';

// What the dashboard asks the API for when it opens, in a module light enough for the page's own script to
// start the same reads before the island's code arrives (lib/api.ts readEarly; pages/admin.astro). The dashboard builds
// its calls from the same pieces, so the two cannot drift apart.

export type Tab = keyof typeof tabs;
const TAB_KEY = 'admin-tab';

/** The list shown on opening: orders by default; a reload keeps the admin's choice. */
export function storedTab(): Tab {
  const stored = window.localStorage.getItem(TAB_KEY);
  return stored === 'reservations' || stored === 'menu' || stored === 'new-order' || stored === 'waitlist' ? stored : 'orders';
}

export function storeTab(tab: Tab): void {
  window.localStorage.setItem(TAB_KEY, tab);
}

export const SUMMARY_PATH = '/api/admin/summary';
export const ORDERS_PATH = '/api/order/fetch-all-orders';
export const RESERVATIONS_PATH = '/api/reservation/fetch-all-reservation';
/** Tonight's menu: every dish with its sold-out switch, and the pause (worker/routes/tonight.ts). */
export const TONIGHT_MENU_PATH = '/api/admin/service/menu';
/** Tonight's waitlist (without a date the Worker answers for the restaurant's today: worker/routes/waitlist.ts). */
export const WAITLIST_PATH = '/api/staff/waitlist';
/** The reservations list opens on today's bookings and the days ahead. */
export const FIRST_SCOPE: ReservationScope = 'upcoming';

/** A list's call for a query (its search, filter and scope) and, past the first page, a cursor. */
export function listPath(path: string, query: Record<string, string>, cursor?: { param: string; value: string }): string {
  const params = new URLSearchParams(query);
  if (cursor) params.set(cursor.param, cursor.value);
  return `${path}?${params}`;
}

/** The figures and the first page of the stored tab's list, unfiltered: the dashboard's first two calls. */
export function firstReads(): string[] {
  const tab = storedTab();
  // The order form reads the published menu, a public file the browser keeps: nothing of the API's to start early.
  if (tab === 'new-order') return [SUMMARY_PATH];
  const list = tab === 'orders' ? listPath(ORDERS_PATH, {}) : tab === 'menu' ? TONIGHT_MENU_PATH : tab === 'waitlist' ? WAITLIST_PATH : listPath(RESERVATIONS_PATH, { when: FIRST_SCOPE });
  return [SUMMARY_PATH, list];
}
