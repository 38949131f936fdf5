// An exclusive lock on a PGlite data folder, so two live processes never open the same files.
// proper-lockfile takes `<folder>.lock` with an atomic mkdir and keeps its mtime fresh (a
// heartbeat); a lock whose holder died, by a crash or SIGKILL, goes stale when the heartbeat
// stops and is taken over. No process id is trusted, so PID reuse (a restarted container's
// PID 1) can never hold the folder. The lock lives in a worker thread (lock-holder.ts), whose
// heartbeat a long statement on the main thread cannot hold up.
import { lstatSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LockEvent, LockRequest } from './lock-holder.ts';
import { logger, logLines } from '../../log.ts';

/** A lock whose heartbeat stopped this long ago belongs to a dead process. */
export const LOCK_STALE_MS = 10_000;
/** Heartbeat period (on the lock's own thread): a fifth of the stale time, 2 s by default. */
const heartbeatMs = (staleMs: number) => Math.max(staleMs / 5, 1_000);
const RETRY_MS = 500;

export interface LockOptions {
  log?: (line: string) => void;
  /** Called if another process took the lock (this one was frozen past the stale time). */
  onCompromised?: (error: Error) => void;
  /** How long to wait for a held lock; by default the stale time and two heartbeats. */
  waitMs?: number;
  /** LOCK_STALE_MS unless a test shortens it (at least 2 s, proper-lockfile's floor). */
  staleMs?: number;
  /** Stops waiting for a held lock (a shop asked to stop while it waits): rejects with its reason. */
  signal?: AbortSignal | undefined;
}

/** Resolves after `ms`, or at once when `signal` aborts (the caller then checks the signal). */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/** The holder lost its lock: stop at once rather than write beside another process. */
function exitOnCompromise(error: Error): void {
  logger().error(`The data folder lock was taken by another process (${error.message}); stopping.`);
  process.exit(1);
}

/** Earlier versions wrote the holder's PID into a plain file at the lock path; it proves nothing. */
function removeLegacyPidFile(lockPath: string, log: (line: string) => void): void {
  try {
    if (!lstatSync(lockPath).isFile()) return;
  } catch {
    return;
  }
  rmSync(lockPath, { force: true });
  log(`Removed ${lockPath}, a process-id lock file of an earlier version.`);
}

/** Another live process holds the folder (or held it until the wait ran out). */
export class DataFolderInUseError extends Error {
  readonly code = 'ELOCKED';
}

interface Holder {
  worker: Worker;
  first: LockEvent;
}

/** Starts a holder thread and waits for its first word: locked, busy or failed. */
function startHolder(request: LockRequest, onCompromised: (error: Error) => void): Promise<Holder> {
  const worker = new Worker(new URL('./lock-holder.ts', import.meta.url), { workerData: request });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (first: LockEvent) => {
      worker.on('message', (event: LockEvent) => {
        if (event.type === 'compromised') onCompromised(new Error(event.message));
      });
      resolve({ worker, first });
    });
  });
}

/** Takes `<folder>.lock`, waiting out a stale one; returns the release. */
export async function lockDataFolder(
  folder: string,
  options: LockOptions = {},
): Promise<() => Promise<void>> {
  const dir = path.resolve(folder);
  const lockPath = `${dir}.lock`;
  const log = options.log ?? logLines('info');
  mkdirSync(dir, { recursive: true });
  removeLegacyPidFile(lockPath, log);
  const staleMs = options.staleMs ?? LOCK_STALE_MS;
  const updateMs = heartbeatMs(staleMs);
  const request: LockRequest = { dir, lockPath, staleMs, updateMs };
  const onCompromised = options.onCompromised ?? exitOnCompromise;
  const deadline = Date.now() + (options.waitMs ?? staleMs + 2 * updateMs);
  for (let attempt = 0; ; attempt++) {
    options.signal?.throwIfAborted();
    // Whether this attempt's lock is still this process's: not after its release, nor once
    // another process has taken it over.
    let held = false;
    const { worker, first } = await startHolder(request, (error) => {
      held = false;
      onCompromised(error);
    });
    if (first.type === 'locked') {
      held = true;
      // A process that exits holding the lock (process.exit after a stop that hung, an
      // uncaught error) takes its heartbeat with it: the lock would stay for the stale time and
      // make the next start wait. It goes with the process instead, as proper-lockfile's own
      // exit hook would do on the main thread.
      const dropOnExit = () => {
        if (held) rmSync(lockPath, { recursive: true, force: true });
      };
      process.on('exit', dropOnExit);
      // The holder must not keep the process alive; the release stops it.
      worker.unref();
      let released: Promise<void> | undefined;
      return () => {
        released ??= new Promise<void>((resolve) => {
          // Keep this process alive until the holder has let go.
          worker.ref();
          worker.once('exit', () => {
            held = false;
            process.off('exit', dropOnExit);
            resolve();
          });
          worker.postMessage('release');
        });
        return released;
      };
    }
    await worker.terminate();
    if (first.type === 'failed') throw new Error(first.message);
    if (Date.now() >= deadline)
      throw new DataFolderInUseError(
        `The data folder ${dir} is in use by another process; stop it first.`,
      );
    if (attempt === 0)
      log(
        `The data folder ${dir} is locked; waiting up to ${Math.round((deadline - Date.now()) / 1000)} s in case its holder has stopped.`,
      );
    await sleep(RETRY_MS, options.signal);
  }
}
