// `npm run bench:scale -- --products 1000,10000,100000 [--engine pglite|postgres|both]`: the shop
// at catalogue sizes. Builds the storefront once into dist-bench/, then for each engine and size
// generates the catalogue into a throw-away database (a PGlite folder under the temp folder, or a
// database of a throw-away PostgreSQL server on a free port), starts `node scripts/start.ts` on it
// as a child process and measures: cold start to live and the peak memory of the shop's process
// tree, product page first and cached hits, listing pages and the listing API, price changes going
// live, and reads during a storefront rebuild. Prints a table per engine and writes
// bench-results/scale-<date>.json. Run nothing else heavy meanwhile: these are timings.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { eachDatabase, runNode, type Database, type Engine } from './lib/bench-database.ts';
import {
  GENERATE_TIMEOUT_MS,
  LIVE_TIMEOUT_MS,
  renderedAhead,
  startShopOn,
  type BenchShop,
} from './lib/bench-shop.ts';
import {
  changesToLive,
  listings,
  productApiBreakdown,
  productPages,
  readsDuringRebuild,
  shuffled,
  sitemapIds,
  warmedIds,
} from './lib/bench-scale-phases.ts';
import {
  breakdownTable,
  engineTable,
  machine,
  writeResults,
  type ScaleRow,
} from './lib/bench-scale-report.ts';
import type { TempPostgres } from './lib/postgres.ts';
import { seededRandom } from './lib/seeded-random.ts';

const USAGE =
  'Usage: npm run bench:scale -- --products 1000,10000,100000 [--engine pglite|postgres|both]';
const SITE_DIR = 'dist-bench';
const SEED = 1;
const PRODUCT_PAGES = 200;
const BREAKDOWN_PRODUCTS = 50;
const CHANGES = 20;

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1000,10000,100000' },
    engine: { type: 'string', default: 'both' },
  },
});
const sizes = values.products.split(',').map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(USAGE);
if (!['pglite', 'postgres', 'both'].includes(values.engine)) throw new Error(USAGE);
const engines: Engine[] =
  values.engine === 'both' ? ['pglite', 'postgres'] : [values.engine as Engine];

/** What an interrupted run must not leave behind: the shop, its data, the PostgreSQL server. */
const current: {
  shop?: BenchShop | undefined;
  database?: Database | undefined;
  server?: TempPostgres | undefined;
} = {};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    current.shop?.kill();
    if (current.database && !current.server) void current.database.drop();
    current.server?.stop();
    process.exit(130);
  });

const log = (text: string) =>
  console.log(`[bench:scale ${new Date().toISOString().slice(11, 19)}] ${text}`);
const mb = (bytes: number) => Math.round(bytes / 1024 ** 2);

/** Everything measured for one size on one engine; failures are recorded in the row. */
async function measure(engine: Engine, products: number, database: Database): Promise<ScaleRow> {
  const row: ScaleRow = { engine, products, loadBefore: loadavg(), loadAfter: [] };
  const random = seededRandom(SEED);
  let shop: BenchShop | undefined;
  try {
    log(`${engine} ${products}: generating the catalogue`);
    const t = performance.now();
    const output = await runNode(
      ['scripts/catalog-generate.ts', '--products', String(products), '--seed', String(SEED)],
      { DATABASE_URL: database.url },
      GENERATE_TIMEOUT_MS,
    );
    row.generate = {
      ms: performance.now() - t,
      writeSeconds: Number(/ in ([\d.]+) s \(/.exec(output)?.[1] ?? NaN) || null,
      peakMb: Number(/peak RSS (\d+) MB/.exec(output)?.[1] ?? NaN) || null,
    };
    log(
      `${engine} ${products}: generated in ${(row.generate.ms / 1000).toFixed(1)} s; starting the shop`,
    );

    const started = await startShopOn(database.url, SITE_DIR, LIVE_TIMEOUT_MS);
    const { adminToken } = started;
    shop = current.shop = started.shop;
    const url = shop.url;
    row.start = {
      homeMs: shop.homeMs,
      liveMs: shop.liveMs,
      peakMb: mb(shop.tree.peakBytes()),
      warmMs: null,
    };
    log(
      `${engine} ${products}: live after ${(shop.liveMs / 1000).toFixed(1)} s; waiting until it has rendered ahead`,
    );
    row.start.warmMs = await renderedAhead(shop);

    const warmed = await warmedIds(url);
    warmed.add(shop.liveProductId);
    const ids = await sitemapIds(url);
    const candidates = shuffled(
      ids.filter((id) => !warmed.has(id)),
      random,
    );
    log(`${engine} ${products}: product pages (${warmed.size} rendered ahead, left out)`);
    const pages = await productPages(url, candidates, PRODUCT_PAGES, random);
    const { ids: counted, ...pageResult } = pages;
    row.productPages = { ...pageResult, counted: counted.length };
    row.apiBreakdown = await productApiBreakdown(url, counted.slice(0, BREAKDOWN_PRODUCTS));

    log(`${engine} ${products}: price changes going live`);
    row.changes = await changesToLive(
      url,
      adminToken,
      [...counted, ...candidates.slice(PRODUCT_PAGES * 2)],
      CHANGES,
    );

    log(`${engine} ${products}: listings`);
    row.listings = await listings(url);

    log(`${engine} ${products}: reads during a storefront rebuild`);
    shop.tree.resetPeak();
    const rebuild = await readsDuringRebuild(url, adminToken, candidates, random, shop.alive);
    row.rebuild = { ...rebuild, peakMb: mb(shop.tree.peakBytes()), rewarmMs: null };
    // The new build starts with an empty page cache and renders ahead again; a SIGTERM meanwhile
    // waits for that (and is forced with exit code 1 after 10 s), so stop once it is done.
    log(`${engine} ${products}: rebuild ${rebuild.state}; waiting until it has rendered ahead`);
    row.rebuild.rewarmMs = await renderedAhead(shop);
  } catch (error) {
    row.error = error instanceof Error ? error.message : String(error);
    log(`${engine} ${products}: failed: ${row.error}`);
  } finally {
    if (shop) {
      row.runPeakMb = Math.max(
        row.start?.peakMb ?? 0,
        row.rebuild?.peakMb ?? 0,
        mb(shop.tree.peakBytes()),
      );
      const died = !shop.alive();
      row.stop = await shop.stop();
      if (died || row.stop.code !== 0 || row.error) {
        if (died) row.error ??= `the shop exited by itself with code ${row.stop.code}`;
        else if (row.stop.code !== 0)
          row.error ??= `the shop stopped with exit code ${row.stop.code} after SIGTERM`;
        row.shopOutput = shop.tail().trim();
        log(`${engine} ${products}: ${row.error}; the shop's last output:\n${row.shopOutput}`);
      }
    }
    current.shop = undefined;
    await database.drop();
    current.database = undefined;
    row.loadAfter = loadavg();
  }
  return row;
}

async function main() {
  const started = new Date();
  log(`building the storefront into ${SITE_DIR}`);
  const t = performance.now();
  await runNode(['scripts/build-storefront.ts', SITE_DIR], {}, 10 * 60_000);
  const buildMs = performance.now() - t;

  const { results: rows, skipped } = await eachDatabase(
    engines,
    sizes,
    'bench-scale',
    current,
    measure,
  );

  const info = machine();
  console.log(
    `\nbench:scale ${started.toISOString()}: ${info.cpus} × ${info.cpuModel}, ${info.memoryGiB} GiB, Node ${info.node}, Linux ${info.kernel}; storefront build ${(buildMs / 1000).toFixed(0)} s\n`,
  );
  for (const engine of engines) {
    const engineRows = rows.filter((row) => row.engine === engine);
    if (engineRows.length > 0) console.log(`${engineTable(engine, engineRows)}\n`);
  }
  const breakdown = breakdownTable(rows);
  if (breakdown) console.log(`${breakdown}\n`);
  for (const warning of skipped) console.log(`Warning: ${warning}`);
  const file = writeResults({
    started: started.toISOString(),
    machine: info,
    sizes,
    engines,
    buildMs,
    skipped,
    rows,
  });
  console.log(`Results written to ${file}.`);
  if (rows.some((row) => row.error)) process.exitCode = 1;
}

await main();
