// `npm test`: lint, typecheck, unit and API tests on PGlite, the API tests again on a real
// PostgreSQL started for the run, then the browser journeys. Prints one closing tally line.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { failureExcerpt } from './lib/failure-excerpt.ts';
import { findPostgresBin } from './lib/postgres.ts';

const ci = process.env['CI'] === 'true';
const results = 'test-results';
mkdirSync(results, { recursive: true });
let passed = 0;
let failed = 0;
const failures: string[] = [];

interface Step {
  label: string;
  log: string[];
}
const failedSteps: Step[] = [];

/**
 * Runs one step, streaming its output and keeping a copy, so that the reason a step failed can
 * be printed again at the very end of the run, where a CI log's tail shows it.
 */
async function run(
  label: string,
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<boolean> {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  const child = spawn(cmd, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...color, ...env },
  });
  const log: string[] = [];
  const keep = (chunk: Buffer, out: NodeJS.WriteStream) => {
    out.write(chunk);
    log.push(chunk.toString('utf8'));
  };
  child.stdout.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
  child.stderr.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  const ok = code === 0;
  const how = ok ? 'ok' : `FAILED (${signal ? `signal ${signal}` : `exit code ${code}`})`;
  console.log(`=== ${label}: ${how} (${Math.round((Date.now() - started) / 1000)} s) ===`);
  if (!ok) failedSteps.push({ label, log });
  return ok;
}

/** Adds the counts of a vitest or Playwright JSON report to the tally; false when it is absent. */
function tally(file: string): boolean {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests?: number;
    numFailedTests?: number;
    stats?: { expected: number; unexpected: number; flaky: number };
  };
  if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
  return true;
}

/** Runs a test tool whose JSON report lands in `out`; a report left by an earlier run never counts. */
async function tested(label: string, cmd: string, args: string[], out: string, env = {}) {
  rmSync(out, { force: true });
  await run(label, cmd, args, env);
  if (!tally(out)) failures.push(`${label}: no test report was written`);
}

const vitest = (label: string, projects: string[], out: string, env: NodeJS.ProcessEnv = {}) =>
  tested(
    label,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
    ],
    out,
    env,
  );

await run('lint', 'npm', ['run', '--silent', 'lint']);
await run('typecheck', 'npm', ['run', '--silent', 'typecheck']);

// One storefront build for the whole run: the API suites render its on-demand pages, and the
// browser journeys run against it.
const e2ePort = process.env['E2E_PORT'] ?? '4400';
const siteDir = process.env['E2E_SITE_DIR'] ?? 'dist-e2e';
rmSync(siteDir, { recursive: true, force: true });
const built = await run('storefront build', 'node', ['scripts/build-storefront.ts', siteDir], {
  SITE_URL: `http://localhost:${e2ePort}`,
});
if (built) process.env['STOREFRONT_BUILD_DIR'] = siteDir;
await vitest(
  'unit and API tests (PGlite in memory)',
  ['unit', 'api'],
  path.join(results, 'vitest-pglite.json'),
);

const pgBin = findPostgresBin();
if (process.env['TEST_DATABASE_URL']) {
  await vitest(
    'API tests (PostgreSQL at TEST_DATABASE_URL)',
    ['api'],
    path.join(results, 'vitest-postgres.json'),
  );
} else if (pgBin) {
  // The api project's global setup starts a throw-away server (tests/setup/database-snapshots.ts).
  await vitest('API tests (PostgreSQL)', ['api'], path.join(results, 'vitest-postgres.json'), {
    TEST_POSTGRES: '1',
  });
} else if (ci) {
  failures.push('PostgreSQL is not installed: the API suite cannot run against it');
} else {
  console.warn('\nPostgreSQL is not installed here: skipping the PostgreSQL run of the API suite.');
}

// The shop SIGKILLed under order load and restarted: no acknowledged order or unit of stock lost.
await run('crash test', 'node', ['scripts/test-crash.ts', '--engine', pgBin ? 'both' : 'pglite']);

const e2e = existsSync('tests/e2e') && readdirSync('tests/e2e').some((f) => f.endsWith('.spec.ts'));
if (e2e) {
  const out = path.join(results, 'playwright.json');
  await tested('browser journeys (Playwright)', 'npx', ['playwright', 'test'], out, {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    ...(built ? { E2E_PREBUILT: '1' } : {}),
  });
}

for (const step of failedSteps) {
  console.log(`\n--- why "${step.label}" failed (excerpt of its output) ---`);
  console.log(failureExcerpt(step.log.join('')).join('\n'));
}
failures.unshift(...failedSteps.map((s) => s.label));
if (failures.length) console.log(`\nFailed steps: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
