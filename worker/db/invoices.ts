import { fiscalYear, type Invoice, invoiceNumber } from '../contract/invoice';
import type { OrderStatus, PaymentMethod } from '../contract/order-rules';

// Tax invoices (Mushak-6.3, docs/decisions/0024): a ledger (the `invoices` table) numbered per fiscal year,
// consecutive, with no gaps and no duplicates. An order gets its number when it becomes the kitchen's (placed
// for cash, paid online, or a held payment accepted), in the same batch as that change, so an attempt that is
// never paid leaves no hole. The ledger outlives its orders: a number once given is never given again.

/** When an order is issued its invoice unless told otherwise: its money is the restaurant's. */
const INVOICEABLE = "payment_status IN ('cod', 'paid')";

/**
 * The statements that issue the order `orderId` its invoice, paid by `method`, if it has none and `when` holds
 * (SQL bound from ?7 on, as receiptStatement's condition is): the ledger's row with the next serial of the
 * fiscal year of `now`, then its number copied onto the order. The INSERT is one statement: SQLite runs it alone
 * (D1 writes one at a time), so two orders never read the same last serial, and the ledger's key would refuse
 * the second if they did. The serial's max is read from the end of that key, not from the rows. The first
 * statement RETURNs the invoice (issuedInvoice reads it).
 */
export function issueInvoiceStatements(database: D1Database, orderId: string, now: number, method: PaymentMethod, when: { sql: string; params: string[] } = { sql: INVOICEABLE, params: [] }): D1PreparedStatement[] {
  const padding = when.params.length ? [null, null, ...when.params] : [];
  return [
    database
      .prepare(
        `INSERT INTO invoices (year, serial, order_id, issued_at, vat_rate, total, vat, service_charge, delivery_fee, payment_method)
         SELECT ?2, (SELECT coalesce(max(serial), 0) + 1 FROM invoices WHERE year = ?2), id, ?3, vat_rate, (total + service_charge + delivery_fee) * 100, vat, service_charge * 100, delivery_fee * 100, ?4
         FROM orders WHERE id = ?1 AND invoice_serial IS NULL AND ${when.sql}
         RETURNING year, serial, issued_at AS issuedAt`,
      )
      .bind(orderId, fiscalYear(now), now, method, ...padding),
    database
      .prepare('UPDATE orders SET invoice_year = i.year, invoice_serial = i.serial, invoiced_at = i.issued_at FROM invoices AS i WHERE i.order_id = ?1 AND orders.id = ?1 AND orders.invoice_serial IS NULL')
      .bind(orderId),
  ];
}

/** The invoice the first of issueInvoiceStatements' results gave; null when it gave none. */
export function issuedInvoice(result: D1Result | undefined): Invoice | null {
  const row = result?.results[0] as { year: string; serial: number; issuedAt: number } | undefined;
  return row ? { number: invoiceNumber(row.year, row.serial), issuedAt: new Date(row.issuedAt).toISOString() } : null;
}

/** The order's invoice as JSON, for a mail written in the same batch after it (null while it has none). */
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
  /** The order's status now; null once staff deleted the order (its invoice stays). */
  status: OrderStatus | null;
}

/** The invoices issued in [from, to), in their numbers' order (a range of invoices_issued_idx), with their orders' status now. */
export async function salesBetween(database: D1Database, from: number, to: number): Promise<Sale[]> {
  const { results } = await database
    .prepare(
      `SELECT i.year, i.serial, i.issued_at AS issuedAt, i.order_id AS orderId, i.vat_rate AS vatRate, i.total, i.vat, i.service_charge AS serviceCharge, i.delivery_fee AS deliveryFee,
         i.payment_method AS paymentMethod, o.status
       FROM invoices AS i LEFT JOIN orders AS o ON o.id = i.order_id WHERE i.issued_at >= ?1 AND i.issued_at < ?2 ORDER BY i.year, i.serial`,
    )
    .bind(from, to)
    .all<Sale>();
  return results;
}

/** SQL: what the summary gives of the invoices issued in [?3, ?4), as JSON (paisa). The same rows salesBetween lists. */
export const SALES_FIGURES_SQL = `(SELECT json_object('invoices', count(*), 'total', coalesce(sum(total), 0), 'vat', coalesce(sum(vat), 0), 'serviceCharge', coalesce(sum(service_charge), 0))
  FROM invoices WHERE issued_at >= ?3 AND issued_at < ?4)`;
