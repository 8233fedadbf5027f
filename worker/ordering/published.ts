import type { z } from 'zod';
import { House, HOUSE_PATH } from '../contract/house';
import { Catalogue, type CatalogueItem } from '../contract/menu';
import { CATALOGUE_PATH } from '../contract/order-rules';

// What the build published for the server to trust (ARCHITECTURE.md): the menu it prices orders from, and the
// restaurant's details its mails are written with. Each is read through the ASSETS binding once per isolate;
// a deploy brings a new isolate, hence the new files.

function published<T>(path: string, schema: z.ZodType<T>): (assets: Fetcher) => Promise<T> {
  let cached: Promise<T> | undefined;
  return (assets) => {
    cached ??= (async () => {
      const response = await assets.fetch(new Request(`https://assets.local${path}`));
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

export const loadHouse = published(HOUSE_PATH, House);
