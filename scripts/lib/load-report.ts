// What `npm run bench:load` prints: per engine a table of the load runs (throughput, latency
// percentiles, errors, non-2xx answers by status, timeouts, CPU per core, the shop's CPU and
// memory), the crowds' steps, the flash sales, and at the end every goal of the crowd work with
// its measured value and whether it was met.
import type { Engine } from './bench-database.ts';
import type { Summary } from './bench-http.ts';
import { count, line, ms } from './bench-scale-report.ts';
import type { LoadResult } from './load-run.ts';
import {
  FLASH_BUYERS,
  FLASH_STOCK,
  type CrowdRow,
  type FlashRound,
  type Row,
} from './load-scenarios.ts';

/** Everything measured on one engine. */
export interface EngineRun {
  engine: Engine;
  products: number;
  rows: Row[];
  crowds: CrowdRow[];
  flash: FlashRound[];
  /** Why the engine's run stopped early (the shop did not start, generation failed). */
  error?: string;
  notes: string[];
}

const table = (header: readonly string[], rows: readonly string[][]) =>
  [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');

const statusText = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, n]) => `${status}×${n}`)
    .join(' ') || '0';

const latencyCells = (latency: Summary) => [
  ms(latency.p50),
  ms(latency.p95),
  ms(latency.p99),
  ms(latency.max),
];

function loadCells(result: LoadResult): string[] {
  return [
    count.format(result.perSecond),
    ...latencyCells(result.latency),
    String(result.errors - result.timeouts),
    statusText(result.statuses),
    String(result.timeouts),
    result.cores.map((busy) => busy.toFixed(0)).join(' / '),
    result.shopCpuPercent === null ? '–' : result.shopCpuPercent.toFixed(0),
    result.shopPeakMb === null ? '–' : String(result.shopPeakMb),
  ];
}

const LOAD_HEADER = [
  'scenario',
  'conns',
  'req/s',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'max ms',
  'errors',
  'non-2xx',
  'timeouts',
  'CPU % per core',
  'shop CPU %',
  'shop RSS MB',
];

function rowCells(row: Row): string[] {
  if (!row.result)
    return [row.scenario, String(row.connections), `failed: ${row.error ?? 'no result'}`];
  return [row.scenario, String(row.connections), ...loadCells(row.result)];
}

const notesOf = (rows: readonly Row[]) =>
  rows
    .filter((row) => row.notes.length > 0 || row.error)
    .map(
      (row) =>
        `- ${row.scenario} (${row.connections}): ${[...row.notes, ...(row.error ? [`error: ${row.error}`] : [])].join('; ')}`,
    );

/** The Markdown of one engine's run. */
export function engineReport(run: EngineRun): string {
  const title = `${run.engine === 'pglite' ? 'PGlite (data folder)' : 'PostgreSQL'}, ${count.format(run.products)} products`;
  const parts = [`### ${title}`, ''];
  if (run.error) parts.push(`Stopped early: ${run.error}`, '');
  const all = [...run.rows, ...run.crowds];
  if (all.length > 0) parts.push(table(LOAD_HEADER, all.map(rowCells)), '');
  if (run.crowds.some((crowd) => crowd.result)) {
    const header = [
      'step',
      ...run.crowds.map(
        (crowd) => `${crowd.connections} shoppers p50 / p95 / p99 ms (non-2xx, timeouts)`,
      ),
    ];
    const steps = [
      ...new Set(run.crowds.flatMap((crowd) => Object.keys(crowd.result?.steps ?? {}))),
    ];
    parts.push(
      'Virtual shoppers, per step:',
      '',
      table(header, [
        ...steps.map((step) => [
          step,
          ...run.crowds.map((crowd) => {
            const s = crowd.result?.steps[step];
            return s
              ? `${ms(s.latency.p50)} / ${ms(s.latency.p95)} / ${ms(s.latency.p99)} (${statusText(s.statuses)}, ${s.timeouts})`
              : '–';
          }),
        ]),
        ['orders/s', ...run.crowds.map((crowd) => (crowd.ordersPerSecond ?? NaN).toFixed(1))],
        [
          'price change live after',
          ...run.crowds.map((crowd) =>
            crowd.priceChange?.ms == null ? '–' : `${ms(crowd.priceChange.ms)} ms`,
          ),
        ],
      ]),
      '',
    );
  }
  if (run.flash.length > 0)
    parts.push(
      `Flash sale: ${run.flash.length} rounds of ${FLASH_BUYERS} guests at once for ${FLASH_STOCK} units:`,
      '',
      table(
        ['round', '201', '409 Out of stock', 'other', 'stock after', 'p50 ms', 'p95 ms', 'max ms'],
        run.flash.map((sale) =>
          sale.error && !sale.result
            ? [String(sale.round), `failed: ${sale.error}`]
            : [
                String(sale.round),
                String(sale.created),
                String(sale.outOfStock),
                statusText(sale.other),
                String(sale.stockAfter ?? '–'),
                ms(sale.result?.latency.p50),
                ms(sale.result?.latency.p95),
                ms(sale.result?.latency.max),
              ],
        ),
      ),
      '',
    );
  const notes = [
    ...run.notes.map((note) => `- ${note}`),
    ...notesOf(all),
    ...run.flash
      .filter((sale) => sale.error)
      .map((sale) => `- flash sale ${sale.round}: ${sale.error}`),
  ];
  if (notes.length > 0) parts.push(...notes, '');
  return parts.join('\n');
}

/** One goal of the crowd work on one engine: what it asks, what was measured, met or not. */
export interface GoalCheck {
  engine: Engine;
  goal: string;
  measured: string;
  /** null: not measured in this run. */
  met: boolean | null;
  /** For a missed goal: what bounded it, from the run's CPU figures. */
  why?: string;
}

const find = (run: EngineRun, scenario: string, connections: number) =>
  run.rows.find((row) => row.scenario.startsWith(scenario) && row.connections === connections)
    ?.result;

const rate = (result: LoadResult) =>
  `${count.format(result.perSecond)} req/s, p99 ${ms(result.latency.p99)} ms`;

/** Answers outside 2xx that are not a 503 with Retry-After, plus errors: these must be none. */
const failed = (result: LoadResult) => result.non2xx - result.retryAfter503 + result.errors;

/** Milliseconds of CPU a request: `percent` of one core spread over `perSecond` requests. */
const cpuMsPer = (percent: number, perSecond: number) => (percent / 100) * (1000 / perSecond);

/**
 * Why a goal measured on `r` was missed, from where its CPU went: every core busy (the cost of a
 * request bounds the rate: a goal of `needRate` requests a second leaves the machine that many
 * milliseconds a request), or a core idle while one thread is busy (on PGlite, where one
 * process serves, its serving thread or the database's). The load generator shares the cores, so the machine's figure includes its part.
 */
export function cpuWhy(r: LoadResult, engine: Engine, needRate?: number): string {
  const cores = r.cores.map((busy) => `${busy.toFixed(0)}`).join('/');
  const machine = r.cores.reduce((sum, busy) => sum + busy, 0);
  const perRequest = `${cpuMsPer(machine, r.perSecond).toFixed(1)} ms of the machine's CPU a request${
    r.shopCpuPercent === null
      ? ''
      : ` (the shop's ${cpuMsPer(r.shopCpuPercent, r.perSecond).toFixed(1)} ms)`
  }`;
  const saturated = r.cores.length > 0 && r.cores.every((busy) => busy >= 90);
  if (saturated) {
    const need =
      needRate === undefined
        ? ''
        : `; ${count.format(needRate)} req/s leaves ${((r.cores.length * 1000) / needRate).toFixed(1)} ms`;
    return `CPU-bound: cores ${cores} % busy, ${perRequest}${need}; the latency is the queue for them`;
  }
  const thread =
    engine === 'pglite'
      ? 'one thread bounds it (on PGlite one process serves: its serving thread or the database thread is the busy one)'
      : 'one thread bounds it';
  return `${thread}: cores ${cores} % busy, shop ${r.shopCpuPercent?.toFixed(0) ?? '?'} % of a core, ${perRequest}`;
}

/** Every goal, checked against one engine's run. */
export function goals(run: EngineRun): GoalCheck[] {
  const checks: GoalCheck[] = [];
  const check = (
    goal: string,
    result: LoadResult | undefined,
    test: (r: LoadResult) => boolean,
    measured = rate,
    needRate?: number,
  ) => {
    const met = result ? test(result) : null;
    checks.push({
      engine: run.engine,
      goal,
      measured: result ? measured(result) : 'not measured',
      met,
      ...(result && met === false ? { why: cpuWhy(result, run.engine, needRate) } : {}),
    });
  };
  const throughput = (min: number, p99: number) => (r: LoadResult) =>
    r.perSecond >= min && r.latency.p99 <= p99 && failed(r) === 0;
  const pg = run.engine === 'postgres';

  /** [goal's name, scenario, connections, req/s at least, p99 ms at most]. */
  const throughputGoals: [string, string, number, number, number][] = [
    ['listing, realistic mix', 'listing API, realistic', 50, 1000, 100],
    ['search, realistic mix', 'search, realistic', 50, 1000, 100],
    ['listing, all distinct', 'listing API, all distinct', 50, pg ? 400 : 250, 250],
    ['search, all distinct', 'search, all distinct', 50, pg ? 300 : 200, 250],
    ['suggest as typed', 'suggest as typed', 50, 600, 150],
  ];
  for (const [name, scenario, connections, min, p99] of throughputGoals)
    check(
      `${name}, ${connections} conns: ≥ ${count.format(min)} req/s, p99 ≤ ${p99} ms`,
      find(run, scenario, connections),
      throughput(min, p99),
      rate,
      min,
    );
  check(
    'never-rendered product pages, 10 conns: ≥ 150 req/s, p95 ≤ 300 ms',
    find(run, 'product pages never rendered', 10),
    (r) => r.perSecond >= 150 && r.latency.p95 <= 300 && failed(r) === 0,
    (r) => `${count.format(r.perSecond)} req/s, p95 ${ms(r.latency.p95)} ms`,
    150,
  );
  const cached = find(run, 'cached product page', 50);
  const bare = find(run, 'same bytes, bare', 50);
  checks.push({
    engine: run.engine,
    goal: 'cached pages, 50 conns: ≥ half the throughput of a bare server sending the same bytes',
    measured:
      cached && bare
        ? `${count.format(cached.perSecond)} against ${count.format(bare.perSecond)} req/s (${((cached.perSecond / bare.perSecond) * 100).toFixed(0)} %)`
        : 'not measured',
    met: cached && bare ? cached.perSecond >= bare.perSecond / 2 : null,
    ...(cached && bare && cached.perSecond < bare.perSecond / 2
      ? {
          why: `${cpuWhy(cached, run.engine, bare.perSecond / 2)}; the bare server spends ${cpuMsPer(
            bare.cores.reduce((sum, busy) => sum + busy, 0),
            bare.perSecond,
          ).toFixed(1)} ms`,
        }
      : {}),
  });
  for (const mix of ['listing API, realistic', 'listing API, all distinct'])
    check(
      `${mix}, 200 conns: nothing waits past 2 s; refusals are 503 with Retry-After, < 1 %`,
      find(run, mix, 200),
      (r) =>
        r.latency.max <= 2000 &&
        r.timeouts === 0 &&
        failed(r) === 0 &&
        r.retryAfter503 < r.answers / 100,
      (r) =>
        `max ${ms(r.latency.max)} ms, ${r.timeouts} timeouts, ${r.retryAfter503} × 503 with Retry-After of ${count.format(r.answers)}, ${failed(r)} other failures`,
    );
  const crowd = run.crowds.find((c) => c.connections === 300);
  const worstStep = (r: LoadResult) =>
    Object.entries(r.steps).reduce<[string, number]>(
      (worst, [step, s]) => (s.latency.p95 > worst[1] ? [step, s.latency.p95] : worst),
      ['', 0],
    );
  check(
    '300 virtual shoppers: no failed request, p95 of every step ≤ 500 ms',
    crowd?.result,
    (r) => failed(r) === 0 && r.retryAfter503 === 0 && r.timeouts === 0 && worstStep(r)[1] <= 500,
    (r) => {
      const [step, p95] = worstStep(r);
      return `${failed(r)} failed, ${r.retryAfter503} × 503 with Retry-After, ${r.timeouts} timeouts, worst step p95 ${ms(p95)} ms (${step}), ${(crowd?.ordersPerSecond ?? 0).toFixed(1)} orders/s`;
    },
  );
  checks.push({
    engine: run.engine,
    goal: '300 virtual shoppers: a price change live within 10 s',
    measured: crowd?.priceChange
      ? crowd.priceChange.ms === null
        ? (crowd.priceChange.problem ?? 'not live')
        : `${ms(crowd.priceChange.ms)} ms`
      : 'not measured',
    met: crowd?.priceChange
      ? crowd.priceChange.ms !== null && crowd.priceChange.ms <= 10_000
      : null,
  });
  check(
    'first seconds after a start: cached pages p99 ≤ 50 ms at 10 conns',
    find(run, 'cached page, first seconds', 10),
    (r) => r.latency.p99 <= 50 && failed(r) === 0,
  );
  check(
    'during a rebuild: cached pages p99 ≤ 50 ms at 10 conns',
    find(run, 'cached pages during a rebuild', 10),
    (r) => r.latency.p99 <= 50 && failed(r) === 0,
  );
  const sales = run.flash.filter((sale) => sale.result);
  checks.push({
    engine: run.engine,
    goal: `flash sale, ${FLASH_BUYERS} buyers: exactly ${FLASH_STOCK} orders, the rest 409 "Out of stock", stock 0, no 5xx`,
    measured:
      sales.length > 0
        ? sales
            .map(
              (s) =>
                `${s.created} × 201, ${s.outOfStock} × 409, other ${statusText(s.other)}, stock ${s.stockAfter ?? '?'}`,
            )
            .join('; ')
        : 'not measured',
    met:
      sales.length > 0
        ? run.flash.every(
            (s) =>
              s.result &&
              s.created === FLASH_STOCK &&
              s.outOfStock === s.result.answers - s.created &&
              s.result.errors === 0 &&
              Object.keys(s.other).length === 0 &&
              s.stockAfter === 0,
          )
        : null,
    ...(sales.some((s) => s.other['503'])
      ? {
          why: `refused 503 past capacity (waited longer than admission control allows) before reaching the stock: ${cpuWhy(sales[0]!.result!, run.engine)}`,
        }
      : {}),
  });
  checks.push({
    engine: run.engine,
    goal: 'flash sale: every buyer answered within 500 ms at p95',
    measured:
      sales.length > 0
        ? sales.map((s) => `p95 ${ms(s.result!.latency.p95)} ms`).join('; ')
        : 'not measured',
    met: sales.length > 0 ? sales.every((s) => s.result!.latency.p95 <= 500) : null,
    ...(sales.some((s) => s.result!.latency.p95 > 500)
      ? { why: `${FLASH_BUYERS} checkouts at once: ${cpuWhy(sales[0]!.result!, run.engine)}` }
      : {}),
  });
  return checks;
}

/** The goals of every engine as one table. */
export function goalsReport(runs: readonly EngineRun[]): string {
  const checks = runs.flatMap(goals);
  const verdict = (met: boolean | null) => (met === null ? 'not measured' : met ? 'met' : 'MISSED');
  return [
    `Goals (measured at ${[...new Set(runs.map((run) => count.format(run.products)))].join(', ')} products; the goals are set for 100,000):`,
    '',
    table(
      ['engine', 'goal', 'measured', 'verdict', 'why (a missed goal)'],
      checks.map((c) => [c.engine, c.goal, c.measured, verdict(c.met), c.why ?? '']),
    ),
  ].join('\n');
}
