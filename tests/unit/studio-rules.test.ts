import { describe, expect, it } from 'vitest';
import * as studio from '../../studio/schemaTypes/menu-rules';
import * as hoursRules from '../../studio/schemaTypes/service-rules';
import * as taxRules from '../../studio/schemaTypes/tax-rules';
import * as invoice from '#contract/invoice';
import * as contract from '#contract/menu';
import * as marks from '#contract/allergens';
import { LAST_ORDERS_RANGE, LEAD_RANGE, parseOpeningHours } from '#contract/service';

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

  it('same allergens and dietary marks, in the same order, each with a title for staff', () => {
    expect(studio.ALLERGENS).toEqual(marks.ALLERGENS);
    expect(studio.DIETARY_MARKS).toEqual(marks.DIETARY_MARKS);
    expect(Object.keys(studio.ALLERGEN_TITLES)).toEqual([...marks.ALLERGENS]);
    expect(Object.keys(studio.DIETARY_TITLES)).toEqual([...marks.DIETARY_MARKS]);
  });
});

// The kitchen's hours are read by the Worker from what staff type: what the Studio lets through must be readable.
describe('the Studio and the Worker agree on the opening hours', () => {
  it('every way of writing hours the Studio accepts, the Worker reads', () => {
    const days = ['Mon', 'Sun', 'Mon – Thu', 'Fri-Sun', 'Sat — Mon'];
    const hours = ['11:00 AM – 10:00 PM', '11 AM-11 PM', '5:30 PM — 12:00 AM', '9:15AM – 1PM', 'Closed'];
    for (const day of days) expect(day).toMatch(hoursRules.DAYS_PATTERN);
    for (const time of hours) expect(time).toMatch(hoursRules.HOURS_PATTERN);
    for (const day of days) for (const time of hours) expect(() => parseOpeningHours([{ days: day, hours: time }])).not.toThrow();
  });

  it('refuses what the Worker could not read', () => {
    for (const day of ['Weekdays', 'Monday – Thursday', 'Mon, Tue', '']) expect(day).not.toMatch(hoursRules.DAYS_PATTERN);
    for (const time of ['11:00 – 22:00', '13:00 PM – 2:00 AM', '11:00 AM', 'closed at noon', '']) expect(time).not.toMatch(hoursRules.HOURS_PATTERN);
  });

  it('same ranges for last orders and the lead time', () => {
    expect(hoursRules.LAST_ORDERS_RANGE).toEqual(LAST_ORDERS_RANGE);
    expect(hoursRules.LEAD_RANGE).toEqual(LEAD_RANGE);
  });
});

// The build refuses to publish an area outside the ranges the Worker's catalogue schema accepts.
describe('the Studio and the Worker agree on the delivery areas', () => {
  it('same ranges for the fee, the minimum and the minutes on the road', async () => {
    const studioAreas = await import('../../studio/schemaTypes/delivery-rules');
    const contractAreas = await import('#contract/delivery-areas');
    expect(studioAreas.AREA_FEE_RANGE).toEqual(contractAreas.AREA_FEE_RANGE);
    expect(studioAreas.AREA_MINIMUM_RANGE).toEqual(contractAreas.AREA_MINIMUM_RANGE);
    expect(studioAreas.AREA_MINUTES_RANGE).toEqual(contractAreas.AREA_MINUTES_RANGE);
  });
});

// The VAT settings are priced with by the Worker: what the Studio lets staff publish, the build must accept.
describe('the Studio and the Worker agree on the VAT invoice’s settings', () => {
  it('same rate ranges and the same BIN form', () => {
    expect(taxRules.VAT_PERCENT_RANGE).toEqual(invoice.VAT_PERCENT_RANGE);
    expect(taxRules.SERVICE_CHARGE_PERCENT_RANGE).toEqual(invoice.SERVICE_CHARGE_PERCENT_RANGE);
    expect(taxRules.BIN_PATTERN.source).toBe(invoice.BIN_PATTERN.source);
  });
});
