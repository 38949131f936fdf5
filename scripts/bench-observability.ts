// `npm run bench:observability`: what the request log and the metrics cost. Two real shops
// (`node scripts/start.ts`, one process each) on one storefront build and two throw-away databases
// of an engine, side by side: one with logging and metrics on (LOG_LEVEL=info, METRICS=on: one JSON
// line and one count per request), one with both off (LOG_LEVEL=silent, METRICS=off). Once both
// have rendered their pages ahead, and after one burst on each not counted (a warm-up): PAIRS pairs
// of autocannon bursts on one cached product page (brotli, 50 connections, DURATION s), one burst
// on each shop, the order swapped every pair, so both see the same background load of a shared
// machine; then SCRAPES scrapes of /metrics one after another. All of it ROUNDS times with fresh
// shops: the databases swap roles each round, and the shop started first changes every other
// round, so that what one process happens to be (which started first, how its heap grew) is not
// taken for the cost.
//
// The cost is the median over all pairs of (off - on) / off of the throughput, and of
// (on - off) / off of the CPU time each shop's process tree spent per request served (read from
// /proc before and after each burst): throughput swings with whatever else the machine runs, the
// CPU a request costs much less; the quartiles of the pairs say how far to trust the median.
// First, in this process, what the request's own share costs: the request line written by pino to
// /dev/null and the counts of one request (src/server/metrics.ts), in µs each.
//
// Prints Markdown for docs/benchmarks/. The build: SITE_DIR when it holds one, else dist-e2e,
// built first when it has none (scripts/build-storefront.ts).
import { openSync } from 'node:fs';
import autocannon from 'autocannon';
import pino from 'pino';
import { LineBatches, requestLinesTo } from '../src/server/log.ts';
import { countPage, countRequest } from '../src/server/metrics.ts';
import { currentBuild } from '../src/server/host/site-build.ts';
import {
  pgliteDatabase,
  postgresDatabase,
  runNode,
  type Database,
  type Engine,
} from './lib/bench-database.ts';
import { findPostgresBin, startTempPostgres, type TempPostgres } from './lib/postgres.ts';
import { BROWSER_HEADERS, percentile } from './lib/bench-http.ts';
import { LIVE_TIMEOUT_MS, renderedAhead, startShopOn } from './lib/bench-shop.ts';
import { readTree } from './lib/bench-process-tree.ts';

const PAIRS = Number(process.env['BENCH_PAIRS'] ?? 8);
const DURATION = Number(process.env['BENCH_DURATION'] ?? 3);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 4);
const CONNECTIONS = 50;
const SCRAPES = 20;
const ENGINES: Engine[] = (process.env['BENCH_ENGINES'] ?? 'pglite,postgres')
  .split(',')
  .map((e) => e.trim() as Engine);
const BUILD_TIMEOUT_MS = 10 * 60_000;

type Mode = 'on' | 'off';
/** BENCH_ON="LOG_LEVEL=silent,METRICS=on" measures a part alone (here: the metrics). */
const parsedOn = process.env['BENCH_ON']
  ? Object.fromEntries(process.env['BENCH_ON'].split(',').map((pair) => pair.trim().split('=')))
  : null;
const MODES: Record<Mode, NodeJS.ProcessEnv> = {
  on: parsedOn ?? { LOG_LEVEL: 'info', LOG_FORMAT: 'json', METRICS: 'on' },
  off: { LOG_LEVEL: 'silent', METRICS: 'off' },
};

interface Burst {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU time of the shop's process tree per request served, in µs. */
  cpuPerRequest: number;
}

interface EngineResult {
  engine: Engine;
  on: Burst[];
  off: Burst[];
  /** (off - on) / off of each pair's throughput, in %. */
  costs: number[];
  /** (on - off) / off of each pair's CPU time per request, in %. */
  cpuCosts: number[];
  /** /metrics scrapes, ms each. */
  scrapes: number[];
}

const median = (values: readonly number[]) => percentile(values, 50);

async function siteDir(): Promise<string> {
  const given = process.env['SITE_DIR'];
  if (given && currentBuild(given)) return given;
  const dir = 'dist-e2e';
  if (!currentBuild(dir)) {
    console.log(`Building the storefront into ${dir} ...`);
    await runNode(['scripts/build-storefront.ts', dir], {}, BUILD_TIMEOUT_MS);
  }
  return dir;
}

async function scrapeTimes(url: string, token: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < SCRAPES; i++) {
    const started = performance.now();
    const res = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
    await res.text();
    if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

/** Linux's USER_HZ: /proc's CPU ticks per second. */
const TICKS_PER_SECOND = 100;

async function burst(url: string, path: string, pid: number): Promise<Burst> {
  const cpuBefore = readTree(pid).cpuTicks;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [{ method: 'GET', path, headers: { ...BROWSER_HEADERS, 'Accept-Encoding': 'br' } }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuPerRequest:
      (((readTree(pid).cpuTicks - cpuBefore) / TICKS_PER_SECOND) * 1e6) /
      Math.max(1, result.requests.total),
  };
}

async function compare(
  engine: Engine,
  databases: Record<Mode, string>,
  site: string,
  result: EngineResult,
  first: Mode,
): Promise<void> {
  const start = (mode: Mode) =>
    startShopOn(databases[mode], site, LIVE_TIMEOUT_MS, { SHOP_PROCESSES: '1', ...MODES[mode] });
  const second: Mode = first === 'on' ? 'off' : 'on';
  const earlier = await start(first);
  const later = await start(second).catch(async (error: unknown) => {
    await earlier.shop.stop();
    throw error;
  });
  const shops = { [first]: earlier, [second]: later } as Record<Mode, typeof earlier>;
  const { on, off } = shops;
  try {
    await Promise.all([renderedAhead(on.shop), renderedAhead(off.shop)]);
    // A burst on each, not counted: a new process's first seconds under load (its request path
    // compiled, its heap grown) would otherwise fall on the shop measured first.
    for (const { shop } of [on, off])
      await burst(shop.url, `/product/${shop.liveProductId}`, shop.pid);
    for (let pair = 0; pair < PAIRS; pair++) {
      const order: Mode[] = pair % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
      const got: Partial<Record<Mode, Burst>> = {};
      for (const mode of order) {
        const { shop } = shops[mode];
        got[mode] = await burst(shop.url, `/product/${shop.liveProductId}`, shop.pid);
      }
      result.on.push(got.on!);
      result.off.push(got.off!);
      result.costs.push(((got.off!.rps - got.on!.rps) / got.off!.rps) * 100);
      result.cpuCosts.push(
        ((got.on!.cpuPerRequest - got.off!.cpuPerRequest) / got.off!.cpuPerRequest) * 100,
      );
      console.log(
        `${engine} pair ${result.costs.length}: on ${got.on!.rps.toFixed(0)} req/s ${got.on!.cpuPerRequest.toFixed(0)} µs CPU/req, off ${got.off!.rps.toFixed(0)} req/s ${got.off!.cpuPerRequest.toFixed(0)} µs CPU/req`,
      );
    }
    if (MODES.on['METRICS'] !== 'off')
      result.scrapes.push(...(await scrapeTimes(on.shop.url, on.adminToken)));
  } finally {
    for (const { shop } of [on, off]) {
      const stopped = await shop.stop();
      if (stopped.code !== 0) console.warn(`A shop stopped with code ${stopped.code}`);
    }
  }
}

/** µs a call of `work` takes in this process (after a warm-up), over `times` calls. */
function microseconds(work: (i: number) => void, times = 300_000): number {
  for (let i = 0; i < 20_000; i++) work(i);
  const started = process.hrtime.bigint();
  for (let i = 0; i < times; i++) work(i);
  return Number(process.hrtime.bigint() - started) / 1000 / times;
}

/** What one request's line and counts cost on their own, in µs: the shop's code, in this process. */
function ownShare(): { line: number; counts: number } {
  // As the shop's stdout (log.ts): lines gathered, handed to sonic-boom's asynchronous writes.
  const destination = pino.destination({ dest: openSync('/dev/null', 'w'), sync: false });
  const lines = requestLinesTo(new LineBatches(destination, { timer: false }), 'info');
  const line = microseconds((i) =>
    lines.info(
      {
        reqId: 'a7c1e0f2-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
        method: 'GET',
        route: '/product/:id',
        status: 200,
        ms: (i % 90) / 10,
        bytes: 14_000 + (i % 500),
        cache: 'HIT',
      },
      'request',
    ),
  );
  const counts = microseconds((i) => {
    countRequest('GET', '/product/:id', 200, 0.002 + (i % 40) / 1000, 14_000, 'page');
    countPage('HIT', 14_000);
  });
  destination.end();
  return { line, counts };
}

const share = ownShare();
console.log(
  `In this process: a request line ${share.line.toFixed(2)} µs, a request's counts ${share.counts.toFixed(2)} µs`,
);
const site = await siteDir();
const results: EngineResult[] = [];
const skipped: string[] = [];
for (const engine of ENGINES) {
  let server: TempPostgres | null = null;
  if (engine === 'postgres') {
    const bin = findPostgresBin();
    if (!bin) {
      skipped.push('PostgreSQL is not installed (no /usr/lib/postgresql/*/bin): skipped.');
      continue;
    }
    server = await startTempPostgres(bin);
  }
  const databases: Database[] = [];
  try {
    for (const mode of ['on', 'off'] as const)
      databases.push(
        server
          ? await postgresDatabase(server, `bench_observability_${mode}`)
          : pgliteDatabase(`bench-observability-${mode}`),
      );
    const result: EngineResult = { engine, on: [], off: [], costs: [], cpuCosts: [], scrapes: [] };
    for (let round = 0; round < ROUNDS; round++) {
      // Each round swaps the databases, and every other round which shop starts first: the shop
      // started first was measured dearer, whichever it was (about 17 µs a request, on PGlite).
      const [one, other] = round % 2 === 0 ? databases : [databases[1]!, databases[0]!];
      const first: Mode = Math.floor(round / 2) % 2 === 0 ? 'on' : 'off';
      await compare(engine, { on: one!.url, off: other!.url }, site, result, first);
    }
    results.push(result);
  } finally {
    for (const database of databases) await database.drop();
    server?.stop();
  }
}

const sum = (values: readonly number[]) => values.reduce((n, v) => n + v, 0);
console.log(
  `\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${PAIRS} pairs of ${DURATION} s bursts, one cached product page (brotli); medians`,
);
console.log(
  '| engine | logging + metrics | req/s | p50 ms | p99 ms | non-2xx | errors | CPU µs/req | throughput cost | CPU cost | /metrics p50 ms | /metrics max ms |',
);
console.log('| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
for (const result of results) {
  for (const mode of ['off', 'on'] as const) {
    const bursts = result[mode];
    const scrapes = mode === 'on' ? result.scrapes : [];
    console.log(
      `| ${result.engine} | ${mode} | ${median(bursts.map((b) => b.rps)).toFixed(0)} | ${median(bursts.map((b) => b.p50))} | ${median(bursts.map((b) => b.p99))} | ${sum(bursts.map((b) => b.non2xx))} | ${sum(bursts.map((b) => b.errors))} | ${median(bursts.map((b) => b.cpuPerRequest)).toFixed(0)} | ${mode === 'on' ? `${median(result.costs).toFixed(1)} %` : ''} | ${mode === 'on' ? `${median(result.cpuCosts).toFixed(1)} %` : ''} | ${scrapes.length ? median(scrapes).toFixed(1) : ''} | ${scrapes.length ? Math.max(...scrapes).toFixed(1) : ''} |`,
    );
  }
  const quartiles = (values: readonly number[]) =>
    `${percentile(values, 25).toFixed(1)} to ${percentile(values, 75).toFixed(1)} %`;
  console.log(
    `\n${result.engine}: the middle half of the pairs: throughput cost ${quartiles(result.costs)}, CPU cost ${quartiles(result.cpuCosts)}`,
  );
  console.log(
    `${result.engine}: throughput cost of each pair, %: ${result.costs.map((c) => c.toFixed(1)).join(', ')}`,
  );
  console.log(
    `${result.engine}: CPU cost of each pair, %: ${result.cpuCosts.map((c) => c.toFixed(1)).join(', ')}`,
  );
}
for (const warning of skipped) console.log(`\n${warning}`);
