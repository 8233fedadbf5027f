import type { Handover } from '#contract/checkout';
import type { Fulfilment } from '#contract/order-rules';
import type { Invoice, OrderTax } from '#contract/invoice';

// What the checkout keeps for this tab while the guest is in it, so a reload or the Back button loses
// nothing: the delivery or pickup details (never a card number: none is typed on our pages) and, after success, the order
// just placed. The Bkash number of an order waiting for its payment is kept by lib/orders/pay.ts.
const HANDOVER = 'checkout-handover';
export const PLACED = 'checkout-placed';

export interface PlacedOrder {
  id: string;
  estimatedDeliveryTime: number;
  /** The delivery time the guest scheduled (ISO instant); absent or null: as soon as possible. */
  scheduledFor?: string | null;
  /** Absent: a delivery (as every order placed before pickup). */
  fulfilment?: Fulfilment;
  /** Its tax invoice and the VAT inside what it paid; absent on an order placed before invoices, or not paid yet. */
  invoice?: Invoice | null;
  vat?: Pick<OrderTax, 'vatRate' | 'vat'>;
}

function read<T>(key: string): T | null {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

export const readHandover = () => read<Handover>(HANDOVER);
export const saveHandover = (handover: Handover) => sessionStorage.setItem(HANDOVER, JSON.stringify(handover));

export const readPlaced = () => read<PlacedOrder>(PLACED);
export function savePlaced(order: PlacedOrder): void {
  sessionStorage.setItem(PLACED, JSON.stringify(order));
  // The delivery details have served: the next order starts again from the profile.
  sessionStorage.removeItem(HANDOVER);
}
export const forgetPlaced = () => sessionStorage.removeItem(PLACED);

