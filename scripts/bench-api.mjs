// `npm run bench:api`: start the real stack (Worker, local D1, auth emulator) on 127.0.0.1 and drive it with
// autocannon: a baseline that does no work (GET /api/ping), GET track/order, GET order/fetch-user-orders (a
// history of 20 orders) and POST order/create-order, with real accounts of the auth emulator.
//
// Two phases, and the endpoints take turns in each, so a noisy moment of the machine does not fall on one:
// - saturated: as many requests as CONNECTIONS connections can make, ROUNDS rounds of DURATION s. Each
//   round's throughput is divided by the baseline's of the same round; the table shows the medians.
// - paced: RATE requests/s, sent on schedule over at most the same number of connections, for latency under
//   a steady load rather than the queue that saturation builds (PACED_DURATION s: a p99 of 1,000 requests).
// Where /proc exists, it also shows the CPU time the Worker's processes (workerd) spend per request.
//
// The load is shaped like guests, within the limits they live with (wrangler.toml): tracking comes from
// 1,000 client addresses, each far under its 60 lookups a minute, and orders from BUYERS guests, each under
// 20 orders a minute.
import { rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { median, saturate } from './lib/load.mjs';
import { startStack, stackOptions, stopStack } from './lib/stack.mjs';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const DURATION = Number(process.env.DURATION ?? 4);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const RATE = Number(process.env.RATE ?? 100);
const PACED_DURATION = Number(process.env.PACED_DURATION ?? 10);
const BUYERS = Number(process.env.BUYERS ?? 600);
const TRACKING_CLIENTS = 1000;
const HISTORY = 20;

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
  const identity = (method) => `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=bench`;
  const signIn = async (email) =>
    json(await fetch(identity('signInWithPassword'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'password123', returnSecureToken: true }) }));
  const { items } = await json(await fetch(`${url}/catalogue.json`));
  const [dish] = items.filter((item) => item.available);
  const orderOf = (userId, name) =>
    JSON.stringify({
      userId,
      name,
      items: [{ id: dish.id, quantity: 2 }],
      total: dish.price * 2,
      estimatedDeliveryTime: dish.eta,
      delivery: { area: 'khulshi', address: 'House 12, Road 3, Khulshi', phone: '01711000001' },
      paymentMethod: 'cod',
    });
  const headersOf = (idToken) => ({ Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' });

  // The guest whose history is read has a steady 20 orders; the orders placed under load are other guests'.
  const guest = await signIn('guest@example.com');
  const auth = headersOf(guest.idToken);
  let placed;
  for (let n = 0; n < HISTORY; n += 1) placed = await json(await fetch(`${url}/api/order/create-order`, { method: 'POST', headers: auth, body: orderOf(guest.localId, 'Nusrat Jahan') }));

  // The buyers sign up with the emulator and get their user record as the site does after sign-up.
  process.stdout.write(`Signing up ${BUYERS} buyers…\n`);
  const buyers = [];
  for (let start = 0; start < BUYERS; start += 25) {
    const batch = Array.from({ length: Math.min(25, BUYERS - start) }, async (_, offset) => {
      const n = start + offset + 1;
      const name = `Buyer ${n}`;
      const email = `buyer-${n}@bench.example`;
      const account = await json(await fetch(identity('signUp'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'password123', returnSecureToken: true }) }));
      // Each buyer orders from their own address, as on their own phone: one address may place 30 orders a minute.
      const headers = { ...headersOf(account.idToken), 'CF-Connecting-IP': `203.0.${Math.floor(n / 250)}.${n % 250}` };
      await json(await fetch(`${url}/api/user/create-user`, { method: 'POST', headers, body: JSON.stringify({ userId: account.localId, name, email }) }));
      return { method: 'POST', headers, body: orderOf(account.localId, name) };
    });
    buyers.push(...(await Promise.all(batch)));
  }

  let turn = 0;
  // Each endpoint says what its next request is: method, headers and body.
  const endpoints = [
    { name: 'GET /api/ping (baseline)', path: '/api/ping', next: () => ({ method: 'GET', headers: {} }) },
    {
      name: 'GET /api/track/order/:id',
      path: `/api/track/order/${placed.order.id}`,
      next: () => ({ method: 'GET', headers: { 'CF-Connecting-IP': `198.51.${(turn += 1) % TRACKING_CLIENTS}` } }),
    },
    { name: 'GET /api/order/fetch-user-orders/:uid', path: `/api/order/fetch-user-orders/${guest.localId}`, next: () => ({ method: 'GET', headers: auth }) },
    { name: 'POST /api/order/create-order', path: '/api/order/create-order', next: () => buyers[(turn += 1) % buyers.length] },
  ];

  const saturateOne = (endpoint) => saturate(url, endpoint, { connections: CONNECTIONS, duration: DURATION });

  /**
   * RATE requests a second, each sent when it is due whether or not earlier ones have answered, over at most
   * CONNECTIONS keep-alive connections. Latency counts from when a request was due, so a stall delays the
   * requests behind it in the figures too (no coordinated omission).
   */
  const pace = async (endpoint) => {
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const latencies = [];
    let errors = 0;
    const count = Math.round(RATE * PACED_DURATION);
    const start = performance.now();
    const answers = [];
    for (let n = 0; n < count; n += 1) {
      const due = start + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const { method, headers, body } = endpoint.next();
      answers.push(
        new Promise((resolve) => {
          const sent = request(`${url}${endpoint.path}`, { agent, method, headers }, (response) => {
            response.resume();
            response.on('end', () => {
              if (response.statusCode >= 300) errors += 1;
              latencies.push(performance.now() - due);
              resolve();
            });
          });
          sent.on('error', () => {
            errors += 1;
            resolve();
          });
          sent.end(body);
        }),
      );
    }
    await Promise.all(answers);
    agent.destroy();
    if (errors) process.stderr.write(`${endpoint.name}: ${errors} paced requests failed\n`);
    latencies.sort((a, b) => a - b);
    const at = (fraction) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))]);
    return { p50: at(0.5), p99: at(0.99), errors };
  };

  const rows = endpoints.map((endpoint) => ({ name: endpoint.name, saturated: [], paced: [], errors: 0 }));
  // Steady load first: the saturated rounds leave the machine a backlog (collection, database checkpoints)
  // that would land on whichever paced run came next.
  process.stdout.write(`Paced at ${RATE} requests/s…\n`);
  for (const [index, endpoint] of endpoints.entries()) rows[index].paced.push(await pace(endpoint));
  for (let round = 0; round < ROUNDS; round += 1) {
    process.stdout.write(`Saturated round ${round + 1} of ${ROUNDS}…\n`);
    for (const [index, endpoint] of endpoints.entries()) rows[index].saturated.push(await saturateOne(endpoint));
  }

  const baseline = rows[0];
  const cell = (value, digits = 0) => (value === undefined ? 'n/a' : value.toFixed(digits));
  process.stdout.write(`\n${CONNECTIONS} connections on 127.0.0.1. Saturated: medians of ${ROUNDS} rounds of ${DURATION} s. Paced: ${RATE} requests/s for ${PACED_DURATION} s.\n\n`);
  process.stdout.write('| endpoint | requests/s | vs baseline | p50 | p99 | paced p50 | paced p99 | workerd CPU per request | non-2xx/errors |\n|---|---|---|---|---|---|---|---|---|\n');
  for (const row of rows) {
    const saturated = row.saturated;
    const ratio = median(saturated.map((run, round) => run.rps / baseline.saturated[round].rps));
    const cpu = saturated.every((run) => run.cpuMs !== undefined) ? median(saturated.map((run) => run.cpuMs)) : undefined;
    const [paced] = row.paced;
    const errors = [...saturated, ...row.paced].reduce((sum, run) => sum + run.errors, 0);
    process.stdout.write(
      `| ${row.name} | ${cell(median(saturated.map((run) => run.rps)))} | ${ratio.toFixed(2)} | ${median(saturated.map((run) => run.p50))} ms | ${median(saturated.map((run) => run.p99))} ms | ${paced.p50} ms | ${paced.p99} ms | ${cell(cpu, 2)} ms | ${errors} |\n`,
    );
  }
} finally {
  await stopStack();
}
