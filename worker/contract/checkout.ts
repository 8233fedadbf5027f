import * as z from 'zod/mini';
import { CHOOSE_AREA } from './delivery-areas';
import * as VALIDATION from './messages/validation';

// SPEC §3 "Delivery form" and "Payment form", §5: what the checkout island validates in the browser.
// Written with zod's mini build so the checkout page stays light; the Worker's order schema embeds the same
// delivery schema (classic and mini schemas mix), so both sides check one set of rules.

const text = () => z.string().check(z.trim());

const phone = () => text().check(z.minLength(10, VALIDATION.deliveryPhone), z.maxLength(20, VALIDATION.deliveryPhone));

/** A delivery: the area first (it sets the fee, the minimum and the time, ./delivery-areas), then the address within it. */
export const DeliveryInput = z.strictObject({
  area: z.string({ error: CHOOSE_AREA }).check(z.trim(), z.minLength(1, CHOOSE_AREA), z.maxLength(40, CHOOSE_AREA)),
  address: text().check(z.minLength(5, VALIDATION.address), z.maxLength(300, 'Address must be less than 300 characters')),
  phone: phone(),
  instructions: z.optional(text().check(z.maxLength(500, 'Delivery instructions must be less than 500 characters'))),
});
export type DeliveryInput = z.infer<typeof DeliveryInput>;

/** A pickup: a phone to reach the guest, and a note for the kitchen. No address, no fee. */
export const PickupInput = z.strictObject({
  phone: phone(),
  instructions: z.optional(text().check(z.maxLength(500, 'A note for the kitchen must be less than 500 characters'))),
});
export type PickupInput = z.infer<typeof PickupInput>;

/** How the order reaches the guest, with the details each way needs: what the checkout keeps and sends. */
export type Handover = { fulfilment: 'delivery'; delivery: DeliveryInput } | { fulfilment: 'pickup'; delivery: PickupInput };

/** A field that is first required, then of a shape: an empty field gets the "required" message only. */
const required = (missing: string, pattern: RegExp, wrong: string) =>
  text().check(z.minLength(1, missing), z.refine((value) => value === '' || pattern.test(value), wrong));

/**
 * SPEC §5: the payment form, with one departure (docs/spec.md "Departures", docs/payments.md): no page of ours
 * holds a card number (PCI DSS), so Credit Card has no fields here: the guest types the card on SSLCommerz's page.
 * The Bkash number keeps SPEC §5's rules and goes to bKash as the payer reference, which its page opens with.
 */
export const PaymentForm = z.discriminatedUnion('method', [
  z.object({ method: z.literal('credit-card') }),
  z.object({ method: z.literal('bkash'), bkashNumber: required(VALIDATION.bkashRequired, /^\d{11}$/, VALIDATION.bkash) }),
  z.object({ method: z.literal('cod') }),
]);
export type PaymentForm = z.infer<typeof PaymentForm>;
