// The seed dataset conforms to the Studio's schema: every document passes the same validation the Studio
// runs before staff can publish (ranges, subcategory-of-category, required alt text, references…), and every
// field a guest reads is written in English and in Bangla (docs/decisions/0027-content-in-two-languages.md).
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { validateDocument, type ValidationClient } from '@sanity/validation';
import { evaluate, parse } from 'groq-js';
import { createSchema } from 'sanity';
import { internationalizedArray } from 'sanity-plugin-internationalized-array';
import { describe, expect, it } from 'vitest';
import { schemaTypes } from '../schemaTypes';
import { i18nConfig } from '../schemaTypes/i18n';
import { ALLERGENS, DIETARY_MARKS } from '../schemaTypes/menu-rules';
import { missingLanguageFilter, TRANSLATED_FIELDS } from '../schemaTypes/translated-fields';

type SeedDocument = { _id: string; _type: string } & Record<string, unknown>;

const seedDir = new URL('./', import.meta.url);
const documents: SeedDocument[] = (await readFile(new URL('production.ndjson', seedDir), 'utf8'))
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as SeedDocument);

/** As `sanity dataset import` does: a `_sanityAsset` file becomes an uploaded asset reference. */
function asImported(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asImported);
  if (value === null || typeof value !== 'object') return value;
  const { _sanityAsset, ...rest } = value as Record<string, unknown>;
  const object = Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, asImported(item)]));
  return typeof _sanityAsset === 'string' ? { ...object, asset: { _type: 'reference', _ref: `image-${_sanityAsset.replace(/\W+/g, '-')}` } } : object;
}

/** A translated field's words in one language (English unless said). */
function inLanguage(value: unknown, language = 'en'): string {
  const item = Array.isArray(value) ? (value as { language?: string; value?: unknown }[]).find((each) => each.language === language) : undefined;
  return typeof item?.value === 'string' ? item.value : '';
}

const imported = documents.map((document) => asImported(document) as SeedDocument);
// The import uploads each image file as an asset document; those that exist on disk exist after import.
const imageFiles = new Set(await readdir(new URL('images/', seedDir)));
const assetExists = (id: string) => imageFiles.has(id.replace(/^image-image-file-images-/, '').replace(/-svg$/, '.svg'));
// The Studio's types and those the translation plugin registers (sanity.config.ts): internationalizedArrayString…
const plugin = internationalizedArray(i18nConfig) as { schema?: { types?: unknown[] } };
const schema = createSchema({ name: 'seed', types: [...schemaTypes, ...(plugin.schema?.types ?? [])] });

// A client whose queries run through groq-js over the same documents: reference and uniqueness checks
// see the dataset as the Studio would, without a network.
const fetchLocal = async (query: string, params?: Record<string, unknown>) => (await evaluate(parse(query), { dataset: imported, params: params ?? {} })).get();
const client = {
  fetch: fetchLocal,
  getDataUrl: (operation: string, path = '') => `/data/${operation}/seed/${path}`,
  observable: { fetch: () => { throw new Error('not used'); }, request: () => { throw new Error('not used'); } },
  withConfig: () => client,
} as unknown as ValidationClient;

describe('the seed dataset', () => {
  it.each(imported.map((document) => [document._id, document] as const))('%s passes the Studio validation', async (_id, document) => {
    const { status, markers } = await validateDocument({
      document: document as never,
      schema: schema as never,
      client,
      getDocumentExists: async ({ id }) => assetExists(id) || imported.some((candidate) => candidate._id === id),
    });
    const errors = markers.filter((marker) => marker.level === 'error').map((marker) => `${marker.path.join('.')}: ${marker.message}`);
    expect(errors).toEqual([]);
    expect(status).toBe('passed');
  });

  it('has about 100 dishes over all 12 subcategories, a few unavailable, none of the popular ones', () => {
    const dishes = documents.filter((document) => document._type === 'dish');
    expect(dishes).toHaveLength(100);
    expect(new Set(dishes.map((dish) => `${dish['category']}/${dish['subcategory']}`)).size).toBe(12);
    const unavailable = dishes.filter((dish) => dish['available'] === false).map((dish) => dish['dishId']);
    expect(unavailable.length).toBeGreaterThanOrEqual(3);
    expect(unavailable).not.toEqual(expect.arrayContaining(['1']));
    for (const id of ['1', '6', '8', '5', '9']) expect(unavailable).not.toContain(id);
  });

  describe('what is in each dish', () => {
    const dishes = documents.filter((document) => document._type === 'dish');
    const marks = (dish: SeedDocument, field: 'allergens' | 'dietary') => dish[field] as string[];
    const named = (ids: string[]) => dishes.filter((dish) => ids.includes(String(dish['dishId'])));

    it('every dish has its allergens and dietary marks, each a list of known values with none twice', () => {
      for (const dish of dishes) {
        expect(Array.isArray(dish['allergens']) && Array.isArray(dish['dietary']), String(dish['dishId'])).toBe(true);
        expect(ALLERGENS, `dish ${String(dish['dishId'])}`).toEqual(expect.arrayContaining(marks(dish, 'allergens')));
        expect(DIETARY_MARKS, `dish ${String(dish['dishId'])}`).toEqual(expect.arrayContaining(marks(dish, 'dietary')));
        for (const field of ['allergens', 'dietary'] as const) expect(new Set(marks(dish, field)).size).toBe(marks(dish, field).length);
      }
    });

    it('a vegan dish is vegetarian; a vegetarian one has no fish, crustaceans or molluscs; a vegan one no milk or eggs', () => {
      const vegan = dishes.filter((dish) => marks(dish, 'dietary').includes('vegan'));
      const vegetarian = dishes.filter((dish) => marks(dish, 'dietary').includes('vegetarian'));
      expect(vegan.length).toBeGreaterThan(0);
      for (const dish of vegan) expect(marks(dish, 'dietary'), String(dish['dishId'])).toContain('vegetarian');
      for (const dish of vegetarian) expect(marks(dish, 'allergens'), String(dish['dishId'])).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(fish|crustaceans|molluscs)$/)]));
      for (const dish of vegan) expect(marks(dish, 'allergens'), String(dish['dishId'])).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(milk|eggs)$/)]));
    });

    it('no meat or seafood dish is marked vegetarian, and the dishes the menu calls vegan are', () => {
      for (const dish of dishes.filter((candidate) => ['meat', 'seafood', 'meat & poultry'].includes(String(candidate['subcategory'])))) {
        expect(marks(dish, 'dietary'), inLanguage(dish['name'])).not.toContain('vegetarian');
      }
      for (const dish of dishes.filter((candidate) => /\bvegan\b/i.test(inLanguage(candidate['description'])))) expect(marks(dish, 'dietary'), inLanguage(dish['name'])).toContain('vegan');
    });

    it('the ingredients a description names bring their allergens', () => {
      // Coconut milk and cream and a cashew cream are no milk, the flat white's almond milk is only on request, and a
      // wine's tasting notes (brioche) and the dishes it partners (hilsa) are not in the glass.
      const text = (dish: SeedDocument) =>
        `${inLanguage(dish['name'])} ${inLanguage(dish['description'])}`.replace(/(coconut|cashew) (milk|cream)|oat or almond milk|(notes of|bright with|partner for)[^.:]*/gi, '');
      const expectEach = (pattern: RegExp, allergen: string) => {
        const found = dishes.filter((dish) => pattern.test(text(dish)));
        expect(found.length, String(pattern)).toBeGreaterThan(0);
        for (const dish of found) expect(marks(dish, 'allergens'), `${inLanguage(dish['name'])}: ${allergen}`).toContain(allergen);
      };
      expectEach(/kasundi|mustard|panch phoron/i, 'mustard');
      expectEach(/\b(ghee|butter|buttery|cream|yoghurt|doi|chhana|burrata|parmesan|goat cheese|milk)\b/i, 'milk');
      expectEach(/\b(prawns?|crab|lobster|chingri)\b/i, 'crustaceans');
      expectEach(/\b(squid|mussels|clams|oysters|scallops)\b/i, 'molluscs');
      expectEach(/\b(hilsa|ilish|bhetki|pomfret|rupchanda|koral|tuna|shutki|bombay duck)\b/i, 'fish');
      expectEach(/\b(almonds?|cashews?|pistachios?|walnuts|chestnut)\b/i, 'tree-nuts');
      expectEach(/\b(sesame)\b/i, 'sesame');
      expectEach(/\b(eggs?|egg white|meringue|mayonnaise|aioli|(?<!pommes )soufflé|crème brûlée|crème caramel)\b/i, 'eggs');
      expectEach(/\b(pastry|panko|semolina|brioche|croutons|bread|naan|paratha|sheermal|shortbread)\b/i, 'gluten');
      expect(named(['10', '68', '74']).map((dish) => marks(dish, 'allergens').includes('milk'))).toEqual([false, false, false]);
      expect(named(['82', '83', '85']).map((dish) => marks(dish, 'allergens'))).toEqual([['sulphites'], ['sulphites'], ['sulphites']]);
    });

    it('wine, spirits and dishes cooked with them are marked as containing alcohol; the alcohol-free drinks are not', () => {
      const alcoholic = dishes.filter((dish) => dish['subcategory'] === 'alcoholic beverages' || /\b(rum|wine|cognac|madeira|beurre blanc)\b/i.test(inLanguage(dish['description'])));
      for (const dish of alcoholic) expect(marks(dish, 'dietary'), inLanguage(dish['name'])).toContain('alcohol');
      for (const dish of dishes.filter((candidate) => candidate['subcategory'] === 'non-alcoholic beverages')) expect(marks(dish, 'dietary'), inLanguage(dish['name'])).not.toContain('alcohol');
    });

    it('a rice-flour tuile, crêpe or madeleine brings no gluten: only wheat named does', () => {
      expect(named(['1', '61', '64', '72']).map((dish) => marks(dish, 'allergens').includes('gluten'))).toEqual([false, false, false, false]);
    });
  });

  it('has every image it refers to, and no image nothing refers to', async () => {
    const referenced = new Set(JSON.stringify(documents).match(/images\/[\w-]+\.svg/g));
    const files = new Set((await readdir(new URL('images/', seedDir))).map((file) => `images/${file}`));
    expect([...referenced].sort()).toEqual([...files].sort());
  });

  it('rejects what the Studio must reject: a price out of range, a foreign subcategory, a missing alt', async () => {
    const dish = imported.find((document) => document._id === 'dish-1') as SeedDocument & { image: Record<string, unknown> };
    const broken = { ...dish, price: 650, subcategory: 'hot beverages', image: { ...dish.image, alt: undefined } };
    const { markers } = await validateDocument({ document: broken as never, schema: schema as never, client, getDocumentExists: async ({ id }) => assetExists(id) });
    expect(markers.filter((marker) => marker.level === 'error').map((marker) => marker.path.join('.')).sort()).toEqual(['image.alt', 'price', 'subcategory']);
  });

  it('refuses marks that contradict each other or a value the site does not know', async () => {
    const dish = imported.find((document) => document._id === 'dish-58') as SeedDocument;
    const errorsOf = async (changes: Record<string, unknown>) => {
      const { markers } = await validateDocument({ document: { ...dish, ...changes } as never, schema: schema as never, client, getDocumentExists: async ({ id }) => assetExists(id) });
      return markers.filter((marker) => marker.level === 'error').map((marker) => `${marker.path.join('.')}: ${marker.message}`);
    };
    expect(await errorsOf({})).toEqual([]);
    expect(await errorsOf({ dietary: ['vegan'] })).toEqual([expect.stringMatching(/^dietary: A vegan dish is vegetarian too/)]);
    expect(await errorsOf({ allergens: ['milk'] })).toEqual([expect.stringMatching(/^dietary: A vegan dish has no milk or eggs/)]);
    expect(await errorsOf({ dietary: ['vegetarian'], allergens: ['fish'] })).toEqual([expect.stringMatching(/^dietary: A vegetarian dish has no fish/)]);
    expect(await errorsOf({ allergens: ['nuts'] })).toEqual(['allergens.0: Value did not match any allowed values']);
  });
});

describe('the seed dataset in two languages', () => {
  const notInBangla = async (dataset: unknown[]) =>
    (await (await evaluate(parse(`*[${missingLanguageFilter('bn')}]._id`), { dataset })).get()) as string[];

  it('is what bangla.mjs writes from the translations: run it after changing studio/seed/translations/', async () => {
    await expect(promisify(execFile)(process.execPath, [new URL('bangla.mjs', seedDir).pathname, '--check'])).resolves.toMatchObject({ stdout: expect.stringContaining('every field in Bangla') });
  });

  it('has every field a guest reads in Bangla: the Studio’s “Not yet in Bangla” list is empty', async () => {
    expect(await notInBangla(imported)).toEqual([]);
  });

  it('puts a document on that list when one of its fields, even in a list or an image, has no Bangla', async () => {
    const withoutBangla = (value: unknown) => (value as { language: string }[]).filter((item) => item.language !== 'bn');
    const about = structuredClone(imported.find((document) => document._id === 'aboutPage')) as SeedDocument & { team: { role: unknown }[] };
    about.team = about.team.map((member, index) => (index === 1 ? { ...member, role: withoutBangla(member.role) } : member));
    const dish = structuredClone(imported.find((document) => document._id === 'dish-7')) as SeedDocument & { image: { alt: unknown } };
    dish.image.alt = withoutBangla(dish.image.alt);
    const area = structuredClone(imported.find((document) => document._id === 'area-gec')) as SeedDocument;
    area['name'] = withoutBangla(area['name']);
    const edited = imported.map((document) => [about, dish, area].find((each) => each._id === document._id) ?? document);
    expect((await notInBangla(edited)).sort()).toEqual(['aboutPage', 'area-gec', 'dish-7']);
  });

  it('puts a chef, a quoted guest or a member of the team on that list while their name has no Bangla', async () => {
    const withoutBangla = (value: unknown) => (value as { language: string }[]).filter((item) => item.language !== 'bn');
    const chef = structuredClone(imported.find((document) => document._id === 'chef-3')) as SeedDocument;
    chef['name'] = withoutBangla(chef['name']);
    const testimonial = structuredClone(imported.find((document) => document._id === 'testimonial-5')) as SeedDocument;
    testimonial['author'] = withoutBangla(testimonial['author']);
    const about = structuredClone(imported.find((document) => document._id === 'aboutPage')) as SeedDocument & { team: { name: unknown }[] };
    about.team = about.team.map((member, index) => (index === 2 ? { ...member, name: withoutBangla(member.name) } : member));
    const edited = imported.map((document) => [chef, testimonial, about].find((each) => each._id === document._id) ?? document);
    expect((await notInBangla(edited)).sort()).toEqual(['aboutPage', 'chef-3', 'testimonial-5']);
  });

  it('writes every person’s name in Bengali script on the Bangla pages, the English name unchanged', () => {
    const about = documents.find((document) => document._id === 'aboutPage') as SeedDocument & { team: { name: unknown }[] };
    const people = [
      ...documents.filter((document) => document._type === 'chef').map((chef) => chef['name']),
      ...documents.filter((document) => document._type === 'testimonial').map((testimonial) => testimonial['author']),
      ...about.team.map((member) => member.name),
    ];
    expect(Object.fromEntries(people.map((name) => [inLanguage(name), inLanguage(name, 'bn')]))).toEqual({
      'Rafiq Chowdhury': 'রফিক চৌধুরী',
      'Farzana Haque': 'ফারজানা হক',
      'Shahriar Alam': 'শাহরিয়ার আলম',
      'Nusrat Jahan': 'নুসরাত জাহান',
      'Tanvir and Shirin Ahmed': 'তানভীর ও শিরিন আহমেদ',
      'Arjun Mehta': 'অর্জুন মেহতা',
      'Kamrul Hasan': 'কামরুল হাসান',
      'Elena Fischer': 'এলেনা ফিশার',
      'Imran Kabir': 'ইমরান কবির',
      'Sabrina Hossain': 'সাবরিনা হোসেন',
      'Mahbubur Rashid': 'মাহবুবুর রশিদ',
      'Nadia Islam': 'নাদিয়া ইসলাম',
    });
    for (const name of people) expect(inLanguage(name, 'bn')).toMatch(/^[\u0980-\u09ff ]+$/);
  });

  it('names in translated-fields.ts every translated field of the schema, and no other', () => {
    type Compiled = { name: string; jsonType?: string; fields?: { name: string; type: Compiled }[]; of?: Compiled[]; type?: Compiled };
    const isTranslated = (type: Compiled): boolean => type.name.startsWith('internationalizedArray') || (type.type ? isTranslated(type.type) : false);
    const pathsOf = (type: Compiled, prefix = ''): string[] =>
      (type.fields ?? []).flatMap(({ name, type: field }) => {
        if (isTranslated(field)) return [`${prefix}${name}`];
        if (field.jsonType === 'object') return pathsOf(field, `${prefix}${name}.`);
        if (field.jsonType === 'array') return (field.of ?? []).flatMap((member) => pathsOf(member, `${prefix}${name}[].`));
        return [];
      });
    const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name);
    const found = Object.fromEntries(documentTypes.map((name) => [name, pathsOf(schema.get(name) as Compiled).sort()] as const).filter(([, paths]) => paths.length));
    expect(found).toEqual(Object.fromEntries(Object.entries(TRANSLATED_FIELDS).map(([name, fields]) => [name, Object.keys(fields).sort()])));
  });

  it('writes the Bangla in Bengali script and digits: Latin only for the brands, the address and the phone', () => {
    const bangla: string[] = [];
    const spans = (blocks: unknown) => (blocks as { children?: { text?: string }[] }[]).flatMap((block) => (block.children ?? []).map((span) => span.text ?? ''));
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        const { language, value: words } = value as { language?: unknown; value?: unknown };
        if (language === 'bn') bangla.push(...(typeof words === 'string' ? [words] : spans(words)));
        else Object.values(value).forEach(collect);
      }
    };
    collect(documents);
    expect(bangla.length).toBeGreaterThan(300);
    const leftOver = bangla.map((text) => text.replace(/bKash|Google|Facebook|table@karnaphuli\.com\.bd|\+880 1713-550142/g, '')).filter((text) => /[A-Za-z0-9]/.test(text));
    expect(leftOver).toEqual([]);
  });

  it('keeps prices, ids and images in one language', () => {
    const dish = documents.find((document) => document._id === 'dish-1') as SeedDocument & { image: Record<string, unknown> };
    expect([typeof dish['price'], typeof dish['dishId'], typeof dish.image['_sanityAsset']]).toEqual(['number', 'string', 'string']);
    expect(inLanguage(dish['name'])).toBe('Smoked Hilsa Mousse');
  });
});
