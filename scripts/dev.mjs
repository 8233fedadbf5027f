// `npm run dev`: Astro's dev server with hot reload; /api is proxied (astro.config.mjs) to the real Worker,
// which runs beside it with the local D1 and the auth emulator, as in `npm start`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { launch, ROOT, stackOptions, startStack, stopStack, whenAnyStops } from './lib/stack.mjs';

// The Worker needs a built site for its assets binding; build once if there is none yet.
const options = stackOptions({ build: !existsSync(join(ROOT, 'dist/index.html')) });

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
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
  const stack = await startStack(options);
  process.stdout.write(`\n  API (Worker) ${stack.url}   auth emulator http://${stack.authHost}   mail inbox ${stack.inbox}\n\n`);
  launch('astro', 'astro', ['dev', '--host', '127.0.0.1'], { env: { PORT: String(options.port) } });
} catch (error) {
  process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n`);
  await shutdown(1);
}
