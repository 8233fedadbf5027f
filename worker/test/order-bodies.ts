import * as fc from 'fast-check';
import { DELIVERY_FEE, MAX_LINES, MAX_QUANTITY, PAYMENT_METHODS } from '../contract/order-rules';
import type { CatalogueItem } from '../contract/menu';

// Create-order bodies for property tests. Each part is generated valid (most of the time) or faulty on
// purpose and says so, so most bodies reach pricing and the test knows the one answer the server owes.
// Valid figures may still differ from the server's: that is the 409, not a fault of the body's form.

/** Why a body must be refused, in the order the server checks: the schema, whose order it is, the menu. */
type Fault = 'invalid' | 'not-yours' | 'not-on-menu';
const FAULTS: Fault[] = ['invalid', 'not-yours', 'not-on-menu'];
export type Outcome = Fault | 'figures-differ' | 'placed';
export const STATUS: Record<Outcome, number> = { invalid: 400, 'not-yours': 403, 'not-on-menu': 400, 'figures-differ': 409, placed: 201 };

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
  delivery: Part<unknown>;
  paymentMethod: Part<unknown>;
  /** SPEC §7 has the client send these; the server ignores them. */
  echoed: Record<string, string>;
}

export function orderSpecs(catalogue: CatalogueItem[]): fc.Arbitrary<OrderSpec> {
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
      valid(fc.oneof(fc.constantFrom(DELIVERY_FEE, 0.5, -1), fc.integer({ min: -500, max: 500 }).filter((by) => by !== 0)).map((by): Figures => ({ kind: 'total-off', by })), 12),
      valid(fc.integer({ min: -15, max: 30 }).filter((by) => by !== 0).map((by): Figures => ({ kind: 'eta-off', by })), 6),
      faulty('invalid', fc.constantFrom<Figures>({ kind: 'invalid', total: -1, estimatedDeliveryTime: 30 }, { kind: 'invalid', total: '2500', estimatedDeliveryTime: 30 }, { kind: 'invalid', total: 2500, estimatedDeliveryTime: 2.5 })),
    ),
    delivery: fc.oneof(
      valid(fc.record({ address: fc.constantFrom('House 12, Road 3, Khulshi', '  Flat 4B, GEC Circle  '), phone: fc.constantFrom('01711000001', '+8801711000001'), instructions: fc.constantFrom('', 'Ring twice', 'x'.repeat(500)) }, { requiredKeys: ['address', 'phone'] }), 30),
      faulty('invalid', fc.constantFrom<unknown>({ address: 'abc', phone: '01711000001' }, { address: 'House 12, Road 3', phone: '123' }, { address: 'House 12, Road 3' }, { address: 'House 12, Road 3', phone: '01711000001', floor: 3 }, 'Khulshi', null)),
    ),
    paymentMethod: fc.oneof(valid(fc.constantFrom<unknown>(...PAYMENT_METHODS), 30), faulty('invalid', fc.constantFrom<unknown>('paypal', '', 'COD', 1))),
    echoed: fc.constantFrom({}, { status: 'pending', createdAt: '2025-01-01T12:00:00.000Z' }, { status: 'delivered' }),
  });
}

/** What the server must compute: Σ catalogue price × quantity, and the largest eta (SPEC §9). */
export function priced(spec: OrderSpec): { total: number; estimatedDeliveryTime: number } {
  const known = spec.lines.value.filter((line) => line.dish && Number.isInteger(line.value.quantity));
  return {
    total: known.reduce((sum, line) => sum + (line.dish?.price ?? 0) * Number(line.value.quantity), 0),
    estimatedDeliveryTime: Math.max(0, ...known.map((line) => line.dish?.eta ?? 0)),
  };
}

export function outcomeOf(spec: OrderSpec): Outcome {
  const fault = worst(spec.userId.fault, spec.name.fault, spec.lines.fault, spec.figures.fault, spec.delivery.fault, spec.paymentMethod.fault);
  return fault ?? (spec.figures.value.kind === 'exact' ? 'placed' : 'figures-differ');
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
    delivery: spec.delivery.value,
    paymentMethod: spec.paymentMethod.value,
    ...spec.echoed,
  };
}
