import { type DeliveryArea, shortOfMinimum } from '#contract/delivery-areas';
import type { Fulfilment } from '#contract/order-rules';
import type { ReviewedCart } from './catalogue';
import { serviceChargeOn } from '#contract/invoice';

// What the summary shows for the guest's choice of delivery or pickup, by the rules the Worker prices with
// (worker/ordering/prices.ts): the area's fee and its minutes on the road, or nothing for a pickup; and the
// service charge on the dishes, as the Worker works it out (worker/contract/invoice.ts).

export interface HandoverChoice {
  fulfilment: Fulfilment;
  /** The area's code; null until the guest chooses one. */
  area: string | null;
}

export interface Quote {
  fulfilment: Fulfilment;
  /** The area chosen, once it is one the published list has. */
  area: DeliveryArea | null;
  /** Taka; null while a delivery has no area yet. */
  fee: number | null;
  /** The kitchen's time, and the road's for a delivery to a known area. */
  minutes: number;
  /** Taka still needed to reach the area's minimum; 0 when it is reached (and for a pickup). */
  short: number;
  /** Taka: the restaurant's service charge on the dishes (0 when it sets none), its own line on the bill. */
  serviceCharge: number;
}

export function quote(review: ReviewedCart, areas: readonly DeliveryArea[] | undefined, choice: HandoverChoice, serviceChargeRate = 0): Quote {
  const serviceCharge = serviceChargeOn(review.subtotal, serviceChargeRate);
  if (choice.fulfilment === 'pickup') return { fulfilment: 'pickup', area: null, fee: 0, minutes: review.estimatedDeliveryTime, short: 0, serviceCharge };
  const area = areas?.find((candidate) => candidate.id === choice.area) ?? null;
  if (!area) return { fulfilment: 'delivery', area: null, fee: null, minutes: review.estimatedDeliveryTime, short: 0, serviceCharge };
  return { fulfilment: 'delivery', area, fee: area.fee, minutes: review.estimatedDeliveryTime + area.extraMinutes, short: shortOfMinimum(area, review.subtotal), serviceCharge };
}
