// The words of the site in each language, chosen at build time. Only pages (.astro) and build-time code import
// this module: an island is handed the parts of the catalog it shows as a prop (`islandWords`) and reads them
// through react.tsx; a page's own scripts read the parts the layout wrote into the page (page-words.ts). So an
// English page carries no Bangla and a Bangla page no English, and neither carries a catalog in its script.
import { bn } from './bn';
import { en } from './en';
import { DEFAULT_LANG, isLang, type Lang } from './lang';
import { validationWords } from './message-texts';

export type Catalog = typeof en;
export type Area = keyof Catalog;

const CATALOGS: Record<Lang, Catalog> = { en, bn };

/** Every word of the site in one language. */
export function wordsFor(lang: Lang): Catalog {
  return CATALOGS[lang];
}

/** One part of the catalog as a page hands it to its scripts and islands (`validation` also by its English: message-texts.ts). */
export function handedPart<A extends Area>(lang: Lang, area: A): Catalog[A] {
  if (area === 'validation') return validationWords(en.validation, CATALOGS[lang].validation) as Catalog[A];
  return CATALOGS[lang][area];
}

/** What an island is handed: its language and the parts of the catalog it shows. */
export type IslandWords<A extends Area = Area> = { lang: Lang } & Pick<Catalog, A>;

/** The parts `areas` of the catalog in `lang`, for an island's `words` prop. */
export function islandWords<A extends Area>(lang: Lang, ...areas: A[]): IslandWords<A> {
  const picked = Object.fromEntries(areas.map((area) => [area, handedPart(lang, area)])) as Pick<Catalog, A>;
  return { lang, ...picked };
}

/** A page's language, from Astro's i18n routing (`Astro.currentLocale`): /bn/… is Bangla. */
export function langOf(currentLocale: string | undefined): Lang {
  return isLang(currentLocale) ? currentLocale : DEFAULT_LANG;
}
