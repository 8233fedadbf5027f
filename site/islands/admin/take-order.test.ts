import { describe, expect, it } from 'vitest';
import type { DeliveryArea } from '#contract/delivery-areas';
import type { CatalogueItem } from '#contract/menu';
import { StaffOrderInput } from '#contract/staff';
import { ApiError } from '../../lib/http';
import { quote } from '../../lib/orders/quote';
import {
  addDish,
  attemptFor,
  changedFigures,
  checkForm,
  chooseFulfilment,
  chooseGuest,
  clearGuest,
  EMPTY_FORM,
  figuresOf,
  fingerprint,
  issuesToFields,
  orderBody,
  paymentChoices,
  reviewLines,
  scheduledFor,
  setQuantity,
  type TakeOrderForm,
} from './take-order';

// From the staff's form to the body of POST /api/staff/orders, and the Worker's refusals back to the fields (./take-order.ts).

const dish = (id: string, price: number, eta: number, available = true): CatalogueItem => ({
  id,
  name: `Dish ${id}`,
  description: '',
  price,
  category: 'mains',
  subcategory: 'seafood',
  available,
  eta,
  image: `/dish-${id}.svg`,
  allergens: [],
  dietary: [],
});
const catalogue = new Map([dish('1', 1500, 30), dish('2', 900, 45), dish('3', 2000, 60, false)].map((item) => [item.id, item]));
const areas: DeliveryArea[] = [
  { id: 'khulshi', name: 'Khulshi', fee: 80, minimum: 1000, extraMinutes: 20, served: true },
  { id: 'patenga', name: 'Patenga', fee: 150, minimum: 5000, extraMinutes: 40, served: true },
];

const filled: TakeOrderForm = {
  ...EMPTY_FORM,
  name: ' Rahim Uddin ',
  phone: '01711000000',
  lines: [
    { id: '1', name: 'Dish 1', quantity: 2, note: ' no chilli ' },
    { id: '2', name: 'Dish 2', quantity: 1, note: '' },
  ],
  area: 'khulshi',
  address: 'House 4, Road 2',
};

const priced = (form: TakeOrderForm, rate = 1000) => {
  const review = reviewLines(form.lines, catalogue);
  const handover = quote(review, areas, { fulfilment: form.fulfilment, area: form.area || null }, rate);
  return { review, handover, figures: figuresOf(review, handover) };
};

describe('the lines', () => {
  it('adds a dish once, then one more of it, within 1 and 50', () => {
    const lines = addDish(addDish([], { id: '1', name: 'Dish 1' }), { id: '1', name: 'Dish 1' });
    expect(lines).toEqual([{ id: '1', name: 'Dish 1', quantity: 2, note: '' }]);
    expect(setQuantity(lines, '1', 80)[0]?.quantity).toBe(50);
    expect(setQuantity(lines, '1', 0)[0]?.quantity).toBe(1);
    expect(setQuantity(lines, '1', Number.NaN)[0]?.quantity).toBe(1);
  });
});

describe('the body of a staff order', () => {
  it('prices a delivery as the checkout does and sends what StaffOrderInput takes', () => {
    const { figures } = priced(filled);
    // 2 × 1500 + 900; the longest dish (45) and the area's road (20); 10% service charge.
    expect(figures).toEqual({ total: 3900, estimatedDeliveryTime: 65, deliveryFee: 80, serviceCharge: 390 });
    const body = orderBody(filled, figures, null);
    expect(body).toEqual({
      source: 'phone',
      guestId: null,
      name: 'Rahim Uddin',
      items: [
        { id: '1', quantity: 2, note: 'no chilli' },
        { id: '2', quantity: 1 },
      ],
      paymentMethod: 'cod',
      total: 3900,
      estimatedDeliveryTime: 65,
      deliveryFee: 80,
      serviceCharge: 390,
      scheduledFor: null,
      fulfilment: 'delivery',
      delivery: { area: 'khulshi', address: 'House 4, Road 2', phone: '01711000000', instructions: '' },
    });
    expect(StaffOrderInput.safeParse(body).success).toBe(true);
  });

  it('sends a pickup paid at the counter without an address, for a later slot', () => {
    const form = { ...chooseFulfilment(filled, 'pickup'), source: 'walk-in' as const, paymentMethod: 'counter-card' as const, instructions: 'At 8' };
    const { figures } = priced(form);
    expect(figures).toMatchObject({ deliveryFee: 0, estimatedDeliveryTime: 45 });
    const body = orderBody(form, figures, '2026-12-04T14:00:00.000Z');
    expect(body).toMatchObject({ source: 'walk-in', fulfilment: 'pickup', paymentMethod: 'counter-card', scheduledFor: '2026-12-04T14:00:00.000Z', delivery: { phone: '01711000000', instructions: 'At 8' } });
    expect(StaffOrderInput.safeParse(body).success).toBe(true);
  });

  it('offers the counter only for a pickup, and drops it when the order becomes a delivery', () => {
    expect(paymentChoices('delivery').map((choice) => choice.method)).toEqual(['cod', 'bkash', 'credit-card']);
    expect(paymentChoices('pickup').map((choice) => choice.method)).toEqual(['cod', 'counter-cash', 'counter-card', 'bkash', 'credit-card']);
    const pickup = { ...chooseFulfilment(filled, 'pickup'), paymentMethod: 'counter-cash' as const };
    expect(chooseFulfilment(pickup, 'delivery').paymentMethod).toBe('cod');
    expect(chooseFulfilment({ ...pickup, paymentMethod: 'bkash' }, 'delivery').paymentMethod).toBe('bkash');
  });
});

describe('the guest', () => {
  it('fills the form from a returning guest, and clears what came with them', () => {
    const chosen = chooseGuest(EMPTY_FORM, { userId: 'u1', name: 'Nasrin', phone: '01800000000', address: 'Flat 2B', area: 'khulshi' }, areas);
    expect(chosen).toMatchObject({ guestId: 'u1', name: 'Nasrin', phone: '01800000000', address: 'Flat 2B', area: 'khulshi' });
    // An area no longer published is not chosen for them.
    expect(chooseGuest(EMPTY_FORM, { userId: 'u1', name: 'Nasrin', phone: '01800000000', address: '', area: 'gone' }, areas).area).toBe('');
    expect(clearGuest(chosen)).toMatchObject({ guestId: null, name: '', phone: '', address: '', area: '' });
  });
});

describe('when', () => {
  const slots = ['2026-12-04T14:00:00.000Z', '2026-12-04T14:15:00.000Z'];
  it('keeps a slot still offered, else as soon as possible while open, else the first slot', () => {
    expect(scheduledFor(slots[1] ?? null, slots, true)).toBe(slots[1]);
    expect(scheduledFor('2026-12-04T13:00:00.000Z', slots, true)).toBeNull();
    expect(scheduledFor(null, slots, false)).toBe(slots[0]);
    expect(scheduledFor(null, [], false)).toBeNull();
  });
});

describe('the Idempotency-Key', () => {
  it('stays while the order is the same (new figures included), and changes with the order', () => {
    let made = 0;
    const newKey = () => `key-${++made}`;
    const { figures } = priced(filled);
    const first = attemptFor(null, fingerprint(orderBody(filled, figures, null)), newKey);
    const again = attemptFor(first, fingerprint(orderBody(filled, { ...figures, total: 4100 }, null)), newKey);
    expect(again.key).toBe('key-1');
    const changed = attemptFor(again, fingerprint(orderBody({ ...filled, lines: setQuantity(filled.lines, '2', 2) }, figures, null)), newKey);
    expect(changed.key).toBe('key-2');
  });
});

describe('the form before it is sent', () => {
  it('asks for a name, a phone, an address and dishes, and blocks a dish no longer offered', () => {
    const empty = priced(EMPTY_FORM);
    expect(Object.keys(checkForm(EMPTY_FORM, empty.review, empty.handover)).sort()).toEqual(['address', 'area', 'items', 'name', 'phone']);
    const off = { ...filled, lines: [...filled.lines, { id: '3', name: 'Dish 3', quantity: 1, note: '' }] };
    const offPriced = priced(off);
    expect(checkForm(off, offPriced.review, offPriced.handover)).toEqual({ items: 'Remove the dishes marked unavailable or sold out' });
    const ok = priced(filled);
    expect(checkForm(filled, ok.review, ok.handover)).toEqual({});
  });

  it('says an order under the area’s minimum under the area', () => {
    const far = { ...filled, area: 'patenga' };
    const { review, handover } = priced(far);
    expect(checkForm(far, review, handover)['area']).toMatch(/^Orders to Patenga start at/);
  });
});

describe('the Worker’s answers', () => {
  it('puts each issue under its field, a line’s by its dish', () => {
    const fields = issuesToFields(
      [
        { path: ['delivery', 'address'], message: 'Address is required' },
        { path: ['items', 1, 'note'], message: 'Too long' },
        { path: ['items', 0], message: 'Dish 1 is sold out tonight.' },
        { path: ['scheduledFor'], message: 'Choose a delivery time when the kitchen is open' },
        { path: ['paymentMethod'], message: 'Paid at the counter is for an order collected here' },
        { path: ['total'], message: 'Something else' },
      ],
      filled.lines,
    );
    expect(fields).toEqual({
      address: 'Address is required',
      'note-2': 'Too long',
      'quantity-1': 'Dish 1 is sold out tonight.',
      when: 'Choose a delivery time when the kitchen is open',
      paymentMethod: 'Paid at the counter is for an order collected here',
      form: 'Something else',
    });
  });

  it('reads the Worker’s figures from a 409 that has them, and only from one', () => {
    const sent = { total: 3900, estimatedDeliveryTime: 65, deliveryFee: 80, serviceCharge: 390 };
    const changed = new ApiError(409, 'The menu changed', [], { error: 'The menu changed', total: 4100, estimatedDeliveryTime: 70, deliveryFee: 100 });
    expect(changedFigures(changed, sent)).toEqual({ total: 4100, estimatedDeliveryTime: 70, deliveryFee: 100, serviceCharge: 390 });
    expect(changedFigures(new ApiError(409, 'The kitchen is closed now.'), sent)).toBeNull();
    expect(changedFigures(new ApiError(400, 'Bad', [], { total: 1, estimatedDeliveryTime: 1 }), sent)).toBeNull();
  });
});
