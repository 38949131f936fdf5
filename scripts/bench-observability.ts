// `npm run bench:observability`: what the request log and the metrics cost. Two real shops
// (`node scripts/start.ts`, one process each) on one storefront build and two throw-away databases
// of an engine, side by side: one with logging and metrics on (LOG_LEVEL=info, METRICS=on: one JSON
// line and one count per request), one with both off (LOG_LEVEL=silent, METRICS=off). Once both
// have rendered their pages ahead: PAIRS pairs of autocannon bursts on one cached product page
// (brotli, 50 connections, DURATION s), one burst on each shop, the order swapped every pair, so
// both see the same background load of a shared machine; then SCRAPES scrapes of /metrics one
// after another. The cost is the median over the pairs of (off - on) / off of the throughput, and
// of (on - off) / off of the CPU time each shop's process tree spent per request served (read from
// /proc before and after each burst): throughput swings with whatever else the machine runs, the
// CPU a request costs much less. Prints a Markdown table for docs/benchmarks/. The build: SITE_DIR when it holds one, else dist-e2e, built first
// when it has none (scripts/build-storefront.ts).
import autocannon from 'autocannon';
import { currentBuild } from '../src/server/host/site-build.ts';
import {
  pgliteDatabase,
  postgresDatabase,
  runNode,
  type Database,
  type Engine,
} from './lib/bench-database.ts';
import { findPostgresBin, startTempPostgres, type TempPostgres } from './lib/postgres.ts';
import { freePort } from './lib/shop-process.ts';
import { BROWSER_HEADERS, percentile } from './lib/bench-http.ts';
import { LIVE_TIMEOUT_MS, renderedAhead, startShopOn } from './lib/bench-shop.ts';
import { readTree } from './lib/bench-process-tree.ts';

const PAIRS = Number(process.env['BENCH_PAIRS'] ?? 8);
const DURATION = Number(process.env['BENCH_DURATION'] ?? 5);
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
): Promise<EngineResult> {
  const on = await startShopOn(databases.on, site, LIVE_TIMEOUT_MS, {
    SHOP_PROCESSES: '1',
    ...MODES.on,
  });
  const off = await startShopOn(databases.off, site, LIVE_TIMEOUT_MS, {
    SHOP_PROCESSES: '1',
    ...MODES.off,
  }).catch(async (error: unknown) => {
    await on.shop.stop();
    throw error;
  });
  const shops = { on, off };
  try {
    await Promise.all([renderedAhead(on.shop), renderedAhead(off.shop)]);
    const result: EngineResult = {
      engine,
      on: [],
      off: [],
      costs: [],
      cpuCosts: [],
      scrapes: [],
    };
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
        `${engine} pair ${pair + 1}: on ${got.on!.rps.toFixed(0)} req/s ${got.on!.cpuPerRequest.toFixed(0)} µs CPU/req, off ${got.off!.rps.toFixed(0)} req/s ${got.off!.cpuPerRequest.toFixed(0)} µs CPU/req`,
      );
    }
    if (MODES.on['METRICS'] !== 'off')
      result.scrapes = await scrapeTimes(on.shop.url, on.adminToken);
    return result;
  } finally {
    for (const { shop } of [on, off]) {
      const stopped = await shop.stop();
      if (stopped.code !== 0) console.warn(`A shop stopped with code ${stopped.code}`);
    }
  }
}

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
    server = startTempPostgres(bin, await freePort());
  }
  const databases: Database[] = [];
  try {
    for (const mode of ['on', 'off'] as const)
      databases.push(
        server
          ? await postgresDatabase(server, `bench_observability_${mode}`)
          : pgliteDatabase(`bench-observability-${mode}`),
      );
    results.push(await compare(engine, { on: databases[0]!.url, off: databases[1]!.url }, site));
  } finally {
    for (const database of databases) await database.drop();
    server?.stop();
  }
}

const sum = (values: readonly number[]) => values.reduce((n, v) => n + v, 0);
console.log(
  `\n${CONNECTIONS} connections, ${PAIRS} pairs of ${DURATION} s bursts, one cached product page (brotli); medians`,
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
  console.log(
    `\n${result.engine}: throughput cost of each pair, %: ${result.costs.map((c) => c.toFixed(1)).join(', ')}`,
  );
  console.log(
    `${result.engine}: CPU cost of each pair, %: ${result.cpuCosts.map((c) => c.toFixed(1)).join(', ')}`,
  );
}
for (const warning of skipped) console.log(`\n${warning}`);
