// The back office's product table: search by name words or SKU, filters and the shop's indexed
// sort orders, paged like the shop's listings (matches counted up to COUNT_CAP), so a page costs
// the same at 100,000 products as at 200. Archived products are a table of their own (few rows).
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AdminProductList, AdminProductQuery } from '../../api/schemas/admin-products.ts';
import type { SortBy } from '../../api/schemas/catalog.ts';
import { LOW_STOCK_THRESHOLD, type AdminProductSort } from '../../lib/product-admin.ts';
import type { Db } from '../db/connect.ts';
import { categories, products, variations } from '../db/schema.ts';
import {
  brandMatches,
  categorySortOrder,
  fetchProductPage,
  inCategory,
  live,
  onSale,
  pagination,
  sortOrder,
} from './product-query.ts';
import { normalizeSearchText } from './search-text.ts';

const SORTS: Record<AdminProductSort, SortBy> = {
  newest: '-createdAt',
  price: 'price',
  '-price': '-price',
  rating: '-rating',
};

/** At most this many words of a search are matched (each as the start of a word). */
const SEARCH_WORDS = 8;

/**
 * Name words (each the start of a word of the product's search document: name, brand, type,
 * description), or a product's or a variation's exact SKU. Words reach SQL as a bound tsquery of
 * letters and digits only.
 */
function searchMatches(q: string): SQL | undefined {
  const words = normalizeSearchText(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, SEARCH_WORDS);
  const bySku = sql`(${products.sku} = ${q} or ${products.id} in (select ${variations.productId} from ${variations} where ${variations.sku} = ${q}))`;
  if (words.length === 0) return bySku;
  const query = words.map((word) => `${word}:*`).join(' & ');
  return sql`(${products.searchVector} @@ to_tsquery('simple', ${query}) or ${bySku})`;
}

function stockMatches(stock: AdminProductQuery['stock']): SQL | undefined {
  if (stock === 'out') return eq(products.stock, 0);
  if (stock === 'low') return sql`${products.stock} between 1 and ${LOW_STOCK_THRESHOLD}`;
  return undefined;
}

/** One page of the product table; an unknown category matches nothing. */
export async function listAdminProducts(
  db: Db,
  query: AdminProductQuery,
): Promise<AdminProductList> {
  let categoryId: string | undefined;
  if (query.category) {
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.name, query.category.toLowerCase()));
    if (!row) return { products: [], pagination: pagination(0, query.page, query.limit) };
    categoryId = row.id;
  }
  const where = and(
    categoryId === undefined ? undefined : inCategory(categoryId),
    query.q ? searchMatches(query.q) : undefined,
    query.brand ? brandMatches(query.brand) : undefined,
    query.onSale ? onSale : undefined,
    query.featured ? eq(products.featured, true) : undefined,
    stockMatches(query.stock),
  );
  const sortBy = SORTS[query.sort];
  const request = {
    where,
    scope: query.archived ? isNotNull(products.archivedAt) : live,
    order: categoryId === undefined ? sortOrder(sortBy) : categorySortOrder(sortBy),
    page: query.page,
    limit: query.limit,
  };
  // Products on sale are read through the listing indexes, planned as the shop's listings are.
  const page = await db.transaction(async (tx) => {
    if (!query.archived) await tx.execute(sql`set local enable_seqscan = off`);
    return fetchProductPage(tx, request);
  });
  return {
    products: page.products.map((product) => ({
      _id: product._id,
      sku: product.sku,
      name: product.name,
      category: product.category.name,
      brand: product.brand,
      price: product.price,
      salePrice: product.salePrice ?? null,
      stock: product.stock,
      featured: product.featured,
      hasVariations: product.hasVariations,
      image: product.productImages[0] ?? null,
      archived: query.archived,
      updatedAt: product.updatedAt,
    })),
    pagination: page.pagination,
  };
}
