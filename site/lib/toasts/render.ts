import { pageWords } from '../../i18n/page-words';
import { $toasts, addToast, type Toast } from './queue';
import { TOAST_EVENT, type ToastKey, type ToastRequest } from './show';

/** A toast named by its key, in the page's words (BaseLayout writes the catalog's `toasts` into every page). */
function wordsOf(key: ToastKey | undefined): string | undefined {
  if (key === undefined) return undefined;
  try {
    const words = pageWords('toasts') as Readonly<Record<string, string>>;
    return Object.hasOwn(words, key) ? words[key] : undefined;
  } catch {
    return undefined;
  }
}

// Renders the toast store into the page's live region: a screen reader announces each new message.
export function mountToaster(region: HTMLElement): void {
  const shown = new Map<number, HTMLElement>();

  window.addEventListener(TOAST_EVENT, (event) => {
    const { message, tone, key } = (event as CustomEvent<ToastRequest>).detail;
    addToast(wordsOf(key) ?? message, tone);
  });

  $toasts.subscribe((toasts: readonly Toast[]) => {
    const live = new Set(toasts.map((toast) => toast.id));
    for (const [id, element] of shown) {
      if (!live.has(id)) {
        element.remove();
        shown.delete(id);
      }
    }
    for (const toast of toasts) {
      let element = shown.get(toast.id);
      if (!element) {
        element = document.createElement('div');
        element.className = `toast toast--${toast.tone}`;
        element.textContent = toast.message;
        region.append(element);
        shown.set(toast.id, element);
      }
      element.classList.toggle('toast--leaving', toast.leaving);
    }
  });
}
