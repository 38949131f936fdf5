// Worker thread that takes and keeps a data folder's lock (lock.ts). Its own event loop keeps the
// lock's heartbeat going while the main thread is busy in a long PGlite statement (an index build
// at 100,000 products takes longer than the stale time); it dies with its process, so a killed
// shop's lock still goes stale.
import { parentPort, workerData } from 'node:worker_threads';
import lockfile from 'proper-lockfile';

export interface LockRequest {
  dir: string;
  lockPath: string;
  staleMs: number;
  updateMs: number;
}

/** What the holder tells the thread that started it. */
export type LockEvent =
  | { type: 'locked' }
  | { type: 'busy' }
  | { type: 'failed'; message: string }
  | { type: 'compromised'; message: string }
  | { type: 'released' };

const { dir, lockPath, staleMs, updateMs } = workerData as LockRequest;
const port = parentPort!;
const say = (event: LockEvent) => port.postMessage(event);

try {
  const release = await lockfile.lock(dir, {
    lockfilePath: lockPath,
    realpath: false,
    stale: staleMs,
    update: updateMs,
    onCompromised: (error) => say({ type: 'compromised', message: error.message }),
  });
  say({ type: 'locked' });
  port.once('message', () => {
    release().finally(() => {
      say({ type: 'released' });
      port.close();
    });
  });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ELOCKED') say({ type: 'busy' });
  else say({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  port.close();
}
