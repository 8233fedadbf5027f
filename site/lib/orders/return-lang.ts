import { pageLang } from '../../i18n/lang';

// The language a guest left for a payment page in. The gateway sends the guest back to the address the Worker
// gave it (/cart?order=… or /pay?order=…&key=…); the page's first script (cart.astro, pay.astro) takes a guest who
// left from a Bangla page back to its Bangla twin before anything is drawn. Kept for the tab only.
export const RETURN_LANG = 'payment-return-lang';

/** Notes the page's language before the browser leaves for the gateway's page. */
export function keepReturnLang(): void {
  try {
    sessionStorage.setItem(RETURN_LANG, pageLang());
  } catch {
    // Storage refused (a private window's quota): the guest comes back to the address the Worker gave.
  }
}
