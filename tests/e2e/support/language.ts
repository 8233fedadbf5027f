import type { Page } from '@playwright/test';

/**
 * Latin words a Bangla page may show: names that are written in Latin letters in Bangla too (the gateways,
 * the card networks, the sign-in providers), and the brand's own mark. Anything else in Latin letters on a
 * Bangla page is a word someone forgot to translate.
 */
export const LATIN_ON_PURPOSE = new Set(['karnaphuli', 'bkash', 'sslcommerz', 'visa', 'mastercard', 'amex', 'nagad', 'rocket', 'google', 'facebook', 'instagram', 'openstreetmap', 'leaflet', 'tripadvisor', 'youtube', 'whatsapp']);

/**
 * Every word in Latin letters a page shows or says (its text, its title and description, and the labels, alt
 * texts, placeholders and titles of its elements), outside elements marked `lang="en"` on purpose (the
 * language switch, an English name), and those names where a label repeats them. Ids, codes, e-mail addresses and links are not words: a token with a
 * digit, an @ or a dot inside is left out.
 */
export async function latinWords(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const words: string[] = [];
    const english = (element: Element | null) => Boolean(element?.closest('[lang]:not([lang="bn"])'));
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return style.display !== 'none' && style.visibility !== 'hidden' && (element as HTMLElement).offsetParent !== null || element.closest('.visually-hidden, .sr-only') !== null;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || english(parent) || parent.closest('script, style, noscript, template')) continue;
      if (!visible(parent)) continue;
      words.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
      if (english(element)) continue;
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) words.push(element.getAttribute(name) ?? '');
    }
    words.push(document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');
    // A name the page shows marked lang="en" (a chef's, a guest's) may recur in a label: "মতামত ২: Tanvir Ahmed".
    const names = [...document.querySelectorAll('[lang="en"]')].map((element) => element.textContent ?? '');
    return { words, names };
  });
  const named = new Set(found.names.flatMap((name) => name.split(/\s+/)));
  const latin = new Set<string>();
  for (const text of found.words) {
    for (const token of text.split(/[\s,;:!?()[\]{}"'“”‘’«»/|·•–—-]+/)) {
      if (!/[A-Za-z]{2,}/.test(token) || /[0-9@.]/.test(token) || /^[0-9A-Z]{12}$/.test(token)) continue;
      if (LATIN_ON_PURPOSE.has(token.toLowerCase()) || named.has(token)) continue;
      latin.add(token);
    }
  }
  return [...latin].sort();
}

/** Words a catalog did not fill: a `{placeholder}` left in, or the words undefined or null shown as text. */
export async function unfilledWords(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => `${document.title}\n${document.body.innerText}`);
  return [...text.matchAll(/\{\w+\}|\bundefined\b|\bnull\b|\[object Object\]/g)].map((match) => match[0]);
}
