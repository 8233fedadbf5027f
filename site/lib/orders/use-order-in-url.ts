import { useEffect, useState } from 'react';
import type { Order } from '#contract/order';
import { type Lang, readIn } from '../../i18n/lang';
import { api, failureMessage } from '../api';

/**
 * The order a printable page names in its address (`?order=ID`), read whole once the page has mounted (GET
 * /api/order/fetch-order: the guest's own, or any for an admin). Null while it loads; `failure` says why there
 * is none, `unnamed` when the address names no order, `say(error)` when the read failed (the API's words by default).
 * `lang`: the language the page reads the order in, its dishes and area named as that language's menu does (the
 * guest's invoice on a Bangla page); English, the staff's tickets, by default.
 */
export function useOrderInUrl(unnamed: string, say: (error: unknown) => string = failureMessage, lang: Lang = 'en'): { order: Order } | { failure: string } | null {
  const [state, setState] = useState<{ order: Order } | { failure: string } | null>(null);
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('order')?.trim().toUpperCase() ?? '';
    if (!id) return setState({ failure: unnamed });
    api<{ order: Order }>(readIn(lang, `/api/order/fetch-order/${encodeURIComponent(id)}`))
      .then(setState)
      .catch((error: unknown) => setState({ failure: say(error) }));
    // `say` reads the page's words, which do not change while it is open: read once, as the address is.
  }, [unnamed, lang]);
  return state;
}
