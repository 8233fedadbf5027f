import type { Order } from '#contract/order';

/** The restaurant as its printed invoice and bill name it: from the site settings at build. */
export interface InvoiceHouse {
  name: string;
  address: string;
  phone: string;
}

/** Why an order has no invoice, in its guest's words; on the invoice page and in the dashboard's order detail. */
export function noInvoiceReason(order: Pick<Order, 'paymentStatus'>): string {
  switch (order.paymentStatus) {
    case 'held':
      return 'The payment was taken and the restaurant is checking it: the invoice is issued when it is accepted.';
    case 'expired':
      return 'This order was never paid, so it has no invoice.';
    case 'awaiting':
    case 'failed':
      return 'An order paid online is invoiced when its payment is confirmed. This one is not paid yet.';
    default:
      return 'This order was placed before the restaurant issued its invoices online.';
  }
}
