import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataFolder, type LockOptions } from '../../src/server/api/db/lock.ts';

const HOLDER = path.resolve('tests/unit/fixtures/hold-data-folder.ts');
const TWICE = path.resolve('tests/unit/fixtures/lock-twice.ts');
const EXITS_HOLDING = path.resolve('tests/unit/fixtures/exit-holding-lock.ts');
/**
 * The lock's stale time in these tests, shortened from LOCK_STALE_MS (10 s) so that waiting a
 * dead holder out takes seconds; 3 s leaves the 1 s heartbeat room on a busy machine.
 */
const STALE_MS = 3_000;
/** Takes the lock the way the holder processes do: with the tests' stale time. */
const lock = (folder: string, options: LockOptions = {}) =>
  lockDataFolder(folder, { staleMs: STALE_MS, log: () => {}, ...options });
const children: ChildProcess[] = [];
const folders: string[] = [];

function tempFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-lock-'));
  folders.push(dir);
  return path.join(dir, 'shop');
}

/** Starts a process that takes the folder's lock; resolves once it holds it. */
async function holder(
  folder: string,
  wrap: string[] = [],
  extra: string[] = [],
): Promise<ChildProcess> {
  const [cmd, ...args] = [...wrap, process.execPath, HOLDER, folder, String(STALE_MS), ...extra];
  const child = spawn(cmd!, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  let out = '';
  child.stdout!.setEncoding('utf8');
  for await (const chunk of child.stdout!) {
    out += chunk;
    if (out.includes('locked by')) return child;
  }
  throw new Error(`the holder exited without the lock: ${out}`);
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

afterEach(async () => {
  await Promise.all(children.splice(0).map(kill));
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** `unshare --pid` (a container's PID namespace) needs root; elsewhere that test is skipped. */
const canUnshare =
  spawnSync('unshare', ['--pid', '--fork', '--mount-proc', '--kill-child', 'true']).status === 0;

describe('the data-folder lock', () => {
  it('keeps a second live process out of the folder', async () => {
    const folder = tempFolder();
    await holder(folder);
    await expect(lock(folder, { waitMs: 1500 })).rejects.toThrow(/in use by another process/);
  }, 30_000);

  it('stays held while its holder’s main thread is blocked longer than the stale time', async () => {
    const folder = tempFolder();
    await holder(folder, [], [String(STALE_MS + 6000)]);
    await new Promise((resolve) => setTimeout(resolve, STALE_MS + 1500));
    await expect(lock(folder, { waitMs: 0 })).rejects.toThrow(/in use by another process/);
  }, 30_000);

  it('lets a process that released it take it again and finish (the release settles)', () => {
    const run = spawnSync(process.execPath, [TWICE, tempFolder()], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.stdout.trim()).toBe('done');
    expect(run.status).toBe(0);
  }, 30_000);

  it('is free again at once after a clean release', async () => {
    const folder = tempFolder();
    const release = await lock(folder);
    await release();
    const again = await lock(folder, { waitMs: 0 });
    await again();
  });

  it('is free at once after its holder exits without releasing it (process.exit)', async () => {
    const folder = tempFolder();
    const run = spawnSync(process.execPath, [EXITS_HOLDING, folder, String(STALE_MS)], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.stdout.trim()).toBe('locked');
    expect(run.status).toBe(1);
    const again = await lock(folder, { waitMs: 0 });
    await again();
  }, 30_000);

  it('stops waiting for a held lock when its signal aborts', async () => {
    const folder = tempFolder();
    await holder(folder);
    const stop = new AbortController();
    const waiting = lock(folder, { waitMs: 60_000, signal: stop.signal });
    stop.abort(new Error('stopping'));
    await expect(waiting).rejects.toThrow('stopping');
  }, 30_000);

  it('is taken over after its holder is killed, even though a live process has its PID', async () => {
    const folder = tempFolder();
    // A lock file an earlier version left, naming a process that is alive (this one).
    writeFileSync(`${path.resolve(folder)}.lock`, String(process.pid));
    const first = await holder(folder);
    await kill(first);
    // Within the wait (the stale time and two heartbeats), or the lock throws.
    const taking = lock(folder);
    await expect(taking).resolves.toBeTypeOf('function');
    await (
      await taking
    )();
  }, 30_000);

  it.runIf(canUnshare)(
    'lets a restarted container take it back although the new PID 1 looks like the old one',
    async () => {
      const folder = tempFolder();
      const container = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child'];
      await kill(await holder(folder, container));
      const second = await holder(folder, container);
      expect(second.exitCode).toBeNull();
    },
    30_000,
  );
});
