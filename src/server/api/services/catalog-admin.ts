// Catalogue changes by operators: a partial product update, written with the page-cache tags it
// invalidates in one transaction and applied to this instance's cache after commit; and the
// announcement of changes written by other means (an import, a script, SQL).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES, type ProductPatch } from '../../../api/schemas/admin.ts';
import type { Product } from '../../../api/schemas/catalog.ts';
import { CATEGORY_NAMES } from '../../../lib/constants.ts';
import { HOME_TAG, SITEMAP_TAG, listingTag, productTag } from '../../../lib/page-tags.ts';
import type { Deps } from '../context.ts';
import { categories, products } from '../db/schema.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { recordAudit, type AuditWho } from './audit.ts';
import { findProduct } from './catalog.ts';
import { productOptions } from './search-reindex.ts';
import { searchColumns } from './search-text.ts';
import { inTransaction } from '../db/transaction.ts';

const productNotFound = () => notFound('Product not found');

const pick = (source: object, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, (source as Record<string, unknown>)[key] ?? null]));

/** The fields that decide where a product stands in its category's listings. */
const LISTING_PLACES: ReadonlySet<keyof ProductPatch> = new Set<keyof ProductPatch>([
  'price',
  'salePrice',
  'stock',
  'featured',
]);

/** Applies `patch` to a product on sale; 422 names a field that cannot take its value. */
export async function patchProduct(
  deps: Deps,
  id: string,
  patch: ProductPatch,
  who: AuditWho,
): Promise<Product> {
  if (Object.keys(patch).length === 0)
    throw validationFailed({ _: ADMIN_MESSAGES.nothingToChange }, ADMIN_MESSAGES.nothingToChange);
  const { db, catalogChanges, now } = deps;
  const change = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ product: products, categoryName: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.id, id), isNull(products.archivedAt)))
      .for('update');
    if (!row) throw productNotFound();
    const { product } = row;
    const priced = ['price', 'salePrice', 'stock'].filter((field) => field in patch);
    if (product.hasVariations && priced.length > 0)
      throw validationFailed(
        Object.fromEntries(priced.map((field) => [field, ADMIN_MESSAGES.setOnVariations])),
      );
    const price = patch.price ?? product.price;
    const salePrice = patch.salePrice === undefined ? product.salePrice : patch.salePrice;
    if (salePrice !== null && salePrice > price)
      throw validationFailed({ salePrice: ADMIN_MESSAGES.saleAbovePrice });
    const name = patch.name ?? product.name;
    const description = patch.description ?? product.description;
    await tx
      .update(products)
      .set({
        ...patch,
        ...searchColumns({
          name,
          brand: product.brand,
          categoryName: row.categoryName,
          description,
          descriptionVi:
            patch.descriptionVi === undefined ? product.descriptionVi : patch.descriptionVi,
          fields: product.fields,
          criteria: product.criteria,
          options: await productOptions(tx, id),
        }),
        // An editor's form opened before this change must not overwrite it (product-write.ts).
        version: sql`${products.version} + 1`,
        updatedAt: now(),
      })
      .where(eq(products.id, id));
    const changed = (Object.keys(patch) as (keyof ProductPatch)[]).filter(
      (key) => patch[key] !== product[key],
    );
    await recordAudit(tx, {
      ...who,
      action: 'product.update',
      targetId: id,
      before: { ...pick(product, changed), version: product.version },
      after: { ...pick(patch, changed), version: product.version + 1 },
      at: now(),
    });
    const featuredChanged = changed.includes('featured');
    // Price, sale price, stock and featured place the product in its listings (their order, their
    // price and stock filters): a change to one can bring it onto a listing page it was not on.
    const placed = changed.some((key) => LISTING_PLACES.has(key));
    return deps.catalogChanges.record(tx, [
      productTag(id),
      SITEMAP_TAG,
      ...(placed ? [listingTag(row.categoryName)] : []),
      ...(featuredChanged ? [HOME_TAG] : []),
    ]);
  });
  catalogChanges.apply(change);
  const updated = await findProduct(db, id);
  if (!updated) throw productNotFound();
  return updated;
}

/**
 * Everything that may show the named products: their pages and cards, their categories' listings
 * (all of them when a product is gone, its category unknown), home and the sitemap.
 */
export async function announceCatalogChange(
  deps: Deps,
  ids: readonly string[],
): Promise<{ products: number; tags: number }> {
  const unique = [...new Set(ids)];
  const rows = await deps.db
    .select({ id: products.id, category: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, unique));
  const someGone = rows.length < unique.length;
  const listings = someGone ? [...CATEGORY_NAMES] : rows.map((row) => row.category);
  const change = await deps.catalogChanges.record(deps.db, [
    ...unique.map(productTag),
    ...listings.map(listingTag),
    HOME_TAG,
    SITEMAP_TAG,
  ]);
  deps.catalogChanges.apply(change);
  return { products: unique.length, tags: change.tags.length };
}
