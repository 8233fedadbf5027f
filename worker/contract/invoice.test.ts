import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { restaurantInstant } from './clock';
import { amountDue, fiscalYear, invoiceFigures, invoiceNumber, serviceChargeOn, shareOut, taxOf, vatInside, vatRateOn } from './invoice';
import { Tax } from './menu';

const RATES = [
  { from: '2022-07-01', percent: 5 },
  { from: '2025-01-09', percent: 15 },
  { from: '2025-01-22', percent: 5 },
];

describe('the VAT rate in force', () => {
  it('is the rate with the latest date on or before the restaurant’s day, whatever order staff entered them in', () => {
    const shuffled = [RATES[2], RATES[0], RATES[1]] as typeof RATES;
    expect(vatRateOn(shuffled, restaurantInstant('2025-01-08', 23 * 60 + 59))).toBe(500);
    expect(vatRateOn(shuffled, restaurantInstant('2025-01-09', 0))).toBe(1500);
    expect(vatRateOn(shuffled, restaurantInstant('2025-01-21', 23 * 60 + 59))).toBe(1500);
    expect(vatRateOn(shuffled, restaurantInstant('2025-01-22', 0))).toBe(500);
    expect(vatRateOn(shuffled, restaurantInstant('2026-11-27', 20 * 60))).toBe(500);
  });

  it('changes at midnight in Chattogram, not in UTC: 00:30 on the 9th is 18:30 UTC on the 8th', () => {
    expect(vatRateOn(RATES, Date.parse('2025-01-08T18:30:00Z'))).toBe(1500);
    expect(vatRateOn(RATES, Date.parse('2025-01-08T17:59:00Z'))).toBe(500);
  });

  it('before every rate, takes the earliest: a rate entered ahead never leaves a day without VAT', () => {
    expect(vatRateOn([{ from: '2027-07-01', percent: 7.5 }], Date.parse('2026-11-27T12:00:00Z'))).toBe(750);
  });

  it('refuses a published tax without a rate, with two rates on one date, or with a malformed BIN', () => {
    const tax = { bin: '004512378-0101', vatRates: RATES, serviceChargePercent: 0 };
    expect(Tax.safeParse(tax).success).toBe(true);
    expect(Tax.safeParse({ ...tax, vatRates: [] }).success).toBe(false);
    expect(Tax.safeParse({ ...tax, vatRates: [...RATES, { from: '2025-01-22', percent: 10 }] }).success).toBe(false);
    expect(Tax.safeParse({ ...tax, bin: '004512378' }).success).toBe(false);
    expect(Tax.safeParse({ ...tax, serviceChargePercent: 25 }).success).toBe(false);
  });
});

describe('the money, in paisa', () => {
  it('takes the VAT out of a VAT-inclusive price, rounded once, half up', () => {
    // ৳1,050 at 5%: ৳1,000 and ৳50 of VAT exactly.
    expect(vatInside(105_000, 500)).toBe(5_000);
    // ৳1,850 at 5%: 185000 × 5 / 105 = 8809.52… → 8810 paisa.
    expect(vatInside(185_000, 500)).toBe(8_810);
    // ৳21 at 5%: exactly 100 paisa; ৳0.21 at 5%: exactly 1 paisa, 10.5 paisa at 5% of ৳2.205 rounds up.
    expect(vatInside(2_100, 500)).toBe(100);
    expect(vatInside(0, 500)).toBe(0);
    expect(vatInside(185_000, 0)).toBe(0);
  });

  it('rounds the service charge to the whole taka a guest pays in', () => {
    expect(serviceChargeOn(1_850, 1_000)).toBe(185);
    expect(serviceChargeOn(1_855, 1_000)).toBe(186);
    expect(serviceChargeOn(1_850, 0)).toBe(0);
  });

  it('counts VAT on the service charge and the delivery fee too, at the rate of the day of sale', () => {
    const tax = { bin: '004512378-0101', vatRates: RATES, serviceChargePercent: 10 };
    const sold = taxOf(tax, 2_000, 100, restaurantInstant('2025-01-15', 20 * 60));
    expect(sold).toEqual({ serviceCharge: 200, tax: { vatRate: 1_500, serviceChargeRate: 1_000, vat: vatInside(230_000, 1_500), bin: '004512378-0101' } });
    expect(amountDue({ total: 2_000, serviceCharge: 200, deliveryFee: 100 })).toBe(2_300);
  });

  it('shares a whole among weights exactly, each share within one unit of its exact part', () => {
    expect(shareOut(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareOut(0, [5, 7])).toEqual([0, 0]);
    expect(shareOut(7, [0, 0])).toEqual([0, 0]);
  });

  // Carts of every size, at every rate and service charge the Studio allows: the lines always add up to the
  // total, the VAT on the lines to the VAT on the total, and no line's VAT is more than a paisa off its share.
  it('lines that always add up to the total shown (property)', () => {
    const cart = fc.array(fc.record({ name: fc.string({ minLength: 1, maxLength: 8 }), quantity: fc.integer({ min: 1, max: 50 }), price: fc.integer({ min: 700, max: 20_000 }) }), { minLength: 1, maxLength: 50 });
    fc.assert(
      fc.property(cart, fc.integer({ min: 0, max: 2_500 }), fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 1_000 }), (items, vatRate, serviceChargeRate, deliveryFee) => {
        const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
        const serviceCharge = serviceChargeOn(subtotal, serviceChargeRate);
        const figures = invoiceFigures({ items, serviceCharge, deliveryFee, tax: { vatRate, serviceChargeRate } });
        const due = amountDue({ total: subtotal, serviceCharge, deliveryFee }) * 100;
        expect(figures.total).toBe(due);
        expect(figures.vat).toBe(vatInside(due, vatRate));
        expect(figures.net + figures.vat).toBe(figures.total);
        expect(figures.lines.reduce((sum, line) => sum + line.value, 0)).toBe(figures.total);
        expect(figures.lines.reduce((sum, line) => sum + line.vat, 0)).toBe(figures.vat);
        expect(figures.lines.reduce((sum, line) => sum + line.net, 0)).toBe(figures.net);
        for (const line of figures.lines) {
          expect(line.value).toBe(line.unitPrice * line.quantity);
          expect(line.net + line.vat).toBe(line.value);
          expect(Math.abs(line.vat - (figures.vat * line.value) / figures.total)).toBeLessThan(1);
          expect(Number.isInteger(line.vat) && line.vat >= 0).toBe(true);
        }
        expect(figures.lines).toHaveLength(items.length + (serviceCharge > 0 ? 1 : 0) + (deliveryFee > 0 ? 1 : 0));
      }),
      { numRuns: 500 },
    );
  });

  it('names the service charge with its rate, and the delivery fee, as their own lines', () => {
    const figures = invoiceFigures({ items: [{ name: 'Hilsa', quantity: 2, price: 1_850 }], serviceCharge: 370, deliveryFee: 100, tax: { vatRate: 500, serviceChargeRate: 1_000 } });
    expect(figures.lines.map((line) => line.description)).toEqual(['Hilsa', 'Service charge (10%)', 'Delivery fee']);
    expect(figures.total).toBe(417_000);
  });
});

describe('the invoice’s number', () => {
  it('counts in fiscal years that start on 1 July in Chattogram', () => {
    expect(fiscalYear(restaurantInstant('2026-11-27', 0))).toBe('2026-27');
    expect(fiscalYear(restaurantInstant('2027-06-30', 23 * 60 + 59))).toBe('2026-27');
    expect(fiscalYear(restaurantInstant('2027-07-01', 0))).toBe('2027-28');
    expect(fiscalYear(restaurantInstant('2099-12-01', 0))).toBe('2099-00');
  });

  it('is printed with its year and a five-digit serial', () => {
    expect(invoiceNumber('2026-27', 42)).toBe('2026-27/00042');
    expect(invoiceNumber('2026-27', 123_456)).toBe('2026-27/123456');
  });
});
