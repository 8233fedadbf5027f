// The order history's call for a page of the guest's orders, in a module light enough for the page's own
// script to start the first one before the island's code arrives (lib/api.ts readEarly; pages/orders.astro).

export function historyPath(userId: string, before?: string): string {
  const query = before ? `?${new URLSearchParams({ before })}` : '';
  return `/api/order/fetch-user-orders/${encodeURIComponent(userId)}${query}`;
}
