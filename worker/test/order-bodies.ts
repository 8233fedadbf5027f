import * as fc from 'fast-check';
import type { DeliveryArea } from '../contract/delivery-areas';
import { FLAT_DELIVERY_FEE, MAX_LINES, MAX_QUANTITY, PAYMENT_METHODS } from '../contract/order-rules';
import type { CatalogueItem } from '../contract/menu';

// Create-order bodies for property tests. Each part is generated valid (most of the time) or faulty on
// purpose and says so, so most bodies reach pricing and the test knows the one answer the server owes.
// Valid figures may still differ from the server's: that is the 409, not a fault of the body's form.

/** Why a body must be refused, in the order the server checks: the schema, whose order it is, the menu, the area. */
type Fault = 'invalid' | 'not-yours' | 'not-on-menu' | 'unknown-area';
const FAULTS: Fault[] = ['invalid', 'not-yours', 'not-on-menu', 'unknown-area'];
/** Besides the faults, what the published areas decide: an area not served now, a cart under its minimum. */
export type Outcome = Fault | 'not-served' | 'under-minimum' | 'figures-differ' | 'placed';
export const STATUS: Record<Outcome, number> = { invalid: 400, 'not-yours': 403, 'not-on-menu': 400, 'unknown-area': 400, 'not-served': 409, 'under-minimum': 400, 'figures-differ': 409, placed: 201 };

interface Part<T> {
  value: T;
  fault?: Fault | undefined;
}
const valid = <T>(arbitrary: fc.Arbitrary<T>, weight: number) => ({ weight, arbitrary: arbitrary.map((value): Part<T> => ({ value })) });
const faulty = <T>(fault: Fault, arbitrary: fc.Arbitrary<T>, weight = 1) => ({ weight, arbitrary: arbitrary.map((value): Part<T> => ({ value, fault })) });
const worst = (...faults: (Fault | undefined)[]) => FAULTS.find((fault) => faults.includes(fault));

interface Line extends Part<Record<string, unknown>> {
  /** The catalogue's dish, when the line names one that is on the menu. */
  dish?: CatalogueItem | undefined;
}

/** How the client's total and time relate to the server's: exact, off by some amount, or not numbers at all. */
type Figures = { kind: 'exact' } | { kind: 'total-off'; by: number } | { kind: 'eta-off'; by: number } | { kind: 'invalid'; total: unknown; estimatedDeliveryTime: unknown };

export interface OrderSpec {
  userId: Part<'own' | 'someone-else' | ''>;
  name: Part<unknown>;
  lines: Part<Line[]>;
  figures: Part<Figures>;
  /** The body's fulfilment and delivery fields, and the published area it names (a delivery to a known area). */
  handover: Part<{ fields: Record<string, unknown>; area?: DeliveryArea | undefined }>;
  paymentMethod: Part<unknown>;
  /** SPEC §7 has the client send these; the server ignores them. */
  echoed: Record<string, string>;
}

export function orderSpecs(catalogue: CatalogueItem[], areas: DeliveryArea[]): fc.Arbitrary<OrderSpec> {
  const onMenu = catalogue.filter((dish) => dish.available);
  const offMenu = catalogue.filter((dish) => !dish.available);
  const unknown = ['0', '000001', '99999', '999999'].filter((id) => !catalogue.some((dish) => dish.id === id));
  const dish = fc.oneof(
    valid(fc.constantFrom(...onMenu).map((item) => ({ id: item.id, dish: item as CatalogueItem | undefined })), 40),
    faulty('not-on-menu', fc.constantFrom(...offMenu).map((item) => ({ id: item.id, dish: undefined })), 2),
    faulty('not-on-menu', fc.constantFrom(...unknown).map((id) => ({ id, dish: undefined })), 2),
    faulty('invalid', fc.constantFrom<unknown>('abc', '', '1234567', 12, null).map((id) => ({ id, dish: undefined }))),
  );
  const quantity = fc.oneof(valid(fc.integer({ min: 1, max: MAX_QUANTITY }), 30), faulty('invalid', fc.constantFrom<unknown>(0, -1, MAX_QUANTITY + 1, 1.5, '2', null)));
  // Client copies of the dish are ignored; a field the contract lacks is refused.
  const extras = fc.oneof(valid(fc.constantFrom({}, { name: 'Free caviar', price: 1 }, { image: '/x.svg', description: 'as pictured' }), 30), faulty('invalid', fc.constant({ discount: 100 })));
  const line = fc.tuple(dish, quantity, extras).map(([d, q, e]): Line => ({ value: { id: d.value.id, quantity: q.value, ...e.value }, dish: d.value.dish, fault: worst(d.fault, q.fault, e.fault) }));
  // A line the contract and the menu accept: long carts are made of these, or almost none would be valid.
  const goodLine = fc.tuple(fc.constantFrom(...onMenu), fc.integer({ min: 1, max: MAX_QUANTITY }), fc.constantFrom({}, { name: 'Free caviar', price: 1 })).map(([item, q, e]): Line => ({ value: { id: item.id, quantity: q, ...e }, dish: item }));
  const firstDish = onMenu[0] as CatalogueItem;
  const lines = fc.oneof(
    // Short carts where any line may be wrong; carts of every length the contract accepts, up to its
    // maximum (D1's limit on a statement's parameters once failed every order of 12 lines or more); and
    // the maximum itself, every line at the largest quantity.
    valid(fc.array(line, { minLength: 1, maxLength: 4 }), 24),
    // (The length is drawn first: fast-check's arrays alone stay near ten lines.)
    valid(fc.integer({ min: 1, max: MAX_LINES }).chain((length) => fc.array(goodLine, { minLength: length, maxLength: length })), 14),
    valid(fc.array(goodLine, { minLength: MAX_LINES, maxLength: MAX_LINES }).map((all) => all.map((each) => ({ ...each, value: { ...each.value, quantity: MAX_QUANTITY } }))), 2),
    faulty('invalid', fc.constant<Line[]>([])),
    faulty('invalid', fc.constant<Line[]>(Array.from({ length: MAX_LINES + 1 }, () => ({ value: { id: firstDish.id, quantity: 1 }, dish: firstDish })))),
  ).map((part): Part<Line[]> => ({ value: part.value, fault: worst(part.fault, ...part.value.map((item) => item.fault)) }));

  return fc.record({
    userId: fc.oneof(valid(fc.constant('own' as const), 40), faulty('not-yours', fc.constant('someone-else' as const), 3), faulty('invalid', fc.constant('' as const))),
    name: fc.oneof(
      valid(fc.oneof(fc.constantFrom('Ayesha Siddiqua', '  Rahim Uddin  ', 'শাহানা পারভীন'), fc.string({ minLength: 2, maxLength: 60 }).filter((name) => name.trim().length >= 2)), 30),
      faulty('invalid', fc.constantFrom<unknown>('', ' ', 'A', ' B ', 'x'.repeat(101), 7, null)),
    ),
    lines,
    figures: fc.oneof(
      valid(fc.constant<Figures>({ kind: 'exact' }), 30),
      // Off by the delivery fee (SPEC §9: not part of the total), by a fraction, or by any amount.
      valid(fc.oneof(fc.constantFrom(FLAT_DELIVERY_FEE, 0.5, -1), fc.integer({ min: -500, max: 500 }).filter((by) => by !== 0)).map((by): Figures => ({ kind: 'total-off', by })), 12),
      valid(fc.integer({ min: -15, max: 30 }).filter((by) => by !== 0).map((by): Figures => ({ kind: 'eta-off', by })), 6),
      faulty('invalid', fc.constantFrom<Figures>({ kind: 'invalid', total: -1, estimatedDeliveryTime: 30 }, { kind: 'invalid', total: '2500', estimatedDeliveryTime: 30 }, { kind: 'invalid', total: 2500, estimatedDeliveryTime: 2.5 })),
    ),
    handover: fc.oneof(
      // A delivery to a published area (saying so, or not: an order that does not say is a delivery), or a pickup.
      valid(
        fc
          .tuple(
            fc.constantFrom(...areas),
            fc.constantFrom<Record<string, unknown>>({}, { fulfilment: 'delivery' }),
            fc.record({ address: fc.constantFrom('House 12, Road 3', '  Flat 4B, GEC Circle  '), phone: fc.constantFrom('01711000001', '+8801711000001'), instructions: fc.constantFrom('', 'Ring twice', 'x'.repeat(500)) }, { requiredKeys: ['address', 'phone'] }),
          )
          .map(([area, said, details]) => ({ fields: { ...said, delivery: { area: area.id, ...details } }, area })),
        30,
      ),
      valid(fc.record({ phone: fc.constantFrom('01711000001', '+8801711000001'), instructions: fc.constantFrom('', 'No onions, please') }, { requiredKeys: ['phone'] }).map((details) => ({ fields: { fulfilment: 'pickup', delivery: details } })), 8),
      faulty('unknown-area', fc.constantFrom('atlantis', 'khulshi-2', 'KHULSHI').map((area) => ({ fields: { delivery: { area, address: 'House 12, Road 3', phone: '01711000001' } } }))),
      faulty(
        'invalid',
        fc.constantFrom<Record<string, unknown>>(
          { delivery: { area: 'khulshi', address: 'abc', phone: '01711000001' } },
          { delivery: { area: 'khulshi', address: 'House 12, Road 3', phone: '123' } },
          { delivery: { area: 'khulshi', address: 'House 12, Road 3' } },
          { delivery: { address: 'House 12, Road 3', phone: '01711000001' } },
          { delivery: { area: '', address: 'House 12, Road 3', phone: '01711000001' } },
          { delivery: { area: 'khulshi', address: 'House 12, Road 3', phone: '01711000001', floor: 3 } },
          { fulfilment: 'pickup', delivery: { address: 'House 12, Road 3', phone: '01711000001' } },
          { fulfilment: 'drone', delivery: { phone: '01711000001' } },
          { delivery: 'Khulshi' },
          { delivery: null },
        ).map((fields) => ({ fields })),
      ),
    ),
    paymentMethod: fc.oneof(valid(fc.constantFrom<unknown>(...PAYMENT_METHODS), 30), faulty('invalid', fc.constantFrom<unknown>('paypal', '', 'COD', 1))),
    echoed: fc.constantFrom({}, { status: 'pending', createdAt: '2025-01-01T12:00:00.000Z' }, { status: 'delivered' }),
  });
}

/**
 * What the server must compute: Σ catalogue price × quantity, and the largest eta (SPEC §9), with the area's
 * minutes on the road added and its fee beside (nothing for a pickup).
 */
export function priced(spec: OrderSpec): { total: number; estimatedDeliveryTime: number; deliveryFee: number } {
  const known = spec.lines.value.filter((line) => line.dish && Number.isInteger(line.value.quantity));
  const area = spec.handover.value.area;
  return {
    total: known.reduce((sum, line) => sum + (line.dish?.price ?? 0) * Number(line.value.quantity), 0),
    estimatedDeliveryTime: Math.max(0, ...known.map((line) => line.dish?.eta ?? 0)) + (area?.extraMinutes ?? 0),
    deliveryFee: area?.fee ?? 0,
  };
}

export function outcomeOf(spec: OrderSpec): Outcome {
  const fault = worst(spec.userId.fault, spec.name.fault, spec.lines.fault, spec.figures.fault, spec.handover.fault, spec.paymentMethod.fault);
  if (fault) return fault;
  const area = spec.handover.value.area;
  if (area && !area.served) return 'not-served';
  if (area && priced(spec).total < area.minimum) return 'under-minimum';
  return spec.figures.value.kind === 'exact' ? 'placed' : 'figures-differ';
}

export function bodyFor(spec: OrderSpec, uid: string): Record<string, unknown> {
  const figures = spec.figures.value;
  const server = priced(spec);
  // abs() keeps an off figure a valid number when a refused line left nothing to price.
  const total = figures.kind === 'total-off' ? Math.abs(server.total + figures.by) : figures.kind === 'invalid' ? figures.total : server.total;
  const eta = figures.kind === 'eta-off' ? Math.abs(server.estimatedDeliveryTime + figures.by) : figures.kind === 'invalid' ? figures.estimatedDeliveryTime : server.estimatedDeliveryTime;
  return {
    userId: { own: uid, 'someone-else': `${uid}-else`, '': '' }[spec.userId.value],
    name: spec.name.value,
    items: spec.lines.value.map((line) => line.value),
    total,
    estimatedDeliveryTime: eta,
    ...spec.handover.value.fields,
    paymentMethod: spec.paymentMethod.value,
    ...spec.echoed,
  };
}

/** An order's charges when it is written straight to D1 in a test: no service charge, 5% VAT, none worked out. */
export const NO_CHARGES = { serviceCharge: 0, tax: { vatRate: 500, serviceChargeRate: 0, vat: 0, bin: '004512378-0101' } };
