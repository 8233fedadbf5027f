// `npm run bench:api`: start the real stack (Worker, local D1, auth emulator) on 127.0.0.1 and drive it with
// autocannon, one endpoint after another in the same run: a baseline that does no work (GET /api/ping),
// GET track/order, GET order/fetch-user-orders and POST order/create-order, as the demo guest.
// Prints requests/s, p50 and p99 per endpoint and each one's throughput as a ratio of the baseline's.
import { rm } from 'node:fs/promises';
import autocannon from 'autocannon';
import { startStack, stackOptions, stopStack } from './lib/stack.mjs';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const DURATION = Number(process.env.DURATION ?? 10);

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
  const { idToken, localId } = await json(
    await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'guest@example.com', password: 'password123', returnSecureToken: true }),
    }),
  );
  const { items } = await json(await fetch(`${url}/catalogue.json`));
  const [dish] = items.filter((item) => item.available);
  const order = JSON.stringify({
    userId: localId,
    name: 'Nusrat Jahan',
    items: [{ id: dish.id, quantity: 2 }],
    total: dish.price * 2,
    estimatedDeliveryTime: dish.eta,
    delivery: { address: 'House 12, Road 3, Khulshi', phone: '01711000001' },
    paymentMethod: 'cod',
  });
  const auth = { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' };
  const placed = await json(await fetch(`${url}/api/order/create-order`, { method: 'POST', headers: auth, body: order }));

  const endpoints = [
    { name: 'GET /api/ping (baseline)', path: '/api/ping' },
    // Each request from another address, so the per-client rate limit measures nothing but itself.
    { name: 'GET /api/track/order/:id', path: `/api/track/order/${placed.order.id}`, manyClients: true },
    { name: 'GET /api/order/fetch-user-orders/:uid', path: `/api/order/fetch-user-orders/${localId}`, headers: auth },
    { name: 'POST /api/order/create-order', path: '/api/order/create-order', method: 'POST', headers: auth, body: order },
  ];

  const rows = [];
  let clientNumber = 0;
  for (const endpoint of endpoints) {
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
    rows.push({ name: endpoint.name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors });
  }
  const baseline = rows[0].rps;
  process.stdout.write(`\n${CONNECTIONS} connections, ${DURATION} s each, one run, 127.0.0.1\n\n`);
  process.stdout.write('| endpoint | requests/s | p50 | p99 | vs baseline | non-2xx/errors |\n|---|---|---|---|---|---|\n');
  for (const row of rows) {
    process.stdout.write(`| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} ms | ${row.p99} ms | ${(row.rps / baseline).toFixed(2)} | ${row.errors} |\n`);
  }
} finally {
  await stopStack();
}
