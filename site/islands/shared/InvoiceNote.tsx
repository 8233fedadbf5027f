import { type Invoice, type OrderTax, percentLabel } from '#contract/invoice';
import { formatPaisa } from '../../lib/format';

/**
 * An order's tax invoice in one line, where a receipt is shown (the success view, the order history): its
 * number, the VAT inside what was paid, and the way to the whole invoice to read or print. Nothing before the
 * order is invoiced (an online order until it is paid). A paragraph and a link, no more: the history shows one
 * per order and keeps within its page's element budget.
 */
export function InvoiceNote({ orderId, invoice, vat }: { orderId: string; invoice: Invoice | null | undefined; vat: Pick<OrderTax, 'vatRate' | 'vat'> | undefined }) {
  if (!invoice) return null;
  const included = vat ? ` · VAT ${percentLabel(vat.vatRate)} included, ${formatPaisa(vat.vat)}` : '';
  return (
    <p className="invoice-note">
      {`Tax invoice ${invoice.number}${included} · `}
      <a href={`/invoice?order=${encodeURIComponent(orderId)}`} aria-label={`View or print the invoice ${invoice.number}`}>
        View or print the invoice
      </a>
    </p>
  );
}
