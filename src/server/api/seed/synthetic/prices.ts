// Shop-style VND prices for synthetic products: 249.000, 3.190.000, 12.990.000.
import type { SizeOption } from '../catalog-types.ts';
import type { Random } from './random.ts';

/** `raw` rounded up the way Vietnamese shops price: …9.000 below a million, …90.000 above. */
function shopPrice(raw: number): number {
  const step = raw < 1_000_000 ? 50_000 : raw < 5_000_000 ? 100_000 : 500_000;
  const drop = raw < 1_000_000 ? 1_000 : 10_000;
  return Math.ceil(raw / step) * step - drop;
}

/** A shop price drawn between `min` and `max` VND. */
export function priceBetween(random: Random, min: number, max: number): number {
  return shopPrice(min + random.next() * (max - min));
}

/**
 * `count` consecutive options of `ladder`, from a random start, the first at `base` VND and each
 * next one `step` VND (give or take a fifth) dearer.
 */
export function sizeLadder(
  random: Random,
  ladder: readonly string[],
  count: number,
  base: number,
  step: number,
): SizeOption[] {
  const take = Math.min(count, ladder.length);
  const start = random.int(0, ladder.length - take);
  let raw = base;
  let previous = 0;
  return ladder.slice(start, start + take).map((size, i) => {
    if (i > 0) raw += step * (0.8 + 0.4 * random.next());
    // Rounding never gives a bigger size the same price as a smaller one.
    const price = Math.max(shopPrice(raw), shopPrice(previous + 20_000));
    previous = price;
    return { size, price };
  });
}
