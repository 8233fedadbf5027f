// A name left in Latin letters inside a Bangla page (the restaurant's mark, a guest's name, a brand): it is
// marked lang="en", so a screen reader says it in an English voice. On an English page nothing is added.
import type { Lang } from '../i18n/lang';

const LATIN = /^[\p{Script=Latin}\p{N}\p{P}\p{Zs}]*\p{Script=Latin}[\p{Script=Latin}\p{N}\p{P}\p{Zs}]*$/u;

/** `lang` for an element showing `text` on a page in `pageLang`: 'en' for Latin words on a Bangla page, else nothing. */
export function latinLang(text: string, pageLang: Lang): 'en' | undefined {
  return pageLang === 'bn' && LATIN.test(text) ? 'en' : undefined;
}
