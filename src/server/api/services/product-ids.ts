// Products on sale read whole by id, in the order of the ids given (a page that was ranked in code).
import { and, eq, inArray } from 'drizzle-orm';
import type { Product } from '../../../api/schemas/catalog.ts';
import type { Lang } from '../../../lib/i18n/index.ts';
import type { Db } from '../db/connect.ts';
import { categories, products } from '../db/schema.ts';
import { live } from './product-query.ts';
import { productColumns, toProduct } from './product-view.ts';

export async function productsByIds(
  db: Db,
  ids: readonly string[],
  lang: Lang = 'en',
): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ product: productColumns, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(and(live, inArray(products.id, [...ids])));
  const byId = new Map(
    rows.map((row) => [row.product.id, toProduct(row.product, row.categoryName, lang)]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
