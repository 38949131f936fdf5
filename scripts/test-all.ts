// `npm test`: lint, typecheck, unit and API tests on PGlite, the API tests again on a real
// PostgreSQL started for the run, then the browser journeys. Prints one closing tally line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { findPostgresBin, startTempPostgres } from './lib/postgres.ts';

const ci = process.env['CI'] === 'true';
const results = 'test-results';
mkdirSync(results, { recursive: true });
let passed = 0;
let failed = 0;
const failures: string[] = [];

function run(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(
    `=== ${label}: ${ok ? 'ok' : 'FAILED'} (${Math.round((Date.now() - started) / 1000)} s) ===`,
  );
  if (!ok) failures.push(label);
  return ok;
}

/** Adds the counts of a vitest or Playwright JSON report to the tally. */
function tally(file: string): void {
  if (!existsSync(file)) return;
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
}

const vitest = (label: string, project: string[], out: string, env: NodeJS.ProcessEnv = {}) => {
  const projects = project.flatMap((p) => ['--project', p]);
  run(
    label,
    'npx',
    ['vitest', 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile=${out}`],
    env,
  );
  tally(out);
};

run('lint', 'npm', ['run', '--silent', 'lint']);
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
vitest(
  'unit and API tests (PGlite in memory)',
  ['unit', 'api'],
  path.join(results, 'vitest-pglite.json'),
);

const pgBin = findPostgresBin();
if (process.env['TEST_DATABASE_URL']) {
  vitest(
    'API tests (PostgreSQL at TEST_DATABASE_URL)',
    ['api'],
    path.join(results, 'vitest-postgres.json'),
  );
} else if (pgBin) {
  const pg = startTempPostgres(pgBin, 55432);
  try {
    vitest('API tests (PostgreSQL)', ['api'], path.join(results, 'vitest-postgres.json'), {
      TEST_DATABASE_URL: pg.url,
    });
  } finally {
    pg.stop();
  }
} else if (ci) {
  failures.push('PostgreSQL is not installed: the API suite cannot run against it');
} else {
  console.warn('\nPostgreSQL is not installed here: skipping the PostgreSQL run of the API suite.');
}

const e2e = existsSync('tests/e2e') && readdirSync('tests/e2e').some((f) => f.endsWith('.spec.ts'));
if (e2e) {
  const out = path.join(results, 'playwright.json');
  run('browser journeys (Playwright)', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  tally(out);
}

if (failures.length) console.log(`\nFailed steps: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
