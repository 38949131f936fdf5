// SIGINT and SIGTERM stop the shop, whatever it is doing when they come. Scripts that run the shop
// call stopRequestedBySignals() first, before they load the shop's modules, so that no moment of
// the start (loading, opening the data folder, migrating, seeding, building) is left to Node's
// default action, which ends the process on the spot with the data folder still locked. The shop
// (`serveUntilStopped` in main.ts) closes what it has opened and exits 0.

import cluster from 'node:cluster';
import { setting } from './config.ts';
import { logLines } from './log.ts';

/**
 * How long a stop may take (SHUTDOWN_TIMEOUT_MS, 30 s by default): one not finished by then (a
 * request or statement that never ends) exits anyway.
 */
export function forcedExitMs(): number {
  try {
    return setting('SHUTDOWN_TIMEOUT_MS');
  } catch {
    return 30_000;
  }
}

/**
 * Turns the first SIGINT or SIGTERM into an aborted signal; a second one, or a stop still under
 * way after SHUTDOWN_TIMEOUT_MS, exits at once with code 1 (the data-folder lock goes with the
 * process: lock.ts).
 */
export function stopRequestedBySignals(
  log: (line: string) => void = logLines('info'),
): AbortSignal {
  const stop = new AbortController();
  // One of several processes serving the shop (processes.ts) stops on the SIGTERM its primary
  // sends; a terminal's Ctrl+C, which reaches the primary and every process at once, is the
  // primary's to act on.
  if (cluster.isWorker) process.on('SIGINT', () => {});
  const onSignal = (signal: NodeJS.Signals) => {
    if (stop.signal.aborted) {
      log(`${signal} received again: exiting now.`);
      process.exit(1);
    }
    log(`${signal} received: closing the shop...`);
    const timeoutMs = forcedExitMs();
    setTimeout(() => {
      log(`The shop did not close within ${timeoutMs / 1000} s: exiting now.`);
      process.exit(1);
    }, timeoutMs).unref();
    stop.abort(new Error(`${signal} received`));
  };
  if (!cluster.isWorker) process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return stop.signal;
}
