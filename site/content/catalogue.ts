// The menu catalogue the Worker prices orders from (ARCHITECTURE.md "The catalogue the server trusts"), published by
// the build as /catalogue.json, and its Bangla twin /bn/catalogue.json for the cart and checkout of the Bangla pages:
// the same dishes, ids, prices, areas and tax, the words in Bangla. The Worker reads only the English one. Validated
// here, so a build cannot publish a bad catalogue in either language.
import { Catalogue } from '#contract/menu';
import type { Lang } from '../i18n/lang';
import { getDeliveryAreas, getMenu, getSiteSettings } from './site';

export async function catalogueFor(lang: Lang): Promise<Catalogue> {
  const [menu, areas, { bin, vatRates, serviceChargePercent }] = await Promise.all([getMenu(lang), getDeliveryAreas(lang), getSiteSettings(lang)]);
  return Catalogue.parse({
    areas,
    tax: { bin, vatRates, serviceChargePercent },
    items: menu.map(({ id, name, description, price, category, subcategory, available, eta, image, allergens, dietary }) => ({
      id,
      name,
      description,
      price,
      category,
      subcategory,
      available,
      eta,
      image: image.url ?? '',
      allergens,
      dietary,
    })),
  });
}

export const catalogueResponse = async (lang: Lang) => new Response(JSON.stringify(await catalogueFor(lang)), { headers: { 'Content-Type': 'application/json' } });
