// Vitest's global setup for the Worker tests (in Node, beside the mail catcher): the stand-in gateways (two for payments, one for SMS)
// (scripts/gateways/) on the ports vitest.worker.config.ts chose, which the Worker under test is configured with,
// as `npm start` configures it. The tests steer them through their control endpoints (worker/test/payments.ts).
import { startBulksmsbd } from '../../scripts/gateways/bulksmsbd.mjs';
import { startBkash, startSslcommerz } from '../../scripts/gateways/index.mjs';

export default async function startGateways(): Promise<() => Promise<void>> {
  const started = await Promise.all([
    startBkash({ port: Number(process.env.TEST_BKASH_PORT) }),
    startSslcommerz({ port: Number(process.env.TEST_SSLCOMMERZ_PORT) }),
    startBulksmsbd({ port: Number(process.env.TEST_BULKSMSBD_PORT) }),
  ]);
  return async () => {
    await Promise.all(started.map((standIn) => standIn.close()));
  };
}
