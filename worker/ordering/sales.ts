import { percentLabel, invoiceNumber } from '../contract/invoice';
import { ORDER_STATUS_LABELS } from '../contract/order-rules';
import { paymentLabel } from '../contract/order-sources';
import { onRestaurantClock } from '../contract/clock';
import type { Sale } from '../db/invoices';

// The accountant's sales list: one row per tax invoice of a day or a month, in the invoices' order, as CSV
// (RFC 4180: CRLF line ends, a field quoted when it holds a comma, a quote or a line break). Amounts are taka
// with two decimals and no grouping or sign, so a spreadsheet reads them as numbers; times are on the
// restaurant's clock, 24-hour, as the invoice prints them.

export const SALES_COLUMNS = ['Invoice', 'Issued', 'Order', 'Payment', 'Status', 'VAT rate', 'Value without VAT', 'VAT', 'Service charge', 'Delivery fee', 'Total'] as const;

/** Paisa as taka with two decimals: 123456 → "1234.56". */
export const takaDecimal = (paisa: number): string => `${paisa < 0 ? '-' : ''}${Math.floor(Math.abs(paisa) / 100)}.${String(Math.abs(paisa) % 100).padStart(2, '0')}`;

const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The restaurant's date and time of an instant, as "2026-11-27 19:42". */
export const restaurantStamp = (at: number): string => onRestaurantClock(at).toISOString().slice(0, 16).replace('T', ' ');

export function salesCsv(sales: readonly Sale[]): string {
  const rows = sales.map((sale) => [
    invoiceNumber(sale.year, sale.serial),
    restaurantStamp(sale.issuedAt),
    sale.orderId,
    paymentLabel(sale.paymentMethod),
    sale.status ? ORDER_STATUS_LABELS[sale.status] : 'Deleted',
    percentLabel(sale.vatRate),
    takaDecimal(sale.total - sale.vat),
    takaDecimal(sale.vat),
    takaDecimal(sale.serviceCharge),
    takaDecimal(sale.deliveryFee),
    takaDecimal(sale.total),
  ]);
  return [SALES_COLUMNS, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
