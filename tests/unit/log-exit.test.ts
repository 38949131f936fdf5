// The shop's stdout (src/server/log.ts) when a real process ends: lines that wait in the batches,
// or in sonic-boom behind them, are all written whether the process returns, calls process.exit(),
// dies of an uncaught error or is left idle past a flush. Two exit handlers do it (sonic-boom's,
// registered by pino.destination(), and LineBatches'): this pins that they do, in a child process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CHILD = path.resolve('tests/unit/fixtures/log-then-exit.ts');
function run(how: string, lines: number) {
  const child = spawnSync(process.execPath, [CHILD, how, String(lines)], {
    encoding: 'utf8',
    env: { ...process.env, LOG_FORMAT: 'json', LOG_LEVEL: 'info' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const numbers = child.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { i: number }).i);
  return { status: child.status, numbers, stderr: child.stderr };
}

describe('log lines when the process ends', () => {
  // 5 lines all wait in the batch; of 2,000, most wait in sonic-boom, the last in the batch.
  it.each([
    ['return', 0, 5],
    ['exit', 3, 5],
    ['throw', 1, 5],
    ['wait', 0, 5],
    ['return', 0, 2000],
    ['exit', 3, 2000],
    ['throw', 1, 2000],
  ])('every line is written when it ends by %s (status %i, %i lines)', (how, status, lines) => {
    const result = run(how, lines);
    expect(result.status).toBe(status);
    // Each line once; the order of one batch already being written at the exit may differ.
    expect(result.numbers).toHaveLength(lines);
    expect(new Set(result.numbers).size).toBe(lines);
    if (how === 'throw') expect(result.stderr).toContain('thrown with lines waiting');
  });
});
