// Fields a guest reads, in English and Bangla, with sanity-plugin-internationalized-array: one document, each
// translated field an array of `{ _key, _type, language, value }`, one item a language. English is required (the
// site falls back to it); Bangla is optional, and a field without it shows a warning and puts its document on the
// "Not yet in Bangla" list. docs/decisions/0027-content-in-two-languages.md says why.
import { defineArrayMember, defineField, defineType, type Rule } from 'sanity';
import { BASE_LANGUAGE, LANGUAGES } from './translated-fields';

/** Portable Text for long-form copy: paragraphs, two heading levels, bullet lists, emphasis and links. */
export const richText = defineArrayMember({
  type: 'block',
  styles: [
    { title: 'Normal', value: 'normal' },
    { title: 'Heading', value: 'h2' },
    { title: 'Subheading', value: 'h3' },
  ],
  lists: [
    { title: 'Bullets', value: 'bullet' },
    { title: 'Numbers', value: 'number' },
  ],
});

/** Portable Text as a named type, so the plugin can make a translated field of it (`internationalizedArrayBlockContent`). */
export const blockContent = defineType({ name: 'blockContent', title: 'Rich text', type: 'array', of: [richText] });

/** The plugin's settings (sanity.config.ts); the seed test registers the same types. */
export const i18nConfig = {
  languages: LANGUAGES.map(({ id, title }) => ({ id, title })),
  // A new document starts with an empty English and an empty Bangla slot in each field.
  defaultLanguages: LANGUAGES.map(({ id }) => id),
  fieldTypes: ['string', 'text', blockContent.name],
  languageDisplay: 'titleAndCode' as const,
  buttonLocations: ['field' as const],
};

type Item = { _key?: string; language?: string; value?: unknown };
type Limits = { title?: string; description?: string; min?: number; max?: number; oneOf?: readonly string[] };

const languageIds: readonly string[] = LANGUAGES.map(({ id }) => id);
const lengthOf = (value: unknown) => (typeof value === 'string' ? value.length : Array.isArray(value) ? value.length : 0);
const isEmpty = (value: unknown) => lengthOf(value) === 0 || (typeof value === 'string' && !value.trim());

/** English is there; each language written is within the limits; no language twice or unknown. */
function written(items: Item[] | undefined, { min, max, oneOf }: Limits, unit: string) {
  const english = items?.find((item) => item.language === BASE_LANGUAGE);
  if (!english || isEmpty(english.value)) return 'Write it in English: the site shows the English wherever another language is missing.';
  const at = (item: Item) => [{ _key: item._key ?? '' }, 'value'];
  const problems: { message: string; path: (string | { _key: string })[] }[] = [];
  const seen = new Set<string>();
  for (const item of items ?? []) {
    if (!item.language || !languageIds.includes(item.language) || seen.has(item.language)) {
      problems.push({ message: `One value per language, in ${languageIds.join(' or ')}`, path: [{ _key: item._key ?? '' }] });
      continue;
    }
    seen.add(item.language);
    if (isEmpty(item.value)) continue;
    const length = lengthOf(item.value);
    if (min !== undefined && length < min) problems.push({ message: `At least ${min} ${unit} (${item.language})`, path: at(item) });
    if (max !== undefined && length > max) problems.push({ message: `At most ${max} ${unit} (${item.language})`, path: at(item) });
  }
  if (oneOf && !oneOf.includes(String(english.value))) problems.push({ message: `In English, one of: ${oneOf.join(', ')}`, path: at(english) });
  return problems.length ? problems : true;
}

const stillInEnglishOnly = (items: Item[] | undefined) =>
  !items?.length || items.some((item) => item.language === 'bn' && !isEmpty(item.value)) || 'Not yet in Bangla: guests on the Bangla pages read the English.';

const rules = (limits: Limits, unit: string) => (rule: Rule) => [
  rule.custom((items: Item[] | undefined) => written(items, limits, unit)),
  rule.custom((items: Item[] | undefined) => stillInEnglishOnly(items)).warning(),
];

const translated = (type: string, unit: string) => (name: string, limits: Limits = {}) =>
  defineField({
    name,
    type,
    ...(limits.title ? { title: limits.title } : {}),
    ...(limits.description ? { description: limits.description } : {}),
    validation: rules(limits, unit),
  });

/** A line a guest reads (a name, a title), in each language. */
export const translatedString = translated('internationalizedArrayString', 'characters');
/** A paragraph a guest reads, in each language. */
export const translatedText = translated('internationalizedArrayText', 'characters');
/** Long-form copy (Portable Text), in each language; `min` counts blocks. */
export const translatedBlocks = translated('internationalizedArrayBlockContent', 'blocks');

/** A translated field's English, for a preview's title. */
export const inEnglish = (items: unknown): string =>
  String((Array.isArray(items) ? (items as Item[]) : []).find((item) => item.language === BASE_LANGUAGE)?.value ?? '');

/** A preview's mark for a document whose fields (those selected) are not all in Bangla yet. */
export const notInBangla = (...fields: unknown[]): string =>
  fields.some((items) => !(Array.isArray(items) && (items as Item[]).some((item) => item.language === 'bn' && !isEmpty(item.value)))) ? ' · not yet in Bangla' : '';
