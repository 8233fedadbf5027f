import { onRestaurantClock } from './clock';

// Bangladesh's tax invoice (Mushak-6.3) as a restaurant issues it, and the money on it (docs/decisions/0024).
//
// Menu prices include VAT, as the NBR requires (a price list shows the price a guest pays); the invoice shows how
// much of what was paid is VAT. Everything the guest pays is consideration, and the Act counts a service charge
// as consideration too, so the VAT base is the whole bill: the dishes, the service charge and the delivery fee.
// Money is taka on the menu and in what changes hands; the VAT inside it is worked out in paisa, rounded once on
// the invoice's total, then shared among the lines so that they always add up to it.
// Pure, with no zod: the Worker prices with it, the pages and the mails show it (the published settings'
// schema is ./menu's, with the catalogue's).

/** Percent; the rate changes with each national budget, so staff keep it with the date it takes effect. */
export const VAT_PERCENT_RANGE = { min: 0, max: 25 } as const;
export const SERVICE_CHARGE_PERCENT_RANGE = { min: 0, max: 20 } as const;

/** A Business Identification Number: the 9 digits the NBR issued, then the 4-digit branch (place of supply). */
export const BIN_PATTERN = /^\d{9}-\d{4}$/;

/** The VAT rate from a date on (the restaurant's calendar, YYYY-MM-DD). */
export interface VatRate {
  from: string;
  percent: number;
}

/** What the build publishes of the site settings for pricing and the invoice (`/catalogue.json`'s `tax`, checked by ./menu's schema). */
export interface Tax {
  bin: string;
  vatRates: VatRate[];
  serviceChargePercent: number;
}

/** 5 → 500, 7.5 → 750: rates are kept in hundredths of a percent so that the arithmetic stays in integers. */
export const basisPoints = (percent: number): number => Math.round(percent * 100);

/** 500 → "5%", 750 → "7.5%". */
export const percentLabel = (points: number): string => `${points / 100}%`;

/** The restaurant's date of an instant, YYYY-MM-DD. */
const restaurantDate = (at: Date | number) => onRestaurantClock(at).toISOString().slice(0, 10);

/**
 * The VAT rate (basis points) in force on the restaurant's date of `at`: the rate with the latest `from` on or
 * before it. A date before every rate takes the earliest one: a rate entered ahead of its budget never leaves the
 * days before it without VAT.
 */
export function vatRateOn(rates: readonly VatRate[], at: Date | number): number {
  const day = restaurantDate(at);
  const sorted = [...rates].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const current = sorted.filter((rate) => rate.from <= day).at(-1) ?? sorted[0];
  return current ? basisPoints(current.percent) : 0;
}

/** `numerator / denominator` of two non-negative integers, rounded half up, in integers. */
const divideRounded = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));

/** Taka: the service charge on the dishes' subtotal, rounded to the whole taka a guest pays in. */
export const serviceChargeOn = (subtotal: number, points: number): number => divideRounded(subtotal * points, 10_000);

/** Paisa: the VAT inside a VAT-inclusive amount in paisa, at `points` (500 = 5%), rounded once, half up. */
export const vatInside = (grossPaisa: number, points: number): number => (points === 0 ? 0 : divideRounded(grossPaisa * points, 10_000 + points));

/** The figures an order is sold at, fixed when it is priced and kept with it for good. */
export interface OrderTax {
  /** Basis points of VAT (500 = 5%). */
  vatRate: number;
  /** Basis points of service charge on the dishes (0: none). */
  serviceChargeRate: number;
  /** Paisa: the VAT inside everything the guest pays. */
  vat: number;
  /** The restaurant's BIN when it was sold. */
  bin: string;
}

/** What an order pays, in taka: the dishes, the service charge and the delivery fee. */
export const amountDue = (order: { total: number; serviceCharge: number; deliveryFee: number }): number => order.total + order.serviceCharge + order.deliveryFee;

/** The service charge and the VAT of an order of `subtotal` taka with `deliveryFee`, sold at `at`. */
export function taxOf(tax: Tax, subtotal: number, deliveryFee: number, at: Date | number): { serviceCharge: number; tax: OrderTax } {
  const vatRate = vatRateOn(tax.vatRates, at);
  const serviceChargeRate = basisPoints(tax.serviceChargePercent);
  const serviceCharge = serviceChargeOn(subtotal, serviceChargeRate);
  return { serviceCharge, tax: { vatRate, serviceChargeRate, vat: vatInside((subtotal + serviceCharge + deliveryFee) * 100, vatRate), bin: tax.bin } };
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  /** Paisa, VAT included. */
  unitPrice: number;
  /** Paisa: unitPrice × quantity, VAT included. */
  value: number;
  /** Paisa: the VAT inside `value`. */
  vat: number;
  /** Paisa: `value` without its VAT. */
  net: number;
}

export interface InvoiceFigures {
  lines: InvoiceLine[];
  /** Paisa: Σ value, what the guest pays. */
  total: number;
  vat: number;
  net: number;
}

/**
 * Shares `whole` among parts in proportion to `weights`, in integers that add up to it exactly: each part its
 * floor, then the units left over to the largest remainders (the earlier line on a tie). Largest remainder, so
 * no line is ever more than a paisa from its exact share.
 */
export function shareOut(whole: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((whole * weight) / sum));
  const left = whole - shares.reduce((total, share) => total + share, 0);
  const byRemainder = weights.map((weight, index) => ({ index, remainder: (whole * weight) % sum })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, left)) shares[index] = (shares[index] ?? 0) + 1;
  return shares;
}

/**
 * The invoice's lines: each dish, then the service charge and the delivery fee when there are any; the VAT
 * worked out once on the total (it is the order's own `tax.vat`) and shared among the lines.
 */
export function invoiceFigures(order: {
  items: readonly { name: string; quantity: number; price: number }[];
  serviceCharge: number;
  deliveryFee: number;
  tax: Pick<OrderTax, 'vatRate' | 'serviceChargeRate'>;
}, labels: { serviceCharge: string; deliveryFee: string } = { serviceCharge: 'Service charge', deliveryFee: 'Delivery fee' }): InvoiceFigures {
  const rows = [
    ...order.items.map((item) => ({ description: item.name, quantity: item.quantity, unitPrice: item.price * 100 })),
    ...(order.serviceCharge > 0 ? [{ description: `${labels.serviceCharge} (${percentLabel(order.tax.serviceChargeRate)})`, quantity: 1, unitPrice: order.serviceCharge * 100 }] : []),
    ...(order.deliveryFee > 0 ? [{ description: labels.deliveryFee, quantity: 1, unitPrice: order.deliveryFee * 100 }] : []),
  ].map((row) => ({ ...row, value: row.unitPrice * row.quantity }));
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  const vat = vatInside(total, order.tax.vatRate);
  const vats = shareOut(vat, rows.map((row) => row.value));
  const lines = rows.map((row, index) => {
    const lineVat = vats[index] ?? 0;
    return { ...row, vat: lineVat, net: row.value - lineVat };
  });
  return { lines, total, vat, net: total - vat };
}

/** Fiscal years run July to June: an invoice of 27 November 2026 is in 2026-27. */
export function fiscalYear(at: Date | number): string {
  const clock = onRestaurantClock(at);
  const start = clock.getUTCMonth() >= 6 ? clock.getUTCFullYear() : clock.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** An invoice's number as printed: its fiscal year and its place in it, "2026-27/00042". */
export const invoiceNumber = (year: string, serial: number): string => `${year}/${String(serial).padStart(5, '0')}`;

/** An order's invoice, once it is issued: when an order becomes the kitchen's (cash on delivery, or paid). */
export interface Invoice {
  number: string;
  /** ISO instant of issue. */
  issuedAt: string;
}
