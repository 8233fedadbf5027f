import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '#contract/menu';
import type { CartItem } from '../../stores/cart';
import { reviewCart } from './catalogue';

const dish = (id: string, price: number, eta: number, available = true): CatalogueItem => ({
  id,
  name: `Dish ${id}`,
  description: '',
  price,
  category: 'mains',
  subcategory: 'seafood',
  available,
  eta,
  image: `/dish-${id}.svg`,
  allergens: [],
  dietary: [],
});
const line = (id: string, price: number, quantity: number): CartItem => ({ id, name: `Dish ${id}`, description: '', price, image: '', quantity });
const catalogue = new Map([{ ...dish('1', 1500, 30), allergens: ['milk', 'tree-nuts'] as CatalogueItem['allergens'] }, dish('2', 900, 45), dish('3', 2000, 60, false)].map((item) => [item.id, item]));

describe('reviewCart', () => {
  it('totals at the cart prices and takes the longest time (SPEC §9)', () => {
    const review = reviewCart([line('1', 1500, 2), line('2', 900, 1)], catalogue);
    expect(review).toMatchObject({ subtotal: 3900, estimatedDeliveryTime: 45, blocked: false });
    expect(review.lines.every((reviewed) => !reviewed.priceChanged && !reviewed.unavailable)).toBe(true);
  });

  it('flags a changed price and totals at the price of today', () => {
    const review = reviewCart([line('1', 1200, 2)], catalogue);
    expect(review.lines[0]).toMatchObject({ price: 1200, currentPrice: 1500, priceChanged: true });
    expect(review.subtotal).toBe(3000);
  });

  it('flags dishes no longer available or no longer on the menu, and blocks the order', () => {
    const review = reviewCart([line('1', 1500, 1), line('3', 2000, 1), line('99', 800, 1)], catalogue);
    expect(review.lines.map((reviewed) => reviewed.unavailable)).toEqual([false, true, true]);
    expect(review.blocked).toBe(true);
    // An unknown dish has no time: only the dishes found count (SPEC §9), 0 when none is.
    expect(review.estimatedDeliveryTime).toBe(60);
    expect(reviewCart([line('99', 800, 1)], catalogue).estimatedDeliveryTime).toBe(0);
  });

  it('gives each line its dish\u2019s allergens as published, none known before the catalogue or for a dish it no longer lists', () => {
    expect(reviewCart([line('1', 1500, 1), line('2', 900, 1), line('99', 800, 1)], catalogue).lines.map((reviewed) => reviewed.allergens)).toEqual([['milk', 'tree-nuts'], [], undefined]);
    expect(reviewCart([line('1', 1500, 1)], undefined).lines[0]?.allergens).toBeUndefined();
  });

  it('trusts the cart until the catalogue has loaded', () => {
    const review = reviewCart([line('3', 2000, 2)], undefined);
    expect(review).toMatchObject({ subtotal: 4000, estimatedDeliveryTime: 0, blocked: false });
  });

  it('flags a dish sold out tonight and blocks the order until it is removed; the catalogue\u2019s unavailable stays that', () => {
    const review = reviewCart([line('1', 1500, 1), line('2', 900, 1), line('3', 2000, 1)], catalogue, ['2', '3']);
    expect(review.lines.map((reviewed) => [reviewed.soldOutTonight, reviewed.unavailable])).toEqual([
      [false, false],
      [true, false],
      [false, true],
    ]);
    expect(review.blocked).toBe(true);
    expect(reviewCart([line('1', 1500, 1)], catalogue, ['2']).blocked).toBe(false);
  });
});
