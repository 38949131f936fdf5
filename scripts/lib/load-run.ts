// One load run of `npm run bench:load` through autocannon: a sequence of requests each connection
// loops over (a request may be built afresh each time by its setupRequest), with every answer's
// latency and status kept per step, timeouts and connection errors, and what the machine and the
// shop spent meanwhile: the busy share of each core (/proc/stat) and the shop's CPU and peak
// resident memory (its whole process tree). Autocannon's own histogram has no p95, so latencies
// are kept and summarised here (bench-http.ts's nearest-rank percentiles).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { summarize, type Summary } from './bench-http.ts';
import { readTree, type TreeSampler } from './bench-process-tree.ts';
import { coreBusyPercent, parseProcStat, perSecond } from './load-stats.ts';

/** Linux's USER_HZ: /proc reports CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

/** What an answer's hook sees: its status, headers (lower-case names), body and the loop's context. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  context: Record<string, unknown>;
}

/** A request of the sequence: `step` names it in the results (default "all"). */
export interface LoadRequest {
  step?: string;
  method?: 'GET' | 'POST' | 'PATCH';
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Builds the request afresh each time it is sent; `context` lives for one loop of the sequence. */
  setupRequest?: (request: LoadRequest, context: Record<string, unknown>) => LoadRequest;
  onAnswer?: (answer: Answer) => void;
}

/** The shop being loaded: its root process and the sampler of its process tree. */
export interface Watched {
  pid: number;
  tree: TreeSampler;
}

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds to run; or `amount` requests in all, then stop. */
  duration?: number;
  amount?: number;
  /** Seconds an answer may take before it counts as a timeout (autocannon reconnects). */
  timeoutSeconds?: number;
  requests: LoadRequest[];
  headers?: Record<string, string>;
  shop?: Watched | undefined;
  /**
   * Runs beside the load (a price change, a rebuild watched); may end the load early with `stop`;
   * awaited before the result is returned.
   */
  during?: (stop: () => void) => Promise<void>;
}

export interface StepResult {
  latency: Summary;
  /** Answers by status code. */
  statuses: Record<string, number>;
  timeouts: number;
  errors: number;
}

export interface LoadResult {
  connections: number;
  seconds: number;
  answers: number;
  perSecond: number;
  latency: Summary;
  statuses: Record<string, number>;
  /** Answers outside 2xx. */
  non2xx: number;
  /** 503 answers that carried Retry-After. */
  retryAfter503: number;
  /** Connection errors (timeouts included, as autocannon counts them) and timeouts. */
  errors: number;
  timeouts: number;
  steps: Record<string, StepResult>;
  /** Busy percent of each core over the run. */
  cores: number[];
  /** The shop's process tree: CPU in percent of one core, and peak resident memory in MB. */
  shopCpuPercent: number | null;
  shopPeakMb: number | null;
  /** Why the work beside the load failed, if it did. */
  duringError?: string;
}

interface StepTally {
  latencies: number[];
  statuses: Record<string, number>;
  timeouts: number;
  errors: number;
}

/** What autocannon's Client keeps of its place in the sequence (not in its typings). */
interface ClientInternals {
  requestIterator: { currentRequestIndex: number; requests: LoadRequest[] };
}

const readCores = () => parseProcStat(readFileSync('/proc/stat', 'utf8'));

const lowerCase = (headers: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name.toLowerCase(),
      Array.isArray(value) ? value.join(', ') : String(value),
    ]),
  );

/** Runs the load to its end; rejects only when autocannon cannot start. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const tallies = new Map<string, StepTally>();
  const tally = (step: string) => {
    let found = tallies.get(step);
    if (!found) {
      found = { latencies: [], statuses: {}, timeouts: 0, errors: 0 };
      tallies.set(step, found);
    }
    return found;
  };
  let retryAfter503 = 0;
  // autocannon calls a request's onResponse, then (synchronously) emits `response` with the
  // latency: the step and status of the first are paired with the latency of the second here.
  let last: { step: string; status: number } | null = null;
  const requests = options.requests.map((request) => {
    const step = request.step ?? 'all';
    return {
      ...request,
      step,
      onResponse(status: number, body: string, context: object, headers: object = {}) {
        const lower = lowerCase(headers as Record<string, unknown>);
        if (status === 503 && lower['retry-after']) retryAfter503 += 1;
        last = { step, status };
        request.onAnswer?.({
          status,
          headers: lower,
          body,
          context: context as Record<string, unknown>,
        });
      },
    };
  });
  const stepAt = (client: unknown, offset: number): string => {
    const iterator = (client as ClientInternals).requestIterator;
    const n = iterator.requests.length;
    return iterator.requests[(iterator.currentRequestIndex + offset + n) % n]?.step ?? 'all';
  };

  const coresBefore = readCores();
  const shopTicksBefore = options.shop ? readTree(options.shop.pid).cpuTicks : 0;
  options.shop?.tree.resetPeak();
  const started = performance.now();
  let settle: { resolve(result: autocannon.Result): void; reject(error: unknown): void };
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const instance = autocannon(
    {
      url: options.url,
      connections: options.connections,
      ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 10 }),
      timeout: options.timeoutSeconds ?? 10,
      headers: options.headers ?? {},
      requests: requests as autocannon.Request[],
      setupClient(client) {
        // A timeout reconnects and moves on before it is told: the step that timed out is the one
        // before the current. A connection error is told before the client moves on.
        const events = client as unknown as NodeJS.EventEmitter;
        events.on('timeout', () => (tally(stepAt(client, -1)).timeouts += 1));
        events.on('connError', () => (tally(stepAt(client, 0)).errors += 1));
      },
    },
    (error: unknown, result: autocannon.Result) =>
      error ? settle.reject(error) : settle.resolve(result),
  );
  instance.on('response', (_client, _status, _bytes, ms) => {
    if (!last) return;
    const step = tally(last.step);
    step.latencies.push(ms);
    step.statuses[last.status] = (step.statuses[last.status] ?? 0) + 1;
    last = null;
  });
  let duringError: string | undefined;
  const beside = options
    .during?.(() => instance.stop())
    .catch((error: unknown) => {
      duringError = error instanceof Error ? error.message : String(error);
    });
  const [result] = await Promise.all([finished, beside]);
  const seconds = (performance.now() - started) / 1000;
  const cores = coreBusyPercent(coresBefore, readCores());
  const shopCpuPercent = options.shop
    ? ((readTree(options.shop.pid).cpuTicks - shopTicksBefore) / TICKS_PER_SECOND / seconds) * 100
    : null;
  const shopPeakMb = options.shop ? Math.round(options.shop.tree.peakBytes() / 1024 ** 2) : null;

  const statuses: Record<string, number> = {};
  const all: number[] = [];
  for (const step of tallies.values()) {
    all.push(...step.latencies);
    for (const [status, count] of Object.entries(step.statuses))
      statuses[status] = (statuses[status] ?? 0) + count;
  }
  const answers = all.length;
  const non2xx = Object.entries(statuses)
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    connections: options.connections,
    seconds: result.duration || seconds,
    answers,
    perSecond: perSecond(answers, result.duration || seconds),
    latency: summarize(all),
    statuses,
    non2xx,
    retryAfter503,
    errors: result.errors,
    timeouts: result.timeouts,
    steps: Object.fromEntries(
      [...tallies].map(([name, step]) => [
        name,
        {
          latency: summarize(step.latencies),
          statuses: step.statuses,
          timeouts: step.timeouts,
          errors: step.errors,
        },
      ]),
    ),
    cores,
    shopCpuPercent,
    shopPeakMb,
    ...(duringError ? { duringError } : {}),
  };
}
