import { describe, expect, it } from 'vitest';
import * as studio from '../../studio/schemaTypes/menu-rules';
import * as contract from '#contract/menu';

// Studio imports no Worker code, so it keeps its own copy of the menu's limits: they must stay equal,
// or staff could publish what the Worker refuses to price.
describe('the Studio and the Worker agree on the menu rules', () => {
  it('same categories and subcategories', () => {
    expect(studio.CATEGORIES).toEqual(contract.CATEGORIES);
    expect(studio.SUBCATEGORIES).toEqual(contract.SUBCATEGORIES);
  });

  it('same price and preparation-time ranges, same number of popular dishes', () => {
    expect(studio.PRICE_RANGE).toEqual(contract.PRICE_RANGE);
    expect(studio.ETA_RANGE).toEqual(contract.ETA_RANGE);
    expect(studio.POPULAR_DISH_COUNT).toBe(contract.POPULAR_DISH_IDS.length);
  });
});
