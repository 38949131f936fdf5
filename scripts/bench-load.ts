// `npm run bench:load -- [--engine pglite|postgres|both] [--products 10000[,100000]] [--duration 15]
// [--only cached,first-render,listing,search,shoppers,flash-sale,startup,restart,rebuild]`: the shop under a
// crowd. Builds the storefront into dist-bench/ when there is no build there (--build: always),
// then per engine and size generates the catalogue into a throw-away database (as bench:scale),
// starts the shop on it (`node scripts/start.ts`) and loads it with autocannon: cached pages
// beside a bare server sending the same bytes, first renders, listing, search and suggest
// (realistic and all-distinct), 20/100/300 virtual shoppers placing cash-on-delivery orders while
// a price changes, a flash sale, and cached pages right after the start and during a rebuild.
// Prints a table per engine and every goal with its measured value, met or missed; writes
// bench-results/load-<date>.json. A failed scenario is reported and the run goes on; the shop,
// the bare server and the data are removed at the end, also on Ctrl+C. Run nothing else heavy
// meanwhile: these are timings on a machine the load generator shares with the shop.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { currentBuild } from '../src/server/host/site-build.ts';
import { eachDatabase, runNode, type Database, type Engine } from './lib/bench-database.ts';
import { sitemapIds, warmedIds } from './lib/bench-scale-phases.ts';
import { machine, writeResults } from './lib/bench-scale-report.ts';
import {
  GENERATE_TIMEOUT_MS,
  LIVE_TIMEOUT_MS,
  renderedAhead,
  startShopOn,
  type BenchShop,
} from './lib/bench-shop.ts';
import { engineReport, goalsReport, type EngineRun } from './lib/load-report.ts';
import {
  afterRestart,
  afterStart,
  cachedPages,
  chooseProducts,
  crowd,
  duringRebuild,
  firstRenders,
  flashSale,
  listingLoad,
  searchLoad,
  type Row,
  type Target,
} from './lib/load-scenarios.ts';
import type { TempPostgres } from './lib/postgres.ts';
import { seededRandom } from './lib/seeded-random.ts';

const SCENARIOS = [
  'startup',
  'restart',
  'cached',
  'first-render',
  'listing',
  'search',
  'shoppers',
  'flash-sale',
  'rebuild',
] as const;
type Scenario = (typeof SCENARIOS)[number];
const USAGE = `Usage: npm run bench:load -- [--engine pglite|postgres|both] [--products 10000,100000] [--duration 15] [--only ${SCENARIOS.join(',')}] [--build] | --report bench-results/load-<date>.json`;
const SITE_DIR = 'dist-bench';
const SEED = 1;
const CROWDS = [20, 100, 300];
/** Products the crowds buy, and products set aside for a price change each and the flash sales. */
const POPULAR = 40;
const SPARE = CROWDS.length + 3;

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    products: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '15' },
    only: { type: 'string', default: SCENARIOS.join(',') },
    build: { type: 'boolean', default: false },
    report: { type: 'string' },
  },
});
const sizes = values.products.split(',').map(Number);
const duration = Number(values.duration);
const only = new Set(values.only.split(',').map((s) => s.trim()));
if (sizes.some((n) => !Number.isInteger(n) || n < 100)) throw new Error(USAGE);
if (!Number.isFinite(duration) || duration < 1) throw new Error(USAGE);
if ([...only].some((s) => !SCENARIOS.includes(s as Scenario))) throw new Error(USAGE);
if (!['pglite', 'postgres', 'both'].includes(values.engine)) throw new Error(USAGE);
const engines: Engine[] =
  values.engine === 'both' ? ['pglite', 'postgres'] : [values.engine as Engine];
const wanted = (scenario: Scenario) => only.has(scenario);

/** What an interrupted run must not leave behind. */
const current: {
  shop?: BenchShop | undefined;
  database?: Database | undefined;
  server?: TempPostgres | undefined;
  files?: string | undefined;
} = {};
const cleanups = new Set<() => void>();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    for (const cleanup of cleanups) cleanup();
    current.shop?.kill();
    if (current.files) rmSync(current.files, { recursive: true, force: true });
    if (current.database && !current.server) void current.database.drop();
    current.server?.stop();
    process.exit(130);
  });

const log = (text: string) =>
  console.error(`[bench:load ${new Date().toISOString().slice(11, 19)}] ${text}`);

/** Runs one scenario's rows into `run`; a failure is noted and the next scenario runs. */
async function scenario(run: EngineRun, name: Scenario, measure: () => Promise<Row[]>) {
  if (!wanted(name)) return;
  log(`${run.engine} ${run.products}: ${name}`);
  try {
    for (const row of await measure()) {
      run.rows.push(row);
      const r = row.result;
      log(
        r
          ? `  ${row.scenario} (${row.connections}): ${r.perSecond.toFixed(0)} req/s, p99 ${r.latency.p99.toFixed(0)} ms, ${r.non2xx} non-2xx, ${r.timeouts} timeouts`
          : `  ${row.scenario} (${row.connections}) failed: ${row.error}`,
      );
    }
  } catch (error) {
    run.notes.push(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    log(`  ${name} failed: ${run.notes.at(-1)}`);
  }
}

async function measure(engine: Engine, products: number, database: Database): Promise<EngineRun> {
  const run: EngineRun = { engine, products, rows: [], crowds: [], flash: [], notes: [] };
  const random = seededRandom(SEED);
  const files = (current.files = mkdtempSync(path.join(tmpdir(), 'bench-load-files-')));
  let shop: BenchShop | undefined;
  try {
    log(`${engine} ${products}: generating the catalogue`);
    const t = performance.now();
    await runNode(
      ['scripts/catalog-generate.ts', '--products', String(products), '--seed', String(SEED)],
      { DATABASE_URL: database.url },
      GENERATE_TIMEOUT_MS,
    );
    log(`${engine} ${products}: generated in ${((performance.now() - t) / 1000).toFixed(0)} s`);
    const env = {
      MAIL_OUTBOX_DIR: path.join(files, 'outbox'),
      UPLOADS_DIR: path.join(files, 'uploads'),
      PAGE_DISK_DIR: path.join(files, 'pages'),
    };
    const started = await startShopOn(database.url, SITE_DIR, LIVE_TIMEOUT_MS, env);
    shop = current.shop = started.shop;
    run.notes.push(`live ${(shop.liveMs / 1000).toFixed(1)} s after spawn`);
    const target: Target = {
      url: shop.url,
      adminToken: started.adminToken,
      shop,
      duration,
      random,
      popular: [],
      fresh: [],
      spare: [],
      cleanups,
    };
    const liveProductId = shop.liveProductId;
    await scenario(run, 'startup', () => afterStart(target, liveProductId));

    const quiet = async (what: string) => {
      const waited = await renderedAhead(shop!);
      run.notes.push(`${what}: quiet after ${(waited / 1000).toFixed(1)} s`);
    };
    log(`${engine} ${products}: waiting until the shop has rendered ahead`);
    await quiet('rendering ahead after the start');
    const warmed = await warmedIds(shop.url);
    warmed.add(liveProductId);
    // Restarted twice over the same database: first without the pages on disk, then with them.
    for (const kept of wanted('restart') ? [false, true] : []) {
      await shop.stop();
      const again = await startShopOn(database.url, SITE_DIR, LIVE_TIMEOUT_MS, {
        ...env,
        ...(kept ? {} : { PAGE_DISK_MB: '0' }),
      });
      shop = current.shop = target.shop = again.shop;
      target.url = shop.url;
      target.adminToken = again.adminToken;
      await scenario(run, 'restart', () => afterRestart(target, [...warmed], kept));
      await quiet(`rendering ahead after the restart ${kept ? 'with' : 'without'} pages on disk`);
    }
    const ids = (await sitemapIds(shop.url)).filter((id) => !warmed.has(id));
    Object.assign(
      target,
      await chooseProducts(shop.url, target.adminToken, ids, random, {
        popular: POPULAR,
        spare: SPARE,
      }),
    );
    await quiet(`after stocking up ${POPULAR} products`);

    // Each scenario starts on a quiet shop: not still rendering pages a change made stale.
    const settled = async (name: Scenario) => {
      if (!wanted(name)) return false;
      const waited = await renderedAhead(shop!);
      if (waited > 5000)
        run.notes.push(`before ${name}: quiet after ${(waited / 1000).toFixed(1)} s`);
      return true;
    };
    if (await settled('cached')) await scenario(run, 'cached', () => cachedPages(target));
    if (await settled('first-render'))
      await scenario(run, 'first-render', () => firstRenders(target));
    if (await settled('listing')) await scenario(run, 'listing', () => listingLoad(target));
    if (await settled('search')) await scenario(run, 'search', () => searchLoad(target));
    for (const shoppers of CROWDS) {
      if (!(await settled('shoppers'))) break;
      log(`${engine} ${products}: ${shoppers} virtual shoppers`);
      const row = await crowd(target, shoppers);
      run.crowds.push(row);
      log(
        row.result
          ? `  ${row.ordersPerSecond?.toFixed(1)} orders/s, p99 ${row.result.latency.p99.toFixed(0)} ms, price live ${row.priceChange?.ms?.toFixed(0) ?? '–'} ms`
          : `  failed: ${row.error}`,
      );
    }
    if (await settled('flash-sale')) {
      log(`${engine} ${products}: flash sale`);
      run.flash = await flashSale(target);
    }
    if (await settled('rebuild')) {
      await scenario(run, 'rebuild', () => duringRebuild(target));
      // The new build renders ahead again; a SIGTERM meanwhile would wait for it.
      await quiet('rendering ahead after the rebuild');
    }
  } catch (error) {
    run.error = error instanceof Error ? error.message : String(error);
    log(`${engine} ${products}: stopped: ${run.error}`);
  } finally {
    if (shop) {
      const died = !shop.alive();
      const stop = await shop.stop();
      if (died || stop.code !== 0) {
        run.notes.push(
          died
            ? `the shop exited by itself with code ${stop.code}`
            : `the shop stopped with exit code ${stop.code} after SIGTERM`,
        );
        run.notes.push(`its last output: ${shop.tail().trim().slice(-1500)}`);
      }
    }
    current.shop = undefined;
    await database.drop();
    current.database = undefined;
    rmSync(files, { recursive: true, force: true });
    current.files = undefined;
  }
  return run;
}

/** Prints again the tables and goals of a run written before (`--report FILE`), measuring nothing. */
function reportAgain(file: string): void {
  const saved = JSON.parse(readFileSync(file, 'utf8')) as { started: string; runs: EngineRun[] };
  console.log(`bench:load ${saved.started}, from ${file}\n`);
  for (const run of saved.runs) console.log(engineReport(run));
  console.log(goalsReport(saved.runs));
}

async function main() {
  if (values.report) {
    reportAgain(values.report);
    return;
  }
  const started = new Date();
  if (values.build || currentBuild(SITE_DIR) === null) {
    log(`building the storefront into ${SITE_DIR}`);
    await runNode(['scripts/build-storefront.ts', SITE_DIR], {}, 10 * 60_000);
  } else log(`using the storefront build in ${SITE_DIR} (--build builds it afresh)`);

  const info = machine();
  console.log(
    `\nbench:load ${started.toISOString()}: ${info.cpus} × ${info.cpuModel}, ${info.memoryGiB} GiB, Node ${info.node}, Linux ${info.kernel}; ${duration} s a run (the crowds twice that); load average at the start ${info.loadAverage.map((l) => l.toFixed(2)).join(' ')}\n`,
  );
  // Each engine's table as soon as it is measured: an interrupted run keeps what it had.
  const { results: runs, skipped } = await eachDatabase(
    engines,
    sizes,
    'bench-load',
    current,
    async (engine, products, database) => {
      const run = await measure(engine, products, database);
      console.log(engineReport(run));
      return run;
    },
  );

  console.log(goalsReport(runs));
  console.log(
    `\nLoad average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const warning of skipped) console.log(`\nWarning: ${warning}`);
  const file = writeResults(
    { started: started.toISOString(), machine: info, sizes, engines, duration, skipped, runs },
    'load',
  );
  console.log(`\nResults written to ${file}.`);
  if (runs.some((run) => run.error)) process.exitCode = 1;
}

await main();
