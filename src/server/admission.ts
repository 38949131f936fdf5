// Admission control for the whole shop (pages and API): at most `maxInFlight` requests are served
// at once, at most `maxQueue` wait for a place, each at most `maxWaitMs`; a request beyond that is
// refused at once (the caller answers 503 with Retry-After) instead of waiting for seconds behind
// a crowd. A place is not the whole story on one thread: a request the event loop has not read yet
// waits in its socket, where no line sees it, and a crowd of cheap CPU-bound requests never fills
// the places. So while the loop lags past `maxEventLoopDelayMs`, a share of new requests is refused
// too, growing with the lag (all of them at twice the bound): each refusal costs far less than an
// answer, and the lag comes down. The line and its concurrency are p-queue's; the refusals are
// added here.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import PQueue from 'p-queue';
import type { Context, MiddlewareHandler } from 'hono';
import type { AdmissionLimits } from './config.ts';

/** Why a request was refused a place. */
export type RefusalReason =
  'queue full' | 'waited too long' | 'event loop lagging' | 'client left' | 'shop stopping';

/** A request the shop did not serve: it never started, so it changed nothing. */
export class Overloaded extends Error {
  override name = 'Overloaded';
  readonly reason: RefusalReason;

  constructor(reason: RefusalReason) {
    super(`Refused a place: ${reason}`);
    this.reason = reason;
  }
}

export interface Admission {
  /**
   * Runs `work` when a place is free: at once, or after waiting in line. Rejects with Overloaded
   * (without running it) when the line is full, the wait ran past its bound, the loop lags (a share
   * growing with the lag),
   * or `leave` aborted while it waited (the client went away); otherwise settles as `work` does.
   */
  admit<T>(work: () => Promise<T>, leave?: AbortSignal): Promise<T>;
  /** Requests being served now. */
  inFlight(): number;
  /** Requests waiting for a place now. */
  waiting(): number;
  /** Resolves when nobody waits for a place (at once when nobody does). */
  quiet(): Promise<void>;
  /** Stops watching the event loop; requests waiting are refused. */
  stop(): void;
}

/** How the event loop's lag is watched. */
export interface LoopWatch {
  /** How late the loop has been lately, on average, in milliseconds. */
  lagMs(): number;
  stop(): void;
}

/** Resolution of the event loop's delay histogram, and how often its window starts again. */
const LOOP_RESOLUTION_MS = 10;
const LOOP_WINDOW_MS = 500;

/**
 * The event loop's mean delay over the last full window of LOOP_WINDOW_MS (Node's histogram,
 * sampled every LOOP_RESOLUTION_MS, less that resolution); the timer never keeps the process alive.
 */
export function watchEventLoop(): LoopWatch {
  const histogram = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  histogram.enable();
  let lag = 0;
  const window = setInterval(() => {
    if (histogram.count > 0) lag = Math.max(0, histogram.mean / 1e6 - LOOP_RESOLUTION_MS);
    histogram.reset();
  }, LOOP_WINDOW_MS);
  window.unref();
  return {
    lagMs: () => lag,
    stop() {
      clearInterval(window);
      histogram.disable();
    },
  };
}

/** Every request admitted at once (MAX_IN_FLIGHT=0). */
const OPEN: Admission = {
  admit: (work) => work(),
  inFlight: () => 0,
  waiting: () => 0,
  quiet: () => Promise.resolve(),
  stop: () => {},
};

/**
 * The shop's admission control with these limits; `loop` watches the event loop when
 * `maxEventLoopDelayMs` is set (tests give a watch of their own).
 */
export function createAdmission(
  limits: AdmissionLimits,
  loop: LoopWatch | null = limits.maxEventLoopDelayMs > 0 ? watchEventLoop() : null,
): Admission {
  if (limits.maxInFlight === 0) {
    loop?.stop();
    return OPEN;
  }
  const queue = new PQueue({ concurrency: limits.maxInFlight });
  /** Ends every wait at once when the shop stops. */
  const stopping = new AbortController();
  /** The share of new requests refused for the loop's lag: none up to the bound, all at twice it. */
  const lagShare = () =>
    loop === null ? 0 : Math.min(1, Math.max(0, loop.lagMs() / limits.maxEventLoopDelayMs - 1));
  /** Why a request that finds no free place may not wait; null when it may. */
  const refusal = (leave: AbortSignal | undefined): RefusalReason | null => {
    if (stopping.signal.aborted) return 'shop stopping';
    if (leave?.aborted) return 'client left';
    if (queue.size >= limits.maxQueue) return 'queue full';
    return null;
  };
  return {
    admit<T>(work: () => Promise<T>, leave?: AbortSignal): Promise<T> {
      const share = lagShare();
      if (share > 0 && Math.random() < share)
        return Promise.reject(new Overloaded('event loop lagging'));
      if (queue.pending < limits.maxInFlight && queue.size === 0) return queue.add(work);
      const refused = refusal(leave);
      if (refused) return Promise.reject(new Overloaded(refused));
      // The line is left by aborting this signal, which is only ever aborted while waiting: p-queue
      // would free a running task's place on an abort while the task still runs.
      const line = new AbortController();
      const leaveWith = (reason: RefusalReason) => () => line.abort(new Overloaded(reason));
      const waitedTooLong = leaveWith('waited too long');
      const clientLeft = leaveWith('client left');
      const shopStopping = leaveWith('shop stopping');
      const timer = limits.maxWaitMs > 0 ? setTimeout(waitedTooLong, limits.maxWaitMs) : undefined;
      leave?.addEventListener('abort', clientLeft, { once: true });
      stopping.signal.addEventListener('abort', shopStopping, { once: true });
      const started = () => {
        clearTimeout(timer);
        leave?.removeEventListener('abort', clientLeft);
        stopping.signal.removeEventListener('abort', shopStopping);
      };
      return queue
        .add(
          () => {
            started();
            return work();
          },
          { signal: line.signal },
        )
        .finally(started);
    },
    inFlight: () => queue.pending,
    waiting: () => queue.size,
    quiet: () => queue.onEmpty(),
    stop() {
      stopping.abort();
      loop?.stop();
    },
  };
}

export interface AdmissionControlOptions {
  /** Requests that need no place: cheap answers (files, pages already in memory). */
  passes(c: Context): boolean;
  /** The answer to a request refused a place (503 with Retry-After). */
  refuse(c: Context, reason: RefusalReason): Response;
}

/**
 * Hono middleware that serves the rest of the chain inside a place of `admission`, or answers
 * `refuse` when it gets none; mounted first, so every request passes it.
 */
export function admissionControl(
  admission: Admission,
  { passes, refuse }: AdmissionControlOptions,
): MiddlewareHandler {
  return async (c, next) => {
    if (passes(c)) return next();
    try {
      await admission.admit(next, c.req.raw.signal);
    } catch (error) {
      if (error instanceof Overloaded) return refuse(c, error.reason);
      throw error;
    }
  };
}
