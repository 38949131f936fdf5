// `npm run bench:explain -- [--products 100000] [--engine pglite|postgres|both] [--out FILE]`:
// the plans of the catalogue's reads at size. For each engine, a throw-away database with N
// generated products; then every statement that the listing, category listing, search and suggest
// services send for a mix of requests (every category × every sort and filter the listing page
// offers, distinct price ranges, the shoppers' search queries, what they type into the box) is run
// again inside a rolled-back transaction under EXPLAIN (ANALYZE, BUFFERS), in the same order and
// with the same `set local` settings. Prints, per request, its statements' execution time (median
// of 3), the rows its plans read and any sequential scan of a large table; writes the whole table
// as Markdown with --out.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Logger } from 'drizzle-orm/logger';
import type pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import {
  categoryListingQuerySchema,
  productListQuerySchema,
  searchQuerySchema,
} from '../src/api/schemas/catalog.ts';

import { CATEGORY_NAMES } from '../src/lib/constants.ts';
import { openDatabase, type Database as OpenedDatabase } from '../src/server/api/db/connect.ts';
import {
  categoryListing,
  findCategoryByName,
  listProducts,
} from '../src/server/api/services/catalog.ts';
import { fieldParams } from '../src/server/api/services/field-filters.ts';
import { searchProducts } from '../src/server/api/services/search.ts';
import { suggest } from '../src/server/api/services/search-suggest.ts';
import { eachDatabase, runNode, type Engine, type OpenDatabases } from './lib/bench-database.ts';
import { listingQueries } from './lib/bench-scale-phases.ts';
import { QUERIES, TYPED } from './lib/shopper-queries.ts';

const USAGE =
  'Usage: npm run bench:explain -- [--products 100000] [--engine pglite|postgres|both] [--out FILE]';
/** Runs of each plan; the median is reported. */
const RUNS = 3;
/** A sequential scan of a table with more rows than this is reported as one. */
const LARGE_TABLE_ROWS = 1_000;

interface Statement {
  text: string;
  params: unknown[];
}

/** One request of the mix: what it is, and the service call that sends its statements. */
interface Ask {
  kind: 'listing' | 'category listing' | 'distinct listing' | 'search' | 'suggest';
  label: string;
  run: (database: OpenedDatabase) => Promise<unknown>;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

interface Measured {
  kind: Ask['kind'];
  label: string;
  statements: number;
  /** The statements' execution times added up (median of RUNS), ms. */
  executionMs: number;
  /** Rows the plans' scans produced or passed over (filter removals counted). */
  rowsRead: number;
  /** "Seq Scan on products (100,000 rows)" for each large sequential scan. */
  seqScans: string[];
  /** Indexes the plans read. */
  indexes: string[];
}

function asks(): Ask[] {
  const list: Ask[] = [];
  const listing = (label: string, query: Record<string, string>) =>
    list.push({
      kind: 'listing',
      label,
      run: ({ db }) => listProducts(db, productListQuerySchema.parse(query)),
    });
  listing('newest', {});
  listing('featured', { featured: 'true' });
  listing('discounted', { discounted: 'true', sortBy: 'price' });
  listing('phones by rating', { category: 'phones', sortBy: '-rating' });
  for (const category of CATEGORY_NAMES)
    for (const [label, query] of listingQueries(category))
      list.push({
        kind: 'category listing',
        label: `${category}: ${label}`,
        run: async ({ db }) => {
          const params = Object.fromEntries(new URLSearchParams(query));
          const row = await findCategoryByName(db, category);
          if (!row) throw new Error(`No category ${category}`);
          return categoryListing(
            db,
            row,
            categoryListingQuerySchema.parse(params),
            fieldParams(params),
          );
        },
      });
  for (const [n, category] of CATEGORY_NAMES.entries()) {
    const minPrice = 100_000 + n * 1_000;
    list.push({
      kind: 'distinct listing',
      label: `${category}: price ${minPrice}…${minPrice + 30_000_000}, in stock`,
      run: async ({ db }) => {
        const row = await findCategoryByName(db, category);
        if (!row) throw new Error(`No category ${category}`);
        const query = {
          minPrice: String(minPrice),
          maxPrice: String(minPrice + 30_000_000),
          inStock: 'true',
          sortBy: 'price',
        };
        return categoryListing(db, row, categoryListingQuerySchema.parse(query), new Map());
      },
    });
  }
  for (const query of QUERIES)
    list.push({
      kind: 'search',
      label: query,
      run: ({ db }) => searchProducts(db, searchQuerySchema.parse({ query })),
    });
  for (const typed of TYPED.flatMap((word) => [word.slice(0, 3), word.slice(0, 6), word]))
    list.push({ kind: 'suggest', label: typed, run: ({ db }) => suggest(db, typed) });
  return list;
}

/** Runs `work` with a query function on one connection inside a transaction that is rolled back. */
async function rolledBack<T>(
  database: OpenedDatabase,
  work: (query: (text: string, params: unknown[]) => Promise<unknown[]>) => Promise<T>,
): Promise<T> {
  if (database.pglite) {
    const client: PGlite = database.pglite;
    await client.query('begin');
    try {
      return await work(async (text, params) => (await client.query(text, params)).rows);
    } finally {
      await client.query('rollback');
    }
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  await client.query('begin');
  try {
    return await work(async (text, params) => (await client.query(text, params)).rows);
  } finally {
    await client.query('rollback');
    client.release();
  }
}

function walk(node: PlanNode, visit: (node: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

const count = new Intl.NumberFormat('en-US');

/** The plans of `statements`, each run RUNS times: their median time and what they read. */
async function explain(database: OpenedDatabase, ask: Ask, statements: Statement[]) {
  const times: number[] = [];
  let rowsRead = 0;
  const seqScans = new Set<string>();
  const indexes = new Set<string>();
  for (let run = 0; run < RUNS; run++) {
    let total = 0;
    await rolledBack(database, async (query) => {
      for (const { text, params } of statements) {
        if (!/^\s*(select|with)\b/i.test(text)) {
          await query(text, params);
          continue;
        }
        const [row] = (await query(`explain (analyze, buffers, format json) ${text}`, params)) as {
          'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }];
        }[];
        const [plan] = row!['QUERY PLAN'];
        total += plan['Execution Time'];
        if (run > 0) continue;
        walk(plan.Plan, (node) => {
          if (node['Index Name']) indexes.add(node['Index Name']);
          if (!/Scan/.test(node['Node Type'])) return;
          const rows =
            ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) *
            (node['Actual Loops'] ?? 1);
          rowsRead += Math.round(rows);
          if (node['Node Type'] === 'Seq Scan' && rows > LARGE_TABLE_ROWS)
            seqScans.add(`Seq Scan on ${node['Relation Name']} (${count.format(rows)} rows)`);
        });
      }
    });
    times.push(total);
  }
  times.sort((a, b) => a - b);
  return {
    kind: ask.kind,
    label: ask.label,
    statements: statements.length,
    executionMs: times[Math.floor(times.length / 2)]!,
    rowsRead,
    seqScans: [...seqScans],
    indexes: [...indexes],
  } satisfies Measured;
}

async function measure(engine: Engine, products: number, url: string): Promise<Measured[]> {
  const started = Date.now();
  await runNode(
    ['scripts/catalog-generate.ts', '--products', String(products)],
    { DATABASE_URL: url },
    30 * 60_000,
  );
  console.log(
    `${engine}: ${count.format(products)} products generated in ${(Date.now() - started) / 1000} s`,
  );
  let captured: Statement[] = [];
  const logger: Logger = { logQuery: (text, params) => captured.push({ text, params }) };
  const database = await openDatabase(url, { logger });
  try {
    const results: Measured[] = [];
    for (const ask of asks()) {
      captured = [];
      await ask.run(database);
      const statements = captured;
      results.push(await explain(database, ask, statements));
    }
    return results;
  } finally {
    await database.close();
  }
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

function table(engine: Engine, products: number, rows: Measured[]): string {
  const lines = [
    `## ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${count.format(products)} products`,
    '',
    '| kind | request | statements | execution ms (median of 3) | rows read | sequential scans of large tables | indexes |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.kind} | ${row.label} | ${row.statements} | ${ms(row.executionMs)} | ${count.format(row.rowsRead)} | ${row.seqScans.join('; ') || 'none'} | ${row.indexes.join(', ')} |`,
    ),
    '',
  ];
  const byKind = new Map<string, Measured[]>();
  for (const row of rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row]);
  lines.push(
    '| kind | requests | execution ms p50 / max | rows read max | with a large sequential scan |',
  );
  lines.push('| --- | --- | --- | --- | --- |');
  for (const [kind, group] of byKind) {
    const times = group.map((row) => row.executionMs).sort((a, b) => a - b);
    lines.push(
      `| ${kind} | ${group.length} | ${ms(times[Math.floor(times.length / 2)]!)} / ${ms(times.at(-1)!)} | ${count.format(Math.max(...group.map((row) => row.rowsRead)))} | ${group.filter((row) => row.seqScans.length).length} |`,
    );
  }
  return lines.join('\n');
}

let options;
try {
  options = parseArgs({
    options: {
      products: { type: 'string', default: '100000' },
      engine: { type: 'string', default: 'both' },
      out: { type: 'string' },
    },
  }).values;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}. ${USAGE}`);
  process.exit(1);
}
const products = Number(options.products);
if (!Number.isInteger(products) || products < 1) {
  console.error(`--products must be a whole number. ${USAGE}`);
  process.exit(1);
}
const engines: Engine[] =
  options.engine === 'both' ? ['pglite', 'postgres'] : [options.engine as Engine];
if (!engines.every((engine) => engine === 'pglite' || engine === 'postgres')) {
  console.error(`--engine is pglite, postgres or both. ${USAGE}`);
  process.exit(1);
}

const open: OpenDatabases = {};
const { results, skipped } = await eachDatabase(
  engines,
  [products],
  'bench-explain',
  open,
  async (engine, size, database) => {
    const rows = await measure(engine, size, database.url);
    const text = table(engine, size, rows);
    console.log(text);
    return text;
  },
);
if (options.out) writeFileSync(options.out, [...results, ...skipped].join('\n\n') + '\n');
