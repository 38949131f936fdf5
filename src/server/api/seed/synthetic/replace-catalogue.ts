// Replaces a database's catalogue with a synthetic one of any size, in one transaction: the seed's
// six categories stay, every product and variation is replaced, the demo customer is kept (or
// added, as seedIfEmpty adds it). A database with orders is refused unless forced: its orders
// would point at products that no longer exist. The seed's own orders (behind its reviews) do not
// count and go with the seed's products; generated products have no reviews (rating 0 of 0).
import { count, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { EVERY_PAGE_TAG } from '../../../../lib/page-tags.ts';
import {
  catalogChanges,
  categories,
  orders,
  productCriteria,
  productNumbers,
  productSearch,
  products,
  users,
  variations,
} from '../../db/schema.ts';
import { SEED_CATALOG, SEED_REVIEWS } from '../catalog-data.ts';
import { catalogRows, demoCustomerRow } from '../seed.ts';
import { insertJson, withIndexesRebuilt } from './bulk-load.ts';
import type { SyntheticOptions } from './generate.ts';
import { batchesInWorker } from './worker-batches.ts';
import { inTransaction } from '../../db/transaction.ts';

/** Products per INSERT: big statements are fast, and a batch of rows stays a few megabytes. */
const BATCH_SIZE = 2_000;

/** Rows written so far (after each batch) or in all (at the end). */
export interface CatalogueProgress {
  products: number;
  variations: number;
  elapsedMs: number;
}

/** A synthetic catalogue, and how to write it. */
export interface ReplaceOptions extends SyntheticOptions {
  /** Replace the catalogue even when the database holds orders. */
  force?: boolean;
  /** Hears the totals after every batch written. */
  onProgress?: (progress: CatalogueProgress) => void;
}

/** The database holds orders and replacing its catalogue was not forced. */
export class CatalogueHasOrdersError extends Error {
  readonly orders: number;

  constructor(orders: number) {
    super(
      `The database holds ${orders} order${orders === 1 ? '' : 's'}; its catalogue is not replaced unless forced.`,
    );
    this.orders = orders;
  }
}

/**
 * Writes `options.products` synthetic products in place of the catalogue and returns the totals:
 * `npm run catalog:generate`, and tests that need a catalogue at a real shop's size.
 */
export async function replaceCatalogue(
  db: Db,
  options: ReplaceOptions,
): Promise<CatalogueProgress> {
  const seedOrderIds = SEED_REVIEWS.orders.map((order) => order.id);
  const [held] = await db
    .select({ n: count() })
    .from(orders)
    .where(not(inArray(orders.id, seedOrderIds)));
  const orderCount = held?.n ?? 0;
  if (orderCount > 0 && options.force !== true) throw new CatalogueHasOrdersError(orderCount);
  const demoCustomer = await demoCustomerRow();
  const started = performance.now();
  const seedCategories = SEED_CATALOG.categories;
  const { categoryRows } = catalogRows({ categories: seedCategories, products: [] });
  const totals = { products: 0, variations: 0, elapsedMs: 0 };
  await inTransaction(db, async (tx) => {
    // Counted afresh by each attempt: a transaction that lost a race runs again from the start.
    totals.products = 0;
    totals.variations = 0;
    // cascade: the reviews of the products replaced go with them (migration 0009's foreign key).
    await tx.execute(sql`truncate table ${variations}, ${products} cascade`);
    await tx.delete(orders).where(inArray(orders.id, seedOrderIds));
    const seedIds = categoryRows.map((row) => row.id);
    await tx.delete(categories).where(not(inArray(categories.id, seedIds)));
    await tx
      .insert(categories)
      .values(categoryRows)
      .onConflictDoUpdate({
        target: categories.id,
        set: {
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          nameVi: sql`excluded.name_vi`,
          descriptionVi: sql`excluded.description_vi`,
          fields: sql`excluded.fields`,
          position: sql`excluded.position`,
        },
      });
    // product_search, product_numbers and product_criteria are filled by triggers on products
    // (migrations 0007, 0012, 0014): their keys and indexes are rebuilt once at the end too.
    await withIndexesRebuilt(
      tx,
      [products, variations, productSearch, productNumbers, productCriteria],
      async () => {
        for await (const batch of batchesInWorker(options, BATCH_SIZE)) {
          await insertJson(tx, products, batch.products);
          await insertJson(tx, variations, batch.variations);
          totals.products += batch.productCount;
          totals.variations += batch.variationCount;
          options.onProgress?.({ ...totals, elapsedMs: performance.now() - started });
        }
      },
    );
    await tx.insert(users).values(demoCustomer).onConflictDoNothing();
    // Running instances (on PostgreSQL) drop every cached page when they read this.
    await tx.insert(catalogChanges).values({ tags: [EVERY_PAGE_TAG] });
  });
  // What autovacuum would leave (PGlite has none): planner statistics, and a visibility map so
  // listings count from their indexes alone, from the first request.
  await db.execute(
    sql`vacuum (analyze) ${products}, ${variations}, ${productSearch}, ${productNumbers}, ${productCriteria}`,
  );
  return { ...totals, elapsedMs: performance.now() - started };
}
