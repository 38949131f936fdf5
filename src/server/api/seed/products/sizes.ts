// Shorthand for size options in the data files: sizes(['256GB', 30_990_000], ['512GB', 36_990_000]).
import type { SizeOption } from '../catalog-types.ts';

export function sizes(...options: [size: string, price: number][]): SizeOption[] {
  return options.map(([size, price]) => ({ size, price }));
}
