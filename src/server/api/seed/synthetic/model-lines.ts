// Shorthand for writing model lines in the category data files.
import type { ModelLine, Tier } from './model-types.ts';

/** The numbers from..to as model names, zero-padded to `width` digits ('05', '06', ...). */
export function numbers(from: number, to: number, width = 1): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));
}

/** A model line; `configs` defaults to names without a memory or edition word. */
export function line(
  kind: string,
  tier: Tier,
  series: string,
  models: readonly string[],
  endings: readonly string[] = [''],
  configs: readonly string[] = [''],
): ModelLine {
  return { kind, tier, series, models, endings, configs };
}

/** Every model code `prefix` + each of `middles` + each of `suffixes`, e.g. part numbers. */
export function codes(
  prefixes: readonly string[],
  middles: readonly string[],
  suffixes: readonly string[] = [''],
): string[] {
  return prefixes.flatMap((p) => middles.flatMap((m) => suffixes.map((s) => `${p}${m}${s}`)));
}
