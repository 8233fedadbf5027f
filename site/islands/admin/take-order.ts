import '../../lib/zod-jitless';
import { DeliveryInput, PickupInput } from '#contract/checkout';
import { type DeliveryArea, notServedMessage, underMinimumMessage } from '#contract/delivery-areas';
import type { ApiIssue } from '#contract/errors';
import * as VALIDATION from '#contract/messages/validation';
import { type Fulfilment, MAX_QUANTITY, type PaymentMethod } from '#contract/order-rules';
import type { GuestMatch, StaffOrderInput } from '#contract/staff';
import { fieldErrors } from '../../lib/field-errors';
import { type CatalogueMap, reviewCart, type ReviewedCart } from '../../lib/orders/catalogue';
import type { Quote } from '../../lib/orders/quote';
import { ApiError } from '../../lib/http';
import * as TAKE from './take-order-messages';

// An order staff take for a guest (the "New order" tab): the form as it stands, and the pure steps from it to
// the body of POST /api/staff/orders (#contract/staff StaffOrderInput), and from the Worker's refusals back to
// the fields. The figures are worked out as the checkout works them out (lib/orders/catalogue.ts, quote.ts), so
// the Worker, which prices the order itself, finds the same ones.

export type StaffSource = StaffOrderInput['source'];

export interface LineDraft {
  /** The dish's id in the published catalogue. */
  id: string;
  name: string;
  quantity: number;
  note: string;
}

export interface TakeOrderForm {
  source: StaffSource;
  /** The returning guest's account; null: someone without one, known by the name and phone typed. */
  guestId: string | null;
  name: string;
  phone: string;
  lines: LineDraft[];
  fulfilment: Fulfilment;
  /** The delivery area's id; '' until one is chosen. */
  area: string;
  address: string;
  instructions: string;
  /** The slot chosen (ISO instant); null: as soon as possible. */
  when: string | null;
  paymentMethod: PaymentMethod;
}

export const EMPTY_FORM: TakeOrderForm = {
  source: 'phone',
  guestId: null,
  name: '',
  phone: '',
  lines: [],
  fulfilment: 'delivery',
  area: '',
  address: '',
  instructions: '',
  when: null,
  paymentMethod: 'cod',
};

/** What the guest is told and the Worker compares (a 409 with its own when they differ). */
export interface Figures {
  /** Σ price × quantity, without the fee or the service charge (SPEC §9). */
  total: number;
  estimatedDeliveryTime: number;
  deliveryFee: number;
  serviceCharge: number;
}

export const NOTE_MAX = 140;

const clampQuantity = (quantity: number) => (Number.isFinite(quantity) ? Math.min(MAX_QUANTITY, Math.max(1, Math.round(quantity))) : 1);

/** A dish added: a new line, or one more of the line it already has. */
export function addDish(lines: readonly LineDraft[], dish: { id: string; name: string }): LineDraft[] {
  const existing = lines.find((line) => line.id === dish.id);
  if (existing) return lines.map((line) => (line === existing ? { ...line, quantity: clampQuantity(line.quantity + 1) } : line));
  return [...lines, { id: dish.id, name: dish.name, quantity: 1, note: '' }];
}

/** A line's quantity, kept within 1 and MAX_QUANTITY. */
export const setQuantity = (lines: readonly LineDraft[], id: string, quantity: number): LineDraft[] => lines.map((line) => (line.id === id ? { ...line, quantity: clampQuantity(quantity) } : line));

/** How the order may be paid: at the counter only for an order collected here. */
export function paymentChoices(fulfilment: Fulfilment): { method: PaymentMethod; label: string }[] {
  const links = [
    { method: 'bkash' as const, label: TAKE.paymentLabels.bkash },
    { method: 'credit-card' as const, label: TAKE.paymentLabels['credit-card'] },
  ];
  if (fulfilment === 'delivery') return [{ method: 'cod', label: TAKE.paymentLabels.codDelivery }, ...links];
  return [
    { method: 'cod', label: TAKE.paymentLabels.codPickup },
    { method: 'counter-cash', label: TAKE.paymentLabels['counter-cash'] },
    { method: 'counter-card', label: TAKE.paymentLabels['counter-card'] },
    ...links,
  ];
}

/** Delivery or pickup chosen: a way of paying the new one does not offer goes back to cash. */
export function chooseFulfilment(form: TakeOrderForm, fulfilment: Fulfilment): TakeOrderForm {
  const offered = paymentChoices(fulfilment).some((choice) => choice.method === form.paymentMethod);
  return { ...form, fulfilment, paymentMethod: offered ? form.paymentMethod : 'cod' };
}

/** A returning guest chosen: their name, phone, and their last address and area (an area no longer published is left to choose). */
export function chooseGuest(form: TakeOrderForm, guest: GuestMatch, areas: readonly DeliveryArea[] = []): TakeOrderForm {
  const area = guest.area && areas.some((known) => known.id === guest.area) ? guest.area : form.area;
  return { ...form, guestId: guest.userId, name: guest.name, phone: guest.phone, address: guest.address || form.address, area };
}

/** The chosen guest let go: what was filled from their account goes with them. */
export const clearGuest = (form: TakeOrderForm): TakeOrderForm => ({ ...form, guestId: null, name: '', phone: '', address: '', area: '' });

/**
 * The lines against the published catalogue, as the checkout reviews a cart: today's prices, the dishes the menu
 * no longer offers and those sold out tonight (`soldOut`, the public status's ids) flagged, the kitchen's time.
 */
export function reviewLines(lines: readonly LineDraft[], catalogue: CatalogueMap | undefined, soldOut: readonly string[] = []): ReviewedCart {
  const items = lines.map((line) => {
    const dish = catalogue?.get(line.id);
    return { id: line.id, name: dish?.name ?? line.name, description: dish?.description ?? '', price: dish?.price ?? 0, image: dish?.image ?? '', quantity: line.quantity };
  });
  return reviewCart(items, catalogue, soldOut);
}

/** The figures sent with the order, from the review and the quote (no fee until an area is chosen). */
export const figuresOf = (review: ReviewedCart, quote: Quote): Figures => ({
  total: review.subtotal,
  estimatedDeliveryTime: quote.minutes,
  deliveryFee: quote.fee ?? 0,
  serviceCharge: quote.serviceCharge,
});

/**
 * When the order is for: the slot chosen while it is still offered; else as soon as possible while the kitchen
 * takes orders for now, or the first slot offered when it does not (closed, or paused).
 */
export function scheduledFor(when: string | null, slots: readonly string[], takesOrdersNow: boolean): string | null {
  if (when && slots.includes(when)) return when;
  return takesOrdersNow ? null : (slots[0] ?? null);
}

/** POST /api/staff/orders's body. */
export function orderBody(form: TakeOrderForm, figures: Figures, at: string | null): StaffOrderInput {
  const instructions = form.instructions.trim();
  const common = {
    source: form.source,
    guestId: form.guestId,
    name: form.name.trim(),
    items: form.lines.map((line) => ({ id: line.id, quantity: line.quantity, ...(line.note.trim() ? { note: line.note.trim() } : {}) })),
    paymentMethod: form.paymentMethod,
    ...figures,
    scheduledFor: at,
  };
  const phone = form.phone.trim();
  return form.fulfilment === 'delivery'
    ? { ...common, fulfilment: 'delivery', delivery: { area: form.area, address: form.address.trim(), phone, instructions } }
    : { ...common, fulfilment: 'pickup', delivery: { phone, instructions } };
}

/** What makes two sends the same order: all of the body but the figures (which a 409 may bring anew). */
export function fingerprint(body: StaffOrderInput): string {
  return JSON.stringify([body.source, body.guestId, body.name, body.items, body.paymentMethod, body.scheduledFor ?? null, body.fulfilment, body.delivery]);
}

export interface Attempt {
  key: string;
  print: string;
}

/**
 * The Idempotency-Key for a send: the attempt's own while the order is the same (a double tap, a retry after a
 * dropped connection, a send after a 409 with new figures: one order); a new one once the order changed. After
 * an order is taken, the next form starts without an attempt.
 */
export function attemptFor(current: Attempt | null, print: string, newKey: () => string): Attempt {
  return current && current.print === print ? current : { key: newKey(), print };
}

/** The field a form key names: the element ids are `take-<key>`. */
export const fieldId = (key: string) => `take-${key}`;

/** The form's own checks before anything is sent: the messages by field key (empty when it may be sent). */
export function checkForm(form: TakeOrderForm, review: ReviewedCart, quote: Quote): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = form.name.trim();
  if (name.length < 2) errors['name'] = VALIDATION.nameMin;
  else if (name.length > 100) errors['name'] = VALIDATION.nameMax100;
  const handover =
    form.fulfilment === 'delivery'
      ? fieldErrors(DeliveryInput, { area: form.area, address: form.address, phone: form.phone, instructions: form.instructions }).errors
      : fieldErrors(PickupInput, { phone: form.phone, instructions: form.instructions }).errors;
  Object.assign(errors, handover);
  // An area staff stopped delivering to, or dishes under its minimum: said under the area, as the checkout says it.
  const area = quote.area;
  if (!errors['area'] && area && !area.served) errors['area'] = notServedMessage(area);
  else if (!errors['area'] && area && quote.short > 0) errors['area'] = underMinimumMessage(area, review.subtotal);
  if (form.lines.length === 0) errors['items'] = TAKE.needDishes;
  else if (review.blocked) errors['items'] = TAKE.removeBlocked;
  for (const line of form.lines) if (line.note.trim().length > NOTE_MAX) errors[`note-${line.id}`] = TAKE.noteTooLong;
  return errors;
}

/** The Worker's issues (a 400's, or a refusal naming a field) by the form's field keys; what names no field is under `form`. */
export function issuesToFields(issues: readonly ApiIssue[], lines: readonly LineDraft[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) {
    const [first, second, third] = path;
    let key = 'form';
    if (first === 'delivery' && typeof second === 'string') key = second;
    else if (first === 'items' && typeof second === 'number' && lines[second]) key = `${third === 'note' ? 'note' : 'quantity'}-${lines[second].id}`;
    else if (first === 'items') key = 'items';
    else if (first === 'scheduledFor') key = 'when';
    else if (first === 'guestId') key = 'guest';
    else if (first === 'name' || first === 'paymentMethod' || first === 'source') key = first;
    errors[key] ??= message;
  }
  return errors;
}

/** A 409 that brings the Worker's own figures (the menu, an area's fee or the service charge changed): them; else null. */
export function changedFigures(error: unknown, sent: Figures): Figures | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const { total, estimatedDeliveryTime, deliveryFee, serviceCharge } = error.body;
  if (typeof total !== 'number' || typeof estimatedDeliveryTime !== 'number') return null;
  return {
    total,
    estimatedDeliveryTime,
    deliveryFee: typeof deliveryFee === 'number' ? deliveryFee : sent.deliveryFee,
    serviceCharge: typeof serviceCharge === 'number' ? serviceCharge : sent.serviceCharge,
  };
}
