// The worker threads that check uploaded SVGs (svg-worker.ts), through piscina: a sanitise never
// runs on the request thread, and one that runs past its time limit has its thread terminated
// (piscina ends the worker of an aborted task) and the upload is refused (docs/decisions/0036).
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { SvgCheck, SvgWorkerData } from './svg-worker.ts';

/** How long one SVG may take, from the moment it is handed to the pool (waiting included). */
export const SVG_CHECK_TIME_LIMIT_MS = 10_000;

export interface SvgPoolOptions {
  /** SVG_CHECK_TIME_LIMIT_MS unless a test needs a shorter one. */
  timeLimitMs?: number;
  /**
   * Tests only: a gate of two Int32 cells. Each task adds 1 to the first cell, then waits
   * (blocking its thread) while the second is 0, as a slow sanitise would.
   */
  hold?: SharedArrayBuffer;
}

export interface SvgPool {
  /** The sanitised SVG or why it was refused; 'timedOut' when the time limit ended it. */
  check(data: Uint8Array): Promise<SvgCheck | 'timedOut'>;
  /** Ends the threads (idle threads end by themselves and never keep the process alive). */
  close(): Promise<void>;
}

/**
 * At most half the cores (one on a 2-core machine), so a burst of uploads always leaves a core
 * to the request thread; threads start with the first SVG and end after a minute idle.
 */
export function createSvgPool(options: SvgPoolOptions = {}): SvgPool {
  const timeLimitMs = options.timeLimitMs ?? SVG_CHECK_TIME_LIMIT_MS;
  const workerData: SvgWorkerData = options.hold ? { hold: options.hold } : {};
  const pool = new Piscina<Uint8Array, SvgCheck>({
    filename: fileURLToPath(new URL('./svg-worker.ts', import.meta.url)),
    minThreads: 0,
    maxThreads: Math.max(1, Math.floor(availableParallelism() / 2)),
    idleTimeout: 60_000,
    workerData,
  });
  return {
    async check(data) {
      try {
        return await pool.run(data, { signal: AbortSignal.timeout(timeLimitMs) });
      } catch (error) {
        if (error instanceof Error && error.name === 'AbortError') return 'timedOut';
        throw error;
      }
    },
    close: () => pool.destroy(),
  };
}

let shared: SvgPool | undefined;
/** The process's pool, made at the first SVG upload. */
export const sharedSvgPool = (): SvgPool => (shared ??= createSvgPool());
