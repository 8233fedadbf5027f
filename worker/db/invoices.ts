import { fiscalYear, type Invoice, invoiceNumber } from '../contract/invoice';
import type { OrderStatus, PaymentMethod } from '../contract/order-rules';

// Tax invoices (Mushak-6.3, docs/decisions/0024): numbered per fiscal year, consecutive, with no gaps and no
// duplicates. An order gets its number when it becomes the kitchen's (placed for cash, paid online, or a held
// payment accepted), in the same batch as that change, so an attempt that is never paid leaves no hole.

/** When an order is issued its invoice unless told otherwise: its money is the restaurant's. */
const INVOICEABLE = "payment_status IN ('cod', 'paid')";

/**
 * The next serial of the fiscal year of `now`, given to the order `orderId` if it has none and `when` holds (SQL
 * bound from ?7 on, as receiptStatement's condition is). One statement: SQLite runs it alone (D1 writes one at a
 * time), so two orders never read the same last serial; the unique index (orders_invoice_idx) would refuse the
 * second if they did. The serial's max is read from the end of that index, not from the rows.
 */
export function issueInvoiceStatement(database: D1Database, orderId: string, now: number, when: { sql: string; params: string[] } = { sql: INVOICEABLE, params: [] }): D1PreparedStatement {
  return database
    .prepare(
      `UPDATE orders SET invoice_year = ?2, invoice_serial = (SELECT coalesce(max(invoice_serial), 0) + 1 FROM orders WHERE invoice_year = ?2), invoiced_at = ?3
       WHERE id = ?1 AND invoice_serial IS NULL AND ${when.sql}
       RETURNING invoice_year AS year, invoice_serial AS serial, invoiced_at AS issuedAt`,
    )
    .bind(orderId, fiscalYear(now), now, ...(when.params.length ? [null, null, null, ...when.params] : []));
}

/** The invoice an issueInvoiceStatement's result gave; null when it gave none. */
export function issuedInvoice(result: D1Result | undefined): Invoice | null {
  const row = result?.results[0] as { year: string; serial: number; issuedAt: number } | undefined;
  return row ? { number: invoiceNumber(row.year, row.serial), issuedAt: new Date(row.issuedAt).toISOString() } : null;
}

/** The order's invoice as JSON, for a mail written in the same batch (null while it has none). */
export const INVOICE_JSON = (orderId: string) =>
  `json((SELECT CASE WHEN invoice_serial IS NULL THEN NULL ELSE json_object('year', invoice_year, 'serial', invoice_serial, 'issuedAt', invoiced_at) END FROM orders WHERE id = ${orderId}))`;

/** One invoice as the accountant's sales list has it. Money in paisa. */
export interface Sale {
  year: string;
  serial: number;
  issuedAt: number;
  orderId: string;
  /** Basis points. */
  vatRate: number;
  /** Everything the guest pays, VAT included. */
  total: number;
  vat: number;
  serviceCharge: number;
  deliveryFee: number;
  paymentMethod: PaymentMethod;
  status: OrderStatus;
}

/** The invoices issued in [from, to), in their numbers' order (a range of orders_invoiced_idx). */
export async function salesBetween(database: D1Database, from: number, to: number): Promise<Sale[]> {
  const { results } = await database
    .prepare(
      `SELECT invoice_year AS year, invoice_serial AS serial, invoiced_at AS issuedAt, id AS orderId, vat_rate AS vatRate, (total + service_charge + delivery_fee) * 100 AS total, vat,
         service_charge * 100 AS serviceCharge, delivery_fee * 100 AS deliveryFee, payment_method AS paymentMethod, status
       FROM orders WHERE invoiced_at >= ?1 AND invoiced_at < ?2 ORDER BY invoice_year, invoice_serial`,
    )
    .bind(from, to)
    .all<Sale>();
  return results;
}
