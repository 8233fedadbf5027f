// A realistic evening for `npm start` (and the end-to-end stack): about 30 orders in every status from the demo
// guest and a few regulars, and about 20 bookings over the coming days in every status, so the dashboard, the
// demo guest's order history and tracking all have something to show. Fixed ids and INSERT OR IGNORE make it
// idempotent: a second start adds nothing and changes nothing staff have changed since.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// The restaurant's clock, from the contract (Node strips the types of that import-free module).
import { onRestaurantClock } from '#contract/clock';

const quote = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`);
const row = (values) => `(${values.map(quote).join(', ')})`;

/** A seed field's English: a translated field is a list of `{ language, value }` (docs/decisions/0027-content-in-two-languages.md). */
const english = (value) => (Array.isArray(value) ? value.find((item) => item.language === 'en')?.value : value);

/** The dishes as the build published them (with their built image paths), else as the seed dataset has them. */
function dishes(root) {
  const built = join(root, 'dist/catalogue.json');
  if (existsSync(built)) return JSON.parse(readFileSync(built, 'utf8')).items.filter((dish) => dish.available);
  return readFileSync(join(root, 'studio/seed/production.ndjson'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"_type":"dish"'))
    .map((line) => JSON.parse(line))
    .filter((dish) => dish.available)
    .map((dish) => ({ id: dish.dishId, name: english(dish.name), description: english(dish.description), price: dish.price, eta: dish.eta, image: '' }));
}

/** The delivery areas as published, else as the seed dataset has them. */
function areas(root) {
  const built = join(root, 'dist/catalogue.json');
  if (existsSync(built)) return JSON.parse(readFileSync(built, 'utf8')).areas;
  return readFileSync(join(root, 'studio/seed/production.ndjson'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"_type":"deliveryArea"'))
    .map((line) => JSON.parse(line))
    .map((area) => ({ id: area.areaId.current, name: english(area.name), fee: area.fee, extraMinutes: area.extraMinutes }));
}

export const REGULARS = [
  { uid: 'demo-regular-1', name: 'Farhana Karim', email: 'farhana.karim@example.com', phone: '01819234567', address: 'Flat 5B, Road 2, Nasirabad Housing Society, Chattogram', area: 'nasirabad' },
  { uid: 'demo-regular-2', name: 'Imran Chowdhury', email: 'imran.c@example.com', phone: '01911456789', address: 'House 7, Lane 4, Khulshi R/A, Chattogram', area: 'khulshi' },
  { uid: 'demo-regular-3', name: 'Sadia Islam', email: 'sadia.islam@example.com', phone: '01556123987', address: '22 Jamal Khan Road, Chattogram', area: 'jamal-khan' },
  { uid: 'demo-regular-4', name: 'Arif Hossain', email: 'arif.hossain@example.com', phone: '01712987654', address: 'Apartment 3A, Halishahar H Block, Chattogram', area: 'halishahar' },
];
const GUEST = { uid: 'demo-guest', name: 'Nusrat Jahan', phone: '01711000001', address: 'House 12, Road 3, Khulshi, Chattogram', area: 'khulshi' };

// Who ordered, how long ago (minutes), and where it stands: tonight's are under way, earlier ones delivered.
const STATUSES = ['pending', 'pending', 'preparing', 'preparing', 'ready', 'delivered', 'delivered', 'delivered', 'cancelled', 'delivered'];
const INSTRUCTIONS = ['', 'Ring the bell twice, please.', '', 'Leave with the guard at the gate.', '', 'Extra napkins, please.', ''];
const PAYMENTS = ['cod', 'bkash', 'credit-card'];
const id = (kind, n) => `DEM0${kind}${String(n).padStart(7, '0')}`;

function ordersSql(menu, places, now) {
  const people = [GUEST, ...REGULARS];
  const orders = [];
  const lines = [];
  const taken = { phone: [], 'walk-in': [] };
  for (let n = 0; n < 30; n += 1) {
    const person = people[n % 3 === 0 ? 0 : 1 + (n % REGULARS.length)];
    // Every status in the first hour; then back through the day and the week before.
    const minutesAgo = n < 10 ? 6 + n * 7 : n < 20 ? 90 + (n - 10) * 45 : 24 * 60 * (n - 18);
    // One order in five is collected from the restaurant: no area, no fee, and "collected" where a delivery is delivered.
    const pickup = n % 5 === 3;
    const plain = n < 10 ? STATUSES[n] : n % 9 === 0 ? 'cancelled' : 'delivered';
    const status = pickup && plain === 'delivered' ? 'collected' : plain;
    const area = pickup ? null : places.find((place) => place.id === person.area);
    const picked = [menu[(n * 7) % menu.length], menu[(n * 13 + 5) % menu.length], ...(n % 4 === 0 ? [menu[(n * 3 + 11) % menu.length]] : [])];
    const unique = picked.filter((dish, index) => picked.findIndex((other) => other.id === dish.id) === index);
    const quantities = unique.map((_, index) => (index === 0 ? 1 + (n % 3) : 1));
    const total = unique.reduce((sum, dish, index) => sum + dish.price * quantities[index], 0);
    const at = now - minutesAgo * 60_000;
    const eta = Math.max(...unique.map((dish) => dish.eta)) + (area?.extraMinutes ?? 0);
    orders.push(
      row([id('R', n + 1), person.uid, person.name, total, status, eta, pickup ? 'pickup' : 'delivery', area?.id ?? null, area?.name ?? null, area?.fee ?? 0, pickup ? '' : person.address, person.phone, pickup ? '' : INSTRUCTIONS[n % INSTRUCTIONS.length], PAYMENTS[n % 3], at, at]),
    );
    unique.forEach((dish, position) => lines.push(row([id('R', n + 1), position, dish.id, dish.name, quantities[position], dish.price, dish.image, dish.description])));
    // Some of the evening came by phone, and some pickups were ordered at the counter, taken by the demo's staff.
    if (n % 4 === 1) taken.phone.push(quote(id('R', n + 1)));
    else if (pickup && n % 3 === 0) taken['walk-in'].push(quote(id('R', n + 1)));
  }
  const takenSql = Object.entries(taken)
    .filter(([, ids]) => ids.length)
    .map(([source, ids]) => `UPDATE orders SET source = '${source}', taken_by = 'demo-staff', taken_by_name = 'Sumi Akter' WHERE id IN (${ids.join(', ')}) AND source = 'web';`);
  return [
    `INSERT OR IGNORE INTO orders (id, user_id, name, total, status, estimated_delivery_time, fulfilment, delivery_area, delivery_area_name, delivery_fee, delivery_address, delivery_phone, delivery_instructions, payment_method, created_at, updated_at) VALUES ${orders.join(',\n')};`,
    `INSERT OR IGNORE INTO order_lines (order_id, position, dish_id, name, quantity, price, image, description) VALUES ${lines.join(',\n')};`,
    ...takenSql,
  ];
}

/** The tax settings as published, else as the seed dataset has them: the BIN and the VAT rate in force at `now`. */
function tax(root, now) {
  const built = join(root, 'dist/catalogue.json');
  const settings = existsSync(built)
    ? JSON.parse(readFileSync(built, 'utf8')).tax
    : JSON.parse(readFileSync(join(root, 'studio/seed/production.ndjson'), 'utf8').split('\n').find((line) => line.startsWith('{"_id":"siteSettings"')) ?? '{}');
  const today = onRestaurantClock(now).toISOString().slice(0, 10);
  const rate = [...settings.vatRates].sort((a, b) => (a.from < b.from ? -1 : 1)).filter((each) => each.from <= today).at(-1) ?? settings.vatRates[0];
  return { bin: settings.bin, vatRate: Math.round(rate.percent * 100) };
}

/**
 * The demo orders' tax invoices, as the Worker issues them (worker/db/invoices.ts): at the rate in force, in the
 * order they were placed, each the next serial of its fiscal year (July to June), after any the ledger holds.
 */
function invoicesSql(root, now) {
  const { bin, vatRate } = tax(root, now);
  const statements = [
    `UPDATE orders SET vat_rate = ${vatRate}, bin = ${quote(bin)}, vat = (2 * (total + delivery_fee) * 100 * ${vatRate} + (10000 + ${vatRate})) / (2 * (10000 + ${vatRate})) WHERE id LIKE 'DEM0R%' AND invoice_serial IS NULL;`,
  ];
  // The oldest first: order n was placed longer ago the larger n is (ordersSql).
  for (let n = 29; n >= 0; n -= 1) {
    const order = id('R', n + 1);
    const placed = `(SELECT created_at FROM orders WHERE id = ${quote(order)})`;
    // The fiscal year of the order's own time on the restaurant's clock: "2026-27".
    const month = `CAST(strftime('%m', ${placed} / 1000 + ${6 * 3600}, 'unixepoch') AS INTEGER)`;
    const start = `(CAST(strftime('%Y', ${placed} / 1000 + ${6 * 3600}, 'unixepoch') AS INTEGER) - (${month} < 7))`;
    const year = `(${start} || '-' || substr(CAST(${start} + 1 AS TEXT), 3, 2))`;
    statements.push(
      `INSERT INTO invoices (year, serial, order_id, issued_at, vat_rate, total, vat, service_charge, delivery_fee, payment_method)
        SELECT ${year}, (SELECT coalesce(max(serial), 0) + 1 FROM invoices WHERE year = ${year}), id, created_at, vat_rate, (total + service_charge + delivery_fee) * 100, vat, service_charge * 100, delivery_fee * 100, payment_method
        FROM orders WHERE id = ${quote(order)} AND invoice_serial IS NULL AND payment_status IN ('cod', 'paid') AND NOT EXISTS (SELECT 1 FROM invoices WHERE order_id = ${quote(order)});`,
    );
  }
  statements.push("UPDATE orders SET invoice_year = i.year, invoice_serial = i.serial, invoiced_at = i.issued_at FROM invoices AS i WHERE i.order_id = orders.id AND orders.invoice_serial IS NULL;");
  return statements;
}

// Parties and tables that fit them (worker/contract/floor-plan.ts): couples at windows, fours in booths and at
// the centre, larger parties in corners and on the roof. Each day's bookings take different tables.
const PARTIES = [
  [2, 1], [4, 2], [2, 4], [6, 5], [3, 3], [2, 8], [8, 9], [4, 6], [12, 33], [2, 12],
  [5, 7], [2, 16], [10, 28], [4, 10], [2, 20], [3, 11], [7, 13], [2, 24], [4, 14], [6, 15],
];
const TIMES = ['12:30', '13:00', '19:00', '19:30', '20:00', '20:30', '21:00'];
const REQUESTS = ['', 'Anniversary dinner: a quiet table, please.', '', 'One guest is vegetarian.', '', 'A high chair for a toddler.', 'Window seat if possible.'];

function reservationsSql(now) {
  const people = [GUEST, ...REGULARS];
  const local = onRestaurantClock(now);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const bookings = PARTIES.map(([guests, table], n) => {
    const person = people[n % people.length];
    const date = new Date(today + Math.floor(n / 3) * 86_400_000).toISOString().slice(0, 10);
    const status = n % 5 === 4 ? 'cancelled' : n % 2 === 0 ? 'confirmed' : 'pending';
    const created = now - (20 - n) * 3 * 60 * 60_000;
    return row([id('B', n + 1), person.uid, person.name, person.email ?? 'guest@example.com', person.phone, date, TIMES[n % TIMES.length], guests, table, table, REQUESTS[n % REQUESTS.length], status, created, created]);
  });
  return [
    `INSERT OR IGNORE INTO reservations (id, user_id, name, email, phone, date, time, guests, table_number, preferred_table, special_requests, status, created_at, updated_at) VALUES ${bookings.join(',\n')};`,
  ];
}

/** The demo evening as SQL, after the demo users exist. */
export function demoDataSql(root, now = Date.now()) {
  // The regulars' addresses count as proven, as the demo accounts' do: the admin's status changes mail them.
  const regulars = REGULARS.map((person) => row([person.uid, person.name, person.email, person.phone, person.address, 'user', person.email]));
  return [
    `INSERT OR IGNORE INTO users (user_id, name, email, phone, address, role, verified_email) VALUES ${regulars.join(',\n')};`,
    ...ordersSql(dishes(root), areas(root), now),
    ...invoicesSql(root, now),
    ...reservationsSql(now),
  ].join('\n');
}
