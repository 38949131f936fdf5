// `node scripts/bench-import.ts [--engine pglite|postgres|both] [--mb 50] [--products 3000]
// [--files one-sku,invalid,valid]`:
// what a big catalogue import costs the shop. Three CSV files are written to a temporary folder:
//   - one-sku: `--mb` MB of rows that all carry one product's SKU (imported for real);
//   - invalid: `--mb` MB of rows of distinct SKUs, every one with a bad price (a dry run);
//   - valid: `--products` new products, half with two variations (imported for real).
// Each file is imported on each engine in a process of its own (`--child`, so the memory figure
// starts clean): a seeded database (PGlite in memory, or a throw-away PostgreSQL server), the API
// app in that process, and the import service (the one behind the back office and `npm run
// catalog`) while a loop asks `GET /api/product/category` of the same process without pause.
// Printed per run: the outcome, how long it took, the process's peak RSS above what it was just
// before the import (sampled every 20 ms), and the longest the category loop waited for an answer.
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PRODUCT_COLUMNS, VARIATION_COLUMNS } from '../src/lib/catalog-import.ts';
import { createApp } from '../src/server/api/app.ts';
import { catalogChangesFor } from '../src/server/api/catalog-changes.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase, type Database } from '../src/server/api/db/connect.ts';
import { seedIfEmpty } from '../src/server/api/seed/seed.ts';
import { importCatalog } from '../src/server/api/services/catalog-import.ts';
import { findPostgresBin, startTempPostgres, type TempPostgres } from './lib/postgres.ts';
import { freePort } from './lib/shop-process.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    mb: { type: 'string', default: '50' },
    products: { type: 'string', default: '3000' },
    files: { type: 'string', default: 'one-sku,invalid,valid' },
    child: { type: 'string' },
  },
});

const HEADER = [...PRODUCT_COLUMNS, ...VARIATION_COLUMNS];
const row = (cells: Partial<Record<(typeof HEADER)[number], string>>) =>
  `${HEADER.map((column) => cells[column] ?? '').join(',')}\n`;

/** Writes rows from `next(i)` until the file holds `size` bytes (or `next` says it is done). */
async function writeRows(file: string, size: number, next: (i: number) => string | null) {
  const out = createWriteStream(file);
  let written = 0;
  out.write(`${HEADER.join(',')}\n`);
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

/** The three files, in `dir`. */
async function writeFiles(dir: string, bytes: number, validProducts: number) {
  await writeRows(path.join(dir, 'one-sku.csv'), bytes, (i) =>
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
  await writeRows(path.join(dir, 'invalid.csv'), bytes, (i) =>
    row({ ...product, sku: `BENCH-BAD-${i}`, price: 'abc', stock: '1' }),
  );
  await writeRows(path.join(dir, 'valid.csv'), Number.POSITIVE_INFINITY, (i) => {
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
}

const SCENARIOS = [
  { name: 'one-sku', dryRun: false },
  { name: 'invalid', dryRun: true },
  { name: 'valid', dryRun: false },
] as const;

async function open(engine: string): Promise<{ database: Database; server?: TempPostgres }> {
  if (engine === 'pglite') return { database: await openDatabase('memory://') };
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql)');
  const server = startTempPostgres(bin, await freePort());
  try {
    return { database: await openDatabase(server.url), server };
  } catch (error) {
    server.stop();
    throw error;
  }
}

/** One import, measured, in this process: `engine:scenario:file`. */
async function child(spec: string) {
  const [engine, name, file] = spec.split(':') as [string, string, string];
  const dryRun = SCENARIOS.find((s) => s.name === name)!.dryRun;
  const { database, server } = await open(engine);
  const stop = () => server?.stop();
  process.on('SIGTERM', () => {
    stop();
    process.exit(1);
  });
  try {
    await seedIfEmpty(database.db);
    const app = createApp({
      db: database.db,
      config: loadConfig({}, { databaseUrl: 'memory://' }),
    });
    (globalThis as { gc?: () => void }).gc?.();
    const baseline = process.memoryUsage.rss();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
    let running = true;
    let longest = 0;
    let answered = 0;
    const loop = (async () => {
      while (running) {
        const started = performance.now();
        const res = await app.request('/api/product/category');
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`GET /api/product/category: ${res.status}`);
        longest = Math.max(longest, performance.now() - started);
        answered += 1;
        // As a client over a socket: the next request comes in a later turn of the event loop (an
        // in-process loop of promises alone would never let the import's file reads in).
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const started = performance.now();
    const outcome = await importCatalog(
      { db: database.db, now: () => new Date(), catalogChanges: catalogChangesFor() },
      { format: 'csv', open: () => createReadStream(file), name },
      { dryRun, who: { actor: 'bench' } },
    );
    const ms = performance.now() - started;
    running = false;
    await loop;
    clearInterval(sampler);
    const what =
      'summary' in outcome
        ? `${outcome.summary.products} products, ${outcome.summary.created} created`
        : 'rejection' in outcome
          ? `refused: ${outcome.rejection.problems} problems; ${outcome.rejection.rows[0]?.message.slice(0, 70)}`
          : JSON.stringify(outcome).slice(0, 120);
    console.log(JSON.stringify({ ms, growth: peak - baseline, longest, answered, what }));
  } finally {
    await database.close();
    stop();
  }
  // The app's timers (rate-limit clean-up) would outlive the database.
  process.exit(0);
}

async function main() {
  const engines = values.engine === 'both' ? ['pglite', 'postgres'] : [values.engine!];
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-import-'));
  try {
    await writeFiles(dir, Number(values.mb) * 1024 * 1024, Number(values.products));
    const chosen = values.files!.split(',');
    for (const engine of engines)
      for (const { name } of SCENARIOS.filter((s) => chosen.includes(s.name))) {
        const spec = `${engine}:${name}:${path.join(dir, `${name}.csv`)}`;
        const run = spawnSync(
          process.execPath,
          ['--expose-gc', fileURLToPath(import.meta.url), '--child', spec],
          { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
        );
        const line = run.stdout.trim().split('\n').at(-1) ?? '';
        if (run.status !== 0 || !line.startsWith('{')) {
          console.log(`${engine} ${name}: failed (exit ${run.status}) ${run.stdout}`);
          continue;
        }
        const r = JSON.parse(line) as Record<string, number | string>;
        const mb = (Number(r['growth']) / 1024 / 1024).toFixed(0);
        console.log(
          `${engine.padEnd(8)} ${name.padEnd(8)} ${(Number(r['ms']) / 1000).toFixed(1).padStart(6)} s  ` +
            `RSS +${mb.padStart(4)} MB  longest stall ${(Number(r['longest']) / 1000).toFixed(2)} s ` +
            `(${r['answered']} reads)  ${r['what']}`,
        );
      }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (values.child) await child(values.child);
else await main();
