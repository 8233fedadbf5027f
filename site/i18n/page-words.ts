// The words a page's own scripts show (toasts, the tracking pages, the cart's count), which the layout writes into
// the page as JSON (<script type="application/json" id="page-words">, BaseLayout.astro) in the page's language.
import type { Area, Catalog } from './catalog';

let written: Partial<Catalog> | undefined;

/** One part of the catalog as the page wrote it. A part the page did not write is a mistake of ours: it throws. */
export function pageWords<A extends Area>(area: A): Catalog[A] {
  written ??= JSON.parse(document.getElementById('page-words')?.textContent ?? '{}') as Partial<Catalog>;
  const part = written[area];
  if (!part) throw new Error(`This page did not write the words of "${area}": add it to its layout's scriptWords`);
  return part as Catalog[A];
}
