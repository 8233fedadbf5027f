// The site's two languages. English is the default and keeps its addresses (/menu); Bangla lives under /bn
// (/bn/menu), with Astro's own i18n routing (astro.config.mjs). Pure functions: used at build time by the pages
// and in the browser by the islands and the language switch.

import type { Lang } from '#contract/lang';

export { DEFAULT_LANG, isLang, LANGS, type Lang } from '#contract/lang';

/** The language a path is in: /bn and /bn/… are Bangla, everything else English. */
export function langOfPath(pathname: string): Lang {
  return pathname === '/bn' || pathname.startsWith('/bn/') ? 'bn' : 'en';
}

/** The same page's path without its language: /bn/menu → /menu, /bn → /. */
export function pathWithoutLang(pathname: string): string {
  if (langOfPath(pathname) === 'en') return pathname;
  return pathname.slice(3) || '/';
}

/** A site path in a language: pathIn('bn', '/menu') → /bn/menu; pathIn('en', '/menu') → /menu. */
export function pathIn(lang: Lang, path: string): string {
  const bare = pathWithoutLang(path);
  if (lang === 'en') return bare;
  return bare === '/' ? '/bn' : `/bn${bare}`;
}

/**
 * An API read of a guest's order in a language (`?lang=`, docs/api.md): the path with `lang` added to its query
 * on a Bangla page, so the order names its dishes and area as the Bangla menu does; an English page's path as it is.
 */
export function readIn(lang: Lang, path: string): string {
  if (lang === 'en') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** The page's language in the browser, as the page's `<html lang>` declares it. */
export function pageLang(): Lang {
  return typeof document !== 'undefined' && document.documentElement.lang === 'bn' ? 'bn' : 'en';
}

/** BCP 47 tags for `<html lang>`, hreflang and og:locale. */
export const LANG_TAG: Record<Lang, string> = { en: 'en', bn: 'bn' };
export const OG_LOCALE: Record<Lang, string> = { en: 'en_BD', bn: 'bn_BD' };

/** The staff's pages, English only: no Bangla twin, so no switch and no alternate. */
const ENGLISH_ONLY = ['/admin', '/kitchen', '/ticket'];

/** Whether a page (by its path in either language) has a Bangla twin. */
export const hasBangla = (path: string): boolean => !ENGLISH_ONLY.includes(pathWithoutLang(path));
