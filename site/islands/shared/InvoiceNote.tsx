import { formatsFor } from '#contract/formats';
import { type Invoice, type OrderTax, percentLabel } from '#contract/invoice';
import { fill } from '../../i18n/fill';
import { pathIn } from '../../i18n/lang';
import { useLang, useWords } from '../../i18n/react';

// Words: the catalog's `shared` (its page hands it to the island), numbers and money in the page's language.

/**
 * An order's tax invoice in one line, where a receipt is shown (the success view, the order history): its
 * number, the VAT inside what was paid, and the way to the whole invoice to read or print. Nothing before the
 * order is invoiced (an online order until it is paid). A paragraph and a link, no more: the history shows one
 * per order and keeps within its page's element budget.
 */
export function InvoiceNote({ orderId, invoice, vat }: { orderId: string; invoice: Invoice | null | undefined; vat: Pick<OrderTax, 'vatRate' | 'vat'> | undefined }) {
  const words = useWords('shared').invoice;
  const lang = useLang();
  if (!invoice) return null;
  const formats = formatsFor(lang);
  const included = vat ? ` · ${fill(words.vat, { rate: formats.digits(percentLabel(vat.vatRate)), amount: formats.formatPaisa(vat.vat) })}` : '';
  return (
    <p className="invoice-note">
      {`${fill(words.number, { number: invoice.number })}${included} · `}
      <a href={`${pathIn(lang, '/invoice')}?order=${encodeURIComponent(orderId)}`} aria-label={fill(words.viewLabel, { number: invoice.number })}>
        {words.view}
      </a>
    </p>
  );
}
