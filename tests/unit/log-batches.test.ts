// The shop's stdout (src/server/log.ts): pino's lines gathered and handed to the writer a batch at a
// time, in order, and everything written synchronously when the process exits.
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LineBatches, requestLinesTo } from '../../src/server/log.ts';

/** A writer that records what it is handed, and what it was told to write at once. */
function recorder() {
  return {
    handed: [] as string[],
    synced: 0,
    destroyed: false,
    write(text: string) {
      this.handed.push(text);
    },
    flushSync() {
      this.synced++;
    },
  };
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('log line batches', () => {
  it('hands lines over once 4,096 characters wait, in order, joined', () => {
    const out = recorder();
    const batches = new LineBatches(out, { timer: false });
    const line = (i: number) => `${JSON.stringify({ i, pad: 'x'.repeat(90) })}\n`;
    let chars = 0;
    let i = 0;
    while (chars + line(i).length < 4096) {
      chars += line(i).length;
      batches.write(line(i++));
    }
    expect(out.handed).toHaveLength(0);
    batches.write(line(i++));
    expect(out.handed).toHaveLength(1);
    for (let more = 0; more < 5; more++) batches.write(line(i++));
    const first = out.handed[0]!.split('\n').filter(Boolean);
    expect(first.map((l) => (JSON.parse(l) as { i: number }).i)).toEqual(
      Array.from({ length: first.length }, (_, i) => i),
    );
    batches.flush();
    const all = out.handed.join('').split('\n').filter(Boolean);
    expect(all).toHaveLength(i);
    batches.flush();
    expect(out.handed).toHaveLength(2);
  });

  it('writes what waits synchronously at exit, after what the writer holds', () => {
    const dir = mkdtempSync(join(tmpdir(), 'log-batches-'));
    dirs.push(dir);
    const file = join(dir, 'out.log');
    const out = recorder();
    const batches = new LineBatches(out, { fd: openSync(file, 'w'), timer: false });
    const logger = requestLinesTo(batches, 'info');
    logger.info({ route: '/a', status: 200 }, 'request');
    logger.info({ route: '/b', status: 404 }, 'request');
    batches.flushSync();
    expect(out.synced).toBe(1);
    expect(out.handed).toHaveLength(0);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as { route: string }).route)).toEqual(['/a', '/b']);
  });

  it('hands nothing to a writer that has been closed', () => {
    const out = recorder();
    const batches = new LineBatches(out, { timer: false });
    batches.write('{"a":1}\n');
    out.destroyed = true;
    batches.flush();
    batches.flushSync();
    expect(out.handed).toHaveLength(0);
    expect(out.synced).toBe(0);
  });
});
