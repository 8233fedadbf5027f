import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { taxOf } from '../contract/invoice';
import type { OrderTax } from '../contract/invoice';
import { readTonight } from '../db/tonight';
import { orderTimingRefusal } from './hours';
import { type PricedFulfilment, type PricedOrder, priceFulfilment, priceOrder } from './prices';
import { loadAreas, loadCatalogue, loadTax } from './published';
import { soldOutRefusal } from './sold-out';

// What every new order meets before it is written, whoever places it (the guest at checkout, staff on the phone):
// the kitchen's hours and pause, the catalogue's prices, tonight's sold-out dishes, the area's fee and minimum, the
// tax in force; then the figures the client was shown, compared with the server's.

/** What an order asks for, as far as pricing it goes. */
export interface OrderAsked {
  items: readonly { id: string; quantity: number }[];
  scheduledFor?: string | null | undefined;
  total: number;
  estimatedDeliveryTime: number;
  deliveryFee?: number | undefined;
  serviceCharge?: number | undefined;
  fulfilment: 'delivery' | 'pickup';
  delivery: { phone: string; area?: string };
}

export interface PricedForKitchen {
  order: PricedOrder;
  fulfilment: PricedFulfilment;
  charges: { serviceCharge: number; tax: OrderTax };
}

/** The order priced and taken by the kitchen at `now`, or the response that refuses it. */
export async function priceForKitchen(c: Context<AppEnv>, input: OrderAsked, now: Date): Promise<{ ok: true; priced: PricedForKitchen } | { ok: false; response: Response }> {
  const refuse = (response: Response) => ({ ok: false as const, response });
  // The kitchen's hours and pause, on the server's clock read once here (an order for now, or a slot it takes).
  // Tonight's state is read once, at that moment: the pause for the timing, the sold-out dishes below.
  const tonight = await readTonight(c.env.DB, now);
  const timing = await orderTimingRefusal(c, tonight, input.scheduledFor, now);
  if (timing) return refuse(c.json(timing.body, timing.status));

  const [catalogue, areas, taxes] = await Promise.all([loadCatalogue(c.env.ASSETS), loadAreas(c.env.ASSETS), loadTax(c.env.ASSETS)]);
  const priced = priceOrder(catalogue, input.items);
  if (!priced.ok) return refuse(c.json({ error: priced.issues.map((issue) => issue.message).join('. '), issues: priced.issues }, 400));
  // On the menu, but sold out tonight: 409, the order is sound and the kitchen's state is what refuses it.
  // An order scheduled for later passes its time: a dish back by then is not refused.
  const soldOut = soldOutRefusal(tonight.soldOut, priced.order.lines, input.scheduledFor ? new Date(input.scheduledFor) : null);
  if (soldOut) return refuse(c.json(soldOut, 409));
  // The fee and the road's minutes come from the area chosen, as published: never from the client.
  const fulfilment = priceFulfilment(areas, input.fulfilment === 'delivery' ? { fulfilment: 'delivery', delivery: { area: input.delivery.area ?? '' } } : { fulfilment: 'pickup' }, priced.order.total);
  if (!fulfilment.ok) return refuse(c.json({ error: fulfilment.issue.message, issues: [fulfilment.issue] }, fulfilment.status));
  const { total } = priced.order;
  const estimatedDeliveryTime = priced.order.estimatedDeliveryTime + fulfilment.priced.extraMinutes;
  const deliveryFee = fulfilment.priced.fee;
  // The service charge and the VAT at the rates in force now (../contract/invoice.ts), kept with the order for good.
  const charges = taxOf(taxes, total, deliveryFee, now);
  const { serviceCharge } = charges;
  if (
    input.total !== total ||
    input.estimatedDeliveryTime !== estimatedDeliveryTime ||
    (input.deliveryFee !== undefined && input.deliveryFee !== deliveryFee) ||
    (input.serviceCharge !== undefined && input.serviceCharge !== serviceCharge)
  ) {
    // The guest (or staff reading it out) must see the real figures before paying.
    return refuse(c.json({ error: 'The prices or times on the menu have changed. Please review your order.', total, estimatedDeliveryTime, deliveryFee, serviceCharge }, 409));
  }
  return { ok: true, priced: { order: { ...priced.order, estimatedDeliveryTime }, fulfilment: fulfilment.priced, charges } };
}
