// The arithmetic of `npm run bench:load`, kept apart from its I/O so it can be tested: a Zipf-like
// pick (most shoppers ask what others ask), the busy share of each core between two readings of
// /proc/stat, and requests that are never the same twice.
import type { Random } from './seeded-random.ts';

/**
 * Picks an index in [0, n) with probability proportional to 1 / (rank + 1)^exponent: with the
 * default exponent 1, the first of 50 choices comes up about 22 % of the time, the tenth about
 * 2 %, the last about 0.4 %.
 */
export function zipfPicker(n: number, random: Random, exponent = 1): () => number {
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`zipfPicker needs at least one choice, not ${n}`);
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 0; rank < n; rank++) {
    sum += 1 / (rank + 1) ** exponent;
    cumulative.push(sum);
  }
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! > target) high = mid;
      else low = mid + 1;
    }
    return low;
  };
}

/** One core's CPU time in /proc/stat, in ticks: all of it and the part spent not waiting. */
export interface CoreTicks {
  core: string;
  total: number;
  busy: number;
}

/**
 * The per-core lines (`cpu0`, `cpu1`, ...) of /proc/stat: user nice system idle iowait irq softirq
 * steal (guest time is already counted in user and nice). Idle and iowait are not busy.
 */
export function parseProcStat(text: string): CoreTicks[] {
  const cores: CoreTicks[] = [];
  for (const line of text.split('\n')) {
    const match = /^(cpu\d+)\s+(.*)$/.exec(line);
    if (!match) continue;
    const [user, nice, system, idle, iowait, irq, softirq, steal] = match[2]!
      .trim()
      .split(/\s+/)
      .map(Number)
      .concat([0, 0, 0, 0, 0, 0, 0, 0]);
    const total = user! + nice! + system! + idle! + iowait! + irq! + softirq! + steal!;
    cores.push({ core: match[1]!, total, busy: total - idle! - iowait! });
  }
  return cores;
}

/** How busy each core was between two readings, in percent (0 for a core with no ticks between). */
export function coreBusyPercent(
  before: readonly CoreTicks[],
  after: readonly CoreTicks[],
): number[] {
  return after.map((end) => {
    const start = before.find((core) => core.core === end.core);
    if (!start) return 0;
    const total = end.total - start.total;
    return total > 0 ? ((end.busy - start.busy) / total) * 100 : 0;
  });
}

/**
 * The `n`-th of `words.length`³ three-word phrases, each a different one: the `n`-th number in base
 * `words.length`, its last three digits as word indices. Distinct for n below words.length³.
 */
export function distinctPhrase(words: readonly string[], n: number): string {
  const base = words.length;
  const a = n % base;
  const b = Math.floor(n / base) % base;
  const c = Math.floor(n / base ** 2) % base;
  return `${words[c]} ${words[b]} ${words[a]}`;
}

/** The distinct words of `texts`, in their first order. */
export const wordsOf = (texts: readonly string[]): string[] => [
  ...new Set(texts.flatMap((text) => text.split(/\s+/).filter(Boolean))),
];

/** Requests per second: how many answers over how many seconds (0 for no time). */
export const perSecond = (count: number, seconds: number): number =>
  seconds > 0 ? count / seconds : 0;
