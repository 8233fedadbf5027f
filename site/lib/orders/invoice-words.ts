import type { Order } from '#contract/order';

/** The restaurant as its printed invoice and bill name it: from the site settings at build. */
export interface InvoiceHouse {
  name: string;
  address: string;
  phone: string;
}

/** Why an order has no invoice, by where its payment stands (the guest's page words each in its language). */
export type NoInvoiceWhy = 'held' | 'expired' | 'unpaid' | 'before';

export function noInvoiceWhy(order: Pick<Order, 'paymentStatus'>): NoInvoiceWhy {
  switch (order.paymentStatus) {
    case 'held':
      return 'held';
    case 'expired':
      return 'expired';
    case 'awaiting':
    case 'failed':
      return 'unpaid';
    default:
      return 'before';
  }
}

const REASONS: Record<NoInvoiceWhy, string> = {
  held: 'The payment was taken and the restaurant is checking it: the invoice is issued when it is accepted.',
  expired: 'This order was never paid, so it has no invoice.',
  unpaid: 'An order paid online is invoiced when its payment is confirmed. This one is not paid yet.',
  before: 'This order was placed before the restaurant issued its invoices online.',
};

/** Why an order has no invoice, in English: the dashboard's order detail (the guest's page has its catalog's words). */
export const noInvoiceReason = (order: Pick<Order, 'paymentStatus'>): string => REASONS[noInvoiceWhy(order)];
