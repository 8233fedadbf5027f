// The languages of the site and every field a guest reads in them, by document type. Plain data with no imports:
// the Studio builds its "Not yet in Bangla" list from it (structure.ts), the seed's conversion script reads it
// (studio/seed/bangla.mjs, run by Node without a build), and a test holds it equal to the schema's translated
// fields (studio/seed/seed.test.ts). See docs/decisions/0027-content-in-two-languages.md.

export const LANGUAGES = [
  { id: 'en', title: 'English' },
  { id: 'bn', title: 'বাংলা' },
] as const;
export type LanguageId = (typeof LANGUAGES)[number]['id'];

/** The language every field must have: the site falls back to it wherever another language is missing. */
export const BASE_LANGUAGE: LanguageId = 'en';

/** What a translated field holds in each language: a line, a paragraph, or Portable Text. */
export type TranslatedKind = 'string' | 'text' | 'blockContent';

/** The schema type of one language's value in a translated field (the plugin's naming). */
export const valueTypeOf = (kind: TranslatedKind): string => `internationalizedArray${kind[0]?.toUpperCase()}${kind.slice(1)}Value`;

/**
 * The translated fields of each document type, as paths: `a.b` through objects, `list[].a` through every item of
 * an array. Singletons and lists alike; a field not named here is the same in every language (prices, ids,
 * images, numbers). People's names are translated: a Bangla writer writes them in Bengali script.
 */
export const TRANSLATED_FIELDS: Record<string, Record<string, TranslatedKind>> = {
  dish: { name: 'string', description: 'text', 'image.alt': 'string' },
  deliveryArea: { name: 'string' },
  chef: { name: 'string', role: 'string', description: 'text', 'image.alt': 'string' },
  testimonial: { text: 'text', author: 'string', role: 'string' },
  homePage: {
    'hero.eyebrow': 'string',
    'hero.title': 'string',
    'hero.lede': 'text',
    popularIntro: 'text',
    chefsIntro: 'text',
    'promo.title': 'string',
    'promo.text': 'text',
    testimonialsTitle: 'string',
    findUsIntro: 'text',
  },
  aboutPage: {
    storyTitle: 'string',
    story: 'blockContent',
    'milestones[].title': 'string',
    'milestones[].text': 'text',
    'team[].name': 'string',
    'team[].role': 'string',
    'team[].description': 'text',
    'team[].image.alt': 'string',
    'values[].title': 'string',
    'values[].text': 'text',
    'achievements[].title': 'string',
    'achievements[].issuer': 'string',
  },
  legalPage: { title: 'string', body: 'blockContent' },
  siteSettings: {
    name: 'string',
    tagline: 'string',
    'address.street': 'string',
    'address.locality': 'string',
    'address.country': 'string',
    seoDescription: 'text',
  },
};

/** GROQ: the field at `path` (relative to the current object) has no value in `language`. */
function lacks(path: string, language: string): string {
  const through = path.indexOf('[]');
  if (through === -1) return `!defined(${path}[language == "${language}"][0].value)`;
  // An array on the way: true when any of its items lacks the rest of the path.
  return `count(${path.slice(0, through)}[${lacks(path.slice(through + 3), language)}]) > 0`;
}

/**
 * GROQ filter for the documents with at least one guest-facing field not yet written in `language`: the Studio's
 * "Not yet in Bangla" list, and the seed test that every seed document is in Bangla.
 */
export function missingLanguageFilter(language: string): string {
  return Object.entries(TRANSLATED_FIELDS)
    .map(([type, fields]) => `(_type == "${type}" && (${Object.keys(fields).map((path) => lacks(path, language)).join(' || ')}))`)
    .join(' || ');
}
