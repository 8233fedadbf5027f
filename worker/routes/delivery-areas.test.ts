import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryArea } from '../contract/delivery-areas';
import type { CatalogueItem } from '../contract/menu';
import type { Order } from '../contract/order';
import { callAs as call, callAsUid, resetWithNewCallers, uidOf } from '../test/callers';
import { at, setRestaurantClock } from '../test/service-clock';

// Delivery by area and pickup at create-order, against the areas the build published: the fee and the road's
// minutes are the Worker's to decide from them, never the client's.

let dish: CatalogueItem;
let areas: DeliveryArea[] = [];
beforeAll(async () => {
  const published = await (await env.ASSETS.fetch(new Request('https://assets.local/catalogue.json'))).json<{ items: CatalogueItem[]; areas: DeliveryArea[] }>();
  // The cheapest dish on the menu: one of it is under every area's minimum but the nearest.
  dish = published.items.filter((item) => item.available).sort((a, b) => a.price - b.price)[0] as CatalogueItem;
  areas = published.areas;
});
beforeEach(() => resetWithNewCallers('order_lines', 'orders', 'kitchen_pause'));
afterEach(() => vi.useRealTimers());

const area = (id: string) => areas.find((candidate) => candidate.id === id) as DeliveryArea;

/** A cash order of `quantity` of the cheapest dish, with the figures the server should compute for `to`. */
function body(to: { area: string; extraMinutes?: number } | 'pickup', quantity = 1, overrides: Record<string, unknown> = {}) {
  const handover =
    to === 'pickup'
      ? { fulfilment: 'pickup', delivery: { phone: '01711000001', instructions: 'No onions, please' } }
      : { delivery: { area: to.area, address: 'House 12, Road 3', phone: '01711000001' } };
  return {
    userId: uidOf('userA'),
    name: 'Ayesha Siddiqua',
    items: [{ id: dish.id, quantity }],
    total: dish.price * quantity,
    estimatedDeliveryTime: dish.eta + (to === 'pickup' ? 0 : (to.extraMinutes ?? 0)),
    paymentMethod: 'cod',
    ...handover,
    ...overrides,
  };
}
const place = async (payload: Record<string, unknown>) => {
  const response = await call('userA', 'POST', '/order/create-order', payload);
  return { status: response.status, ...(await response.json<{ order?: Order; error?: string; issues?: { path: string[]; message: string }[]; deliveryFee?: number; estimatedDeliveryTime?: number }>()) };
};

describe('a delivery', () => {
  it('to every served area costs that area’s fee and takes its minutes on the road, once the cart reaches its minimum', async () => {
    const served = areas.filter((candidate) => candidate.served);
    expect(served.length).toBeGreaterThanOrEqual(10);
    // The fees and minimums rise with the distance from the kitchen: Khulshi is not Patenga.
    expect(area('patenga').fee).toBeGreaterThan(area('khulshi').fee);
    expect(area('khulshi').fee).toBeGreaterThan(area('agrabad').fee);
    for (const to of served) {
      const quantity = Math.ceil(to.minimum / dish.price) || 1;
      // A guest of their own for each area: one guest's allowance of orders a minute is smaller than the list.
      const uid = `areas-${crypto.randomUUID()}`;
      const response = await callAsUid(uid, 'POST', '/order/create-order', body({ area: to.id, extraMinutes: to.extraMinutes }, quantity, { userId: uid }));
      const { status } = response;
      const { order } = await response.json<{ order?: Order }>();
      expect(status, to.id).toBe(201);
      expect(order).toMatchObject({ fulfilment: 'delivery', deliveryFee: to.fee, estimatedDeliveryTime: dish.eta + to.extraMinutes, delivery: { area: { id: to.id, name: to.name }, address: 'House 12, Road 3' } });
      // As it was priced, so it is written.
      const row = await env.DB.prepare('SELECT delivery_fee, delivery_area, delivery_area_name, fulfilment FROM orders WHERE id = ?').bind(order?.id).first();
      expect(row).toEqual({ delivery_fee: to.fee, delivery_area: to.id, delivery_area_name: to.name, fulfilment: 'delivery' });
    }
  });

  it('under the area’s minimum is refused, naming delivery.area and saying how much more', async () => {
    const patenga = area('patenga');
    expect(dish.price).toBeLessThan(patenga.minimum);
    const refused = await place(body({ area: 'patenga', extraMinutes: patenga.extraMinutes }));
    expect(refused).toMatchObject({ status: 400, issues: [{ path: ['delivery', 'area'] }] });
    expect(refused.error).toBe(`Orders to Patenga start at ৳${patenga.minimum.toLocaleString('en-IN')}. Add ৳${(patenga.minimum - dish.price).toLocaleString('en-IN')} more to have it delivered.`);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM orders').first('n')).toBe(0);
  });

  it('to an area staff switched off is refused (409), offering pickup', async () => {
    const off = areas.find((candidate) => !candidate.served) as DeliveryArea;
    const refused = await place(body({ area: off.id, extraMinutes: off.extraMinutes }, 20));
    expect(refused).toMatchObject({ status: 409, error: `We are not delivering to ${off.name} at the moment. You can collect your order from the restaurant instead.`, issues: [{ path: ['delivery', 'area'] }] });
  });

  it('to an unknown area, or with none, is refused (400) naming delivery.area', async () => {
    expect(await place(body({ area: 'atlantis' }, 20))).toMatchObject({ status: 400, error: 'Unknown delivery area: atlantis', issues: [{ path: ['delivery', 'area'] }] });
    expect(await place(body({ area: 'agrabad' }, 20, { delivery: { address: 'House 12, Road 3', phone: '01711000001' } }))).toMatchObject({ status: 400, issues: [{ path: ['delivery', 'area'], message: 'Choose the area we deliver to' }] });
  });

  it('never takes its fee from the client: a fee sent is only compared, a different one answered with the real figures', async () => {
    const patenga = area('patenga');
    const quantity = Math.ceil(patenga.minimum / dish.price);
    const cheap = await place(body({ area: 'patenga', extraMinutes: patenga.extraMinutes }, quantity, { deliveryFee: 0 }));
    expect(cheap).toMatchObject({ status: 409, deliveryFee: patenga.fee, estimatedDeliveryTime: dish.eta + patenga.extraMinutes });
    // The time without the road's minutes is not the time either.
    expect((await place(body({ area: 'patenga' }, quantity))).status).toBe(409);
    // A field of its own for the fee is not part of the contract.
    expect((await place(body({ area: 'patenga', extraMinutes: patenga.extraMinutes }, quantity, { fee: 0 }))).status).toBe(400);
    const paid = await place(body({ area: 'patenga', extraMinutes: patenga.extraMinutes }, quantity, { deliveryFee: patenga.fee }));
    expect(paid).toMatchObject({ status: 201, order: { deliveryFee: patenga.fee } });
  });
});

describe('a pickup', () => {
  it('has no fee, no area and no address, only a phone and a note, and is ready in the kitchen’s time', async () => {
    const { status, order } = await place(body('pickup'));
    expect(status).toBe(201);
    expect(order).toMatchObject({ fulfilment: 'pickup', deliveryFee: 0, estimatedDeliveryTime: dish.eta, delivery: { area: null, address: '', phone: '01711000001', instructions: 'No onions, please' } });
  });

  it('takes no address (a pickup’s details are the phone and a note) and needs the phone', async () => {
    expect(await place(body('pickup', 1, { delivery: { phone: '01711000001', address: 'House 12, Road 3' } }))).toMatchObject({ status: 400 });
    expect(await place(body('pickup', 1, { delivery: { instructions: 'x' } }))).toMatchObject({ status: 400, issues: [{ path: ['delivery', 'phone'] }] });
    expect(await place(body('pickup', 1, { fulfilment: 'drone' }))).toMatchObject({ status: 400, issues: [{ path: ['fulfilment'] }] });
  });

  it('may be for one of the offered times when the kitchen is closed, and is refused for another', async () => {
    setRestaurantClock('2026-11-26T03:00');
    const headers = { Cookie: '' };
    const closed = await call('userA', 'POST', '/order/create-order', body('pickup'), headers);
    expect(closed.status).toBe(409);
    const slot = await call('userA', 'POST', '/order/create-order', body('pickup', 1, { scheduledFor: at('2026-11-26T11:30').toISOString() }), headers);
    expect(slot.status).toBe(201);
    expect((await slot.json<{ order: Order }>()).order).toMatchObject({ fulfilment: 'pickup', scheduledFor: '2026-11-26T05:30:00.000Z' });
    expect((await call('userA', 'POST', '/order/create-order', body('pickup', 1, { scheduledFor: at('2026-11-26T10:30').toISOString() }), headers)).status).toBe(400);
  });
});

describe('the kitchen’s statuses', () => {
  it('take a pickup to collected, never delivered, and a delivery to delivered, never collected (400 naming status)', async () => {
    const pickup = (await place(body('pickup'))).order as Order;
    const delivery = (await place(body({ area: 'agrabad', extraMinutes: area('agrabad').extraMinutes }, 1))).order as Order;
    const move = async (id: string, status: string) => {
      const response = await call('admin', 'PUT', `/order/update-order/${id}`, { status });
      return { status: response.status, ...(await response.json<{ order?: Order; issues?: { path: string[] }[] }>()) };
    };
    expect(await move(pickup.id, 'ready')).toMatchObject({ status: 200, order: { status: 'ready' } });
    expect(await move(pickup.id, 'delivered')).toMatchObject({ status: 400, issues: [{ path: ['status'] }] });
    expect(await move(pickup.id, 'collected')).toMatchObject({ status: 200, order: { status: 'collected' } });
    expect(await move(delivery.id, 'collected')).toMatchObject({ status: 400, issues: [{ path: ['status'] }] });
    expect(await move(delivery.id, 'delivered')).toMatchObject({ status: 200, order: { status: 'delivered' } });
    // The guest is written to as a pickup moves on: ready to collect, then collected.
    const mails = await env.DB.prepare("SELECT json_extract(payload, '$.status') AS status, json_extract(payload, '$.fulfilment') AS fulfilment FROM mail_outbox WHERE subject_id = ? AND kind = 'order-status' ORDER BY created_at").bind(pickup.id).all();
    expect(mails.results).toEqual([
      { status: 'ready', fulfilment: 'pickup' },
      { status: 'collected', fulfilment: 'pickup' },
    ]);
  });
});
