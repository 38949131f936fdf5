// What `npm run bench:scale` measured for one catalogue size on one engine, and its printed table
// (one per engine, sizes as rows) and JSON file.
import { mkdirSync, existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, release } from 'node:os';
import path from 'node:path';
import type { Engine } from './bench-database.ts';
import type { Summary } from './bench-http.ts';
import type {
  ApiBreakdown,
  ChangeResult,
  ListingResult,
  ProductPagesResult,
  RebuildResult,
} from './bench-scale-phases.ts';

export interface ScaleRow {
  engine: Engine;
  products: number;
  /** Load average (1, 5, 15 min) when the size started and when it ended. */
  loadBefore: number[];
  loadAfter: number[];
  generate?: { ms: number; writeSeconds: number | null; peakMb: number | null };
  start?: { homeMs: number; liveMs: number; peakMb: number; warmMs: number | null };
  productPages?: Omit<ProductPagesResult, 'ids'> & { counted: number };
  apiBreakdown?: ApiBreakdown;
  changes?: ChangeResult;
  listings?: ListingResult;
  /** `rewarmMs`: from the rebuild's end until the shop had rendered ahead again. */
  rebuild?: RebuildResult & { peakMb: number; rewarmMs: number | null };
  /** Peak RSS of the shop's process tree over its whole run (the rebuild's `astro build` included). */
  runPeakMb?: number;
  stop?: { code: number | null; ms: number };
  /** The shop's last output, kept when something went wrong. */
  shopOutput?: string;
  error?: string;
}

/** Milliseconds for a table: one decimal under 10, '–' for none. */
export const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value)
    ? '–'
    : value < 10
      ? value.toFixed(1)
      : value.toFixed(0);
const s = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '–' : (value / 1000).toFixed(1);
const pair = (summary: Summary | undefined) => `${ms(summary?.p50)} / ${ms(summary?.p95)}`;
export const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const HEADER = [
  'products',
  'generate s',
  'start-to-live s',
  'peak MB (live / run)',
  'first hit p50 / p95 ms',
  'cached p50 / p95 ms',
  'listing p95 ms (HTML cached / first / API)',
  'change-to-live p50 / p95 ms',
  'rebuild s',
  'read p99 ms in rebuild',
  'failed requests',
];

/** Non-200 answers and errors over every measured request of the row. */
export function failedRequests(row: ScaleRow): number {
  return (
    (row.productPages?.failures.count ?? 0) +
    (row.listings?.failures.count ?? 0) +
    (row.changes?.failures.count ?? 0) +
    (row.rebuild?.failures.count ?? 0)
  );
}

function cells(row: ScaleRow): string[] {
  if (row.error && !row.start)
    return [count.format(row.products), s(row.generate?.ms), `failed: ${row.error}`];
  return [
    count.format(row.products),
    s(row.generate?.ms),
    s(row.start?.liveMs),
    `${row.start?.peakMb ?? '–'} / ${row.runPeakMb ?? '–'}`,
    pair(row.productPages?.firstHit),
    pair(row.productPages?.cached),
    `${ms(row.listings?.htmlCached.p95)} / ${ms(row.listings?.htmlFirst.p95)} / ${ms(row.listings?.api.p95)}`,
    pair(row.changes?.toLive),
    s(row.rebuild?.ms),
    ms(row.rebuild?.reads.p99),
    String(failedRequests(row)),
  ];
}

/** A Markdown table row. */
export const line = (values: readonly string[]) => `| ${values.join(' | ')} |`;

/** The Markdown table of one engine's rows, and a line of notes under it per row. */
export function engineTable(engine: Engine, rows: readonly ScaleRow[]): string {
  const title = engine === 'pglite' ? 'PGlite (data folder)' : 'PostgreSQL';
  const table = [
    `${title}:`,
    '',
    line(HEADER),
    line(HEADER.map(() => '---')),
    ...rows.map((row) => line(cells(row))),
  ];
  const notes = rows.map((row) => {
    const parts = [
      `load ${row.loadBefore.map((l) => l.toFixed(2)).join(' ')} → ${row.loadAfter.map((l) => l.toFixed(2)).join(' ')}`,
    ];
    if (row.start)
      parts.push(`home ${s(row.start.homeMs)} s`, `warm-up ${s(row.start.warmMs ?? NaN)} s`);
    if (row.productPages)
      parts.push(
        `${row.productPages.counted} first hits counted (${row.productPages.firstNotMiss} not MISS)`,
      );
    if (row.changes) parts.push(`PATCH p95 ${ms(row.changes.patch.p95)} ms`);
    if (row.rebuild)
      parts.push(
        `rebuild ${row.rebuild.state}, ${row.rebuild.reads.n} reads, read p50 ${ms(row.rebuild.reads.p50)} ms, max ${ms(row.rebuild.reads.max)} ms, peak ${row.rebuild.peakMb} MB, rendered ahead again ${s(row.rebuild.rewarmMs ?? NaN)} s later`,
      );
    if (row.changes?.problems.length) parts.push(row.changes.problems.join(', '));
    if (row.stop) parts.push(`SIGTERM exit ${row.stop.code} in ${s(row.stop.ms)} s`);
    const examples = [
      row.productPages?.failures,
      row.listings?.failures,
      row.changes?.failures,
      row.rebuild?.failures,
    ].flatMap((failures) => failures?.examples.slice(0, 3) ?? []);
    if (examples.length > 0) parts.push(`failed e.g. ${examples.slice(0, 6).join(', ')}`);
    if (row.error) parts.push(`error: ${row.error}`);
    return `- ${count.format(row.products)}: ${parts.join('; ')}`;
  });
  return [...table, '', ...notes].join('\n');
}

/** Per row, p50 / p95 of each API call a product page makes (where its first hit goes). */
export function breakdownTable(rows: readonly ScaleRow[]): string {
  const measured = rows.filter((row) => row.apiBreakdown);
  if (measured.length === 0) return '';
  const kinds = Object.keys(measured[0]!.apiBreakdown!);
  return [
    'API calls of a product page, one at a time (p50 / p95 ms):',
    '',
    line(['engine', 'products', ...kinds]),
    line(['---', '---', ...kinds.map(() => '---')]),
    ...measured.map((row) =>
      line([
        row.engine,
        count.format(row.products),
        ...kinds.map((k) => pair(row.apiBreakdown![k])),
      ]),
    ),
  ].join('\n');
}

export function machine() {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    kernel: release(),
    loadAverage: loadavg(),
  };
}

/**
 * Writes `bench-results/<name>-<date>.json` (a numbered name when that exists); returns its path.
 */
export function writeResults(data: unknown, name = 'scale'): string {
  const dir = 'bench-results';
  mkdirSync(dir, { recursive: true });
  const date = new Date().toISOString().slice(0, 10);
  let file = path.join(dir, `${name}-${date}.json`);
  for (let n = 2; existsSync(file); n++) file = path.join(dir, `${name}-${date}-${n}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
