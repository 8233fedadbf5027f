// The seed dataset conforms to the Studio's schema: every document passes the same validation the Studio
// runs before staff can publish (ranges, subcategory-of-category, required alt text, references…).
import { readdir, readFile } from 'node:fs/promises';
import { validateDocument, type ValidationClient } from '@sanity/validation';
import { evaluate, parse } from 'groq-js';
import { createSchema } from 'sanity';
import { describe, expect, it } from 'vitest';
import { schemaTypes } from '../schemaTypes';

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

const imported = documents.map((document) => asImported(document) as SeedDocument);
// The import uploads each image file as an asset document; those that exist on disk exist after import.
const imageFiles = new Set(await readdir(new URL('images/', seedDir)));
const assetExists = (id: string) => imageFiles.has(id.replace(/^image-image-file-images-/, '').replace(/-svg$/, '.svg'));
const schema = createSchema({ name: 'seed', types: schemaTypes });

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
});
