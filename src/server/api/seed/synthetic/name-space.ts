// The names a brand can give its products, numbered: every index is one distinct name, so picking
// distinct indices picks distinct products (uniqueness by construction, not by retrying).
import type { BrandModels, ModelChoice, ModelLine } from './model-types.ts';
import { Random } from './random.ts';

const lineSize = (line: ModelLine) =>
  line.models.length * line.endings.length * line.configs.length;

/** How many distinct names the brand's lines hold. */
export function brandCapacity(brand: BrandModels): number {
  return brand.lines.reduce((sum, line) => sum + lineSize(line), 0);
}

/** The model at `index` of the brand's name space (models vary fastest, then endings, configs). */
export function modelAt(brand: BrandModels, index: number): ModelChoice {
  let rest = index;
  for (const line of brand.lines) {
    const size = lineSize(line);
    if (rest >= size) {
      rest -= size;
      continue;
    }
    const model = line.models[rest % line.models.length]!;
    const afterModel = Math.floor(rest / line.models.length);
    const ending = line.endings[afterModel % line.endings.length]!;
    const config = line.configs[Math.floor(afterModel / line.endings.length)]!;
    const words = [brand.label, `${line.series}${model}${ending}`, config];
    const name = words.filter((word) => word !== '').join(' ');
    return { brand, line, model, ending, config, name, index };
  }
  throw new RangeError(`${brand.brand} has no model ${index}`);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * A seeded bijection of [0, size): i -> (step * i + offset) mod size with step coprime to size.
 * With the step near size / golden ratio, the first few indices land evenly over the space.
 */
export function spread(size: number, seed: number): (i: number) => number {
  if (size <= 1) return () => 0;
  const random = new Random(seed);
  const offset = random.int(0, size - 1);
  let step = Math.max(1, Math.round(size * 0.381_966) + random.int(0, 16));
  while (gcd(step, size) !== 1) step += 1;
  // step * i is exact below 2^53: name spaces of up to 90 million names.
  return (i) => (step * i + offset) % size;
}
