// An exclusive lock on a PGlite data folder, so two live processes never open the same files.
// proper-lockfile takes `<folder>.lock` with an atomic mkdir and keeps its mtime fresh (a
// heartbeat); a lock whose holder died, by a crash or SIGKILL, goes stale when the heartbeat
// stops and is taken over. No process id is trusted, so PID reuse (a restarted container's
// PID 1) can never hold the folder.
import { lstatSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** A lock whose heartbeat stopped this long ago belongs to a dead process. */
export const LOCK_STALE_MS = 10_000;
/** Heartbeat period: a busy event loop may delay it by up to LOCK_STALE_MS without losing the lock. */
const LOCK_UPDATE_MS = 2_000;
/** How long a start waits for a lock left by a dead process to go stale. */
const LOCK_WAIT_MS = LOCK_STALE_MS + 2 * LOCK_UPDATE_MS;
const RETRY_MS = 500;

export interface LockOptions {
  log?: (line: string) => void;
  /** Called if another process took the lock (this one was frozen past the stale time). */
  onCompromised?: (error: Error) => void;
  waitMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The holder lost its lock: stop at once rather than write beside another process. */
function exitOnCompromise(error: Error): void {
  console.error(`The data folder lock was taken by another process (${error.message}); stopping.`);
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

/** Takes `<folder>.lock`, waiting out a stale one; returns the release. */
export async function lockDataFolder(
  folder: string,
  options: LockOptions = {},
): Promise<() => Promise<void>> {
  const dir = path.resolve(folder);
  const lockPath = `${dir}.lock`;
  const log = options.log ?? ((line: string) => console.log(line));
  mkdirSync(dir, { recursive: true });
  removeLegacyPidFile(lockPath, log);
  const deadline = Date.now() + (options.waitMs ?? LOCK_WAIT_MS);
  for (let attempt = 0; ; attempt++) {
    try {
      return await lockfile.lock(dir, {
        lockfilePath: lockPath,
        realpath: false,
        stale: LOCK_STALE_MS,
        update: LOCK_UPDATE_MS,
        onCompromised: options.onCompromised ?? exitOnCompromise,
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      if (Date.now() >= deadline) {
        throw new Error(`The data folder ${dir} is in use by another process; stop it first.`, {
          cause: error,
        });
      }
      if (attempt === 0)
        log(
          `The data folder ${dir} is locked; waiting up to ${Math.round((deadline - Date.now()) / 1000)} s in case its holder has stopped.`,
        );
      await sleep(RETRY_MS);
    }
  }
}
