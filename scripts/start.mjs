// `npm start`: build the site, migrate and seed the local D1, start the auth emulator with the demo
// accounts and the Worker, print where everything is, and stop it all on Ctrl-C.
import { rmSync } from 'node:fs';
import { printWelcome, startStack, stackOptions, stopStack, whenAnyStops } from './lib/stack.mjs';

// The end-to-end tests start their own stack: other ports, a throwaway state, no persisted accounts.
const e2e = process.argv.includes('--e2e');
const options = stackOptions(
  e2e
    ? {
        stateDir: new URL('../.local/e2e-state', import.meta.url).pathname,
        persistAuth: false,
        build: process.env.E2E_SKIP_BUILD !== '1',
      }
    : {},
);
// Each run of the tests starts from an empty database: what one run booked never fills the next one's tables.
if (e2e) rmSync(options.stateDir, { recursive: true, force: true });

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  process.stdout.write('\nStopping…\n');
  await stopStack();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
whenAnyStops((label, code) => {
  process.stderr.write(`\nThe ${label} process stopped (exit ${code}); stopping the rest.\n`);
  void shutdown(1);
});

try {
  const started = Date.now();
  const stack = await startStack(options);
  printWelcome(stack);
  process.stdout.write(`  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n\n`);
} catch (error) {
  process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n`);
  await shutdown(1);
}
