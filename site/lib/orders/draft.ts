import type { DeliveryInput } from '#contract/checkout';

// What the checkout keeps for this tab while the guest is in it, so a reload or the Back button loses
// nothing: the delivery details (never a card number: none is typed on our pages) and, after success, the order
// just placed. The Bkash number of an order waiting for its payment is kept by lib/orders/pay.ts.
const DELIVERY = 'checkout-delivery';
export const PLACED = 'checkout-placed';

export interface PlacedOrder {
  id: string;
  estimatedDeliveryTime: number;
  /** The delivery time the guest scheduled (ISO instant); absent or null: as soon as possible. */
  scheduledFor?: string | null;
}

function read<T>(key: string): T | null {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

export const readDelivery = () => read<DeliveryInput>(DELIVERY);
export const saveDelivery = (delivery: DeliveryInput) => sessionStorage.setItem(DELIVERY, JSON.stringify(delivery));

export const readPlaced = () => read<PlacedOrder>(PLACED);
export function savePlaced(order: PlacedOrder): void {
  sessionStorage.setItem(PLACED, JSON.stringify(order));
  // The delivery details have served: the next order starts again from the profile.
  sessionStorage.removeItem(DELIVERY);
}
export const forgetPlaced = () => sessionStorage.removeItem(PLACED);

