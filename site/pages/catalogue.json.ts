// The menu catalogue the Worker prices orders from (ARCHITECTURE.md "The catalogue the server trusts"),
// published by the build as /catalogue.json. Validated here, so a build cannot publish a bad catalogue.
import type { APIRoute } from 'astro';
import { Catalogue } from '#contract/menu';
import { getDeliveryAreas, getMenu, getSiteSettings } from '../content/site';

export const GET: APIRoute = async () => {
  const [menu, areas, { bin, vatRates, serviceChargePercent }] = await Promise.all([getMenu(), getDeliveryAreas(), getSiteSettings()]);
  const catalogue = Catalogue.parse({
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
  return new Response(JSON.stringify(catalogue), { headers: { 'Content-Type': 'application/json' } });
};
