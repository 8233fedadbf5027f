import { useEffect, useState } from 'react';
import type { Allergen } from '#contract/allergens';
import { type CatalogueMap, loadCatalogue } from './catalogue';

// What each dish of an order contains (docs/decisions/0022): the order keeps only the dish's id, so the allergens
// are the published catalogue's, as the kitchen cooks the dish now. Read once a dashboard, when a detail first opens.
let catalogue: Promise<CatalogueMap> | undefined;

/** The allergens of a dish by id: undefined while the catalogue loads, null for a dish it no longer lists. */
export function useDishAllergens(): ((id: string) => readonly Allergen[] | null) | undefined {
  const [menu, setMenu] = useState<CatalogueMap>();
  useEffect(() => {
    let current = true;
    catalogue ??= loadCatalogue();
    catalogue.then(
      (loaded) => current && setMenu(loaded),
      () => (catalogue = undefined),
    );
    return () => {
      current = false;
    };
  }, []);
  return menu && ((id) => menu.get(id)?.allergens ?? null);
}
