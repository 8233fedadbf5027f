import { z } from 'zod';
import { House, HOUSE_PATH } from '../contract/house';
import type { Lang } from '../contract/lang';
import { Catalogue, type CatalogueItem } from '../contract/menu';
import { CATALOGUE_PATH } from '../contract/order-rules';

// What the build published for the server to trust (ARCHITECTURE.md): the menu it prices orders from, and the
// restaurant's details its mails are written with. Each is read through the ASSETS binding once per isolate;
// a deploy brings a new isolate, hence the new files.

function published<T>(path: string, schema: z.ZodType<T>): (assets: Fetcher) => Promise<T>;
function published<T>(path: string, schema: z.ZodType<T>, optional: true): (assets: Fetcher) => Promise<T | undefined>;
function published<T>(path: string, schema: z.ZodType<T>, optional = false): (assets: Fetcher) => Promise<T | undefined> {
  let cached: Promise<T | undefined> | undefined;
  return (assets) => {
    cached ??= (async () => {
      const response = await assets.fetch(new Request(`https://assets.local${path}`));
      // A file a build may not publish (the Bangla house, before the site had one) is simply absent.
      if (optional && response.status === 404) return undefined;
      if (!response.ok) throw new Error(`${path} is missing (${response.status})`);
      return schema.parse(await response.json());
    })();
    cached.catch(() => (cached = undefined));
    return cached;
  };
}

const readCatalogue = published(CATALOGUE_PATH, Catalogue);

const byId = new WeakMap<Catalogue, Map<string, CatalogueItem>>();

export async function loadCatalogue(assets: Fetcher): Promise<Map<string, CatalogueItem>> {
  const catalogue = await readCatalogue(assets);
  let items = byId.get(catalogue);
  if (!items) byId.set(catalogue, (items = new Map(catalogue.items.map((item) => [item.id, item]))));
  return items;
}

/** The delivery areas as published, each with its fee, minimum and minutes (../contract/delivery-areas.ts). */
export const loadAreas = async (assets: Fetcher): Promise<Catalogue['areas']> => (await readCatalogue(assets)).areas;

/** The VAT rates, the service charge and the BIN, as published (../contract/invoice.ts). */
export const loadTax = async (assets: Fetcher): Promise<Catalogue['tax']> => (await readCatalogue(assets)).tax;

const readHouse = published(HOUSE_PATH, House);
const readBanglaHouse = published(`/bn${HOUSE_PATH}`, House, true);

/**
 * The restaurant's details, in a language: for Bangla, the ones the build published from the Bangla site settings
 * (/bn/house.json: the name and address as Bangla writes them), or the English ones while there are none. The
 * kitchen's hours are the same in both.
 */
export async function loadHouse(assets: Fetcher, lang: Lang = 'en'): Promise<House> {
  const bangla = lang === 'bn' ? await readBanglaHouse(assets) : undefined;
  return bangla ?? readHouse(assets);
}

/** Of the Bangla menu (/bn/catalogue.json, the same shape as the English), only what a mail names: dishes and areas. */
const Names = z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })), areas: z.array(z.object({ id: z.string(), name: z.string() })) });
const readBanglaNames = published(`/bn${CATALOGUE_PATH}`, Names, true);

/**
 * The dishes' and the delivery areas' names in a language, by id, for a receipt written in it; undefined for English
 * (an order keeps the English names it was priced with) and while the build publishes no Bangla menu.
 */
export async function loadNames(assets: Fetcher, lang: Lang): Promise<{ dishes: Map<string, string>; areas: Map<string, string> } | undefined> {
  if (lang !== 'bn') return undefined;
  const names = await readBanglaNames(assets).catch(() => undefined);
  return names && { dishes: new Map(names.items.map((item) => [item.id, item.name])), areas: new Map(names.areas.map((area) => [area.id, area.name])) };
}
