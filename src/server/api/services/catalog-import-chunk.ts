// One chunk of an import (up to IMPORT_BATCH_SIZE products) against the database, in a fixed
// number of statements whatever the chunk holds, however many variations its products have:
//  - planChunk reads what the database holds of the chunk's products (by SKU) in one statement,
//    and in one more their variations and whoever holds the chunk's variation SKUs; it says of
//    each product whether it would be created, updated or left unchanged. The check pass calls it
//    with plain reads (no transaction, no lock); the write pass in the chunk's transaction, rows
//    locked.
//  - writeChunk writes a planned chunk: the categories and the ids free for new rows read in one
//    statement each; new and changed products in one (insert, or update on the id), stale
//    variations removed in one, the variations in one, the audit records in one. Rows go in as
//    one JSON parameter each (bulk-load.ts's insertJson, as the seed loads them), so neither the
//    statement nor its parameters grow with the chunk's rows. Products match by SKU, so writing
//    the same chunk again changes nothing.
// The search and listing tables (product_search, search_terms, product_numbers, product_criteria)
// follow the products through the database's triggers, once per statement for new products
// (migrations 0007, 0012 and 0014).
// The rules are the product form's (product-write.ts): the same normalising, the same comparison,
// the same columns, the same page tags.
import { and, asc, eq, inArray, notInArray, or } from 'drizzle-orm';
import { toProductWrite, type ProductWrite } from '../../../api/schemas/admin-products.ts';
import { IMPORT_MESSAGES } from '../../../lib/catalog-import.ts';
import { PRODUCT_MESSAGES } from '../../../lib/product-admin.ts';
import type { Db } from '../db/connect.ts';
import { newId } from '../db/ids.ts';
import { categories, products, variations } from '../db/schema.ts';
import { conflict } from '../http/errors.ts';
import { stableId } from '../seed/ids.ts';
import { excludedUpdate, insertJson, rowsJson } from '../seed/synthetic/bulk-load.ts';
import { recordAudits, type AuditInput, type AuditWho } from './audit.ts';
import type { CategoryRow, VariationRow } from './product-view.ts';
import {
  differences,
  keepLeftOut,
  normalise,
  productColumnsOf,
  tagsOf,
  toAdminProduct,
  variationColumnsOf,
} from './product-write.ts';

export type PlannedStatus = 'created' | 'updated' | 'unchanged';

/** One product of a chunk: its write (normalised), what the database holds of it, what would happen. */
export interface PlannedProduct {
  input: ProductWrite;
  status: PlannedStatus;
  current: {
    product: typeof products.$inferSelect;
    categoryName: string;
    variations: VariationRow[];
  } | null;
  /** The changed fields, before and after (updates only). */
  diff: ReturnType<typeof differences> | null;
  /** Field path (`variations.2.sku`) → message: variation SKUs other products hold. */
  problems: Record<string, string>;
}

/**
 * What the database holds of `writes` (products of distinct SKUs) and what writing them would do.
 * `lock`: take the products' rows for update (in the transaction that writes them), in id order so
 * that two imports lock in the same order.
 */
export async function planChunk(
  db: Db,
  writes: readonly ProductWrite[],
  lock: boolean,
): Promise<PlannedProduct[]> {
  const inputs = writes.map(normalise);
  const query = db
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      inArray(
        products.sku,
        inputs.map((input) => input.sku),
      ),
    )
    .orderBy(asc(products.id));
  const rows = lock ? await query.for('update', { of: products }) : await query;
  const bySku = new Map(rows.map((row) => [row.product.sku, row]));
  const ids = rows.map((row) => row.product.id);
  const variationSkus = inputs.flatMap((input) => input.variations.map((v) => v.sku));
  // One read for both: the variations of the products found, and whoever holds the chunk's
  // variation SKUs (the same product, another one, or none).
  const variationRows =
    ids.length === 0 && variationSkus.length === 0
      ? []
      : await db
          .select()
          .from(variations)
          .where(
            or(
              ids.length > 0 ? inArray(variations.productId, ids) : undefined,
              variationSkus.length > 0 ? inArray(variations.sku, variationSkus) : undefined,
            ),
          )
          .orderBy(asc(variations.productId), asc(variations.position), asc(variations.id));
  const found = new Set(ids);
  const variationsOf = Map.groupBy(
    variationRows.filter((v) => found.has(v.productId)),
    (v) => v.productId,
  );
  const owners = new Map(variationRows.map((v) => [v.sku, v.productId]));
  return inputs.map((given) => {
    const row = bySku.get(given.sku);
    const current = row ? { ...row, variations: variationsOf.get(row.product.id) ?? [] } : null;
    const problems: Record<string, string> = {};
    given.variations.forEach((v, index) => {
      const owner = owners.get(v.sku);
      if (owner !== undefined && owner !== current?.product.id)
        problems[`variations.${index}.sku`] = PRODUCT_MESSAGES.skuTaken;
    });
    if (!current)
      return {
        input: keepLeftOut(given, null),
        status: 'created',
        current,
        diff: null,
        problems,
      };
    const before = normalise(
      toProductWrite(toAdminProduct(current.product, current.categoryName, current.variations)),
    );
    // A row without the Vietnamese columns keeps the product's Vietnamese texts.
    const input = keepLeftOut(given, before);
    const diff = differences(before, input);
    const status = diff.changed.length === 0 ? 'unchanged' : 'updated';
    return { input, status, current, diff, problems };
  });
}

/**
 * Ids for new rows: each SKU's stable id (as the seed's) when free, else a random one. The new
 * products' and the new variations' are looked up in one read.
 */
async function freeIds(
  tx: Db,
  productSkus: readonly string[],
  variationSkus: readonly string[],
): Promise<{ products: string[]; variations: string[] }> {
  const wanted = {
    products: productSkus.map((sku) => stableId('product', sku)),
    variations: variationSkus.map((sku) => stableId('variation', sku)),
  };
  const all = [...wanted.products, ...wanted.variations];
  if (all.length === 0) return wanted;
  const used = new Set(
    (
      await tx
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, wanted.products))
        .unionAll(
          tx
            .select({ id: variations.id })
            .from(variations)
            .where(inArray(variations.id, wanted.variations)),
        )
    ).map((row) => row.id),
  );
  const free = (id: string) => (used.has(id) ? newId() : id);
  return { products: wanted.products.map(free), variations: wanted.variations.map(free) };
}

/** What a chunk's write did: how many of each, and the pages it touched. */
export interface ChunkWritten {
  counts: Record<PlannedStatus, number>;
  tags: string[];
}

/**
 * Writes the chunk (products of distinct SKUs and variation SKUs, each checked) in the caller's
 * transaction: plans it again with the rows locked, so a change made since the check is seen; a
 * SKU or category taken or removed meanwhile is a 409 and the transaction rolls back.
 */
export async function writeChunk(
  tx: Db,
  writes: readonly ProductWrite[],
  who: AuditWho,
  at: Date,
): Promise<ChunkWritten> {
  const planned = await planChunk(tx, writes, true);
  const counts = { created: 0, updated: 0, unchanged: 0 };
  for (const plan of planned) counts[plan.status] += 1;
  const changed = planned.filter((plan) => plan.status !== 'unchanged');
  if (planned.some((plan) => Object.keys(plan.problems).length > 0))
    throw conflict(IMPORT_MESSAGES.changedMeanwhile, { sku: PRODUCT_MESSAGES.skuTaken });
  if (changed.length === 0) return { counts, tags: [] };
  const categoryRows = await tx.select().from(categories);
  const categoryNamed = new Map<string, CategoryRow>(categoryRows.map((row) => [row.name, row]));
  const categoryOf = (input: ProductWrite) => {
    const category = categoryNamed.get(input.category.toLowerCase());
    if (!category)
      throw conflict(IMPORT_MESSAGES.changedMeanwhile, {
        category: PRODUCT_MESSAGES.categoryUnknown,
      });
    return category;
  };

  // Variations match by SKU within their product: a kept SKU keeps its row and id.
  const rewritten = changed.filter((plan) => plan.current !== null);
  const existingIds = new Map(
    rewritten.flatMap((plan) => plan.current!.variations.map((v) => [v.sku, v.id] as const)),
  );
  const list = changed.flatMap((plan) =>
    plan.input.variations.map((v, position) => ({ plan, v, position })),
  );
  const fresh = list.filter(({ v }) => !existingIds.has(v.sku));
  const created = changed.filter((plan) => plan.current === null);
  const newIds = await freeIds(
    tx,
    created.map((plan) => plan.input.sku),
    fresh.map(({ v }) => v.sku),
  );
  fresh.forEach(({ v }, i) => existingIds.set(v.sku, newIds.variations[i]!));
  const idOf = new Map(created.map((plan, i) => [plan, newIds.products[i]!]));
  for (const plan of rewritten) idOf.set(plan, plan.current!.product.id);

  const productRows = changed.map((plan) => ({
    id: idOf.get(plan)!,
    ...productColumnsOf(plan.input, categoryOf(plan.input)),
    version: plan.current ? plan.current.product.version + 1 : 1,
    createdAt: at,
    updatedAt: at,
  }));
  // An update keeps what the import does not write: created, archived, rating.
  const written = Object.keys(productRows[0]!).filter((key) => key !== 'id' && key !== 'createdAt');
  await insertJson(
    tx,
    products,
    rowsJson(products, productRows),
    excludedUpdate(products, 'id', written as (keyof typeof products._.columns & string)[]),
  );

  const keptSkus = rewritten.flatMap((plan) => plan.input.variations.map((v) => v.sku));
  if (rewritten.length > 0)
    await tx.delete(variations).where(
      and(
        inArray(
          variations.productId,
          rewritten.map((plan) => idOf.get(plan)!),
        ),
        keptSkus.length > 0 ? notInArray(variations.sku, keptSkus) : undefined,
      ),
    );
  const variationRows = list.map(({ plan, v, position }) => ({
    id: existingIds.get(v.sku)!,
    productId: idOf.get(plan)!,
    sku: v.sku,
    ...variationColumnsOf(v, position),
  }));
  await insertJson(
    tx,
    variations,
    rowsJson(variations, variationRows),
    excludedUpdate(variations, 'id', [
      'name',
      'price',
      'salePrice',
      'stock',
      'isDefault',
      'attributes',
      'position',
    ]),
  );

  const audits: AuditInput[] = changed.map((plan) => {
    const targetId = idOf.get(plan)!;
    if (!plan.current)
      return {
        ...who,
        action: 'product.create',
        targetId,
        after: { ...plan.input, version: 1 },
        at,
      };
    const version = plan.current.product.version;
    return {
      ...who,
      action: 'product.update',
      targetId,
      before: { ...plan.diff!.before, version },
      after: { ...plan.diff!.after, version: version + 1 },
      at,
    };
  });
  await recordAudits(tx, audits);
  const tags = changed.flatMap((plan) =>
    plan.current
      ? tagsOf(idOf.get(plan)!, plan.current.categoryName, categoryOf(plan.input).name)
      : tagsOf(idOf.get(plan)!, categoryOf(plan.input).name),
  );
  return { counts, tags: [...new Set(tags)] };
}
