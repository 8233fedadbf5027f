import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../contract/menu';
import type { Reservation } from '../contract/reservation';
import { bookingBody } from '../test/bookings';
import { addGuests, callAsUid, resetWithNewCallers } from '../test/callers';
import { awayFromMinuteEnd } from '../test/limit-window';

// Sign-ups are free, so besides each guest's own allowance, creating bookings and orders is limited per client
// address (CF-Connecting-IP), whichever accounts it uses: 10 bookings and 30 orders a minute (wrangler.toml says why).

const BOOKINGS_A_MINUTE = 10;
const ORDERS_A_MINUTE = 30;

let dish: CatalogueItem;
beforeAll(async () => {
  const { items } = await (await env.ASSETS.fetch(new Request('https://assets.local/catalogue.json'))).json<{ items: CatalogueItem[] }>();
  dish = items.find((item) => item.available) as CatalogueItem;
});

beforeEach(async () => {
  await resetWithNewCallers('reservations', 'order_lines', 'orders');
  await awayFromMinuteEnd();
});

/** An address of this test's own, so no other test has spent its allowance. */
const newAddress = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}-${crypto.randomUUID().slice(0, 6)}`;

const book = (uid: string, address: string, headers: Record<string, string> = {}) =>
  callAsUid(uid, 'POST', '/reservation/create-reservation', bookingBody(uid, { table: undefined }), { 'CF-Connecting-IP': address, ...headers });

const order = (uid: string, address: string) =>
  callAsUid(
    uid,
    'POST',
    '/order/create-order',
    {
      userId: uid,
      name: 'Ayesha Siddiqua',
      items: [{ id: dish.id, name: dish.name, quantity: 1, price: dish.price }],
      total: dish.price,
      estimatedDeliveryTime: dish.eta,
      delivery: { area: 'agrabad', address: 'House 12, Road 3, Agrabad', phone: '01711000001' },
      paymentMethod: 'cod',
    },
    { 'CF-Connecting-IP': address },
  );

describe('creating bookings, per client address', () => {
  it(`lets one address book ${BOOKINGS_A_MINUTE} a minute whatever the accounts, then answers 429; other addresses are not held to it`, { timeout: 20_000 }, async () => {
    const address = newAddress();
    const guests = await addGuests(BOOKINGS_A_MINUTE + 2);
    const [first, ...others] = guests as [string, ...string[]];
    const made = await book(first, address, { 'Idempotency-Key': 'first-booking' });
    expect(made.status).toBe(201);
    const more = await Promise.all(others.slice(0, BOOKINGS_A_MINUTE - 1).map((uid) => book(uid, address)));
    expect(more.map((response) => response.status)).toEqual(Array(BOOKINGS_A_MINUTE - 1).fill(201));

    const [fresh, alsoFresh] = others.slice(BOOKINGS_A_MINUTE - 1) as [string, string];
    const refused = await book(fresh, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(await refused.json()).toEqual({ error: 'Too many requests. Please try again in a minute.', code: 'tooManyRequests' });
    // A retry of a booking already made still gets it back: it books nothing.
    const retry = await book(first, address, { 'Idempotency-Key': 'first-booking' });
    expect(retry.status).toBe(200);
    expect((await retry.json<{ reservation: Reservation }>()).reservation.id).toBe((await made.json<{ reservation: Reservation }>()).reservation.id);

    expect((await book(alsoFresh, newAddress())).status).toBe(201);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM reservations').first<{ n: number }>())?.n).toBe(BOOKINGS_A_MINUTE + 1);
  });
});

describe('creating orders, per client address', () => {
  it(`lets one address place ${ORDERS_A_MINUTE} a minute whatever the accounts, then answers 429; other addresses are not held to it`, { timeout: 30_000 }, async () => {
    const address = newAddress();
    const guests = await addGuests(ORDERS_A_MINUTE + 2);
    const placed = await Promise.all(guests.slice(0, ORDERS_A_MINUTE).map((uid) => order(uid, address)));
    expect(placed.map((response) => response.status)).toEqual(Array(ORDERS_A_MINUTE).fill(201));

    const [fresh, alsoFresh] = guests.slice(ORDERS_A_MINUTE) as [string, string];
    const refused = await order(fresh, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect((await order(alsoFresh, newAddress())).status).toBe(201);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>())?.n).toBe(ORDERS_A_MINUTE + 1);
  });
});
