import type { Catalog } from '../../i18n/catalog';
import type { ToastTone } from './queue';

// How islands show a toast. The toast region in the page shell (render.ts) listens for this event, so an island needs no
// shared module instance with it (Astro may inline the shell's script, giving it its own copy). A toast is shown in
// the words it is handed (an island's from useWords('toasts'), a page script's from pageWords('toasts')), or named
// by its key in the catalog's `toasts` (showToastOf), which the region reads in the page's language.
export const TOAST_EVENT = 'app:toast';

/** A toast of the catalog's `toasts` part (site/lib/toasts/messages.ts's names). */
export type ToastKey = keyof Catalog['toasts'];

export interface ToastRequest {
  message: string;
  tone: ToastTone;
  /** A toast of the catalog, shown in the page's words; `message` is then what shows where the page wrote none. */
  key?: ToastKey;
}

export function showToast(message: string, tone: ToastTone = 'success'): void {
  window.dispatchEvent(new CustomEvent<ToastRequest>(TOAST_EVENT, { detail: { message, tone } }));
}

/** A toast of the catalog by its key, in the page's words (`fallback`: what shows on a page that wrote none). */
export function showToastOf(key: ToastKey, tone: ToastTone = 'success', fallback: string = key): void {
  window.dispatchEvent(new CustomEvent<ToastRequest>(TOAST_EVENT, { detail: { message: fallback, tone, key } }));
}
