// The tracking pages draw their results with the DOM (they ship no framework): one small element builder, and
// the catalog's templates filled with nodes.
import type { Lang } from '../../i18n/lang';

export type Child = Node | string | false | null | undefined;

export function el(tag: string, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children) if (child) node.append(child);
  return node;
}

/** A template of the catalog ('Scheduled for {when}') with a node or text for each of its values. */
export function fillWith(template: string, values: Record<string, Child>): Child[] {
  return template.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? values[name] : part;
  });
}

/** On a page in another language, a value written in Latin letters is marked as such, for a screen reader's voice. */
const latinMark = (text: string, lang: Lang): Record<string, string> => (lang !== 'en' && /[A-Za-z]/.test(text) ? { lang: 'en' } : {});

/** A value as it was given (a dish's or an area's name as the order keeps it), marked if in Latin letters. */
export function given(text: string, lang: Lang): Child {
  const mark = latinMark(text, lang);
  return mark['lang'] ? el('span', mark, text) : text;
}

/**
 * What the guest wrote (their name), marked as `given` marks it, in its own element of class `guest-words`, which a
 * Bangla page sets in the whole Bengali face (global.css): the page's cut holds the site's words, a name may need more.
 */
export function guestGiven(text: string, lang: Lang): Child {
  return el('span', { class: 'guest-words', ...latinMark(text, lang) }, text);
}
