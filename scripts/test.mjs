// `npm test`: every suite, one after another — typecheck, lint, unit, Worker (in the Workers runtime) and
// end-to-end (real Chromium against the real stack) — then one line with the totals of all of them.
// Typecheck and lint count as one check each; the test suites count their tests.
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { OFFLINE_ENV, ROOT } from './lib/stack.mjs';

const reports = join(ROOT, '.local/reports');
await rm(reports, { recursive: true, force: true });
await mkdir(reports, { recursive: true });

// A suite that runs beside others writes its output here, shown whole when it ends, so the log reads suite by suite.
const captured = new AsyncLocalStorage();

function npx(args, env = {}) {
  return command('npx', ['--no-install', ...args], env);
}

function command(program, args, env = {}) {
  const output = captured.getStore();
  return new Promise((resolve) => {
    const child = spawn(program, args, {
      cwd: ROOT,
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...OFFLINE_ENV, ...env },
    });
    child.stdout?.on('data', (chunk) => output?.push(chunk));
    child.stderr?.on('data', (chunk) => output?.push(chunk));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function vitestCounts(file) {
  try {
    const report = JSON.parse(await readFile(file, 'utf8'));
    return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numTotalTests - report.numPassedTests - report.numFailedTests - report.numPendingTests - report.numTodoTests) };
  } catch {
    return null;
  }
}

async function playwrightCounts(file) {
  try {
    const { stats } = JSON.parse(await readFile(file, 'utf8'));
    return { passed: stats.expected, failed: stats.unexpected + stats.flaky + stats.skipped };
  } catch {
    return null;
  }
}

const suites = [
  {
    name: 'typecheck',
    async run() {
      for (const args of [['astro', 'check'], ['tsc', '-p', 'worker/tsconfig.json'], ['tsc', '-p', 'studio/tsconfig.json']]) {
        const code = await npx(args);
        if (code !== 0) return code;
      }
      return 0;
    },
  },
  { name: 'lint', run: () => npx(['eslint', '--max-warnings', '0', '.']) },
  {
    name: 'unit',
    report: join(reports, 'unit.json'),
    run() {
      return npx(['vitest', 'run', '--config', 'vitest.unit.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${this.report}`]);
    },
    counts: vitestCounts,
  },
  // Staff's Studio must build offline, like the site.
  { name: 'studio build', run: () => command('npm', ['run', 'studio:build', '--silent']) },
  // The Worker serves the built site: build it once for the Worker and end-to-end suites.
  { name: 'build', run: () => npx(['astro', 'build', '--silent']) },
  {
    name: 'worker',
    report: join(reports, 'worker.json'),
    run() {
      return npx(['vitest', 'run', '--config', 'vitest.worker.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${this.report}`]);
    },
    counts: vitestCounts,
  },
  {
    name: 'e2e',
    report: join(reports, 'e2e.json'),
    run() {
      return npx(['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: this.report, E2E_SKIP_BUILD: '1' });
    },
    counts: playwrightCounts,
  },
];

let passed = 0;
let failed = 0;
const summary = [];

/** Runs a suite, its output straight to ours, or (beside others) held and shown whole once it ends. */
async function runSuite(suite, { beside = false } = {}) {
  const started = Date.now();
  const output = [];
  if (!beside) process.stdout.write(`\n━━ ${suite.name} ━━\n`);
  const code = beside ? await captured.run(output, () => suite.run()) : await suite.run();
  if (beside) process.stdout.write(`\n━━ ${suite.name} ━━\n${Buffer.concat(output).toString()}`);
  return { code, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

// The generated types first: every check below reads them.
process.stdout.write('\n━━ typegen ━━\n');
const typegen = await command('npm', ['run', 'typegen', '--silent']);
if (typegen !== 0) failed += 1;
summary.push(`typegen: ${typegen === 0 ? 'ok' : 'FAILED'}`);

// Checks of one process each use one core apiece: on a 2-core machine the typecheck runs beside lint and the
// Studio's build, before the suites that fill both cores themselves. The site's build waits for the typecheck:
// both write Astro's generated folder (.astro/).
const besideResults = new Map();
await Promise.all(
  [['typecheck'], ['lint', 'studio build']].map(async (lane) => {
    for (const name of lane) {
      const suite = suites.find((candidate) => candidate.name === name);
      besideResults.set(suite, await runSuite(suite, { beside: true }));
    }
  }),
);

for (const suite of suites) {
  const { code, seconds } = besideResults.get(suite) ?? (await runSuite(suite));
  if (suite.counts) {
    const counts = await suite.counts(suite.report);
    // A suite that crashed before reporting still counts as a failure.
    const result = counts ?? { passed: 0, failed: 1 };
    if (code !== 0 && result.failed === 0) result.failed = 1;
    passed += result.passed;
    failed += result.failed;
    summary.push(`${suite.name}: ${result.passed} passed, ${result.failed} failed (${seconds} s)`);
  } else if (suite.name === 'build') {
    // A prerequisite, not a test: a failure shows as one failed check.
    if (code !== 0) failed += 1;
    summary.push(`${suite.name}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
  } else {
    if (code === 0) passed += 1;
    else failed += 1;
    summary.push(`${suite.name}: ${code === 0 ? 'passed' : 'FAILED'} (${seconds} s)`);
  }
}

process.stdout.write(`\n━━ summary ━━\n${summary.join('\n')}\n\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
