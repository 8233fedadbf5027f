// `npm run bench:mail`: the guest e-mail outbox under a rush (docs/decisions/0002-mail-outbox.md). The real stack (Worker, local D1, auth
// emulator, the queue, MailDev) on 127.0.0.1: ORDERS orders placed at once by GUESTS signed-in guests, each with
// its own Idempotency-Key. Then it waits until the mail catcher has received a receipt for every order and
// reports: orders placed, receipts received, receipts per order (exactly one each, none duplicated), the outbox's
// states in D1, and how long the last receipt took after the rush began.
import { PROJECT_ID, run, startStack, stackOptions, stopStack } from './lib/stack.mjs';

const ORDERS = Number(process.env.ORDERS ?? 200);
// CREATE_LIMITER allows a guest 20 orders a minute: enough guests that the rush is never refused for it.
const GUESTS = Math.max(1, Math.ceil(ORDERS / 10));
const TIMEOUT_MS = Number(process.env.TIMEOUT_MS ?? 180_000);

const options = stackOptions({
  port: Number(process.env.BENCH_PORT ?? 8799),
  authPort: Number(process.env.BENCH_AUTH_PORT ?? 9199),
  stateDir: new URL('../.local/bench-mail-state', import.meta.url).pathname,
  persistAuth: false,
});

async function json(response) {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * A guest whose address the provider has verified (the emulator's admin call, as the project's owner), signed in
 * afresh so their token says so: the restaurant writes only to a verified address.
 */
async function newGuest(authHost, n) {
  const identity = (method) => `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=bench`;
  const email = `rush-${n}-${Date.now()}@bench.example`;
  const { localId } = await json(
    await fetch(identity('signUp'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'password123', displayName: `Rush Guest ${n}`, returnSecureToken: true }),
    }),
  );
  await json(
    await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, emailVerified: true }),
    }),
  );
  const { idToken } = await json(
    await fetch(identity('signInWithPassword'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'password123', returnSecureToken: true }) }),
  );
  return { uid: localId, token: idToken };
}

async function d1(sql) {
  const output = await run('d1', 'wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', options.stateDir, '--json', '--command', sql], { quiet: true });
  return JSON.parse(output.slice(output.indexOf('[')))[0].results;
}

try {
  const { url, authHost, inbox } = await startStack({ ...options, build: process.env.SKIP_BUILD !== '1' });
  await fetch(`${inbox}/api/email/all`, { method: 'DELETE' });
  const { items } = await json(await fetch(`${url}/catalogue.json`));
  const dish = items.find((item) => item.available);
  const guests = await Promise.all(Array.from({ length: GUESTS }, (_, n) => newGuest(authHost, n)));

  const began = Date.now();
  const answers = await Promise.all(
    Array.from({ length: ORDERS }, async (_, n) => {
      const guest = guests[n % GUESTS];
      const response = await fetch(`${url}/api/order/create-order`, {
        method: 'POST',
        // Each guest orders from their own address, as on their own phones: one address may place 30 a minute.
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${guest.token}`, 'Idempotency-Key': `rush-${n}`, 'CF-Connecting-IP': `198.51.100.${n % GUESTS}` },
        body: JSON.stringify({
          userId: guest.uid,
          name: `Rush Guest ${n % GUESTS}`,
          items: [{ id: dish.id, name: dish.name, quantity: 1 + (n % 3), price: dish.price, image: dish.image, description: '' }],
          total: dish.price * (1 + (n % 3)),
          status: 'pending',
          createdAt: new Date().toISOString(),
          estimatedDeliveryTime: dish.eta,
          delivery: { area: 'khulshi', address: 'House 1, Road 1, Khulshi', phone: '01711000000' },
          paymentMethod: 'cod',
        }),
      });
      return { status: response.status, body: await response.json() };
    }),
  );
  const placedMs = Date.now() - began;
  const ids = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.order.id);

  let receipts = [];
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    const all = await json(await fetch(`${inbox}/api/email`));
    receipts = all.filter((mail) => /^Your order /.test(mail.subject));
    if (receipts.length >= ids.length) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const lastMs = Date.now() - began;
  // A moment more: anything sent twice would arrive now.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  receipts = (await json(await fetch(`${inbox}/api/email`))).filter((mail) => /^Your order /.test(mail.subject));

  const perOrder = new Map(ids.map((id) => [id, 0]));
  for (const mail of receipts) {
    const id = /^Your order ([0-9A-Z]{12})/.exec(mail.subject)?.[1];
    if (id) perOrder.set(id, (perOrder.get(id) ?? 0) + 1);
  }
  const counts = [...perOrder.values()];
  const states = await d1("SELECT state, count(*) AS n, max(attempts) AS attempts FROM mail_outbox WHERE kind = 'order-placed' GROUP BY state");
  const messageIds = new Set(receipts.map((mail) => mail.headers['message-id']));

  const rows = [
    ['orders placed (201)', `${ids.length} of ${ORDERS}`],
    ['other answers', JSON.stringify(answers.filter((answer) => answer.status !== 201).map((answer) => answer.status))],
    ['receipts received', String(receipts.length)],
    ['orders with exactly one receipt', String(counts.filter((count) => count === 1).length)],
    ['orders with none / with more than one', `${counts.filter((count) => count === 0).length} / ${counts.filter((count) => count > 1).length}`],
    ['distinct Message-IDs', String(messageIds.size)],
    ['outbox (kind order-placed)', states.map((row) => `${row.state} ${row.n} (max attempts ${row.attempts})`).join(', ')],
    ['all orders answered after', `${(placedMs / 1000).toFixed(1)} s`],
    ['last receipt received after', `${(lastMs / 1000).toFixed(1)} s`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  process.stdout.write(`\n${rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join('\n')}\n\n`);
  const ok = ids.length === ORDERS && receipts.length === ORDERS && counts.every((count) => count === 1) && messageIds.size === ORDERS;
  process.stdout.write(ok ? `  ✔ ${ORDERS} orders, ${ORDERS} receipts, none duplicated\n\n` : '  ✘ the receipts do not match the orders one to one\n\n');
  process.exitCode = ok ? 0 : 1;
} finally {
  await stopStack();
}

