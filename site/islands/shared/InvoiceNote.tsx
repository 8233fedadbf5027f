import { type Invoice, type OrderTax, percentLabel } from '#contract/invoice';
import { formatPaisa } from '../../lib/format';

/**
 * An order's tax invoice in one line, where a receipt is shown (the success view, the order history): its
 * number, the VAT inside what was paid, and the way to the whole invoice to read or print. Nothing before the
 * order is invoiced (an online order until it is paid).
 */
export function InvoiceNote({ orderId, invoice, vat }: { orderId: string; invoice: Invoice | null | undefined; vat: Pick<OrderTax, 'vatRate' | 'vat'> | undefined }) {
  if (!invoice) return null;
  return (
    <p className="invoice-note">
      Tax invoice <span className="invoice-number">{invoice.number}</span>
      {vat && (
        <>
          {' '}
          · VAT {percentLabel(vat.vatRate)} included, <span className="price">{formatPaisa(vat.vat)}</span>
        </>
      )}{' '}
      · <a href={`/invoice?order=${encodeURIComponent(orderId)}`}>View or print the invoice</a>
    </p>
  );
}
