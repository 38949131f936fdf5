// `npm run bench:observability`: what the request log and the metrics cost. The real shop
// (`node scripts/start.ts`, one process) on a storefront build, on each engine, started in turn
// with logging and metrics on (LOG_LEVEL=info, METRICS=on: one JSON line and one count per request)
// and off (LOG_LEVEL=silent, METRICS=off), ROUNDS times each, the order swapped every round. Each
// time, once it has rendered its pages ahead: autocannon on one cached product page (brotli, 50
// connections, DURATION s), then (on) SCRAPES scrapes of /metrics one after another. Prints the
// medians as a Markdown table for docs/benchmarks/. The build: SITE_DIR when it holds one, else
// dist-e2e, built first when it has none (scripts/build-storefront.ts).
import autocannon from 'autocannon';
import { currentBuild } from '../src/server/host/site-build.ts';
import { eachDatabase, runNode, type Engine, type OpenDatabases } from './lib/bench-database.ts';
import { BROWSER_HEADERS, percentile } from './lib/bench-http.ts';
import { LIVE_TIMEOUT_MS, renderedAhead, startShopOn } from './lib/bench-shop.ts';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const DURATION = Number(process.env['BENCH_DURATION'] ?? 10);
const CONNECTIONS = 50;
const SCRAPES = 20;
const ENGINES: Engine[] = (process.env['BENCH_ENGINES'] ?? 'pglite,postgres')
  .split(',')
  .map((e) => e.trim() as Engine);
const BUILD_TIMEOUT_MS = 10 * 60_000;

type Mode = 'on' | 'off';
const MODES: Record<Mode, NodeJS.ProcessEnv> = {
  on: { LOG_LEVEL: 'info', LOG_FORMAT: 'json', METRICS: 'on' },
  off: { LOG_LEVEL: 'silent', METRICS: 'off' },
};

interface Run {
  engine: Engine;
  mode: Mode;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** /metrics scrapes, ms each (on only). */
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

async function once(engine: Engine, mode: Mode, databaseUrl: string, site: string): Promise<Run> {
  const { shop, adminToken } = await startShopOn(databaseUrl, site, LIVE_TIMEOUT_MS, {
    SHOP_PROCESSES: '1',
    ...MODES[mode],
  });
  try {
    await renderedAhead(shop);
    const path = `/product/${shop.liveProductId}`;
    const result = await autocannon({
      url: shop.url,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [{ method: 'GET', path, headers: { ...BROWSER_HEADERS, 'Accept-Encoding': 'br' } }],
    });
    const scrapes = mode === 'on' ? await scrapeTimes(shop.url, adminToken) : [];
    return {
      engine,
      mode,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      scrapes,
    };
  } finally {
    const stopped = await shop.stop();
    if (stopped.code !== 0) console.warn(`The shop stopped with code ${stopped.code}`);
  }
}

const open: OpenDatabases = {};
const site = await siteDir();
const { results, skipped } = await eachDatabase(
  ENGINES,
  [0],
  'bench-observability',
  open,
  async (engine, _products, database) => {
    const runs: Run[] = [];
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const order: Mode[] = round % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
        for (const mode of order) {
          const run = await once(engine, mode, database.url, site);
          console.log(
            `${engine} ${mode} round ${round + 1}: ${run.rps.toFixed(0)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms` +
              (run.scrapes.length ? `, /metrics p50 ${median(run.scrapes).toFixed(1)} ms` : ''),
          );
          runs.push(run);
        }
      }
    } finally {
      await database.drop();
    }
    return runs;
  },
);

console.log(
  `\n${CONNECTIONS} connections, ${DURATION} s per run, ${ROUNDS} runs each, one cached product page (brotli); medians`,
);
console.log(
  '| engine | logging + metrics | req/s | p50 ms | p99 ms | non-2xx | errors | cost | /metrics p50 ms | /metrics max ms |',
);
console.log('| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: |');
for (const engine of ENGINES) {
  const of = (mode: Mode) => results.flat().filter((r) => r.engine === engine && r.mode === mode);
  const off = of('off');
  const on = of('on');
  if (!off.length || !on.length) continue;
  const offRps = median(off.map((r) => r.rps));
  for (const [mode, runs] of [
    ['off', off],
    ['on', on],
  ] as const) {
    const rps = median(runs.map((r) => r.rps));
    const scrapes = runs.flatMap((r) => r.scrapes);
    const cost = mode === 'on' ? `${(((offRps - rps) / offRps) * 100).toFixed(1)} %` : '';
    console.log(
      `| ${engine} | ${mode} | ${rps.toFixed(0)} | ${median(runs.map((r) => r.p50))} | ${median(runs.map((r) => r.p99))} | ${runs.reduce((n, r) => n + r.non2xx, 0)} | ${runs.reduce((n, r) => n + r.errors, 0)} | ${cost} | ${scrapes.length ? median(scrapes).toFixed(1) : ''} | ${scrapes.length ? Math.max(...scrapes).toFixed(1) : ''} |`,
    );
  }
}
for (const warning of skipped) console.log(`\n${warning}`);
