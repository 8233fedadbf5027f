// `npm run bench:api`: start the real stack (Worker, local D1, auth emulator) on 127.0.0.1 and drive it with
// autocannon, one endpoint after another in the same run: a baseline that does no work (GET /api/ping),
// GET track/order, GET order/fetch-user-orders (a history of 20 orders) and POST order/create-order, with the demo accounts.
// Prints requests/s, p50 and p99 per endpoint and each one's throughput as a ratio of the baseline's. The
// endpoints take turns for ROUNDS rounds (so a noisy moment of the machine does not fall on one endpoint)
// and each figure is the median of its rounds.
import { rm } from 'node:fs/promises';
import autocannon from 'autocannon';
import { startStack, stackOptions, stopStack } from './lib/stack.mjs';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const DURATION = Number(process.env.DURATION ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const HISTORY = 20;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const options = stackOptions({
  port: Number(process.env.BENCH_PORT ?? 8796),
  authPort: Number(process.env.BENCH_AUTH_PORT ?? 9196),
  stateDir: new URL('../.local/bench-api-state', import.meta.url).pathname,
  persistAuth: false,
});

async function json(response) {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.json();
}

try {
  // A fresh database each run, so one run's orders do not weigh on the next.
  await rm(options.stateDir, { recursive: true, force: true });
  const { url, authHost } = await startStack(options);
  const signIn = async (email) =>
    json(
      await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'password123', returnSecureToken: true }),
      }),
    );
  const { items } = await json(await fetch(`${url}/catalogue.json`));
  const [dish] = items.filter((item) => item.available);
  const orderOf = (userId, name) =>
    JSON.stringify({
      userId,
      name,
      items: [{ id: dish.id, quantity: 2 }],
      total: dish.price * 2,
      estimatedDeliveryTime: dish.eta,
      delivery: { address: 'House 12, Road 3, Khulshi', phone: '01711000001' },
      paymentMethod: 'cod',
    });
  const headersOf = (idToken) => ({ Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' });

  // The guest whose history is read has a steady 20 orders; the orders placed under load are another
  // guest's, so the history does not grow round after round.
  const guest = await signIn('guest@example.com');
  const auth = headersOf(guest.idToken);
  let placed;
  for (let n = 0; n < HISTORY; n += 1) placed = await json(await fetch(`${url}/api/order/create-order`, { method: 'POST', headers: auth, body: orderOf(guest.localId, 'Nusrat Jahan') }));
  const buyer = await signIn('admin@example.com');
  const order = orderOf(buyer.localId, 'Tanvir Rahman');
  const buyerAuth = headersOf(buyer.idToken);

  const endpoints = [
    { name: 'GET /api/ping (baseline)', path: '/api/ping' },
    // Each request from another address, so the per-client rate limit measures nothing but itself.
    { name: 'GET /api/track/order/:id', path: `/api/track/order/${placed.order.id}`, manyClients: true },
    { name: 'GET /api/order/fetch-user-orders/:uid', path: `/api/order/fetch-user-orders/${guest.localId}`, headers: auth },
    { name: 'POST /api/order/create-order', path: '/api/order/create-order', method: 'POST', headers: buyerAuth, body: order },
  ];

  const rows = endpoints.map((endpoint) => ({ name: endpoint.name, rounds: [], errors: 0 }));
  let clientNumber = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, endpoint] of endpoints.entries()) {
      const result = await autocannon({
        url: `${url}${endpoint.path}`,
        method: endpoint.method ?? 'GET',
        headers: endpoint.headers ?? {},
        body: endpoint.body,
        connections: CONNECTIONS,
        duration: DURATION,
        ...(endpoint.manyClients ? { requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'CF-Connecting-IP': `bench-${(clientNumber += 1)}` } }) }] } : {}),
      });
      const errors = result.non2xx + result.errors;
      if (errors) process.stderr.write(`${endpoint.name}: status codes ${JSON.stringify(result.statusCodeStats)}, errors ${result.errors}\n`);
      rows[index].rounds.push({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
      rows[index].errors += errors;
    }
  }
  for (const row of rows) Object.assign(row, { rps: median(row.rounds.map((r) => r.rps)), p50: median(row.rounds.map((r) => r.p50)), p99: median(row.rounds.map((r) => r.p99)) });
  const baseline = rows[0].rps;
  process.stdout.write(`\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per endpoint (medians), 127.0.0.1\n\n`);
  process.stdout.write('| endpoint | requests/s | p50 | p99 | vs baseline | non-2xx/errors |\n|---|---|---|---|---|---|\n');
  for (const row of rows) {
    process.stdout.write(`| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} ms | ${row.p99} ms | ${(row.rps / baseline).toFixed(2)} | ${row.errors} |\n`);
  }
} finally {
  await stopStack();
}
