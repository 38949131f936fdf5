// `npm run bench:import -- [--engine pglite|postgres|both] [--rows 100000] [--files rows]
// [--mb 50] [--products 3000] [--no-listing]`: what a big catalogue import costs, and what the shop's shoppers
// wait meanwhile. CSV files are written to a temporary folder (`--files`, comma-separated):
//   - rows (the default): a synthetic catalogue (the seed's generator, src/server/api/seed/synthetic)
//     of about `--rows` CSV rows, a row per variation (one for a product without), imported into a
//     database that holds the categories and nothing else;
//   - one-sku: `--mb` MB of rows that all carry one product's SKU (imported for real);
//   - invalid: `--mb` MB of rows of distinct SKUs, every one with a bad price (a dry run);
//   - valid: `--products` new products, half with two variations (imported for real).
// Each file is imported on each engine in a process of its own (`--child`, so the memory figure
// starts clean): a fresh database (a PGlite data folder, as the shop keeps one, or a throw-away
// PostgreSQL server), the API app in that process sharing the import's catalogue changes (so each
// chunk drops the cached answers it touches), and the import service (the one behind the back
// office and `npm run catalog`). Meanwhile a listing request of the API (a category with a filter or
// sort, in turn) is sent every 100 ms; its time is counted from when it was due, so a turn of the
// event loop the import kept is counted too. `--no-listing` leaves the shoppers out, so the CPU
// figure is the import's alone.
// Printed per run: the outcome, how long it took and its rows a second, the CPU time the importing
// process spent meanwhile (its threads', the listing requests' too; on a loaded machine a steadier
// measure of the import's own work than its time), the process's peak RSS above
// what it was just before the import (sampled every 20 ms), and the listing's p50, p99 and longest.
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import type { ProductWrite } from '../src/api/schemas/admin-products.ts';
import { CATEGORY_NAMES } from '../src/lib/constants.ts';
import { PRODUCT_COLUMNS, VARIATION_COLUMNS } from '../src/lib/catalog-import.ts';
import { createApp } from '../src/server/api/app.ts';
import { catalogChangesFor } from '../src/server/api/catalog-changes.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase, type Database } from '../src/server/api/db/connect.ts';
import { categories } from '../src/server/api/db/schema.ts';
import { SEED_CATALOG } from '../src/server/api/seed/catalog-data.ts';
import type { SeedProduct } from '../src/server/api/seed/catalog-types.ts';
import { catalogRows, seedIfEmpty } from '../src/server/api/seed/seed.ts';
import { syntheticBatches } from '../src/server/api/seed/synthetic/generate.ts';
import { MAX_PRODUCTS } from '../src/server/api/seed/synthetic/plan.ts';
import { csvHeader, csvRows } from '../src/server/api/services/catalog-csv.ts';
import { importCatalog } from '../src/server/api/services/catalog-import.ts';
import { summarize, type Summary } from './lib/bench-http.ts';
import { pgliteDatabase } from './lib/bench-database.ts';
import { listingQueries } from './lib/bench-scale-phases.ts';
import { findPostgresBin, startTempPostgres, type TempPostgres } from './lib/postgres.ts';

const { values } = parseArgs({
  allowNegative: true,
  options: {
    engine: { type: 'string', default: 'both' },
    rows: { type: 'string', default: '100000' },
    mb: { type: 'string', default: '50' },
    products: { type: 'string', default: '3000' },
    files: { type: 'string', default: 'rows' },
    listing: { type: 'boolean', default: true },
    child: { type: 'string' },
  },
});

/** How often the shopper's listing request is sent during an import. */
const PROBE_EVERY_MS = 100;
/** The synthetic catalogue's seed, and how many of its products tell its rows per product. */
const SEED = 1;
const SAMPLE_PRODUCTS = 2000;

const HEADER = [...PRODUCT_COLUMNS, ...VARIATION_COLUMNS];
const row = (cells: Partial<Record<(typeof HEADER)[number], string>>) =>
  `${HEADER.map((column) => cells[column] ?? '').join(',')}\n`;

/** Writes `header`, then rows from `next(i)` until the file holds `size` bytes or `next` says it is done. */
async function writeRows(
  file: string,
  size: number,
  next: (i: number) => string | null,
  header: readonly string[] = HEADER,
) {
  const out = createWriteStream(file);
  let written = 0;
  out.write(`${header.join(',')}\n`);
  for (let i = 0; written < size; i++) {
    const line = next(i);
    if (line === null) break;
    written += line.length;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

const product = { name: 'Bench cable', category: 'accessories', brand: 'Anker' } as const;

/** A synthetic product as the import reads it (what the back office's form would send). */
const writeOf = (p: SeedProduct): ProductWrite => ({
  sku: p.sku,
  name: p.name,
  description: p.description,
  shortDescription: p.shortDescription,
  ...(p.variations.length > 0
    ? {}
    : { price: p.price, salePrice: p.salePrice ?? null, stock: p.stock }),
  category: p.category,
  brand: p.brand,
  criteria: p.criteria,
  featured: p.featured,
  fields: p.fields,
  images: p.productImages,
  variations: p.variations.map((v) => ({
    sku: v.sku,
    name: v.name,
    price: v.price,
    salePrice: v.salePrice ?? null,
    stock: v.stock,
    isDefault: v.isDefault,
    attributes: v.attributes,
  })),
});

const rowsOf = (p: SeedProduct) => Math.max(1, p.variations.length);

/**
 * The synthetic catalogue whose CSV has about `rows` rows, written with the export's own writer:
 * how many products that takes is read from the first SAMPLE_PRODUCTS products' rows.
 */
async function writeSynthetic(file: string, rows: number) {
  const [sample = []] = syntheticBatches(
    { products: SAMPLE_PRODUCTS, seed: SEED },
    SAMPLE_PRODUCTS,
  );
  const perProduct = sample.reduce((sum, p) => sum + rowsOf(p), 0) / sample.length;
  const products = Math.min(MAX_PRODUCTS, Math.max(1, Math.round(rows / perProduct)));
  const header = csvHeader([
    ...new Set(SEED_CATALOG.categories.flatMap((c) => c.fields.map((field) => field.name))),
  ]);
  const batches = syntheticBatches({ products, seed: SEED }, 500);
  let pending: string[] = [];
  const totals = { products: 0, rows: 0 };
  await writeRows(
    file,
    Number.POSITIVE_INFINITY,
    () => {
      if (pending.length === 0) {
        const next = batches.next();
        if (next.done) return null;
        for (const p of next.value) {
          totals.products += 1;
          totals.rows += rowsOf(p);
        }
        pending = [stringify(next.value.flatMap((p) => csvRows(writeOf(p), header)))];
      }
      return pending.pop()!;
    },
    header,
  );
  return totals;
}

/** The files chosen, in `dir`, and what each holds. */
async function writeFiles(dir: string, chosen: readonly string[]): Promise<Map<string, string>> {
  const bytes = Number(values.mb) * 1024 * 1024;
  const validProducts = Number(values.products);
  const held = new Map<string, string>();
  const file = (name: string) => path.join(dir, `${name}.csv`);
  if (chosen.includes('rows')) {
    const totals = await writeSynthetic(file('rows'), Number(values.rows));
    held.set('rows', `${totals.rows} rows, ${totals.products} products`);
  }
  if (chosen.includes('one-sku'))
    await writeRows(file('one-sku'), bytes, (i) =>
      row({
        ...product,
        sku: 'BENCH-ONE',
        'variation.sku': `BENCH-ONE-${i}`,
        'variation.price': '100000',
        'variation.stock': '1',
        'variation.isDefault': i === 0 ? 'true' : 'false',
        'variation.size': `S${i}`,
      }),
    );
  if (chosen.includes('invalid'))
    await writeRows(file('invalid'), bytes, (i) =>
      row({ ...product, sku: `BENCH-BAD-${i}`, price: 'abc', stock: '1' }),
    );
  if (chosen.includes('valid'))
    await writeRows(file('valid'), Number.POSITIVE_INFINITY, (i) => {
      if (i >= validProducts) return null;
      const sku = `BENCH-OK-${i}`;
      if (i % 2 === 0) return row({ ...product, sku, price: '190000', stock: '5' });
      return [1, 2]
        .map((n) =>
          row({
            ...product,
            sku,
            'variation.sku': `${sku}-${n}`,
            'variation.price': String(190000 + n * 1000),
            'variation.stock': '3',
            'variation.isDefault': n === 1 ? 'true' : 'false',
            'variation.size': `${n}m`,
          }),
        )
        .join('');
    });
  return held;
}

/** Each file, whether it is a dry run, and whether its database starts with the seed catalogue. */
const SCENARIOS = [
  { name: 'rows', dryRun: false, seeded: false },
  { name: 'one-sku', dryRun: false, seeded: true },
  { name: 'invalid', dryRun: true, seeded: true },
  { name: 'valid', dryRun: false, seeded: true },
] as const;

async function open(engine: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const folder = pgliteDatabase('bench-import');
    const database = await openDatabase(folder.url);
    return { database, drop: folder.drop };
  }
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql)');
  const server: TempPostgres = await startTempPostgres(bin);
  try {
    return { database: await openDatabase(server.url), drop: async () => server.stop() };
  } catch (error) {
    server.stop();
    throw error;
  }
}

/** The listing requests a shopper makes, in turn: every category with each filter and sort. */
const LISTINGS = CATEGORY_NAMES.flatMap((category) =>
  listingQueries(category).map(
    ([, query]) => `/api/product/category/name/${category}${query ? `?${query}` : ''}`,
  ),
);

/**
 * Sends a listing request of `app` every PROBE_EVERY_MS until stopped; each one's time runs from
 * when it was due. Resolves with their summary once the last has answered.
 */
function probeListings(app: ReturnType<typeof createApp>) {
  const times: number[] = [];
  const failures: string[] = [];
  const pending = new Set<Promise<void>>();
  const started = performance.now();
  let sent = 0;
  const send = () => {
    const due = started + sent * PROBE_EVERY_MS;
    const url = LISTINGS[sent % LISTINGS.length]!;
    sent += 1;
    const request = (async () => {
      const res = await app.request(url);
      await res.arrayBuffer();
      if (res.status === 200) times.push(performance.now() - due);
      else failures.push(`${url}: ${res.status}`);
    })();
    pending.add(request);
    void request.finally(() => pending.delete(request));
  };
  // Due times are kept to the schedule: a late timer sends what is due at once.
  const timer = setInterval(() => {
    while (started + sent * PROBE_EVERY_MS <= performance.now()) send();
  }, PROBE_EVERY_MS / 4);
  return async (): Promise<{ listing: Summary; failures: string[] }> => {
    clearInterval(timer);
    await Promise.all(pending);
    return { listing: summarize(times), failures };
  };
}

/** One import, measured, in this process: `engine:scenario:file`. */
async function child(spec: string) {
  const [engine, name, file] = spec.split(':') as [string, string, string];
  const scenario = SCENARIOS.find((s) => s.name === name)!;
  const { database, drop } = await open(engine);
  process.on('SIGTERM', () => {
    void drop().finally(() => process.exit(1));
  });
  try {
    if (scenario.seeded) await seedIfEmpty(database.db);
    else
      await database.db
        .insert(categories)
        .values(catalogRows({ categories: SEED_CATALOG.categories, products: [] }).categoryRows);
    const catalogChanges = catalogChangesFor();
    const app = createApp({
      db: database.db,
      catalogChanges,
      config: loadConfig({}, { databaseUrl: 'memory://' }),
    });
    (globalThis as { gc?: () => void }).gc?.();
    const baseline = process.memoryUsage.rss();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
    const stopProbe = values.listing
      ? probeListings(app)
      : async () => ({ listing: summarize([]), failures: [] as string[] });
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const outcome = await importCatalog(
      { db: database.db, now: () => new Date(), catalogChanges },
      { format: 'csv', open: () => createReadStream(file), name },
      { dryRun: scenario.dryRun, who: { actor: 'bench' } },
    );
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const probe = await stopProbe();
    clearInterval(sampler);
    const what =
      'summary' in outcome
        ? `${outcome.summary.products} products, ${outcome.summary.created} created`
        : 'rejection' in outcome
          ? `refused: ${outcome.rejection.problems} problems; ${outcome.rejection.rows[0]?.message.slice(0, 70)}`
          : JSON.stringify(outcome).slice(0, 120);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    console.log(JSON.stringify({ ms, cpuMs, growth: peak - baseline, ...probe, what }));
  } finally {
    await database.close();
    await drop();
  }
  // The app's timers (rate-limit clean-up) would outlive the database.
  process.exit(0);
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main() {
  const engines = values.engine === 'both' ? ['pglite', 'postgres'] : [values.engine!];
  const chosen = values.files!.split(',');
  const unknown = chosen.filter((name) => !SCENARIOS.some((s) => s.name === name));
  if (unknown.length > 0) throw new Error(`Unknown --files: ${unknown.join(', ')}`);
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-import-'));
  try {
    const held = await writeFiles(dir, chosen);
    for (const [name, what] of held) console.log(`${name}: ${what}`);
    for (const engine of engines)
      for (const { name } of SCENARIOS.filter((s) => chosen.includes(s.name))) {
        const spec = `${engine}:${name}:${path.join(dir, `${name}.csv`)}`;
        const run = spawnSync(
          process.execPath,
          [
            '--expose-gc',
            fileURLToPath(import.meta.url),
            '--child',
            spec,
            ...(values.listing ? [] : ['--no-listing']),
          ],
          { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
        );
        const line = run.stdout.trim().split('\n').at(-1) ?? '';
        if (run.status !== 0 || !line.startsWith('{')) {
          console.log(`${engine} ${name}: failed (exit ${run.status}) ${run.stdout}`);
          continue;
        }
        const r = JSON.parse(line) as {
          ms: number;
          cpuMs: number;
          growth: number;
          listing: Summary;
          failures: string[];
          what: string;
        };
        const rows = Number(/^(\d+) rows/.exec(held.get(name) ?? '')?.[1] ?? Number.NaN);
        const rate = Number.isNaN(rows) ? '' : `  ${Math.round(rows / (r.ms / 1000))} rows/s`;
        const { listing } = r;
        console.log(
          `${engine.padEnd(8)} ${name.padEnd(8)} ${(r.ms / 1000).toFixed(1).padStart(6)} s${rate}  ` +
            `CPU ${(r.cpuMs / 1000).toFixed(1)} s  ` +
            `RSS +${(r.growth / 1024 / 1024).toFixed(0).padStart(4)} MB  ` +
            (values.listing
              ? `listing every ${PROBE_EVERY_MS} ms: ${listing.n} answered, p50 ${ms(listing.p50)}, ` +
                `p99 ${ms(listing.p99)}, longest ${ms(listing.max)}` +
                `${r.failures.length > 0 ? `, ${r.failures.length} failed (${r.failures[0]})` : ''}  `
              : 'no listing requests  ') +
            r.what,
        );
      }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (values.child) await child(values.child);
else await main();
