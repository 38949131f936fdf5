// The SQL pieces every product listing shares: effective price, sort orders, brand and
// criteria matching, and one paged fetch that returns API-shaped products with a total.
import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Pagination } from '../../api/schemas/common.ts';
import type { Product, SortBy } from '../../api/schemas/catalog.ts';
import type { Db } from '../db/connect.ts';
import { categories, products } from '../db/schema.ts';
import { productColumns, toProduct } from './product-view.ts';

/** What a buyer pays: the sale price when it is lower than the price. */
export const effectivePrice = sql<number>`least(${products.price}, coalesce(${products.salePrice}, ${products.price}))`;

export const onSale = sql`(${products.salePrice} is not null and ${products.salePrice} < ${products.price})`;

/** Sort orders of SORT_VALUES; the id breaks ties so pages never overlap. */
export function sortOrder(sortBy: SortBy | undefined): SQL[] {
  switch (sortBy) {
    case 'price':
      return [asc(effectivePrice), asc(products.id)];
    case '-price':
      return [desc(effectivePrice), asc(products.id)];
    case '-rating':
      return [desc(products.rating), desc(products.ratingCount), asc(products.id)];
    case '-createdAt':
    case undefined:
      return [desc(products.createdAt), asc(products.id)];
  }
}

/** Lower-case, hyphens and runs of spaces as one space: 'Long-lasting' = 'long lasting'. */
export const looseLabel = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, ' ');

const looseColumn = (value: SQL) =>
  sql`regexp_replace(lower(trim(${value})), '[[:space:]-]+', ' ', 'g')`;

export const brandMatches = (brand: string) =>
  sql`${looseColumn(sql`${products.brand}`)} = ${looseLabel(brand)}`;

export const criteriaMatches = (criterion: string) =>
  sql`exists (select 1 from jsonb_array_elements_text(${products.criteria}) as c(value) where ${looseColumn(sql`c.value`)} = ${looseLabel(criterion)})`;

export function pagination(total: number, page: number, limit: number): Pagination {
  return { total, page, limit, pages: Math.ceil(total / limit) };
}

export interface ProductPageRequest {
  where: SQL | undefined;
  orderBy: SQL[];
  page: number;
  limit: number;
}

export interface ProductPage {
  products: Product[];
  pagination: Pagination;
}

/** One page of products matching `where`, plus the total across all pages. */
export async function fetchProductPage(db: Db, request: ProductPageRequest): Promise<ProductPage> {
  const { where, orderBy, page, limit } = request;
  const [counted] = await db.select({ total: count() }).from(products).where(where);
  const total = counted?.total ?? 0;
  const rows =
    total <= (page - 1) * limit
      ? []
      : await db
          .select({ product: productColumns, categoryName: categories.name })
          .from(products)
          .innerJoin(categories, eq(products.categoryId, categories.id))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset((page - 1) * limit);
  return {
    products: rows.map((row) => toProduct(row.product, row.categoryName)),
    pagination: pagination(total, page, limit),
  };
}
