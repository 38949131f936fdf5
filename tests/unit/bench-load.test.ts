import { describe, expect, it } from 'vitest';
import { summarize } from '../../scripts/lib/bench-http.ts';
import type { LoadResult } from '../../scripts/lib/load-run.ts';
import { goals, type EngineRun } from '../../scripts/lib/load-report.ts';
import {
  coreBusyPercent,
  distinctPhrase,
  parseProcStat,
  wordsOf,
  zipfPicker,
} from '../../scripts/lib/load-stats.ts';
import { seededRandom } from '../../scripts/lib/seeded-random.ts';

describe('zipfPicker', () => {
  it('picks the first choices most often and every choice sometimes', () => {
    const pick = zipfPicker(50, seededRandom(7));
    const counts = Array.from({ length: 50 }, () => 0);
    for (let i = 0; i < 100_000; i++) counts[pick()]! += 1;
    // 1 / H(50) ≈ 22 % for the first, half of that for the second, a fiftieth for the last.
    expect(counts[0]! / 100_000).toBeCloseTo(0.222, 1);
    expect(counts[0]!).toBeGreaterThan(counts[1]!);
    expect(counts[1]!).toBeGreaterThan(counts[9]!);
    expect(counts[9]!).toBeGreaterThan(counts[49]!);
    expect(counts.every((n) => n > 0)).toBe(true);
  });

  it('always picks the one choice there is, and refuses none', () => {
    const pick = zipfPicker(1, seededRandom(1));
    expect([pick(), pick(), pick()]).toEqual([0, 0, 0]);
    expect(() => zipfPicker(0, seededRandom(1))).toThrow(/at least one choice/);
  });
});

const STAT_BEFORE = `cpu  300 0 100 1600 0 0 0 0 0 0
cpu0 200 0 50 750 0 0 0 0 0 0
cpu1 100 0 50 850 0 0 0 0 0 0
intr 12345
`;
const STAT_AFTER = `cpu  600 0 200 1800 0 0 0 0 0 0
cpu0 380 0 70 750 0 0 0 0 0 0
cpu1 150 0 50 950 50 0 0 0 0 0
intr 12399
`;

describe('CPU per core from /proc/stat', () => {
  it('reads each core and leaves out the total line', () => {
    expect(parseProcStat(STAT_BEFORE)).toEqual([
      { core: 'cpu0', total: 1000, busy: 250 },
      { core: 'cpu1', total: 1000, busy: 150 },
    ]);
  });

  it('tells each core busy share between two readings, idle and iowait not counted busy', () => {
    const busy = coreBusyPercent(parseProcStat(STAT_BEFORE), parseProcStat(STAT_AFTER));
    // cpu0: 200 ticks, all busy; cpu1: 200 ticks, 50 busy, 100 idle, 50 iowait.
    expect(busy).toEqual([100, 25]);
  });

  it('counts a core without ticks between the readings as idle', () => {
    const same = parseProcStat(STAT_BEFORE);
    expect(coreBusyPercent(same, same)).toEqual([0, 0]);
  });
});

describe('distinct phrases', () => {
  it('never makes the same phrase twice below words³', () => {
    const words = wordsOf(['tai nghe', 'samsung galaxy', 'tai nghe không dây']);
    expect(words).toEqual(['tai', 'nghe', 'samsung', 'galaxy', 'không', 'dây']);
    const phrases = Array.from({ length: words.length ** 3 }, (_, n) => distinctPhrase(words, n));
    expect(new Set(phrases).size).toBe(phrases.length);
    expect(phrases.every((p) => p.split(' ').length === 3)).toBe(true);
  });
});

/** A load result with these answers (all latencies `ms`), for the goal checks. */
function result(overrides: Partial<LoadResult> & { ms?: number; answers?: number }): LoadResult {
  const answers = overrides.answers ?? 1000;
  const latency = summarize(Array.from({ length: answers }, () => overrides.ms ?? 10));
  return {
    connections: 50,
    seconds: 1,
    answers,
    perSecond: answers,
    latency,
    statuses: { '200': answers },
    non2xx: 0,
    retryAfter503: 0,
    errors: 0,
    timeouts: 0,
    steps: {},
    cores: [50, 50],
    shopCpuPercent: 90,
    shopPeakMb: 300,
    ...overrides,
  };
}

const run = (rows: EngineRun['rows']): EngineRun => ({
  engine: 'postgres',
  products: 10_000,
  rows,
  crowds: [],
  flash: [],
  notes: [],
});
const verdict = (r: EngineRun, goal: string) => goals(r).find((g) => g.goal.startsWith(goal))?.met;

describe('the goals of a load run', () => {
  it('meets the cached-page goal at half the bare server and misses it below', () => {
    const at = (shop: number) =>
      run([
        {
          scenario: 'cached product page (br)',
          connections: 50,
          notes: [],
          result: result({ answers: shop }),
        },
        {
          scenario: 'same bytes, bare node:http',
          connections: 50,
          notes: [],
          result: result({ answers: 2000 }),
        },
      ]);
    expect(verdict(at(1000), 'cached pages')).toBe(true);
    expect(verdict(at(999), 'cached pages')).toBe(false);
  });

  it('accepts a few quick 503s with Retry-After at 200 connections but no other refusal', () => {
    const with503 = (retryAfter: boolean) =>
      run([
        {
          scenario: 'listing API, realistic mix (66 combinations)',
          connections: 200,
          notes: [],
          result: result({
            statuses: { '200': 995, '503': 5 },
            non2xx: 5,
            retryAfter503: retryAfter ? 5 : 0,
          }),
        },
      ]);
    expect(verdict(with503(true), 'listing API, realistic, 200')).toBe(true);
    expect(verdict(with503(false), 'listing API, realistic, 200')).toBe(false);
  });

  it('says a goal whose scenario did not run is not measured rather than missed', () => {
    const checks = goals(run([]));
    expect(checks.length).toBeGreaterThan(10);
    expect(checks.every((check) => check.met === null && check.measured === 'not measured')).toBe(
      true,
    );
  });

  it('misses a throughput goal when the p99 is over its bound', () => {
    const listing = (ms: number) =>
      run([
        {
          scenario: 'listing API, all distinct',
          connections: 50,
          notes: [],
          result: result({ ms }),
        },
      ]);
    expect(verdict(listing(250), 'listing, all distinct')).toBe(true);
    expect(verdict(listing(251), 'listing, all distinct')).toBe(false);
  });
});
