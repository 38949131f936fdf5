// The synthetic catalogue as a stream of seed records: category by category, brand by brand,
// a batch at a time, so memory holds one batch however many products are asked for.
import { buildProduct } from '../build-catalog.ts';
import type { SeedProduct } from '../catalog-types.ts';
import { CATEGORY_ENTRIES } from '../categories.ts';
import { modelAt } from './name-space.ts';
import { planCatalogue } from './plan.ts';
import { sharedPictures } from './pictures.ts';
import { syntheticEntry } from './product-entry.ts';

/** What makes one synthetic catalogue: its size and seed (the same pair, the same products). */
export interface SyntheticOptions {
  products: number;
  seed: number;
  /** Where the shared pictures are written (when missing); none are written without it. */
  picturesDir?: string;
}

/**
 * `options.products` products in batches of `batchSize`. Names and SKUs are distinct by
 * construction (distinct points of each brand's name space); a repeat would be a bug in the
 * data files, so it stops the generation rather than reach the database.
 */
export function* syntheticBatches(
  options: SyntheticOptions,
  batchSize: number,
): Generator<SeedProduct[]> {
  const withPictures = sharedPictures(options.picturesDir);
  const names = new Set<string>();
  let batch: SeedProduct[] = [];
  let ordinal = 0;
  for (const { category, brands } of planCatalogue(options.products, options.seed)) {
    const entry = CATEGORY_ENTRIES.find((candidate) => candidate.name === category.name);
    if (entry === undefined) throw new Error(`No seed category ${category.name}`);
    for (const { brand, count, indexOf } of brands) {
      for (let i = 0; i < count; i++) {
        const choice = modelAt(brand, indexOf(i));
        if (names.has(choice.name)) throw new Error(`Two products named ${choice.name}`);
        names.add(choice.name);
        const product = buildProduct(
          syntheticEntry(category, choice, options.seed),
          entry,
          ordinal,
        );
        ordinal += 1;
        batch.push(withPictures(product));
        if (batch.length === batchSize) {
          yield batch;
          batch = [];
        }
      }
    }
  }
  if (batch.length > 0) yield batch;
}
