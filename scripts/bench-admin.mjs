// `npm run bench:admin`: the dashboard's reads under load, on a house with 10,000 orders (from 500 guests) and
// 3,000 bookings. The real stack (Worker, local D1, auth emulator) on 127.0.0.1, driven by autocannon as the
// admin: a baseline that does no work (GET /api/ping), the summary, and the first page of each list. The
// endpoints take turns, ROUNDS rounds of DURATION s; each round's throughput is divided by the baseline's of
// the same round, and the table shows the medians (target: each list and the summary ≥ 0.3 of the baseline).
// Then the gzipped JavaScript a cold load of the dashboard downloads, as the admin (target ≤ 130 KB).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dashboardBytes, launchChromium } from './lib/js-loaded.mjs';
import { median, saturate } from './lib/load.mjs';
import { ROOT, run, startStack, stackOptions, stopStack } from './lib/stack.mjs';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const DURATION = Number(process.env.DURATION ?? 4);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const ORDERS = Number(process.env.ORDERS ?? 10_000);
const BOOKINGS = Number(process.env.BOOKINGS ?? 3_000);
const GUESTS = 500;
const STATUSES = ['pending', 'preparing', 'ready', 'delivered', 'cancelled'];
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const options = stackOptions({
  port: Number(process.env.BENCH_PORT ?? 8795),
  authPort: Number(process.env.BENCH_AUTH_PORT ?? 9195),
  stateDir: new URL('../.local/bench-admin-state', import.meta.url).pathname,
  persistAuth: false,
});

const idOf = (prefix, n) => `${prefix}${[...n.toString(32).padStart(8, '0')].map((digit) => ALPHABET[parseInt(digit, 32)]).join('')}`;

/** The house as SQL, a few hundred rows per statement. */
function houseSql() {
  const chunks = (rows, head) => Array.from({ length: Math.ceil(rows.length / 200) }, (_, index) => `${head} VALUES ${rows.slice(index * 200, index * 200 + 200).join(',\n')};`);
  const guests = Array.from({ length: GUESTS }, (_, n) => `('bench-guest-${n}', 'Guest ${n}', 'guest-${n}@bench.example', '0171${String(n).padStart(7, '0')}', 'House ${n}, Khulshi', 'user')`);
  const now = Date.now();
  const orders = [];
  const lines = [];
  for (let n = 0; n < ORDERS; n += 1) {
    const id = idOf('BNCH', n);
    const at = now - n * 90_000;
    orders.push(`('${id}', 'bench-guest-${n % GUESTS}', 'Guest ${n % GUESTS}', ${1850 + (n % 7) * 700}, '${STATUSES[n % 5]}', 45, 'House ${n % GUESTS}, Khulshi', '0171${String(n % GUESTS).padStart(7, '0')}', '', 'cod', ${at}, ${at})`);
    lines.push(`('${id}', 0, '1', 'Smoked Hilsa Mousse', 1, 1850, '', '')`);
    if (n % 2 === 0) lines.push(`('${id}', 1, '6', 'Karnaphuli Lobster', 1, ${(n % 7) * 700}, '', '')`);
  }
  const today = Date.parse(new Date(now + 6 * 3_600_000).toISOString().slice(0, 10));
  const bookings = Array.from({ length: BOOKINGS }, (_, n) => {
    const date = new Date(today + (Math.floor(n / 34) - 45) * 86_400_000).toISOString().slice(0, 10);
    return `('${idOf('BKNG', n)}', 'bench-guest-${n % GUESTS}', 'Guest ${n % GUESTS}', 'guest@bench.example', '01711000000', '${date}', '19:00', 2, ${(n % 34) + 1}, '${['pending', 'confirmed', 'cancelled'][n % 3]}', ${now}, ${now})`;
  });
  return [
    ...chunks(guests, 'INSERT INTO users (user_id, name, email, phone, address, role)'),
    ...chunks(orders, 'INSERT INTO orders (id, user_id, name, total, status, estimated_delivery_time, delivery_address, delivery_phone, delivery_instructions, payment_method, created_at, updated_at)'),
    ...chunks(lines, 'INSERT INTO order_lines (order_id, position, dish_id, name, quantity, price, image, description)'),
    ...chunks(bookings, 'INSERT INTO reservations (id, user_id, name, email, phone, date, time, guests, table_number, status, created_at, updated_at)'),
  ].join('\n');
}

async function json(response) {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.json();
}

try {
  await rm(options.stateDir, { recursive: true, force: true });
  const { url, authHost } = await startStack({ ...options, build: process.env.SKIP_BUILD !== '1' });
  process.stdout.write(`Seeding ${ORDERS} orders and ${BOOKINGS} bookings…\n`);
  const file = join(ROOT, '.local', 'bench-admin.sql');
  await mkdir(join(ROOT, '.local'), { recursive: true });
  await writeFile(file, houseSql());
  await run('seed', 'wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', options.stateDir, '--file', file], { quiet: true });

  const admin = await json(
    await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'password123', returnSecureToken: true }),
    }),
  );
  const auth = { Authorization: `Bearer ${admin.idToken}` };
  const summary = await json(await fetch(`${url}/api/admin/summary`, { headers: auth }));
  process.stdout.write(`Summary: ${JSON.stringify(summary)}\n`);

  const asAdmin = () => ({ method: 'GET', headers: auth });
  const endpoints = [
    { name: 'GET /api/ping (baseline)', path: '/api/ping', next: () => ({ method: 'GET', headers: {} }) },
    { name: 'GET /api/admin/summary', path: '/api/admin/summary', next: asAdmin },
    { name: 'GET /api/order/fetch-all-orders (first page)', path: '/api/order/fetch-all-orders', next: asAdmin },
    { name: 'GET /api/order/fetch-all-orders?status=ready&q=Guest 42', path: `/api/order/fetch-all-orders?status=ready&q=${encodeURIComponent('Guest 42')}`, next: asAdmin },
    { name: 'GET /api/reservation/fetch-all-reservation (first page)', path: '/api/reservation/fetch-all-reservation', next: asAdmin },
  ];
  const rows = endpoints.map((endpoint) => ({ name: endpoint.name, runs: [] }));
  for (let round = 0; round < ROUNDS; round += 1) {
    process.stdout.write(`Round ${round + 1} of ${ROUNDS}…\n`);
    for (const [index, endpoint] of endpoints.entries()) rows[index].runs.push(await saturate(url, endpoint, { connections: CONNECTIONS, duration: DURATION }));
  }

  const [baseline] = rows;
  process.stdout.write(`\n${ORDERS} orders, ${BOOKINGS} bookings; ${CONNECTIONS} connections on 127.0.0.1; medians of ${ROUNDS} rounds of ${DURATION} s.\n\n`);
  process.stdout.write('| endpoint | requests/s | vs baseline | p50 | p99 | workerd CPU per request | non-2xx/errors |\n|---|---|---|---|---|---|---|\n');
  for (const row of rows) {
    const ratio = median(row.runs.map((run, round) => run.rps / baseline.runs[round].rps));
    const cpu = row.runs.every((run) => run.cpuMs !== undefined) ? `${median(row.runs.map((run) => run.cpuMs)).toFixed(2)} ms` : 'n/a';
    const errors = row.runs.reduce((sum, run) => sum + run.errors, 0);
    process.stdout.write(`| ${row.name} | ${median(row.runs.map((run) => run.rps)).toFixed(0)} | ${ratio.toFixed(2)} | ${median(row.runs.map((run) => run.p50))} ms | ${median(row.runs.map((run) => run.p99))} ms | ${cpu} | ${errors} |\n`);
  }

  const browser = await launchChromium();
  try {
    const js = await dashboardBytes(browser, url);
    process.stdout.write(`\nThe dashboard's JavaScript, a cold load as the admin through both lists and a detail view: ${(js.total / 1024).toFixed(1)} KB gzipped (${js.files} files; target ≤ 130 KB)\n`);
  } finally {
    await browser.close();
  }
} finally {
  await stopStack();
}
