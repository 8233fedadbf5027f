import { describe, expect, it } from 'vitest';
import { byName, type DeliveryArea, deliveryTo, notServedMessage, shortOfMinimum, underMinimumMessage } from './delivery-areas';

const khulshi: DeliveryArea = { id: 'khulshi', name: 'Khulshi', fee: 150, minimum: 2500, extraMinutes: 20, served: true };
const kalurghat: DeliveryArea = { id: 'kalurghat', name: 'Kalurghat', fee: 220, minimum: 4000, extraMinutes: 35, served: false };
const areas = [khulshi, kalurghat];

describe('a delivery to an area', () => {
  it('is taken at the minimum exactly, and refused one taka under it, saying how much more', () => {
    expect(deliveryTo(areas, 'khulshi', 2500)).toEqual({ ok: true, area: khulshi });
    expect(deliveryTo(areas, 'khulshi', 2499)).toEqual({ ok: false, kind: 'under-minimum', area: khulshi, short: 1 });
    expect(underMinimumMessage(khulshi, 2499)).toBe('Orders to Khulshi start at ৳2,500. Add ৳1 more to have it delivered.');
    expect(shortOfMinimum(khulshi, 9000)).toBe(0);
  });

  it('is refused to an area staff have switched off, offering pickup, whatever the cart', () => {
    expect(deliveryTo(areas, 'kalurghat', 10_000)).toEqual({ ok: false, kind: 'not-served', area: kalurghat });
    expect(notServedMessage(kalurghat)).toBe('We are not delivering to Kalurghat at the moment. You can collect your order from the restaurant instead.');
  });

  it('is refused to an area the list does not have (codes are exact)', () => {
    for (const id of ['atlantis', 'Khulshi', ' khulshi', '']) expect(deliveryTo(areas, id, 10_000)).toEqual({ ok: false, kind: 'unknown' });
  });

  it('lists the areas by name, as a guest looks for theirs', () => {
    expect(byName([khulshi, kalurghat, { ...khulshi, id: 'agrabad', name: 'Agrabad' }]).map((area) => area.name)).toEqual(['Agrabad', 'Kalurghat', 'Khulshi']);
  });
});
