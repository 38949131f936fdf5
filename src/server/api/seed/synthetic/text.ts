// Sentence helpers for synthetic summaries and details.
import type { Random } from './random.ts';

const numberFormat = new Intl.NumberFormat('en-US');

/** 5000 -> '5,000', as the seed's sentences write numbers. */
export const thousands = (value: number): string => numberFormat.format(value);

/** Two different sentences of `pool`, joined: the details that follow a summary. */
export function twoOf(random: Random, pool: readonly string[]): string {
  return random.sample(pool, 2).join(' ');
}

/** The value rounded to `digits` decimals, as a number (6.700001 -> 6.7). */
export const round = (value: number, digits: number): number => Number(value.toFixed(digits));
