// The back office's product table: search by name words or SKU, filters and the shop's indexed
// sort orders, paged like the shop's listings (matches counted up to COUNT_CAP), so a page costs
// the same at 100,000 products as at 200. Archived products are a table of their own (few rows).
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AdminProductList, AdminProductQuery } from '../../../api/schemas/admin-products.ts';
import type { SortBy } from '../../../api/schemas/catalog.ts';
import { COUNT_CAP } from '../../../lib/constants.ts';
import { LOW_STOCK_THRESHOLD, type AdminProductSort } from '../../../lib/product-admin.ts';
import type { Db } from '../db/connect.ts';
import { categories, productSearch, products, variations } from '../db/schema.ts';
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
import { inTransaction } from '../db/transaction.ts';

const SORTS: Record<AdminProductSort, SortBy> = {
  newest: '-createdAt',
  price: 'price',
  '-price': '-price',
  rating: '-rating',
};

/** At most this many words of a search are matched (each as the start of a word). */
const SEARCH_WORDS = 8;

/**
 * The products a search names: those with the exact SKU (a product's or a variation's), and up
 * to COUNT_CAP + 1 others with a word starting with each word typed, found through a word index
 * alone (a bitmap scan; walking a sort index and testing each product's words took seconds at
 * 100,000 products): for products on sale, the short search titles of product_search (name,
 * brand, type words: small rows and short lists of matches); for archived ones, the full search
 * documents. The page is then sorted among these; a total of 1,001 says "narrow the search".
 */
async function searchMatches(tx: Db, q: string, archived: boolean): Promise<SQL> {
  const bySku = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.sku, q))
    .union(tx.select({ id: variations.productId }).from(variations).where(eq(variations.sku, q)));
  const ids = new Set(bySku.map((row) => row.id));
  const words = normalizeSearchText(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, SEARCH_WORDS);
  if (words.length > 0) {
    const query = sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`;
    await tx.execute(sql`set local enable_indexscan = off`);
    const matches = archived
      ? await tx
          .select({ id: products.id })
          .from(products)
          .where(and(isNotNull(products.archivedAt), sql`${products.searchVector} @@ ${query}`))
          .limit(COUNT_CAP + 1)
      : await tx
          .select({ id: productSearch.id })
          .from(productSearch)
          .where(sql`${productSearch.titleVector} @@ ${query}`)
          .limit(COUNT_CAP + 1);
    await tx.execute(sql`set local enable_indexscan = on`);
    for (const row of matches) ids.add(row.id);
  }
  return sql`${products.id} = any(${sql.param([...ids])}::text[])`;
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
  const scope = query.archived ? isNotNull(products.archivedAt) : live;
  const sortBy = SORTS[query.sort];
  const page = await inTransaction(db, async (tx) => {
    // Products on sale are read through the listing indexes, planned as the shop's listings are;
    // stock levels through products_live_stock_idx, archived products through
    // products_archived_idx (migration 0011).
    await tx.execute(sql`set local enable_seqscan = off`);
    const where = and(
      categoryId === undefined ? undefined : inCategory(categoryId),
      query.q ? await searchMatches(tx, query.q, query.archived) : undefined,
      query.brand ? brandMatches(query.brand) : undefined,
      query.onSale ? onSale : undefined,
      query.featured ? eq(products.featured, true) : undefined,
      stockMatches(query.stock),
    );
    return fetchProductPage(tx, {
      where,
      scope,
      order: categoryId === undefined ? sortOrder(sortBy) : categorySortOrder(sortBy),
      page: query.page,
      limit: query.limit,
    });
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
