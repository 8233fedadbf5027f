import { Catalogue, type CatalogueItem } from './contract/menu';
import { CATALOGUE_PATH } from './contract/order-rules';

// The menu the server prices from: the catalogue the build published (ARCHITECTURE.md), read through the
// ASSETS binding once per isolate. A deploy brings a new isolate, hence the new catalogue.
let cached: Promise<Map<string, CatalogueItem>> | undefined;

export function loadCatalogue(assets: Fetcher): Promise<Map<string, CatalogueItem>> {
  cached ??= (async () => {
    const response = await assets.fetch(new Request(`https://assets.local${CATALOGUE_PATH}`));
    if (!response.ok) throw new Error(`The catalogue is missing (${response.status})`);
    const { items } = Catalogue.parse(await response.json());
    return new Map(items.map((item) => [item.id, item]));
  })();
  cached.catch(() => (cached = undefined));
  return cached;
}
