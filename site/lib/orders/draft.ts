import type { DeliveryInput } from '../../../worker/contract/checkout';

// What the checkout keeps for this tab while the guest is in it, so a reload or the Back button loses
// nothing: the delivery details and, after success, the order just placed. Never a card number (none is typed
// on our pages); the Bkash number only while its order waits for its payment, so paying again after a
// declined payment needs no typing (it is the payer reference bKash's page opens with, not a secret).
const DELIVERY = 'checkout-delivery';
export const PLACED = 'checkout-placed';

export interface PlacedOrder {
  id: string;
  estimatedDeliveryTime: number;
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

const BKASH = 'checkout-bkash';
export const readBkashNumber = () => sessionStorage.getItem(BKASH) ?? '';
export const saveBkashNumber = (number: string) => sessionStorage.setItem(BKASH, number);
export const forgetBkashNumber = () => sessionStorage.removeItem(BKASH);
