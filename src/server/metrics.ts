// What the shop counts for GET /metrics (Prometheus text format, prom-client): requests by route
// pattern and status, the page cache, orders, payments, mail, builds, the database's pool, and
// prom-client's default process metrics (event-loop delay, memory, CPU). Counting costs a few
// additions per request; METRICS=off counts nothing and /metrics is not served. With several
// processes (processes.ts) each counts its own and the primary adds them up for a scrape
// (prom-client's AggregatorRegistry): /metrics shows the shop as a whole, whichever process
// answers it. Decision 0060 gives the reasons.
import cluster from 'node:cluster';
import client from 'prom-client';
import { setting } from './config.ts';

const registry = client.register;

/** Whether the shop counts (METRICS); read once. */
let enabled: boolean | undefined;
export function metricsOn(): boolean {
  if (enabled === undefined) {
    try {
      enabled = setting('METRICS') === 'on';
    } catch {
      enabled = true;
    }
  }
  return enabled;
}

/** The parts of a running shop the gauges read when scraped (set by main.ts). */
export interface MetricSources {
  inFlight(): number;
  waiting(): number;
  warmQueue(): number;
  pageCache(): { pages: number; bytes: number } | null;
  /** PostgreSQL's pool: connections open, idle and clients waiting for one (null on PGlite). */
  pool(): { total: number; idle: number; waiting: number } | null;
  /** Messages queued and not yet sent (nor given up). */
  mailQueued(): Promise<number>;
  /** The last storefront build's duration, in seconds (null before one). */
  lastBuildSeconds(): number | null;
}

let sources: MetricSources | null = null;
/** Tells the gauges where to read; null when the shop stops. */
export function watchShop(next: MetricSources | null): void {
  sources = next;
}

/** One label set's series of a KeptHistogram. */
interface KeptSeries {
  labels: Record<string, string>;
  /** Observations at most each bound (not cumulative: get() adds them up). */
  buckets: Float64Array;
  sum: number;
  count: number;
}

/**
 * A histogram for the hot paths (every request, every statement), observed with a Map lookup, a
 * short loop and three additions. prom-client's own Histogram checks and hashes the labels object
 * on every observation, also through a child from `labels()` (3.5 µs a request in a CPU profile of
 * the shop under load, most of what its metrics cost it); this one keeps its own series and gives
 * prom-client's registry what its Histogram would (`get`), so the text format and the adding up
 * of several processes' values stay prom-client's.
 */
class KeptHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly name: string;
  readonly help: string;
  readonly #labelNames: readonly string[];
  readonly #bounds: readonly number[];
  readonly #series = new Map<string, KeptSeries>();

  constructor(options: {
    name: string;
    help: string;
    labelNames: readonly string[];
    buckets: readonly number[];
  }) {
    this.name = options.name;
    this.help = options.help;
    this.#labelNames = options.labelNames;
    this.#bounds = options.buckets;
    // prom-client's registry takes any object with a name and get() (its types ask for its class,
    // and type a metric's `type` as a numeric enum where its code writes 'histogram'), so the
    // shape is held by tests (request-metrics.test.ts: the text format and the aggregation).
    registry.registerMetric(this as unknown as client.Metric);
  }

  /** One observation of `seconds` in the series of `values` (one per label name, in order). */
  observe(seconds: number, ...values: string[]): void {
    const key = values.join('\u0001');
    let series = this.#series.get(key);
    if (!series) {
      const labels: Record<string, string> = {};
      this.#labelNames.forEach((name, i) => (labels[name] = values[i] ?? ''));
      series = { labels, buckets: new Float64Array(this.#bounds.length), sum: 0, count: 0 };
      this.#series.set(key, series);
    }
    const bounds = this.#bounds;
    let bucket = 0;
    while (bucket < bounds.length && seconds > bounds[bucket]!) bucket++;
    if (bucket < bounds.length) series.buckets[bucket]!++;
    series.sum += seconds;
    series.count++;
  }

  get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] =
      [];
    const bucketName = `${this.name}_bucket`;
    for (const { labels, buckets, sum, count } of this.#series.values()) {
      let below = 0;
      this.#bounds.forEach((le, i) => {
        below += buckets[i]!;
        values.push({ labels: { ...labels, le }, value: below, metricName: bucketName });
      });
      values.push(
        { labels: { ...labels, le: '+Inf' }, value: count, metricName: bucketName },
        { labels, value: sum, metricName: `${this.name}_sum` },
        { labels, value: count, metricName: `${this.name}_count` },
      );
    }
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      values,
      aggregator: this.aggregator,
    };
  }

  reset(): void {
    this.#series.clear();
  }
}

const requestDuration = new KeptHistogram({
  name: 'http_request_duration_seconds',
  help: 'Requests served, by method, route pattern and status, and how long each took',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

/**
 * Sums counted on the request's path by a key (a kind of answer, a page cache result): plain
 * additions, handed to their prom-client counter when it is scraped (its `collect`), for the same
 * reason as the histogram above (a counter hashes its labels on every increment).
 */
function tallied(
  counter: Omit<client.CounterConfiguration<string>, 'collect'> & { labelNames: readonly [string] },
): Map<string, number> {
  const sums = new Map<string, number>();
  const [label] = counter.labelNames;
  new client.Counter({
    ...counter,
    collect() {
      this.reset();
      for (const [key, sum] of sums) this.inc({ [label]: key }, sum);
    },
  });
  return sums;
}

const add = (sums: Map<string, number>, key: string, value: number) =>
  sums.set(key, (sums.get(key) ?? 0) + value);

const responseBytes = tallied({
  name: 'http_response_bytes_total',
  help: 'Bytes of the answers sent, by kind (page, api, file)',
  labelNames: ['kind'] as const,
});
const pageCacheAnswers = tallied({
  name: 'shop_page_cache_requests_total',
  help: 'On-demand pages answered, by where they came from: HIT (memory), DISK, MISS (rendered)',
  labelNames: ['result'] as const,
});
const pageCacheBytes = tallied({
  name: 'shop_page_cache_served_bytes_total',
  help: 'Bytes of on-demand pages answered, by where they came from',
  labelNames: ['result'] as const,
});
const pagesInFlight = new client.Gauge({
  name: 'shop_pages_in_flight',
  help: 'On-demand pages being answered now (rendered or read from the page cache)',
});
const orders = new client.Counter({
  name: 'shop_orders_total',
  help: 'Order placements: placed, or refused (invalid, out of stock, prices changed, card declined)',
  labelNames: ['result'] as const,
});
const payments = new client.Counter({
  name: 'shop_payments_confirmed_total',
  help: 'Orders marked paid, by payment method',
  labelNames: ['method'] as const,
});
const mailFailures = new client.Counter({
  name: 'shop_mail_failures_total',
  help: 'Tries to send an e-mail or a text message that failed (retried later, or given up)',
  labelNames: ['channel'] as const,
});
const builds = new client.Counter({
  name: 'shop_storefront_builds_total',
  help: 'Storefront builds, by result',
  labelNames: ['result'] as const,
});
const readyChecks = new client.Histogram({
  name: 'shop_db_ping_seconds',
  help: "The readiness check's trivial query (select 1): the database's round trip",
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
});

const queries = new KeptHistogram({
  name: 'shop_db_query_seconds',
  help: 'Statements the shop sent the database, by kind (select, insert, update, delete, other) and outcome (ok, error): time from sending to the answer, waiting for a connection not included',
  labelNames: ['statement', 'outcome'],
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
});

/** A statement's kind: its first keyword when it is one of four, else other (a bounded label). */
export function statementKind(text: string): string {
  const word = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase();
  return word === 'select' || word === 'insert' || word === 'update' || word === 'delete'
    ? word
    : 'other';
}

/** One statement answered (or refused) after `seconds`. */
export function countQuery(text: string, seconds: number, ok: boolean): void {
  queries.observe(seconds, statementKind(text), ok ? 'ok' : 'error');
}

// Read when scraped, from the running shop.
new client.Gauge({
  name: 'shop_requests_in_flight',
  help: 'Requests being served now (admission control)',
  collect() {
    this.set(sources?.inFlight() ?? 0);
  },
});
new client.Gauge({
  name: 'shop_requests_waiting',
  help: 'Requests waiting for a place (admission control)',
  collect() {
    this.set(sources?.waiting() ?? 0);
  },
});
new client.Gauge({
  name: 'shop_page_warm_queue',
  help: 'Pages queued or being rendered ahead of shoppers',
  collect() {
    this.set(sources?.warmQueue() ?? 0);
  },
});
new client.Gauge({
  name: 'shop_page_cache_bytes',
  help: 'Memory the page cache holds (all encodings of every page)',
  collect() {
    this.set(sources?.pageCache()?.bytes ?? 0);
  },
});
new client.Gauge({
  name: 'shop_page_cache_pages',
  help: 'Pages the page cache holds in memory',
  collect() {
    this.set(sources?.pageCache()?.pages ?? 0);
  },
});
new client.Gauge({
  name: 'shop_db_pool_connections',
  help: 'PostgreSQL pool: connections open (total), idle, and clients waiting for one (none on PGlite)',
  labelNames: ['state'] as const,
  collect() {
    const pool = sources?.pool();
    this.set({ state: 'total' }, pool?.total ?? 0);
    this.set({ state: 'idle' }, pool?.idle ?? 0);
    this.set({ state: 'waiting' }, pool?.waiting ?? 0);
  },
});
new client.Gauge({
  name: 'shop_mail_queue_depth',
  help: 'E-mail and text messages queued and not yet sent (nor given up)',
  aggregator: 'max',
  async collect() {
    this.set(sources ? await sources.mailQueued().catch(() => 0) : 0);
  },
});
new client.Gauge({
  name: 'shop_storefront_build_seconds',
  help: 'How long the last storefront build took',
  aggregator: 'max',
  collect() {
    this.set(sources?.lastBuildSeconds() ?? 0);
  },
});

let defaultsCollected = false;

/** Starts prom-client's default metrics (event-loop delay, memory, CPU, handles), once. */
export function collectProcessMetrics(): void {
  if (defaultsCollected || !metricsOn()) return;
  defaultsCollected = true;
  client.collectDefaultMetrics({ register: registry });
}

export type ResponseKind = 'page' | 'api' | 'file';

/** One request served. */
export function countRequest(
  method: string,
  route: string,
  status: number,
  seconds: number,
  bytes: number,
  kind: ResponseKind,
): void {
  requestDuration.observe(seconds, method, route, String(status));
  if (bytes > 0) add(responseBytes, kind, bytes);
}

/** An on-demand page answered from memory, disk, or rendered. */
export function countPage(result: string, bytes: number): void {
  add(pageCacheAnswers, result, 1);
  if (bytes > 0) add(pageCacheBytes, result, bytes);
}

export const pageStarted = (): void => {
  if (metricsOn()) pagesInFlight.inc();
};
export const pageFinished = (): void => {
  if (metricsOn()) pagesInFlight.dec();
};

export const countOrder = (result: 'placed' | 'refused'): void => {
  if (metricsOn()) orders.inc({ result });
};
export const countPayment = (method: string): void => {
  if (metricsOn()) payments.inc({ method });
};
export const countMailFailure = (channel: string): void => {
  if (metricsOn()) mailFailures.inc({ channel });
};
export const countBuild = (result: 'live' | 'failed'): void => {
  if (metricsOn()) builds.inc({ result });
};
export const timeDatabasePing = (seconds: number): void => {
  if (metricsOn()) readyChecks.observe(seconds);
};

/** The message a process sends its primary for the whole shop's metrics, and the answer's. */
const ASK = 'shop:metrics';
const ANSWER = 'shop:metrics-answer';
interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

let asked = 0;
const pending = new Map<number, (answer: Answer) => void>();

/** Prometheus text of the whole shop: this process's, or every process's added up. */
export async function metricsText(): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const id = ++asked;
  const answer = await new Promise<Answer>((resolve) => {
    pending.set(id, resolve);
    process.send!({ type: ASK, id });
  });
  if (answer.text === undefined) throw new Error(answer.error ?? 'no metrics');
  return answer.text;
}

export const METRICS_CONTENT_TYPE = registry.contentType;

// prom-client answers its primary's requests for this process's metrics once an aggregator has
// been made here (that adds its listener).
if (cluster.isWorker) new client.AggregatorRegistry();
if (cluster.isWorker)
  process.on('message', (message: Answer) => {
    if (message?.type !== ANSWER) return;
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  });

/**
 * In the primary of several processes: answers a process that asks for the whole shop's metrics
 * with every process's added up (prom-client asks each process for its own).
 */
export function answerMetricsForProcesses(): void {
  const aggregator = new client.AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (error: unknown) => worker.send({ type: ANSWER, id: message.id, error: String(error) }),
    );
  });
}
